-- Search served from ranked lists built at seed time (docs/decisions/0013-search-that-stays-flat.md).
-- Each recipe's listing (the recipe without the cook's notes, as search answers carry it) is stored as
-- JSON text, so an answer passes it through instead of rebuilding the jsonb on every request.
ALTER TABLE recipes ADD COLUMN listing text GENERATED ALWAYS AS ((data - 'notes')::text) STORED;

-- Per catalog word: the ids of the recipes it finds, best first (rank, then id), and their ranks, as
-- big-endian int4 and float4 arrays (int4send/float4send). Rebuilt by the seed whenever the catalog changes.
CREATE TABLE search_terms (
  word  text PRIMARY KEY,
  ids   bytea NOT NULL,
  ranks bytea NOT NULL
);

-- The lists are built by the seed: forget the seeded catalog's hash so the next start seeds again.
DELETE FROM app_state WHERE key = 'catalog_hash';
