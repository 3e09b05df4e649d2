import type { Recipe } from "../../../shared/recipe.ts";
import { toCard } from "../../../shared/recipe-normalize.ts";

/**
 * A recipe trimmed to what its card shows (four key ingredients, three steps), for data embedded in
 * prerendered pages: about a fifth of the full recipe's size. The card renders it exactly as the full one.
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
