-- The recipe catalog (content/recipes/*.json, loaded by the seed step) and rows cached from Spoonacular.
CREATE TABLE recipes (
  id               integer PRIMARY KEY,
  source           text NOT NULL CHECK (source IN ('catalog', 'spoonacular')),
  title            text NOT NULL,
  data             jsonb NOT NULL,               -- the Recipe of src/shared/recipe.ts, as the API answers it
  cuisines         text[] NOT NULL DEFAULT '{}', -- lower case, for filters
  dish_types       text[] NOT NULL DEFAULT '{}',
  diets            text[] NOT NULL DEFAULT '{}',
  country          text NOT NULL DEFAULT '',
  region           text NOT NULL DEFAULT '',
  ready_in_minutes integer NOT NULL,
  health_score     integer NOT NULL DEFAULT 0,
  ingredients_tsv  tsvector NOT NULL,            -- ingredient names only, for include-ingredients
  search           tsvector NOT NULL,            -- weighted: title A, ingredients+cuisine+country B, types+diets+tags C, summary D
  content_hash     text NOT NULL,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recipes_search_idx ON recipes USING gin (search);
CREATE INDEX recipes_ingredients_idx ON recipes USING gin (ingredients_tsv);
CREATE INDEX recipes_cuisines_idx ON recipes USING gin (cuisines);
CREATE INDEX recipes_diets_idx ON recipes USING gin (diets);
CREATE INDEX recipes_dish_types_idx ON recipes USING gin (dish_types);
CREATE INDEX recipes_country_idx ON recipes (lower(country));
CREATE INDEX recipes_region_idx ON recipes (region);

-- Words of the catalog (titles, ingredients, cuisines, countries) with their frequency, for typo
-- correction in search ("biriyani" -> "biryani") without an extension PGlite lacks.
CREATE TABLE search_vocabulary (
  word text PRIMARY KEY,
  freq integer NOT NULL
);

-- Small key/value facts about the data, e.g. the hash of the catalog last seeded.
CREATE TABLE app_state (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
