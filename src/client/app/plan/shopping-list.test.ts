import { describe, expect, it } from "vitest";
import { aisleGroupOf, buildShoppingList, shoppingListText, type ListIngredient, type PlannedRecipe } from "./shopping-list.ts";

const line = (amount: number, unit: string, name: string, aisle = "Produce", original = `${amount} ${unit} ${name}`): ListIngredient => ({
  amount,
  unit,
  name,
  original,
  aisle,
});
const recipe = (title: string, ingredients: ListIngredient[], planned = 4, servings = 4): PlannedRecipe => ({
  recipeId: title.length,
  title,
  servings,
  planned,
  ingredients,
});
/** The one line two recipes' amounts of an ingredient make. */
function merged(a: ListIngredient, b: ListIngredient) {
  const list = buildShoppingList([recipe("First", [a]), recipe("Second", [b])]);
  const lines = [...list.groups.flatMap((g) => g.lines), ...list.staples, ...list.optional, ...list.toTaste];
  return lines;
}

// [first, second, what a cook writes for both together]: metric and US, spoons and cups, grams and kilos, pieces.
const PAIRS: [ListIngredient, ListIngredient, string][] = [
  [line(2, "tbsp", "ghee", "Milk, Eggs, Other Dairy"), line(0.25, "cup", "ghee", "Milk, Eggs, Other Dairy"), "6 tbsp"],
  [line(1, "tsp", "garam masala", "Spices and Seasonings"), line(2, "tsp", "garam masala", "Spices and Seasonings"), "1 tbsp"],
  [line(1, "tbsp", "garam masala", "Spices and Seasonings"), line(1, "tsp", "garam masala", "Spices and Seasonings"), "4 tsp"],
  [line(0.5, "cup", "basmati rice", "Pasta and Rice"), line(0.5, "cup", "basmati rice", "Pasta and Rice"), "1 cup"],
  [line(1, "cup", "whole wheat flour", "Baking"), line(0.5, "cup", "atta", "Baking"), "1 1/2 cups"],
  [line(200, "g", "paneer", "Cheese"), line(300, "g", "paneer", "Cheese"), "500 g"],
  [line(800, "g", "potatoes"), line(0.4, "kg", "potato"), "1.2 kg"],
  [line(1, "kg", "chicken thighs", "Meat"), line(500, "g", "chicken thighs", "Meat"), "1.5 kg"],
  [line(8, "oz", "paneer", "Cheese"), line(8, "oz", "paneer", "Cheese"), "1 lb"],
  [line(1, "lb", "mutton", "Meat"), line(250, "g", "mutton", "Meat"), "705 g"],
  [line(2, "", "onions"), line(1, "", "onion"), "3"],
  [line(3, "", "tomatoes"), line(2, "", "tomato"), "5"],
  [line(2, "", "green chillies"), line(3, "", "green chilies"), "5"],
  [line(4, "clove", "garlic"), line(6, "clove", "garlic"), "10 cloves"],
  [line(1, "inch", "ginger"), line(2, "inch", "ginger"), "3 inches"],
  [line(2, "cm", "ginger"), line(1, "inch", "ginger"), "4.5 cm"],
  [line(1, "bunch", "coriander leaves"), line(0.5, "bunch", "cilantro"), "1 1/2 bunches"],
  [line(2, "can", "chickpeas", "Canned and Jarred"), line(1, "can", "chickpeas", "Canned and Jarred"), "3 cans"],
  [line(250, "ml", "whole milk", "Milk, Eggs, Other Dairy"), line(1, "cup", "whole milk", "Milk, Eggs, Other Dairy"), "485 ml"],
  [line(500, "ml", "water"), line(0.75, "l", "water"), "1.25 l"],
  [line(1, "l", "whole milk", "Milk, Eggs, Other Dairy"), line(500, "ml", "whole milk", "Milk, Eggs, Other Dairy"), "1.5 l"],
  [line(200, "g", "plain yogurt", "Milk, Eggs, Other Dairy"), line(1, "cup", "dahi", "Milk, Eggs, Other Dairy"), "445 g"],
  [line(100, "g", "besan", "Baking"), line(150, "g", "gram flour", "Baking"), "250 g"],
  [line(1, "tsp", "jeera", "Spices and Seasonings"), line(1, "tsp", "cumin seeds", "Spices and Seasonings"), "2 tsp"],
  [line(1, "tsp", "jeera powder", "Spices and Seasonings"), line(0.5, "tsp", "ground cumin", "Spices and Seasonings"), "1 1/2 tsp"],
  [line(1, "cup", "toor dal", "Grains"), line(100, "g", "toor dal", "Grains"), "100 g + 1 cup"],
  [line(2, "", "onions"), line(200, "g", "onions"), "200 g + 2"],
  [line(0.5, "cup", "coconut milk", "Canned and Jarred"), line(0.5, "cup", "coconut milk", "Canned and Jarred"), "1 cup"],
  [line(3, "tbsp", "lemon juice"), line(1, "tbsp", "lemon juice"), "1/4 cup"],
  [line(1, "tsp", "kasuri methi", "Spices and Seasonings"), line(2, "tsp", "dried fenugreek leaves", "Spices and Seasonings"), "1 tbsp"],
  [line(4, "oz", "spinach"), line(4, "oz", "palak"), "8 oz"],
  [line(10, "", "curry leaves"), line(8, "", "curry leaves"), "18"],
  [line(1, "", "lemon"), line(0.5, "", "lemon"), "1 1/2"],
  [line(2, "sprig", "mint leaves"), line(1, "sprig", "pudina"), "3 sprigs"],
  [line(150, "g", "masoor dal", "Grains"), line(0.25, "kg", "masoor dal", "Grains"), "400 g"],
];

