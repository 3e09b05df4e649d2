import type { CatalogRecipe, Nutrition } from "../../shared/recipes/schema.ts";
import { nutritionTags } from "./compute.ts";

// Diets that are a matter of figures, not of ingredients: a recipe file may not decide them.
const FIGURE_DIETS = ["keto", "low carb"] as const;

/** The recipe with keto and low carb set from its computed nutrition (dropped where there is none to show). */
export function withNutritionDiets<T extends Pick<CatalogRecipe, "diets">>(r: T, nutrition: Nutrition | undefined): T {
  const written = r.diets.filter((d) => !(FIGURE_DIETS as readonly string[]).includes(d));
  const computed = nutrition ? nutritionTags(nutrition).filter((t): t is (typeof FIGURE_DIETS)[number] => (FIGURE_DIETS as readonly string[]).includes(t)) : [];
  return { ...r, diets: [...written, ...computed] };
}

/** "High protein" (at least 20% of energy from protein): a search tag, not a diet. */
export const isHighProtein = (nutrition: Nutrition | undefined) => !!nutrition && nutritionTags(nutrition).includes("high protein");
