import type { CatalogRecipe, Nutrition, Recipe, RecipeCard } from "./schema.ts";
import { containsEgg } from "./egg.ts";

/** The time a cook is busy or the pot is on: readyInMinutes without soaking, fermenting, resting, chilling. */
export const busyMinutesOf = (r: { readyInMinutes: number; waitingMinutes?: number }) => Math.max(1, r.readyInMinutes - (r.waitingMinutes ?? 0));

/** Stable positive id for an ingredient name, so "paneer" has one id in every recipe (FNV-1a). */
export function ingredientId(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name.trim().toLowerCase()) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return ((h >>> 0) % 999_983) + 1;
}

/**
 * Our own health index (0-100), not Spoonacular's: it rewards vegetables and protein and marks down
 * a high share of calories from fat and very large servings. Computed from the recipe's own data.
 */
export function healthScoreOf(r: Pick<CatalogRecipe, "extendedIngredients"> & { nutrition?: Nutrition }): number {
  const produce = r.extendedIngredients.filter((i) => i.aisle === "Produce").length;
  let score = 35 + Math.min(produce, 8) * 5;
  const n = r.nutrition;
  if (n && n.calories > 0) {
    const proteinShare = (n.protein * 4) / n.calories;
    const fatShare = (n.fat * 9) / n.calories;
    score += Math.round(Math.min(proteinShare, 0.35) * 60);
    score -= Math.round(Math.max(0, fatShare - 0.35) * 80);
    score -= Math.round(Math.max(0, n.calories - 650) / 25);
  }
  return Math.max(0, Math.min(100, score));
}

/** Price at or under which a serving counts as cheap (US cents). */
export const CHEAP_CENTS_PER_SERVING = 120;

export const recipeImagePath = (id: number) => `/recipe-images/${id}.svg`;

/**
 * The API shape of a catalog recipe: ingredient ids, image, health score and cheap flag added, and the
 * nutrition computed on the server (src/server/nutrition), when there is one to show.
 */
export function toRecipe(c: CatalogRecipe, nutrition?: Nutrition): Recipe {
  return {
    ...c,
    ...(nutrition ? { nutrition } : {}),
    extendedIngredients: c.extendedIngredients.map((i) => ({ id: ingredientId(i.name), ...i })),
    image: c.image ?? recipeImagePath(c.id),
    imageAlt: `${c.title}, illustrated`,
    healthScore: healthScoreOf({ extendedIngredients: c.extendedIngredients, nutrition }),
    cheap: c.pricePerServing <= CHEAP_CENTS_PER_SERVING,
    containsEgg: containsEgg(c.extendedIngredients),
    source: "catalog",
  };
}

/** A listing card (docs/product.md#a-screens): four key ingredients and three quick steps. */
export function toCard(r: Recipe): RecipeCard {
  const steps = r.analyzedInstructions[0]?.steps ?? [];
  return {
    id: r.id,
    title: r.title,
    image: r.image,
    imageAlt: r.imageAlt,
    summary: r.summary,
    readyInMinutes: r.readyInMinutes,
    servings: r.servings,
    cuisines: r.cuisines,
    dishTypes: r.dishTypes,
    diets: r.diets,
    vegetarian: r.vegetarian,
    vegan: r.vegan,
    glutenFree: r.glutenFree,
    dairyFree: r.dairyFree,
    healthScore: r.healthScore,
    country: r.country,
    region: r.region,
    source: r.source,
    // Recipes stored before the flag existed (cached Spoonacular answers) are checked here.
    containsEgg: r.containsEgg ?? containsEgg(r.extendedIngredients),
    waitingMinutes: r.waitingMinutes,
    waitingNote: r.waitingNote,
    busyMinutes: busyMinutesOf(r),
    // Names once each: an ingredient listed in two groups (oil for the pastry and for frying) is one key ingredient.
    keyIngredients: [
      ...new Set(r.extendedIngredients.filter((i) => i.aisle !== "Spices and Seasonings" || r.extendedIngredients.length <= 4).map((i) => i.name)),
    ].slice(0, 4),
    quickSteps: steps.slice(0, 3).map((s) => s.step),
  };
}

/**
 * A recipe trimmed to what its card shows (four key ingredients, three steps), for data embedded in
 * prerendered pages and for search answers (the listing the seed stores: docs/decisions/0013-search-that-stays-flat.md).
 * The card renders it exactly as the full one.
 */
export function slimForCard(r: Recipe): Recipe {
  const card = toCard(r);
  const keep = new Set(card.keyIngredients);
  const set = r.analyzedInstructions[0];
  return {
    ...r,
    // The first line of each key ingredient (one listed in two groups is kept once).
    extendedIngredients: r.extendedIngredients.filter((i) => keep.delete(i.name)).slice(0, 4),
    analyzedInstructions: set ? [{ name: set.name, steps: set.steps.slice(0, 3).map((s) => ({ ...s, equipment: [], ingredients: [] })) }] : [],
  };
}

/**
 * What a prerendered page embeds of a recipe it shows only as a card: the slimmed recipe without the
 * cook's notes and the nutrition, which only the recipe's own page shows. The browser decodes this data
 * before it hydrates, so every byte costs main-thread time on a phone (docs/decisions/0018-hydration-budget.md).
 */
export function slimForPage(r: Recipe): Recipe {
  const { notes: _notes, nutrition: _nutrition, ...card } = slimForCard(r);
  return card;
}
