import type { Recipe } from "../../../shared/recipe.ts";
import type { RelatedRecipe } from "../../../shared/recipe-related.ts";
import type { ApiErrorBody } from "../../../shared/errors.ts";

/** Part 1 §8: the text of the not-found state when loading fails. */
export const RECIPE_LOAD_FAILED = "Failed to load recipe. Please try again.";
export const RECIPE_NOT_FOUND = "We could not find this recipe.";

/**
 * Catalog ids are below this; Spoonacular's are shifted above it. The same number as
 * SPOONACULAR_ID_OFFSET in src/shared/recipe-api.ts (a test checks), kept here because importing that
 * module would bring zod into the recipe page's bundle.
 */
export const FIRST_SPOONACULAR_ID = 10_000_000;

/** The API answered 404 (or the id is not a recipe id): nothing to retry. */
export class RecipeNotFoundError extends Error {
  constructor(message = RECIPE_NOT_FOUND) {
    super(message);
    this.name = "RecipeNotFoundError";
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Checks the fields the page cannot do without and fills the lists a Spoonacular recipe may lack, so a
 * partial recipe renders with its fallbacks instead of crashing. (No zod here: it would add ~15 KB gzip
 * to the recipe page for a response our own API already validated.)
 */
export function toRecipe(value: unknown): Recipe {
  if (!isObject(value) || typeof value.id !== "number" || typeof value.title !== "string") {
    throw new Error("The recipe service answered with something that is not a recipe.");
  }
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const r = value as unknown as Recipe;
  return {
    ...r,
    summary: typeof r.summary === "string" ? r.summary : "",
    image: typeof r.image === "string" ? r.image : "",
    imageAlt: typeof r.imageAlt === "string" && r.imageAlt ? r.imageAlt : r.title,
    cuisines: list(r.cuisines),
    dishTypes: list(r.dishTypes),
    diets: list(r.diets),
    extendedIngredients: list(r.extendedIngredients).filter((i) => isObject(i) && typeof i.name === "string"),
    analyzedInstructions: list(r.analyzedInstructions)
      .filter((set) => isObject(set))
      .map((set) => ({ name: typeof set.name === "string" ? set.name : "", steps: list(set.steps).filter((s) => isObject(s) && typeof s.step === "string").map((s) => ({ ...s, equipment: list(s.equipment), ingredients: list(s.ingredients) })) })),
  };
}

/** GET /api/recipes/{id} (part 1 §7). Throws RecipeNotFoundError on 404, an Error otherwise. */
export async function fetchRecipe(id: number, signal?: AbortSignal): Promise<Recipe> {
  const res = await fetch(`/api/recipes/${id}`, { signal, headers: { accept: "application/json" } });
  if (res.status === 404) {
    const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
    throw new RecipeNotFoundError(body?.error || undefined);
  }
  if (!res.ok) throw new Error(`${RECIPE_LOAD_FAILED} (HTTP ${res.status})`);
  return toRecipe(await res.json());
}

/** GET /api/recipes/{id}/related. Related recipes are extra: any failure gives an empty list, never an error page. */
export async function fetchRelated(id: number, signal?: AbortSignal): Promise<RelatedRecipe[]> {
  try {
    const res = await fetch(`/api/recipes/${id}/related`, { signal, headers: { accept: "application/json" } });
    if (!res.ok) return [];
    const body = (await res.json()) as { related?: unknown };
    return Array.isArray(body.related)
      ? (body.related as RelatedRecipe[]).filter((r) => isObject(r) && typeof r.id === "number" && typeof r.title === "string" && typeof r.image === "string")
      : [];
  } catch {
    return [];
  }
}