describe("adding up one ingredient across recipes", () => {
  it.each(PAIRS)("%j + %j makes one line", (a, b, expected) => {
    const lines = merged(a, b);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.amount).toBe(expected);
    expect(lines[0]!.recipes).toEqual(["First", "Second"]);
  });

  it("has at least thirty pairs", () => expect(PAIRS.length).toBeGreaterThanOrEqual(30));

  it("scales each recipe to its planned servings before adding", () => {
    const list = buildShoppingList([
      recipe("Dal for two", [line(1, "cup", "toor dal", "Grains")], 2, 4),
      recipe("Dal for eight", [line(1, "cup", "toor dal", "Grains")], 8, 4),
    ]);
    expect(list.groups[0]!.lines[0]!.amount).toBe("2 1/2 cups");
  });
});

describe("lines that stand apart", () => {
  it("never adds a pinch or 'to taste' into an amount, and keeps them off the aisles", () => {
    const list = buildShoppingList([
      recipe("Chole", [line(1, "pinch", "asafoetida", "Spices and Seasonings"), line(1, "", "green chilli", "Produce", "green chilli to taste")]),
      recipe("Aloo", [line(2, "pinch", "hing", "Spices and Seasonings"), line(2, "", "green chillies")]),
    ]);
    expect(list.toTaste.map((l) => [l.name, l.amount, l.recipes])).toEqual([
      ["asafoetida", "", ["Chole", "Aloo"]],
      ["green chilli", "", ["Chole"]],
    ]);
    expect(list.groups.flatMap((g) => g.lines).map((l) => [l.name, l.amount])).toEqual([["green chillies", "2"]]);
  });

  it("sets staples (salt, water, oil, whole spices, the cook's own) and optional lines apart", () => {
    const list = buildShoppingList(
      [
        recipe("Rajma", [
          line(1, "tsp", "salt", "Spices and Seasonings"),
          line(2, "tbsp", "mustard oil", "Oil, Vinegar, Salad Dressing"),
          line(1, "tsp", "cumin seeds", "Spices and Seasonings"),
          line(1, "tbsp", "cream", "Milk, Eggs, Other Dairy", "1 tbsp cream (optional)"),
          line(1, "tsp", "garam masala", "Spices and Seasonings"),
          line(1, "cup", "rajma", "Canned and Jarred"),
        ]),
      ],
      ["garam masala"],
    );
    expect(list.staples.map((l) => l.key)).toEqual(["staple:cumin seed", "staple:garam masala", "staple:mustard oil", "staple:salt"]);
    expect(list.optional.map((l) => l.name)).toEqual(["cream"]);
    expect(list.groups).toEqual([{ aisle: "Dals and pulses", lines: [expect.objectContaining({ name: "rajma", amount: "1 cup" })] }]);
  });
});

describe("aisles", () => {
  it.each([
    ["chickpea", "Canned and Jarred", "Dals and pulses"],
    ["toor dal", "Grains", "Dals and pulses"],
    ["green bean", "Produce", "Vegetables and herbs"],
    ["gram flour", "Baking", "Grains and flours"],
    ["basmati rice", "Pasta and Rice", "Grains and flours"],
    ["paneer", "Cheese", "Dairy"],
    ["kashmiri chilli powder", "Spices and Seasonings", "Spices"],
    ["prawn", "Seafood", "Meat and fish"],
    ["tamarind paste", "Ethnic Foods", "Other"],
  ])("%s (%s) is in %s", (key, aisle, group) => expect(aisleGroupOf(key, aisle)).toBe(group));
});

it("writes the open lines as text for sharing, ticked ones left out", () => {
  const list = buildShoppingList([recipe("Palak paneer", [line(200, "g", "paneer", "Cheese"), line(500, "g", "spinach")])]);
  expect(shoppingListText(list, new Set(["spinach"]), ["2 l milk"])).toBe("Dairy\n- paneer: 200 g\n\nAlso\n- 2 l milk");
});
