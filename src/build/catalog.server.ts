// Build-time access to the recipe catalog for prerendering (route loaders run at build time only;
// React Router keeps *.server.ts modules out of the browser bundle).
import { loadCatalogRecipes } from "../server/recipes/seed.ts";
import type { Recipe } from "../shared/recipe.ts";

let cached: Promise<Recipe[]> | undefined;
export const catalogRecipes = () => (cached ??= loadCatalogRecipes().then((c) => c.recipes));

/** The hero figures of DESIGN §5 (recipe count and typical time): computed from the catalog, never invented. */
export async function catalogStats() {
  const recipes = await catalogRecipes();
  const total = recipes.length;
  // The median, not the mean: a few recipes include an overnight soak or ferment (idli, dosa batter).
  const minutes = recipes.map((r) => r.readyInMinutes).sort((a, b) => a - b);
  const medianMinutes = total ? minutes[Math.floor((total - 1) / 2)]! : 0;
  const countries = new Set(recipes.map((r) => r.country)).size;
  const indian = recipes.filter((r) => r.country === "India").length;
  return { total, medianMinutes, countries, indian };
}
export type CatalogStats = Awaited<ReturnType<typeof catalogStats>>;
