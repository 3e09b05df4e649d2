// The catalog's content check: run by `npm test` over every file in content/recipes.
import { describe, expect, it } from "vitest";
import { readCatalogFiles } from "../../src/server/recipes/catalog-files.ts";
import { createHash } from "node:crypto";
import { MIN_DISTINCT_PICTURES, MIN_RECIPES_PER_COUNTRY, checkCatalog, pictureFigures } from "../../src/server/recipes/content-check.ts";
import { artPlan, artSignature, artVariants } from "../../src/shared/recipes/art.ts";
import { containsEgg } from "../../src/shared/recipes/egg.ts";
import { ALL_RECIPES_PAGE_SIZE } from "../../src/client/features/recipes/paging.ts";
import { checkNotes, readNotesFiles, recipeFiles } from "../../src/server/recipes/recipe-notes.ts";
import { CUISINE_FILTERS, DIET_FILTERS } from "../../src/shared/recipes/schema.ts";
import { REGIONS } from "../../src/shared/recipes/regions.ts";
import { SEASON_KEYWORDS } from "../../src/shared/common/calendar.ts";

const items = await readCatalogFiles();
const { recipes, problems } = checkCatalog(items);
const notes = checkNotes(await readNotesFiles(), recipeFiles(items));
const text = (r: (typeof recipes)[number]) =>
  [r.title, r.summary, ...r.extendedIngredients.map((i) => i.name), ...r.dishTypes].join(" ").toLowerCase();

describe("the recipe catalog", () => {
  it("passes the content check: schema, unique ids and titles, steps, diet flags, times", () => {
    expect(problems.map((p) => `${p.file} #${String(p.id)}: ${p.message}`)).toEqual([]);
  });

  it("has cook's notes for every recipe that pass the notes check: known ids, lengths, no boilerplate", () => {
    expect(notes.problems.map((p) => `${p.file} #${String(p.id)}: ${p.message}`)).toEqual([]);
    expect(notes.count).toBe(recipes.length);
  });

  it("holds at least 400 recipes, 150 of them Indian from at least 12 regional cuisines", () => {
    expect(recipes.length).toBeGreaterThanOrEqual(400);
    const indian = recipes.filter((r) => r.country === "India");
    expect(indian.length).toBeGreaterThanOrEqual(150);
    const regional = new Set(indian.flatMap((r) => r.cuisines.filter((c) => !["Indian", "North Indian", "South Indian"].includes(c))));
    expect(regional.size).toBeGreaterThanOrEqual(12);
  });

  it("has the everyday Indian dishes people search for", () => {
    const titles = recipes.map((r) => r.title.toLowerCase()).join("\n");
    for (const dish of ["biryani", "paneer", "dal", "chole", "dosa", "idli", "sambar", "poha", "upma", "paratha", "chutney", "halwa"]) {
      expect(titles, dish).toContain(dish);
    }
  });

  it.each(REGIONS.flatMap((r) => r.countries.map((c) => [r.name, c] as const)))(`%s: %s has at least ${MIN_RECIPES_PER_COUNTRY} recipes`, (_region, country) => {
    expect(recipes.filter((r) => r.country === country).length).toBeGreaterThanOrEqual(MIN_RECIPES_PER_COUNTRY);
  });

  it.each(DIET_FILTERS.filter((d) => d !== "all"))("diet '%s' has at least 10 recipes", (diet) => {
    expect(recipes.filter((r) => r.diets.includes(diet)).length).toBeGreaterThanOrEqual(10);
  });

  it.each(["breakfast", "lunch", "snack", "dinner"] as const)("meal type '%s' has at least 10 recipes", (meal) => {
    expect(recipes.filter((r) => r.dishTypes.includes(meal)).length).toBeGreaterThanOrEqual(10);
  });

  it.each(CUISINE_FILTERS.filter((c) => c !== "all"))("cuisine filter '%s' has at least 5 recipes", (cuisine) => {
    expect(recipes.filter((r) => r.cuisines.some((c) => c.toLowerCase() === cuisine)).length).toBeGreaterThanOrEqual(5);
  });

  it.each(Object.entries(SEASON_KEYWORDS).flatMap(([season, words]) => words.map((w) => [season, w] as const)))(
    "%s keyword '%s' matches recipes",
    (_season, word) => {
      expect(recipes.filter((r) => new RegExp(`\\b${word}`).test(text(r))).length).toBeGreaterThanOrEqual(1);
    },
  );

  // Indian states are recorded as a regional cuisine (like "Bengali" or "Karnataka"); issue #16 asks for
  // at least two dishes from each of these states, which had none.
  it.each([["Bihar", "Bihari"], ["Madhya Pradesh", "Madhya Pradesh"], ["Chhattisgarh", "Chhattisgarhi"], ["Coorg (Kodagu)", "Kodava"], ["Manipur", "Manipuri"]])(
    "the Indian state %s has at least 2 recipes (cuisine '%s')",
    (_state, cuisine) => {
      expect(recipes.filter((r) => r.country === "India" && r.cuisines.includes(cuisine)).length).toBeGreaterThanOrEqual(2);
    },
  );
});

describe("the catalog's pictures and dietary figures (issue #16)", () => {
  it(`gives at least ${MIN_DISTINCT_PICTURES} recipes a picture of their own, and every recipe a distinct one after variants`, () => {
    const figures = pictureFigures(recipes);
    expect(figures.unique).toBeGreaterThanOrEqual(MIN_DISTINCT_PICTURES);
    expect(figures.distinctAfterVariants).toBe(recipes.length);
  });

  it("never shows one picture twice on a listing page, in the API's order, whatever the filter", () => {
    const variants = artVariants(recipes);
    const sig = (r: (typeof recipes)[number]) => artSignature(artPlan(r, variants.get(r.id) ?? 0));
    const md5 = (id: number) => createHash("md5").update(String(id)).digest("hex");
    const ordered = [...recipes].sort((a, b) => (md5(a.id) < md5(b.id) ? -1 : 1));
    for (const cuisine of CUISINE_FILTERS) {
      const list = ordered.filter((r) => cuisine === "all" || r.cuisines.some((c) => c.toLowerCase() === cuisine));
      for (let i = 0; i < list.length; i += ALL_RECIPES_PAGE_SIZE) {
        const page = list.slice(i, i + ALL_RECIPES_PAGE_SIZE).map(sig);
        expect(new Set(page).size, `${cuisine} page ${i / ALL_RECIPES_PAGE_SIZE + 1}`).toBe(page.length);
      }
    }
  });

  it("tags jain and vrat dishes, and labels the dishes with egg eggetarian, never vegetarian (India's vegetarian excludes egg)", () => {
    expect(recipes.filter((r) => r.diets.includes("jain")).length).toBeGreaterThanOrEqual(20);
    expect(recipes.filter((r) => r.diets.includes("vrat")).length).toBeGreaterThanOrEqual(5);
    expect(recipes.filter((r) => r.vegetarian && containsEgg(r.extendedIngredients))).toEqual([]);
    expect(recipes.filter((r) => r.diets.includes("eggetarian") && containsEgg(r.extendedIngredients)).length).toBeGreaterThanOrEqual(30);
  });
});
