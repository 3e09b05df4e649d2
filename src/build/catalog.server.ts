// Build-time access to the recipe catalog for prerendering (route loaders run at build time only;
// React Router keeps *.server.ts modules out of the browser bundle).
import { createHash } from "node:crypto";
import { loadCatalogRecipes } from "../server/recipes/seed.ts";
import type { Recipe } from "../shared/recipes/schema.ts";

let cached: Promise<Recipe[]> | undefined;
export const catalogRecipes = () => (cached ??= loadCatalogRecipes().then((c) => c.recipes));

/**
 * The catalog in the order the listing API answers without a query (md5 of the id, see
 * repository.ts), so a prerendered first page is the page the API would give.
 */
export async function catalogInApiOrder(): Promise<Recipe[]> {
  const md5 = (id: number) => createHash("md5").update(String(id)).digest("hex");
  return (await catalogRecipes())
    .map((r) => ({ r, k: md5(r.id) }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0))
    .map((x) => x.r);
}

/** How many recipes each country has (the listings' country filters); recipes without a country are left out. */
export function recipesPerCountry(recipes: Recipe[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of recipes) if (r.country) counts[r.country] = (counts[r.country] ?? 0) + 1;
  return counts;
}

/** The hero figures of docs/architecture.md#honesty (recipe count and typical time): computed from the catalog, never invented. */
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
