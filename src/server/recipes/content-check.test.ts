import { describe, expect, it } from "vitest";
import { checkCatalog, checkRecipe } from "./content-check.ts";
import type { CatalogRecipe } from "../../shared/recipe.ts";

const base: CatalogRecipe = {
  id: 1, title: "Test Dal", summary: "A plain yellow lentil dal tempered with cumin, for testing the checker's rules.",
  readyInMinutes: 30, preparationMinutes: 5, cookingMinutes: 25, servings: 4, cuisines: ["Indian"],
  dishTypes: ["main course", "lunch"], diets: ["vegetarian", "vegan", "gluten free", "dairy free"],
  vegetarian: true, vegan: true, glutenFree: true, dairyFree: true, pricePerServing: 50, country: "India", region: "Asia",
  extendedIngredients: [
    { amount: 1, unit: "cup", name: "toor dal", original: "1 cup toor dal", aisle: "Grains" },
    { amount: 1, unit: "tsp", name: "cumin seeds", original: "1 tsp cumin seeds", aisle: "Spices and Seasonings" },
  ],
  analyzedInstructions: [{ name: "", steps: [
    { number: 1, step: "Boil the dal until soft.", equipment: [], ingredients: [{ name: "toor dal" }], length: { number: 20, unit: "minutes" } },
    { number: 2, step: "Temper with cumin seeds.", equipment: [], ingredients: [{ name: "cumin seeds" }] },
  ] }],
  nutrition: { calories: 200, fat: 2, carbohydrates: 34, protein: 12 },
};
const withIngredient = (name: string, patch: Partial<CatalogRecipe> = {}): CatalogRecipe => ({
  ...base, ...patch, extendedIngredients: [...base.extendedIngredients, { amount: 1, unit: "", name, original: name, aisle: "Produce" }],
});

describe("checkRecipe", () => {
  it("accepts a sound recipe", () => expect(checkRecipe(base)).toEqual([]));
  it("refuses meat in a vegetarian dish", () => expect(checkRecipe(withIngredient("chicken thighs")).join()).toMatch(/marked vegetarian but has chicken thighs/));
  it("refuses ghee in a vegan dish but not coconut milk", () => {
    expect(checkRecipe(withIngredient("ghee")).join()).toMatch(/marked vegan but has ghee/);
    expect(checkRecipe(withIngredient("coconut milk"))).toEqual([]);
  });
  it("refuses wheat and plain hing in a gluten-free dish, accepts gluten-free asafoetida", () => {
    expect(checkRecipe(withIngredient("whole wheat flour")).join()).toMatch(/marked gluten free/);
    expect(checkRecipe(withIngredient("asafoetida")).join()).toMatch(/marked gluten free/);
    expect(checkRecipe(withIngredient("gluten-free asafoetida"))).toEqual([]);
  });
  it("does not read eggplant as egg or butternut as butter", () => {
    expect(checkRecipe(withIngredient("eggplant"))).toEqual([]);
    expect(checkRecipe(withIngredient("butternut squash"))).toEqual([]);
  });
  it("refuses times that do not add up", () => {
    expect(checkRecipe({ ...base, readyInMinutes: 40 }).join()).toMatch(/is not preparationMinutes/);
    expect(checkRecipe({ ...base, readyInMinutes: 15, preparationMinutes: 5, cookingMinutes: 10 }).join()).toMatch(/steps' lengths add up to 20/);
  });
  it("refuses a step ingredient missing from the list", () => {
    const bad = structuredClone(base);
    bad.analyzedInstructions[0]!.steps[1]!.ingredients.push({ name: "mustard seeds" });
    expect(checkRecipe(bad).join()).toMatch(/uses "mustard seeds", which is not in the ingredient list/);
  });
  it("refuses keto without the carbohydrates to back it", () => {
    expect(checkRecipe({ ...base, diets: [...base.diets, "keto"] }).join()).toMatch(/marked keto but has 34 g/);
  });
  it("refuses a region that does not match the country", () => {
    expect(checkRecipe({ ...base, region: "Europe" }).join()).toMatch(/region "Europe" is wrong for India/);
  });
});

describe("checkCatalog", () => {
  it("finds duplicate ids and titles across files and schema errors", () => {
    const { problems } = checkCatalog([
      { file: "a.json", raw: base },
      { file: "b.json", raw: { ...base, title: "test dal" } },
      { file: "c.json", raw: { ...base, id: 2, servings: -1 } },
    ]);
    const messages = problems.map((p) => p.message).join("\n");
    expect(messages).toContain("id 1 is also used in a.json");
    expect(messages).toContain("title is also used in a.json");
    expect(messages).toMatch(/servings/);
  });
});
