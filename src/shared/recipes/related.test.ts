import { describe, expect, it } from "vitest";
import { sampleRecipe } from "../../../tests/support/recipe.fixture.ts";
import { busyMinutesOf } from "./normalize.ts";
import { containsEgg } from "./egg.ts";
import { mainIngredients, relatedRecipes } from "./related.ts";
import type { Recipe } from "./schema.ts";

const ing = (name: string) => ({ id: 1, amount: 1, unit: "", name, original: name, aisle: "Produce" });
const r = (id: number, title: string, names: string[], over: Partial<Recipe> = {}) =>
  sampleRecipe({ id, title, extendedIngredients: names.map(ing), cuisines: ["Indian"], country: "India", ...over });

describe("related recipes", () => {
  const dal = r(1, "Dal Tadka", ["toor dal", "salt", "ghee"], { cuisines: ["Indian", "Punjabi"] });
  const pool = [
    dal,
    r(2, "Gujarati Dal", ["toor dal", "jaggery"], { cuisines: ["Indian", "Gujarati"] }),
    r(3, "Butter Chicken", ["chicken", "onion"], { cuisines: ["Indian", "Punjabi"] }),
    r(4, "Pizza Margherita", ["flour", "mozzarella"], { cuisines: ["Italian"], country: "Italy" }),
    r(5, "Masoor Dal", ["red lentils"], { cuisines: ["Indian", "Bengali"] }),
  ];
  it("ranks the same main ingredient, dish family and regional cuisine, never the recipe itself or an unrelated one", () => {
    const related = relatedRecipes(dal, pool);
    expect(related.map((x) => x.id)).toEqual([2, 5, 3]);
    expect(related.map((x) => x.reason)).toEqual(["Also with toor dal", "Another dal", "More Punjabi cooking"]);
  });
  it("reads main ingredients past seasonings and fats", () => {
    expect(mainIngredients(r(9, "x", ["salt", "ghee", "paneer", "spinach", "cream"]))).toEqual(["paneer", "spinach"]);
  });
});

describe("busy time and egg", () => {
  it("takes declared waiting out of the total", () => {
    expect(busyMinutesOf({ readyInMinutes: 1030, waitingMinutes: 960 })).toBe(70);
    expect(busyMinutesOf({ readyInMinutes: 45 })).toBe(45);
  });
  it("finds egg in eggs, yolks and mayonnaise but not in eggplant", () => {
    expect(containsEgg([{ name: "eggs" }])).toBe(true);
    expect(containsEgg([{ name: "egg yolks" }])).toBe(true);
    expect(containsEgg([{ name: "japanese mayonnaise" }])).toBe(true);
    expect(containsEgg([{ name: "baby eggplants" }, { name: "vegan mayonnaise" }])).toBe(false);
  });
});
