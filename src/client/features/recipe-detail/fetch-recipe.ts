import type { Recipe } from "../../../shared/recipes/schema.ts";
import type { RelatedRecipe } from "../../../shared/recipes/related.ts";
import { ApiError, apiGet } from "../../lib/api.ts";

/** docs/product.md#a-errors: the text of the not-found state when loading fails. */
export const RECIPE_LOAD_FAILED = "Failed to load recipe. Please try again.";
export const RECIPE_NOT_FOUND = "We could not find this recipe.";

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
      .map((set) => ({
        name: typeof set.name === "string" ? set.name : "",
        steps: list(set.steps)
          .filter((s) => isObject(s) && typeof s.step === "string")
          .map((s) => ({ ...s, equipment: list(s.equipment), ingredients: list(s.ingredients) })),
      })),
  };
}

/**
 * GET /api/recipes/{id} (docs/product.md#a-api). A 404 is an ApiError with status 404 (nothing to retry) and the
 * server's sentence; any other failure an ApiError saying the load failed.
 */
export async function fetchRecipe(id: number, signal?: AbortSignal): Promise<Recipe> {
  let body: unknown;
  try {
    body = await apiGet(`/api/recipes/${id}`, { signal });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 404) throw new ApiError(404, typeof err.body.error === "string" && err.body.error ? err.body.error : RECIPE_NOT_FOUND);
    throw new ApiError(err.status, `${RECIPE_LOAD_FAILED} (${err.unreachable ? "no answer" : `HTTP ${err.status}`})`);
  }
  return toRecipe(body);
}

/** GET /api/recipes/{id}/related. Related recipes are extra: any failure gives an empty list, never an error page. */
export async function fetchRelated(id: number, signal?: AbortSignal): Promise<RelatedRecipe[]> {
  // Related recipes are extra: any failure shows none rather than an error.
  const body = await apiGet<{ related?: unknown } | null>(`/api/recipes/${id}/related`, { signal }).catch(() => null);
  return Array.isArray(body?.related)
    ? (body.related as RelatedRecipe[]).filter((r) => isObject(r) && typeof r.id === "number" && typeof r.title === "string" && typeof r.image === "string")
    : [];
}
