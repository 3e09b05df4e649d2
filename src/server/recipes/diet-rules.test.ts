import { describe, expect, it } from "vitest";
import { readCatalogFiles } from "./catalog-files.ts";
import { checkCatalog, checkRecipe } from "./content-check.ts";
import { readFileSync } from "node:fs";
import {
  DIET_RULES_FILE,
  breaksJain,
  dietRulesProblems,
  isEggetarian,
  isIndianVegetarian,
  jainFermentation,
  needsRennetNote,
  withIndianVegetarian,
} from "./diet-rules.ts";
import { containsEgg } from "../../shared/recipes/egg.ts";
import type { CatalogRecipe } from "../../shared/recipes/schema.ts";

const veg: CatalogRecipe = {
  id: 1,
  title: "Test Toast",
  summary: "A plain test recipe for the diet rules: bread fried in ghee, for the checker's vegetarian and Jain rules.",
  readyInMinutes: 10,
  preparationMinutes: 5,
  cookingMinutes: 5,
  servings: 2,
  cuisines: ["Indian"],
  dishTypes: ["breakfast"],
  diets: ["vegetarian"],
  vegetarian: true,
  vegan: false,
  glutenFree: false,
  dairyFree: false,
  pricePerServing: 50,
  country: "India",
  region: "Asia",
  extendedIngredients: [{ amount: 2, unit: "tbsp", name: "ghee", original: "2 tbsp ghee", aisle: "Milk, Eggs, Other Dairy" }],
  analyzedInstructions: [{ name: "", steps: [{ number: 1, step: "Warm the ghee.", equipment: [], ingredients: [{ name: "ghee" }] }] }],
};
const plus = (name: string, patch: Partial<CatalogRecipe> = {}): CatalogRecipe => ({
  ...veg,
  ...patch,
  extendedIngredients: [...veg.extendedIngredients, { amount: 1, unit: "", name, original: patch.title ?? name, aisle: "Produce" }],
});

describe("one Indian diet definition", () => {
  it("vegetarian means no meat, fish or egg; egg without meat or fish is eggetarian", () => {
    expect(isIndianVegetarian([{ name: "paneer" }, { name: "spinach" }])).toBe(true);
    expect(isIndianVegetarian([{ name: "eggs" }])).toBe(false);
    expect(isEggetarian([{ name: "eggs" }, { name: "onion" }])).toBe(true);
    expect(isEggetarian([{ name: "eggs" }, { name: "chicken" }])).toBe(false);
    expect(isIndianVegetarian([{ name: "eggplant" }])).toBe(true);
  });

  it("turns a Western vegetarian recipe with egg (as Spoonacular tags it) into an eggetarian one, and leaves others alone", () => {
    const r = { vegetarian: true, diets: ["vegetarian", "gluten free"], extendedIngredients: [{ name: "eggs" }] };
    expect(withIndianVegetarian(r)).toEqual({ vegetarian: false, diets: ["eggetarian", "gluten free"], extendedIngredients: [{ name: "eggs" }] });
    const dal = { vegetarian: true, diets: ["vegetarian"], extendedIngredients: [{ name: "toor dal" }] };
    expect(withIndianVegetarian(dal)).toBe(dal);
  });

  it("the content check refuses egg in a vegetarian recipe and asks for eggetarian", () => {
    expect(checkRecipe(plus("eggs"))).toContain("marked vegetarian but has eggs: India's vegetarian excludes egg, so tag it eggetarian");
    expect(checkRecipe(plus("eggs", { vegetarian: false, diets: ["eggetarian"] }))).toEqual([]);
    expect(checkRecipe(plus("spinach", { vegetarian: false, diets: ["eggetarian"] }))).toContain(
      "eggetarian means no meat or fish, with egg, and not vegetarian",
    );
  });

  it("Jain: no yeast, yeast-raised bread, or fermented and leavened dough", () => {
    expect(breaksJain("white bread")).toBe(true);
    expect(breaksJain("instant yeast")).toBe(true);
    expect(breaksJain("rice flour")).toBe(false);
    expect(checkRecipe(plus("white bread", { diets: ["vegetarian", "jain"] }))).toContain("marked jain but has white bread");
    expect(jainFermentation({ waitingNote: "2 h rising", steps: [] })).toBe('its waiting is "2 h rising"');
    expect(jainFermentation({ steps: ["Cover and leave to ferment overnight."] })).toMatch(/^a step ferments or leavens/);
    expect(jainFermentation({ waitingNote: "30 min soaking", steps: ["Soak the rice."] })).toBeUndefined();
  });

  it("rennet cheeses, feta, cotija, mozzarella and queso fresco included, need their note", () => {
    for (const c of ["200 g feta", "cotija cheese", "1 ball fresh mozzarella", "100 g queso fresco", "parmesan"]) expect(needsRennetNote(c)).toBe(true);
    expect(needsRennetNote("200 g feta (traditionally made with animal rennet; strict vegetarians use one made with microbial rennet)")).toBe(false);
    expect(needsRennetNote("200 g paneer")).toBe(false);
    expect(checkRecipe(plus("feta"))).toContain("vegetarian with feta: note the animal rennet for strict vegetarians");
  });

  it("the catalog follows it: no vegetarian recipe with egg, no Jain recipe with yeast or fermented dough, every rennet cheese noted", async () => {
    const { recipes, problems } = checkCatalog(await readCatalogFiles());
    expect(problems).toEqual([]);
    expect(recipes.filter((r) => r.diets.includes("vegetarian") && containsEgg(r.extendedIngredients))).toEqual([]);
    const jain = recipes.filter((r) => r.diets.includes("jain"));
    expect(jain.length).toBeGreaterThan(10);
    for (const r of jain) {
      expect(r.extendedIngredients.filter((i) => breaksJain(i.name))).toEqual([]);
      expect(jainFermentation({ waitingNote: r.waitingNote, steps: r.analyzedInstructions.flatMap((s) => s.steps.map((st) => st.step)) })).toBeUndefined();
    }
    expect(recipes.find((r) => r.id === 1234)!.diets).not.toContain("jain");
    expect(recipes.find((r) => r.id === 1018)!.diets).not.toContain("jain");
    expect(recipes.filter((r) => r.diets.includes("eggetarian")).length).toBe(45);
    const vegetarianLines = recipes.filter((r) => r.vegetarian || r.diets.includes("eggetarian")).flatMap((r) => r.extendedIngredients.map((i) => i.original));
    expect(vegetarianLines.filter(needsRennetNote)).toEqual([]);
  }, 30_000);
});

describe("content/diet-rules.json (the word lists as data)", () => {
  const file = JSON.parse(readFileSync(DIET_RULES_FILE, "utf8")) as { rules: Record<string, { words: string[] }> };
  it("is sound as written", () => {
    expect(dietRulesProblems(file)).toEqual([]);
  });
  it("refuses an upper-case word, a fragment that does not compile, a second alternative and a missing diet, with their paths", () => {
    const bad = structuredClone(file);
    bad.rules.meat!.words[0] = "Chicken";
    bad.rules.dairy!.words[1] = "cream(";
    bad.rules.gluten!.words[2] = "maida|atta";
    delete (bad.rules as Record<string, unknown>).vrat;
    expect(dietRulesProblems(bad).map((p) => `${p.file} ${p.path}`)).toEqual([
      "content/diet-rules.json rules.meat.words.0",
      "content/diet-rules.json rules.dairy.words.1",
      "content/diet-rules.json rules.gluten.words.2",
      "content/diet-rules.json rules.vrat",
    ]);
  });
});
