import { describe, expect, it } from "vitest";
import { computeNutrition, gramsOf, nutritionTags, type Composition, type Compositions, type IngredientMap } from "./compute.ts";
import { shownNutrition } from "./data.ts";
import { withNutritionDiets } from "./diets.ts";

const row = (table: Composition["table"], name: string, n: Partial<Composition>): Composition => ({
  table,
  name,
  kcal: 0,
  protein: 0,
  fat: 0,
  carbohydrates: 0,
  fiber: 0,
  sodiumMg: 0,
  ...n,
});
const tables: Compositions = {
  "usda:02047": row("USDA SR Legacy", "SALT, TABLE", { sodiumMg: 38758 }),
  "usda:14555": row("USDA SR Legacy", "WATER, BTLD, GENERIC", { sodiumMg: 2 }),
  "ifct:B021": row("IFCT 2017", "Red gram, dal", { kcal: 331, protein: 21.7, fat: 1.56, carbohydrates: 55.23, fiber: 9.06, sodiumMg: 28 }),
  "usda:04582": row("USDA SR Legacy", "OIL, CANOLA", { kcal: 884, fat: 100 }),
  "ifct:G014": row("IFCT 2017", "Ginger, fresh", { kcal: 55, protein: 2 }),
  "ifct:G011": row("IFCT 2017", "Garlic, big clove", { kcal: 124, protein: 6 }),
  "usda:16051": row("USDA SR Legacy", "BEANS, WHITE, CND", { kcal: 114, protein: 7.26 }),
};
const map: IngredientMap = {
  foods: {
    salt: { entry: "usda:02047", grams: { tsp: 6 } },
    water: { entry: "usda:14555", grams: { cup: 237 } },
    "toor dal": { entry: "ifct:B021", grams: { cup: 200 } },
    oil: { entry: "usda:04582", grams: { tbsp: 14 } },
    "ginger garlic paste": {
      entries: [
        ["ifct:G014", 0.5],
        ["ifct:G011", 0.5],
      ],
      grams: { tbsp: 16 },
    },
    "canned beans": { entry: "usda:16051", grams: { can: 400 } },
    "dried beans": { entry: "ifct:B021" },
    chicken: { entry: "ifct:B021", refuse: 0.32 },
    "banana leaf": { notEaten: "a wrapper", grams: { piece: 20 } },
    "dosa batter": { noTable: "in neither table", grams: { cup: 250 } },
  },
  names: {
    salt: "salt",
    water: "water",
    "toor dal": "toor dal",
    "vegetable oil": "oil",
    "ginger garlic paste": "ginger garlic paste",
    "cannellini beans|can": "canned beans",
    "cannellini beans": "dried beans",
    "banana leaves": "banana leaf",
    "dosa batter": "dosa batter",
    chicken: "chicken",
    "boneless chicken thighs": "chicken",
  },
};
const line = (name: string, amount: number, unit: string, original = `${amount} ${unit} ${name}`) => ({ name, amount, unit, original });

