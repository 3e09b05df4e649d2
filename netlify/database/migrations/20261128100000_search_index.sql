-- Search served from ranked lists built at seed time (docs/decisions/0013-search-that-stays-flat.md).
-- Each recipe's listing, the recipe trimmed to what its card shows (slimForCard: four key ingredients,
-- three steps, no cook's notes), is written by the seed as JSON text; search answers pass it through.
ALTER TABLE recipes ADD COLUMN listing text NOT NULL DEFAULT '';
-- Rows seeded before this migration are rewritten by the next seed (it skips rows whose hash matches).
UPDATE recipes SET content_hash = '';
-- The two filter values that live inside the document, as columns the index reads without the document.
ALTER TABLE recipes ADD COLUMN busy_minutes integer GENERATED ALWAYS AS (ready_in_minutes - COALESCE((data->>'waitingMinutes')::int, 0)) STORED;
ALTER TABLE recipes ADD COLUMN contains_egg boolean GENERATED ALWAYS AS (COALESCE((data->>'containsEgg')::boolean, false)) STORED;

-- Per catalog word: the ids of the recipes it finds, best first (rank, then id), their ranks, and per
-- entry 1 when the title contains the word (the title boost of a search for the word alone), as
-- big-endian int4, float4 and byte arrays (int4send/float4send). Rebuilt by the seed with the catalog.
-- Stored uncompressed (EXTERNAL), so the first entries of a long list are read without the rest.
CREATE TABLE search_terms (
  word  text PRIMARY KEY,
  ids   bytea NOT NULL,
  ranks bytea NOT NULL,
  boost bytea NOT NULL
);
ALTER TABLE search_terms ALTER COLUMN ids SET STORAGE EXTERNAL, ALTER COLUMN ranks SET STORAGE EXTERNAL, ALTER COLUMN boost SET STORAGE EXTERNAL;

-- The lists are built by the seed: forget the seeded catalog's hash so the next start seeds again.
DELETE FROM app_state WHERE key = 'catalog_hash';
