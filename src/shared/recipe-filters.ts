// Part 2 §9: the filter values of /all-recipes. Zod-free, so the pages can bundle them (recipe.ts, with
// the schemas, re-exports them for the server).
export const CUISINE_FILTERS = ["all", "italian", "chinese", "mexican", "indian", "french", "thai", "japanese", "mediterranean"] as const;
export const DIET_FILTERS = ["all", "vegetarian", "vegan", "gluten free", "keto", "paleo", "low carb"] as const;
