import { describe, expect, it } from "vitest";
import { checkNutritionMapping, coverageReport } from "./check.ts";
import { readNutritionData } from "./data.ts";
import { loadFoodTables, type FoodTables } from "./tables.ts";
import type { Composition, IngredientMap } from "./compute.ts";

const salt: Composition = { table: "USDA SR Legacy", name: "SALT, TABLE", kcal: 0, protein: 0, fat: 0, carbohydrates: 0, fiber: 0, sodiumMg: 38758 };
const tables: FoodTables = {
  rows: { "usda:02047": salt },
  usdaMeasures: new Map([["02047", [{ grams: 6, description: "1 tsp" }]]]),
  usdaRefuse: new Map([["02047", 0]]),
};
const good: IngredientMap = {
  foods: { salt: { entry: "usda:02047", grams: { tsp: 6 }, gramsSource: { tsp: "USDA SR Legacy 02047 household measure: 1 tsp = 6 g" } } },
  names: { salt: "salt" },
};

describe("checkNutritionMapping", () => {
  it("passes a mapping whose entries, extract and household measures agree with the tables", () => {
    expect(checkNutritionMapping(good, { "usda:02047": salt }, tables)).toEqual([]);
  });

  it("refuses an entry that is not in its table", () => {
    const map: IngredientMap = { ...good, foods: { salt: { ...good.foods.salt, entry: "usda:99999" } } };
    expect(checkNutritionMapping(map, {}, tables).join()).toMatch(/usda:99999 is not in its table/);
  });

  it("refuses an extract that differs from the table, so no figure can be written by hand", () => {
    expect(checkNutritionMapping(good, { "usda:02047": { ...salt, sodiumMg: 30000 } }, tables).join()).toMatch(/differs from the tables for usda:02047/);
  });

  it("refuses a gram weight without a source, and a 'USDA household measure' the table does not have", () => {
    const noSource: IngredientMap = { ...good, foods: { salt: { entry: "usda:02047", grams: { tsp: 6 } } } };
    expect(checkNutritionMapping(noSource, { "usda:02047": salt }, tables).join()).toMatch(/grams per tsp has no source/);
    const invented: IngredientMap = {
      ...good,
      foods: { salt: { entry: "usda:02047", grams: { tsp: 5 }, gramsSource: { tsp: "USDA SR Legacy 02047 household measure: 1 tsp = 5 g" } } },
    };
    expect(checkNutritionMapping(invented, { "usda:02047": salt }, tables).join()).toMatch(/is not a household measure of that USDA entry/);
  });

  it("refuses a name that points at no food", () => {
    expect(checkNutritionMapping({ ...good, names: { "sea salt": "fleur de sel" } }, { "usda:02047": salt }, tables).join()).toMatch(
      /unknown food "fleur de sel"/,
    );
  });

  it("fails a catalog where fewer than 90% of the recipes would show nutrition", () => {
    const recipe = (id: number, name: string) => ({
      id,
      title: `R${id}`,
      servings: 1,
      extendedIngredients: [{ name, amount: 1, unit: "tsp", original: `1 tsp ${name}` }],
    });
    const recipes = Array.from({ length: 100 }, (_, i) => recipe(i + 1, i < 89 ? "salt" : "unknown spice"));
    const report = coverageReport(recipes, good, { "usda:02047": salt });
    expect(report.shown).toBe(89);
    expect(report.problems.join()).toMatch(/only 89 of 100 recipes/);
    expect(coverageReport(recipes.slice(0, 90).concat(recipes.slice(0, 10)), good, { "usda:02047": salt }).problems).toEqual([]);
  });
});

describe("the shipped mapping and the packaged tables", () => {
  it("agree, and the tables hold the published values of foods we spot-checked", async () => {
    const [{ map, tables: extract }, real] = await Promise.all([readNutritionData(), loadFoodTables()]);
    expect(checkNutritionMapping(map, extract, real)).toEqual([]);
    // USDA SR Legacy 11282, onions, raw: 40 kcal, 1.1 g protein, 0.1 g fat, 9.34 g carbohydrate (1.7 g fibre).
    expect(real.rows["usda:11282"]).toMatchObject({ kcal: 40, protein: 1.1, fat: 0.1, fiber: 1.7 });
    // USDA SR Legacy 02047, salt, table: 38,758 mg sodium; 01001, butter, salted: 717 kcal, 81.11 g fat.
    expect(real.rows["usda:02047"]?.sodiumMg).toBe(38758);
    expect(real.rows["usda:01001"]).toMatchObject({ kcal: 717, fat: 81.11 });
    // IFCT 2017 B021, red gram (toor) dal: 21.70 g protein per 100 g (as the package holds it; the book itself
    // was not at hand to compare, see docs/nutrition.md).
    expect(real.rows["ifct:B021"]?.protein).toBe(21.7);
  }, 30_000);
});