describe("computeNutrition", () => {
  it("gives salt its sodium and water nothing, while water still counts as weight the tables hold", () => {
    const n = computeNutrition({ servings: 2, extendedIngredients: [line("salt", 1, "tsp"), line("water", 2, "cup")] }, map, tables);
    expect(n.sodium).toBe(Math.round((6 * 387.58 + 474 * 0.02) / 2)); // 6 g salt, 474 g water, per serving
    expect(n.calories).toBe(0);
    expect(n.coverage).toBe(1);
    expect(n.sources).toEqual(["USDA SR Legacy"]);
  });

  it("sums per serving from grams, with metric units as written and volumes through the food's own density", () => {
    const n = computeNutrition({ servings: 4, extendedIngredients: [line("toor dal", 200, "g"), line("vegetable oil", 2, "tbsp")] }, map, tables);
    // 200 g dal: 662 kcal, 43.4 g protein; 28 g oil: 247.5 kcal, 28 g fat
    expect(n.calories).toBe(Math.round((662 + 247.52) / 4));
    expect(n.protein).toBe(10.9); // 43.4 / 4, to one decimal
    expect(n.fat).toBeCloseTo((3.12 + 28) / 4, 1);
    expect(n.sources).toEqual(["IFCT 2017", "USDA SR Legacy"]);
    expect(gramsOf({ amount: 1, unit: "tsp" }, map.foods["toor dal"]!)).toBeCloseTo(200 / 48, 2);
    expect(gramsOf({ amount: 250, unit: "ml" }, map.foods.water!)).toBeCloseTo(250.4, 0);
  });

  it("splits a paste into its equal parts", () => {
    const n = computeNutrition({ servings: 1, extendedIngredients: [line("ginger garlic paste", 1, "tbsp")] }, map, tables);
    expect(n.calories).toBe(Math.round(16 * 0.5 * 0.55 + 16 * 0.5 * 1.24));
  });

  it("takes the canned food for a can and the dried one otherwise", () => {
    const canned = computeNutrition({ servings: 1, extendedIngredients: [line("Cannellini beans", 1, "can")] }, map, tables);
    expect(canned.calories).toBe(456);
    const dried = computeNutrition({ servings: 1, extendedIngredients: [line("cannellini beans", 100, "g")] }, map, tables);
    expect(dried.calories).toBe(331);
  });

  it("takes the bone off meat bought bone-in by weight, and nothing off boneless meat", () => {
    const boneIn = computeNutrition({ servings: 1, extendedIngredients: [line("chicken", 1, "kg", "1 kg bone-in chicken, curry cut")] }, map, tables);
    expect(boneIn.calories).toBe(Math.round(6.8 * 331));
    const boneless = computeNutrition(
      { servings: 1, extendedIngredients: [line("boneless chicken thighs", 1, "kg", "1 kg boneless chicken thighs")] },
      map,
      tables,
    );
    expect(boneless.calories).toBe(3310);
  });

  it("weighs a counted line by the weight it states, whole or each, before taking the bone off", () => {
    const whole = computeNutrition({ servings: 1, extendedIngredients: [line("chicken", 1, "", "1 whole chicken (about 1.5 kg), cut into 8")] }, map, tables);
    expect(whole.calories).toBe(Math.round(15 * 0.68 * 331));
    const each = computeNutrition({ servings: 1, extendedIngredients: [line("toor dal", 4, "", "4 portions (about 50 g each)")] }, map, tables);
    expect(each.calories).toBe(662);
  });

  it("counts what the tables lack against coverage, and leaves out what is not eaten", () => {
    const n = computeNutrition(
      {
        servings: 1,
        extendedIngredients: [line("toor dal", 100, "g"), line("dosa batter", 1, "cup"), line("banana leaves", 2, "piece"), line("mystery paste", 50, "g")],
      },
      map,
      tables,
    );
    expect(n.coverage).toBeCloseTo(100 / 400, 3);
    expect(n.calories).toBe(331);
  });

  it("shows no figures when the tables hold under 90% of the weight", () => {
    const recipe = { servings: 1, extendedIngredients: [line("toor dal", 180, "g"), line("mystery paste", 20, "g")] };
    expect(computeNutrition(recipe, map, tables).coverage).toBe(0.9);
    expect(shownNutrition(recipe, { map, tables })?.coverage).toBe(0.9);
    expect(shownNutrition({ ...recipe, extendedIngredients: [line("toor dal", 179, "g"), line("mystery paste", 21, "g")] }, { map, tables })).toBeUndefined();
  });

  it("shows no figures for a deep-fried dish (how much oil it takes up is unknown) but counts oil for a tadka", () => {
    const fried = { servings: 4, extendedIngredients: [line("toor dal", 200, "g"), line("vegetable oil", 500, "ml", "500 ml vegetable oil, for deep frying")] };
    expect(computeNutrition(fried, map, tables).fryingOil).toEqual(["500 ml vegetable oil, for deep frying"]);
    expect(shownNutrition(fried, { map, tables })).toBeUndefined();
    const tadka = { servings: 4, extendedIngredients: [line("toor dal", 200, "g"), line("vegetable oil", 2, "tbsp", "2 tbsp vegetable oil, for frying")] };
    expect(shownNutrition(tadka, { map, tables })?.fat).toBeGreaterThan(7);
  });

  it("leaves out salt that is poured away with the pasta water, but not salt that also seasons", () => {
    const drained = computeNutrition({ servings: 1, extendedIngredients: [line("salt", 1, "tbsp", "1 tbsp salt, for the pasta water")] }, map, tables);
    expect(drained.sodium).toBe(0);
    const both = computeNutrition({ servings: 1, extendedIngredients: [line("salt", 1, "tsp", "1 tsp salt, plus more for the pasta water")] }, map, tables);
    expect(both.sodium).toBe(Math.round(6 * 387.58));
  });
});

describe("diet tags from the figures", () => {
  const n = (calories: number, carbohydrates: number, fat: number, protein: number) => ({ calories, carbohydrates, fat, protein });
  it("calls a dish keto only with at most 20 g carbohydrate and 60% of energy from fat", () => {
    expect(nutritionTags(n(500, 8, 40, 25))).toContain("keto");
    expect(nutritionTags(n(300, 8, 10, 40))).not.toContain("keto");
    expect(nutritionTags(n(500, 21, 40, 20))).not.toContain("keto");
  });
  it("calls a dish low carb at 30 g carbohydrate a serving at most, and high protein from 20% of energy", () => {
    expect(nutritionTags(n(400, 30, 20, 20))).toEqual(["low carb", "high protein"]);
    expect(nutritionTags(n(400, 31, 20, 19.9))).toEqual([]);
  });
  it("replaces written keto and low carb tags with the computed ones, and drops them where nothing is shown", () => {
    const r = { diets: ["vegetarian", "keto", "low carb"] as ("vegetarian" | "keto" | "low carb")[] };
    expect(withNutritionDiets(r, { ...n(400, 45, 10, 20) }).diets).toEqual(["vegetarian"]);
    expect(withNutritionDiets({ diets: ["vegetarian"] as "vegetarian"[] }, { ...n(500, 8, 40, 25) }).diets).toEqual(["vegetarian", "keto", "low carb"]);
    expect(withNutritionDiets(r, undefined).diets).toEqual(["vegetarian"]);
  });
});
