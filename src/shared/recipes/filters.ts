// docs/product.md#b-limits: the filter values of /all-recipes. Zod-free, so the pages can bundle them (schema.ts, with
// the schemas, re-exports them for the server).
export const CUISINE_FILTERS = ["all", "italian", "chinese", "mexican", "indian", "french", "thai", "japanese", "mediterranean"] as const;
export const DIET_FILTERS = ["all", "vegetarian", "vegan", "gluten free", "keto", "paleo", "low carb"] as const;

/** Sort orders of the recipe search (GET /api/recipes/search `sort`, /all-recipes and /search `sort`). */
export const RECIPE_SORTS = ["relevance", "quickest", "newest", "popular"] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];
export const RECIPE_SORT_LABELS: Record<RecipeSort, string> = { relevance: "Best match", quickest: "Quickest", newest: "Newest", popular: "Most saved" };
/** The maximum-time filter of the pages, in minutes (the API's `maxReadyTime` takes any whole number). */
export const MAX_TIME_FILTERS = [15, 30, 60] as const;
/** The course filter of the pages: the API's `type` (Spoonacular dish types), the ones a cook browses by. */
export const COURSE_FILTERS = ["all", "breakfast", "main course", "side dish", "snack", "appetizer", "soup", "salad", "bread", "dessert", "beverage"] as const;
/**
 * A course means a dish to eat as that course: the breakfast filter leaves out what is drunk with it or
 * spooned beside it (chai, lassi, filter coffee, coconut chutney are tagged "breakfast" for the daily
 * page's meal, but are not a breakfast on their own; issue 25).
 */
export const COURSE_EXCLUDES: Partial<Record<string, readonly string[]>> = { breakfast: ["beverage", "drink", "condiment", "sauce", "dip"] };
/** Seasons (GET /api/recipes/search `season`): recipes tagged in content/recipe-seasons.json for other seasons are left out. */
export const SEASONS = ["winter", "spring", "summer", "fall"] as const;

/** The filters a recipe search narrows by: fields of the pages' search parameters and of the catalog query's filters. */
export type RecipeFilterFields = {
  cuisine?: string;
  diet?: string;
  type?: string;
  maxReadyTime?: number;
  country?: string;
  region?: string;
  /** Only recipes without egg. */
  eggless?: boolean;
};
