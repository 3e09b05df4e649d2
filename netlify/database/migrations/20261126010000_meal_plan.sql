-- Meal plan and shopping list (issue 28; docs/decisions/0019-meal-plan-and-shopping-list.md).
-- One row per (user, day, slot): two devices editing different slots never touch the same row, and
-- two edits of one slot leave the later one. The shopping list itself is computed from the plan in the
-- browser; only what a cook does to it is stored: ticks and hand-added items, one row each, kept by
-- the newest client time (`changed_at`), so a phone ticking offline and syncing later loses nothing.

CREATE TABLE meal_plan_slots (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day        date NOT NULL,
  slot       text NOT NULL CHECK (slot IN ('breakfast', 'lunch', 'dinner', 'snack')),
  recipe_id  integer NOT NULL CHECK (recipe_id > 0),
  servings   integer NOT NULL CHECK (servings BETWEEN 1 AND 50),
  title      text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day, slot)
);

CREATE TABLE shopping_list_ticks (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week       date NOT NULL,
  line_key   text NOT NULL,
  ticked     boolean NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, week, line_key)
);

CREATE TABLE shopping_list_items (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week       date NOT NULL,
  item_id    text NOT NULL,
  label      text NOT NULL,
  deleted    boolean NOT NULL DEFAULT false,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, week, item_id)
);
