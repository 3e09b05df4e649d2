// Fetchers for the recipe calls (docs/product.md#a-api, docs/product.md#b-api). Parameters are checked here before anything is
// sent (the functions validate them again with the contract's zod schemas); answers are checked for
// the fields the pages read. Plain checks, not zod: zod stays out of the pages' JavaScript (it is
// about a quarter of the home page's budget).
import type {
  CountriesResponse,
  GlobalRecipesResponse,
  IndianRecipesResponse,
  RecipeSearchResponse,
  TrendingResponse,
} from "../../../shared/recipes/api.schema.ts";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import type { RecipeFilterFields } from "../../../shared/recipes/filters.ts";
import { ApiError, apiGet, toQueryString } from "../../lib/api.ts";

/** A whole number in [min, max], else an ApiError naming the parameter (the server's ranges). */
function whole(value: number | undefined, fallback: number, min: number, max: number, label: string): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < min || n > max) throw new ApiError(400, `${label} must be a whole number from ${min} to ${max}.`);
  return n;
}

const text = (v: string | undefined) => v?.trim() || undefined;
const filter = (v: string | undefined) => {
  const t = v?.trim().toLowerCase();
  return t && t !== "all" ? t : undefined;
};

// The pages read these fields of each recipe; beyond them a recipe is trusted to be the contract's shape.
const isListedRecipe = (r: unknown): boolean => {
  const o = r as Record<string, unknown> | null;
  return (
    typeof o === "object" &&
    o !== null &&
    typeof o.id === "number" &&
    typeof o.title === "string" &&
    typeof o.image === "string" &&
    typeof o.readyInMinutes === "number" &&
    typeof o.servings === "number"
  );
};

function readList(body: unknown, field: "results" | "recipes", path: string): Recipe[] {
  const list = (body as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(list) || !list.every(isListedRecipe)) throw new ApiError(502, `Unexpected answer from ${path.split("?")[0]}.`);
  return list as Recipe[];
}

const total = (body: unknown, fallback: number) => {
  const t = (body as { totalResults?: unknown } | null)?.totalResults;
  return typeof t === "number" && Number.isFinite(t) ? t : fallback;
};

/** GET /api/recipes/search parameters; "all" and blank filters are left out. */
export type SearchParams = RecipeFilterFields & {
  query?: string;
  number?: number;
  offset?: number;
  includeIngredients?: string;
  /** relevance (default, left out), quickest, newest, popular. */
  sort?: string;
  season?: string;
};

/** GET /api/recipes/search: results, totalResults (and correctedQuery when a typo was fixed). */
export async function searchRecipes(params: SearchParams, signal?: AbortSignal): Promise<RecipeSearchResponse> {
  const q = {
    query: text(params.query),
    number: whole(params.number, 10, 1, 100, "number"),
    offset: whole(params.offset, 0, 0, 10_000, "offset"),
    cuisine: filter(params.cuisine),
    diet: filter(params.diet),
    type: filter(params.type),
    maxReadyTime: params.maxReadyTime === undefined ? undefined : whole(params.maxReadyTime, 0, 1, 10_000, "maxReadyTime"),
    country: text(params.country),
    region: text(params.region),
    includeIngredients: text(params.includeIngredients),
    eggless: params.eggless ? "true" : undefined,
    sort: params.sort && params.sort !== "relevance" ? params.sort : undefined,
    season: text(params.season),
  };
  const path = `/api/recipes/search${toQueryString(q)}`;
  const body = await apiGet(path, { signal });
  const results = readList(body, "results", path);
  const b = body as Partial<RecipeSearchResponse>;
  return {
    results,
    offset: q.offset,
    number: q.number,
    totalResults: total(body, results.length),
    correctedQuery: typeof b.correctedQuery === "string" && b.correctedQuery ? b.correctedQuery : undefined,
    ...((body as { totalCapped?: unknown } | null)?.totalCapped === true ? { totalCapped: true as const } : {}),
    sources: b.sources ?? { catalog: "ok" },
  };
}

/** GET /api/recipes/trending */
export async function fetchTrending(params: { number?: number } = {}, signal?: AbortSignal): Promise<TrendingResponse> {
  const path = `/api/recipes/trending${toQueryString({ number: whole(params.number, 8, 1, 50, "number") })}`;
  const body = await apiGet(path, { signal });
  const recipes = readList(body, "recipes", path);
  const basis = (body as Partial<TrendingResponse>).basis === "activity" ? "activity" : "editorial";
  return { recipes, totalResults: total(body, recipes.length), basis };
}

/** GET /api/indian-recipes?limit=8|6&random=true */
export async function fetchIndianRecipes(params: { limit?: number; random?: boolean }, signal?: AbortSignal): Promise<IndianRecipesResponse> {
  const path = `/api/indian-recipes${toQueryString({ limit: whole(params.limit, 8, 1, 50, "limit"), random: params.random ? "true" : undefined })}`;
  return { recipes: readList(await apiGet(path, { signal }), "recipes", path) };
}

async function globalList(path: string, signal?: AbortSignal): Promise<GlobalRecipesResponse> {
  const body = await apiGet(path, { signal });
  const recipes = readList(body, "recipes", path);
  const b = body as Partial<GlobalRecipesResponse>;
  return { recipes, totalResults: total(body, recipes.length), page: b.page ?? 1, limit: b.limit ?? recipes.length };
}

type Paging = { limit?: number; page?: number };
const paging = (p: Paging) => ({ limit: whole(p.limit, 20, 1, 100, "limit"), page: whole(p.page, 1, 1, 1000, "page") });

/** GET /api/global-recipes/all?limit=20&page=&region=&country= */
export async function fetchGlobalAll(params: Paging & { region?: string; country?: string }, signal?: AbortSignal) {
  const q = { ...paging(params), region: text(params.region), country: text(params.country) };
  return globalList(`/api/global-recipes/all${toQueryString(q)}`, signal);
}

/** GET /api/global-recipes/search?query=&limit=20&page=&country= */
export async function searchGlobalRecipes(params: Paging & { query: string; country?: string }, signal?: AbortSignal) {
  const query = text(params.query);
  if (!query) throw new ApiError(400, "query is required.");
  return globalList(`/api/global-recipes/search${toQueryString({ query, ...paging(params), country: text(params.country) })}`, signal);
}

/** GET /api/global-recipes/country/{country}?limit=20&page= */
export async function fetchCountryRecipes(country: string, params: Paging = {}, signal?: AbortSignal) {
  const name = country.trim();
  if (!name) throw new ApiError(400, "Choose a country.");
  return globalList(`/api/global-recipes/country/${encodeURIComponent(name)}${toQueryString(paging(params))}`, signal);
}

/** GET /api/global-recipes/countries: names in region-map order, with recipe counts. */
export async function fetchCountries(signal?: AbortSignal): Promise<CountriesResponse> {
  const body = (await apiGet("/api/global-recipes/countries", { signal })) as Partial<CountriesResponse> | null;
  const countries = body?.countries;
  if (!Array.isArray(countries) || !countries.every((c) => typeof c === "string")) {
    throw new ApiError(502, "Unexpected answer from /api/global-recipes/countries.");
  }
  const raw = body?.counts;
  const counts: Record<string, number> = {};
  if (raw && typeof raw === "object") for (const [k, v] of Object.entries(raw)) if (typeof v === "number") counts[k] = v;
  return { countries, counts };
}
