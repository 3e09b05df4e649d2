import { describe, expect, it } from "vitest";
import { plainText, recipeSteps, stepIngredients } from "./text.ts";
import { parseRecipeId } from "./ids.ts";
import { sampleRecipe } from "../../../tests/support/recipe.fixture.ts";

describe("recipe text helpers", () => {
  it("reads only the first instruction set (docs/product.md#a-screens)", () => {
    const r = sampleRecipe();
    const second = { name: "Sauce", steps: [{ number: 1, step: "A different set of steps entirely.", equipment: [], ingredients: [] }] };
    expect(recipeSteps({ analyzedInstructions: [...r.analyzedInstructions, second] }).map((s) => s.number)).toEqual([1, 2]);
    expect(recipeSteps({ analyzedInstructions: [] })).toEqual([]);
  });
  it("matches a step's ingredients to the list, exactly or by a shared name", () => {
    const r = sampleRecipe();
    const [first, second] = recipeSteps(r);
    expect(stepIngredients(first!, r.extendedIngredients)[0]?.ingredient?.id).toBe(1);
    expect(stepIngredients(second!, r.extendedIngredients)[0]?.ingredient?.name).toBe("grated fresh coconut");
    expect(stepIngredients({ ...first!, ingredients: [{ name: "saffron" }] }, r.extendedIngredients)).toEqual([{ name: "saffron", ingredient: undefined }]);
  });
  it("picks the group a step names when one ingredient is listed in several groups", () => {
    const r = sampleRecipe();
    const salt = (group: string, amount: number) => ({
      id: 9,
      amount,
      unit: "tsp",
      name: "salt",
      original: `${amount} tsp salt`,
      aisle: "Spices and Seasonings",
      group,
    });
    const list = [salt("For the dal", 0.5), salt("For the tadka", 0.25)];
    const step = (text: string) => ({ ...recipeSteps(r)[0]!, step: text, ingredients: [{ name: "salt" }] });
    expect(stepIngredients(step("Season the tadka with its salt."), list)[0]?.ingredient?.amount).toBe(0.25);
    expect(stepIngredients(step("Cook the dal with the salt."), list)[0]?.ingredient?.amount).toBe(0.5);
    expect(stepIngredients(step("Add the salt."), list)[0]?.ingredient?.amount).toBe(0.5);
  });
  it("decodes entities and drops tags", () => {
    expect(plainText("Fish &#38; chips &#x27;n&#x27; <i>peas</i>&nbsp;today")).toBe("Fish & chips 'n' peas today");
  });
  it("accepts only positive whole-number ids", () => {
    expect(parseRecipeId("1125")).toBe(1125);
    expect(parseRecipeId("10000123")).toBe(10000123);
    for (const bad of ["0", "-1", "abc", "12.5", "1e3", "", undefined, "1234567890"]) expect(parseRecipeId(bad)).toBeNull();
  });
});
