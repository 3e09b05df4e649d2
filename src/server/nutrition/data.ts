// The nutrition data the site computes with: the ingredient mapping (content/nutrition/ingredients.json,
// written by hand) and the rows of the two tables it points at (content/nutrition/compositions.json,
// written by `npm run nutrition:tables` and proved equal to the tables by the content check).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { computeNutrition, MIN_COVERAGE, type ComputedNutrition, type Compositions, type IngredientLine, type IngredientMap } from "./compute.ts";

export const NUTRITION_DIR = join(process.cwd(), "content", "nutrition");
export const MAPPING_FILE = join(NUTRITION_DIR, "ingredients.json");
export const COMPOSITIONS_FILE = join(NUTRITION_DIR, "compositions.json");

export type NutritionData = { map: IngredientMap; tables: Compositions };

export async function readNutritionData(dir = NUTRITION_DIR): Promise<NutritionData> {
  const [map, tables] = await Promise.all([
    readFile(join(dir, "ingredients.json"), "utf8").then((t) => JSON.parse(t) as IngredientMap),
    readFile(join(dir, "compositions.json"), "utf8").then((t) => JSON.parse(t) as Compositions),
  ]);
  return { map, tables };
}

/**
 * The figures a recipe page shows: computed, and only when the tables cover enough of the recipe and
 * no oil for deep frying makes the fat unknowable.
 */
export function shownNutrition(
  recipe: { servings: number; extendedIngredients: IngredientLine[] },
  data: NutritionData,
): Omit<ComputedNutrition, "fryingOil"> | undefined {
  const n = computeNutrition(recipe, data.map, data.tables);
  if (n.coverage < MIN_COVERAGE || n.fryingOil.length) return undefined;
  const { fryingOil: _none, ...shown } = n;
  return shown;
}
