import { describe, expect, it } from "vitest";
import { healthScoreOf, ingredientId } from "./normalize.ts";

describe("ingredientId", () => {
  it("gives one id per ingredient name, whatever the case or spaces", () => {
    expect(ingredientId("Paneer ")).toBe(ingredientId("paneer"));
    expect(ingredientId("paneer")).not.toBe(ingredientId("spinach"));
    expect(ingredientId("paneer")).toBeGreaterThan(0);
  });
});

describe("healthScoreOf", () => {
  const ing = (aisle: "Produce" | "Cheese") => ({ amount: 1, unit: "" as const, name: "x", original: "x", aisle });
  it("scores a vegetable-rich, lean dish above a fatty, heavy one", () => {
    const lean = healthScoreOf({ extendedIngredients: Array(6).fill(ing("Produce")), nutrition: { calories: 350, fat: 8, carbohydrates: 40, protein: 25 } });
    const heavy = healthScoreOf({
      extendedIngredients: [ing("Cheese"), ing("Cheese")],
      nutrition: { calories: 1100, fat: 80, carbohydrates: 60, protein: 20 },
    });
    expect(lean).toBeGreaterThan(heavy);
    expect(lean).toBeLessThanOrEqual(100);
    expect(heavy).toBeGreaterThanOrEqual(0);
  });
});
