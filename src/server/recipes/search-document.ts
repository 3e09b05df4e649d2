import type { Recipe } from "../../shared/recipes/schema.ts";
import { busyMinutesOf } from "../../shared/recipes/normalize.ts";
import { foldAccents } from "../../shared/common/fold-accents.ts";
import { isHighProtein } from "../nutrition/diets.ts";

// What a recipe is found by. Weights: title A; ingredients, cuisine and country B;
// dish types, diets and derived tags C; summary D.

const MEAL_PREP_WORDS =
  /\b(curry|dal|daal|stew|soup|chili|chilli|biryani|pulao|rice|casserole|bake|braise|korma|rajma|chole|lasagne|lasagna|tagine|sambar|salad)\b/i;

/** Tags a cook searches by that follow from the recipe's own data. */
export function derivedTags(r: Recipe): string[] {
  const tags: string[] = [];
  const steps = r.analyzedInstructions[0]?.steps.length ?? 0;
  if (busyMinutesOf(r) <= 30) tags.push("quick", "30 minute");
  if (steps <= 5 && r.extendedIngredients.length <= 10) tags.push("easy");
  if (r.healthScore >= 60) tags.push("healthy");
  if (r.cheap) tags.push("budget", "cheap");
  if (isHighProtein(r.nutrition)) tags.push("high protein");
  if (r.servings >= 4 && r.dishTypes.includes("main course") && MEAL_PREP_WORDS.test(r.title)) tags.push("meal prep");
  return tags;
}

export function searchDocument(r: Recipe) {
  return {
    a: r.title,
    b: [...r.extendedIngredients.map((i) => i.name), ...r.cuisines, r.country].join(" "),
    c: [...r.dishTypes, ...r.diets, ...derivedTags(r), r.region].join(" "),
    d: r.summary,
    ingredients: r.extendedIngredients.map((i) => i.name).join(" "),
  };
}

/** Words for typo correction: every word a recipe can be found by (a word known here is never "corrected"). */
export function vocabularyWords(r: Recipe): string[] {
  const doc = searchDocument(r);
  const text = [doc.a, doc.b, doc.c, doc.d].join(" ");
  return foldAccents(text)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3);
}
