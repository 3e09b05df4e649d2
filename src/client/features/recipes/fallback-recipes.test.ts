import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CatalogRecipeSchema } from "../../../shared/recipes/schema.ts";
import { SPOONACULAR_ID_OFFSET } from "../../../shared/recipes/ids.ts";
import { FALLBACK_CATALOG, FALLBACK_RECIPES } from "./fallback-recipes.ts";
import { PRECACHE_PATTERNS } from "../../../../scripts/lib/pwa.ts";

const catalogIds = readdirSync("content/recipes")
  .filter((f) => f.endsWith(".json"))
  .flatMap((f) => {
    const data = JSON.parse(readFileSync(join("content/recipes", f), "utf8")) as { id: number }[] | { recipes: { id: number }[] };
    return (Array.isArray(data) ? data : data.recipes).map((r) => r.id);
  });

describe("the built-in trending fallbacks (docs/product.md#b-states)", () => {
  it("are the three recipes the specification names", () => {
    expect(FALLBACK_RECIPES.map((r) => r.title)).toEqual(["Classic Chicken Biryani", "Italian Pasta Carbonara", "Healthy Buddha Bowl"]);
  });
  it("are complete recipes in the catalog's shape", () => {
    for (const c of FALLBACK_CATALOG) expect(CatalogRecipeSchema.safeParse(c).error).toBeUndefined();
  });
  it("have ids that clash with no catalog or Spoonacular recipe", () => {
    expect(catalogIds.length).toBeGreaterThan(100);
    for (const r of FALLBACK_RECIPES) {
      expect(catalogIds).not.toContain(r.id);
      expect(r.id).toBeLessThan(SPOONACULAR_ID_OFFSET);
    }
  });
  it("add up: times, step numbers, and every step ingredient is listed", () => {
    for (const r of FALLBACK_CATALOG) {
      expect(r.preparationMinutes + r.cookingMinutes).toBe(r.readyInMinutes);
      const names = r.extendedIngredients.map((i) => i.name);
      const steps = r.analyzedInstructions[0]!.steps;
      steps.forEach((s, i) => expect(s.number).toBe(i + 1));
      for (const s of steps) for (const i of s.ingredients) expect(names).toContain(i.name);
      expect(steps.reduce((t, s) => t + (s.length?.number ?? 0), 0)).toBeLessThanOrEqual(r.readyInMinutes);
      expect(r.vegan ? r.vegetarian && r.dairyFree : true).toBe(true);
    }
  });
  it("show the drawings the build writes, which the service worker keeps for offline", () => {
    for (const r of FALLBACK_RECIPES) {
      expect(r.image).toBe(`/recipe-images/${r.id}.svg`);
      expect(PRECACHE_PATTERNS).toContain(r.image.slice(1));
    }
  });
});
