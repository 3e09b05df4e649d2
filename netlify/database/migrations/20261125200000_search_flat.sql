-- Search that stays flat as the catalog grows (docs/decisions/0013-search-that-stays-flat.md).
-- The unranked listing's mixed order as a stored, indexed column: the listing reads the first rows of
-- an index instead of hashing and sorting the whole table on every request.
ALTER TABLE recipes ADD COLUMN shuffle text GENERATED ALWAYS AS (md5(id::text)) STORED;
CREATE INDEX recipes_shuffle_idx ON recipes (shuffle, id);

-- The catalog changes only at deploy time, so the text indexes need no pending list of fast inserts:
-- with fastupdate on, every lookup also reads the unmerged list (2,099 entries after a seed).
ALTER INDEX recipes_search_idx SET (fastupdate = off);
ALTER INDEX recipes_ingredients_idx SET (fastupdate = off);
ALTER INDEX recipes_cuisines_idx SET (fastupdate = off);
ALTER INDEX recipes_diets_idx SET (fastupdate = off);
ALTER INDEX recipes_dish_types_idx SET (fastupdate = off);
