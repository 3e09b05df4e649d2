import type { Recipe } from "../../../shared/recipe.ts";

/**
 * The save, like and share controls shown on a recipe card and on the recipe page. Lives in the app
 * layer because it composes two features (recipes and saved items), which must not import each other.
 * The accounts and saving feature renders its buttons here.
 */
export function RecipeActions(_props: { recipe: Pick<Recipe, "id" | "title" | "image" | "summary">; variant: "card" | "detail" }) {
  return null;
}
