// The protein question cards ("How can vegetarians get enough protein on an Indian diet?" and the
// post-workout one) answer with Indian vegetarian dishes without egg, ranked by protein per serving as
// computed from the food composition tables (src/server/nutrition). A recipe with no figures shown
// (the tables hold too little of it) is never ranked.
import type { Recipe } from "../../shared/recipes/schema.ts";

/** What the answer says about the list below it. */
export const PROTEIN_RANKING_NOTE =
  "The recipes below are Indian vegetarian main dishes and breakfasts from our collection, without egg, ranked by protein per serving. The figures are computed from each recipe's ingredients with the Indian Food Composition Tables 2017 and the USDA's SR Legacy tables.";

/** Main dishes and breakfasts: a side or a chutney is not what "enough protein" asks for. */
const MEAL_TYPES = ["main course", "breakfast"];

export function isIndianVegetarianWithoutEgg(r: Pick<Recipe, "country" | "vegetarian" | "diets" | "containsEgg">): boolean {
  return r.country === "India" && r.vegetarian && r.diets.includes("vegetarian") && !r.containsEgg;
}

/** The recipes the protein cards list, most protein per serving first (ties: lower id, so the order is stable). */
export function rankByProtein<R extends Pick<Recipe, "id" | "country" | "vegetarian" | "diets" | "containsEgg" | "dishTypes" | "nutrition">>(
  recipes: R[],
  n = 6,
): R[] {
  return recipes
    .filter((r) => isIndianVegetarianWithoutEgg(r) && r.dishTypes.some((t) => MEAL_TYPES.includes(t)) && (r.nutrition?.protein ?? 0) > 0)
    .sort((a, b) => b.nutrition!.protein - a.nutrition!.protein || a.id - b.id)
    .slice(0, n);
}
