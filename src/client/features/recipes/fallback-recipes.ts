// docs/product.md#b-states: when trending cannot be loaded (offline, a failed call or an empty list) the home page
// shows three built-in recipes. They are complete recipes written by us, shipped with the page, so
// they work offline; they are not in the catalog, so they have no detail page (no Full Recipe link).
import type { CatalogRecipe, Recipe } from "../../../shared/recipes/schema.ts";
import { recipeImagePath, toRecipe } from "../../../shared/recipes/normalize.ts";
import fallbackCatalog from "../../../../content/fallback-recipes.json";

// The recipes are data, kept in content/ beside the catalog; fallback-recipes.test.ts checks them against
// the catalog schema, and their ids (9,900,001 on) against every catalog id and Spoonacular's shifted ids.
export const FALLBACK_CATALOG = fallbackCatalog as CatalogRecipe[];

/**
 * The three fallback recipes in the API's Recipe shape. Their drawings are files the build writes beside
 * the catalog's (scripts/postbuild.ts) and the service worker keeps, so they show offline too
 * (FALLBACK_PICTURES in scripts/lib/pwa.ts).
 */
export const FALLBACK_RECIPES: Recipe[] = FALLBACK_CATALOG.map((c) => ({
  ...toRecipe(c),
  image: recipeImagePath(c.id),
  imageAlt: `${c.title}, illustrated`,
}));
