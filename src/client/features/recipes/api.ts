// Fetchers for the recipe calls (part 1 §7, part 2 §7). Inputs are checked with the contract's query
// schemas before anything is sent; answers are checked for the fields the pages read.
import { z } from "../../../shared/zod.ts";
import {
  GlobalAllQuerySchema,
  GlobalCountryQuerySchema,
  GlobalSearchQuerySchema,
  IndianRecipesQuerySchema,
  RecipeSearchQuerySchema,
  TrendingQuerySchema,
  type CountriesResponse,
  type GlobalRecipesResponse,
  type IndianRecipesResponse,
  type RecipeSearchResponse,
  type TrendingResponse,
} from "../../../shared/recipe-api.ts";
import type { Recipe } from "../../../shared/recipe.ts";
import type { ApiErrorBody } from "../../../shared/errors.ts";

/** A failed call: the server's own error sentence when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

// The pages read these fields; a recipe is trusted to be the contract's shape beyond them.
const RecipeListSchema = z.array(
  z.looseObject({ id: z.number(), title: z.string(), image: z.string(), readyInMinutes: z.number(), servings: z.number() }),
);

function toQueryString(params: Record<string, unknown>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") sp.set(k, String(v));
  const s = sp.toString();
  return s ? `?${s}` : "";
}

async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(path, { headers: { accept: "application/json" }, signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, "Failed to fetch: the server could not be reached.");
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (body as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, typeof message === "string" && message ? message : `Request failed (${res.status}).`);
  }
  return body;
}

function readList(body: unknown, field: "results" | "recipes", path: string): Recipe[] {
  const list = RecipeListSchema.safeParse((body as Record<string, unknown> | null)?.[field]);
  if (!list.success) throw new ApiError(502, `Unexpected answer from ${path.split("?")[0]}.`);
  return list.data as unknown as Recipe[];
}

const total = (body: unknown, fallback: number) => {
  const t = (body as { totalResults?: unknown } | null)?.totalResults;
  return typeof t === "number" && Number.isFinite(t) ? t : fallback;
};

export type SearchParams = z.input<typeof RecipeSearchQuerySchema>;

/** GET /api/recipes/search: results, totalResults (and correctedQuery when a typo was fixed). */
export async function searchRecipes(params: SearchParams, signal?: AbortSignal): Promise<RecipeSearchResponse> {
  const q = RecipeSearchQuerySchema.parse(params);
  const path = `/api/recipes/search${toQueryString(q)}`;
  const body = await getJson(path, signal);
  const results = readList(body, "results", path);
  const b = body as Partial<RecipeSearchResponse>;
  return {
    results,
    offset: q.offset,
    number: q.number,
    totalResults: total(body, results.length),
    correctedQuery: typeof b.correctedQuery === "string" && b.correctedQuery ? b.correctedQuery : undefined,
    sources: b.sources ?? { catalog: "ok" },
  };
}

/** GET /api/recipes/trending */
export async function fetchTrending(params: z.input<typeof TrendingQuerySchema> = {}, signal?: AbortSignal): Promise<TrendingResponse> {
  const path = `/api/recipes/trending${toQueryString(TrendingQuerySchema.parse(params))}`;
  const body = await getJson(path, signal);
  const recipes = readList(body, "recipes", path);
  const basis = (body as Partial<TrendingResponse>).basis === "activity" ? "activity" : "editorial";
  return { recipes, totalResults: total(body, recipes.length), basis };
}

/** GET /api/indian-recipes?limit=8|6&random=true */
export async function fetchIndianRecipes(params: z.input<typeof IndianRecipesQuerySchema>, signal?: AbortSignal): Promise<IndianRecipesResponse> {
  const q = IndianRecipesQuerySchema.parse(params);
  const path = `/api/indian-recipes${toQueryString({ limit: q.limit, random: q.random ? "true" : undefined })}`;
  return { recipes: readList(await getJson(path, signal), "recipes", path) };
}

async function globalList(path: string, signal?: AbortSignal): Promise<GlobalRecipesResponse> {
  const body = await getJson(path, signal);
  const recipes = readList(body, "recipes", path);
  const b = body as Partial<GlobalRecipesResponse>;
  return { recipes, totalResults: total(body, recipes.length), page: b.page ?? 1, limit: b.limit ?? recipes.length };
}

/** GET /api/global-recipes/all?limit=20&page=&region=&country= */
export async function fetchGlobalAll(params: z.input<typeof GlobalAllQuerySchema>, signal?: AbortSignal) {
  return globalList(`/api/global-recipes/all${toQueryString(GlobalAllQuerySchema.parse(params))}`, signal);
}

/** GET /api/global-recipes/search?query=&limit=20&page=&country= */
export async function searchGlobalRecipes(params: z.input<typeof GlobalSearchQuerySchema>, signal?: AbortSignal) {
  return globalList(`/api/global-recipes/search${toQueryString(GlobalSearchQuerySchema.parse(params))}`, signal);
}

/** GET /api/global-recipes/country/{country}?limit=20&page= */
export async function fetchCountryRecipes(country: string, params: z.input<typeof GlobalCountryQuerySchema> = {}, signal?: AbortSignal) {
  const name = country.trim();
  if (!name) throw new ApiError(400, "Choose a country.");
  return globalList(`/api/global-recipes/country/${encodeURIComponent(name)}${toQueryString(GlobalCountryQuerySchema.parse(params))}`, signal);
}

/** GET /api/global-recipes/countries: names in region-map order, with recipe counts. */
export async function fetchCountries(signal?: AbortSignal): Promise<CountriesResponse> {
  const body = (await getJson("/api/global-recipes/countries", signal)) as Partial<CountriesResponse> | null;
  const countries = z.array(z.string()).safeParse(body?.countries);
  if (!countries.success) throw new ApiError(502, "Unexpected answer from /api/global-recipes/countries.");
  const counts = z.record(z.string(), z.number()).safeParse(body?.counts);
  return { countries: countries.data, counts: counts.success ? counts.data : {} };
}
