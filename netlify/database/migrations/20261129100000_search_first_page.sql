-- The first page of every word's search, stored ready (docs/decisions/0013-search-that-stays-flat.md):
-- the ids of the first 12 recipes a search for the word alone shows, in that order (rank plus the title
-- boost, then id). Reading a word's list reads its first page's listings in the same statement, so the
-- first page of a one-word search costs one statement, not two. Rebuilt by the seed with the lists.
ALTER TABLE search_terms ADD COLUMN first_ids integer[] NOT NULL DEFAULT '{}';

-- The lists are built by the seed: forget the seeded catalog's hash so the next start seeds again.
DELETE FROM app_state WHERE key = 'catalog_hash';
