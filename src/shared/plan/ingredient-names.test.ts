import { describe, expect, it } from "vitest";
import { ingredientKey, ingredientMatches, isStaple } from "./ingredient-names.ts";

describe("one name per ingredient", () => {
  it.each([
    ["Jeera", "cumin seed"],
    ["cumin seeds", "cumin seed"],
    ["jeera powder", "ground cumin"],
    ["methi", "fenugreek leaf"],
    ["kasuri methi", "dried fenugreek leaf"],
    ["atta", "whole wheat flour"],
    ["besan", "gram flour"],
    ["chickpea flour", "gram flour"],
    ["dhania", "coriander leaf"],
    ["cilantro", "coriander leaf"],
    ["coriander powder", "ground coriander"],
    ["palak", "spinach"],
    ["kabuli chana", "chickpea"],
    ["chana", "chickpea"],
    ["Boiled chana", "boiled chickpea"],
    ["chana dal", "chana dal"],
    ["kala chana", "kala chana"],
    ["chana masala", "chana masala"],
    ["chole masala", "chole masala"],
    ["Onions", "onion"],
    ["tomatoes", "tomato"],
    ["green chilies", "green chilli"],
    ["dahi", "yogurt"],
  ])("%s is %s", (name, key) => expect(ingredientKey(name)).toBe(key));
});

describe("what a cook typed against what a recipe names", () => {
  it.each([
    ["onion", "red onion", true],
    ["cumin", "cumin seed", true],
    ["cumin", "ground cumin", true],
    ["chickpea", "chickpea", true],
    ["spinach", "baby spinach leaf", true],
    ["onion", "onion seed", false],
    ["onion", "spring onions", false],
    ["coconut", "coconut milk", false],
    ["paneer", "potato", false],
  ])("%s is %s: %s", (typed, recipe, same) => expect(ingredientMatches(ingredientKey(typed), ingredientKey(recipe))).toBe(same));
});

it("counts salt, water, oils, whole spices and the cook's own list as staples", () => {
  expect(["salt", "water", "mustard oil", "cumin seed", "bay leaf", "clove"].every((k) => isStaple(k))).toBe(true);
  expect(isStaple("paneer")).toBe(false);
  expect(isStaple("garam masala", ["garam masala"])).toBe(true);
});
