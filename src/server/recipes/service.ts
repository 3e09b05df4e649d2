// The recipe calls: catalog search with typo tolerance and filters, Spoonacular merged in when
// configured, and the listings of docs/product.md#b-api.
import type { Recipe } from "../../shared/recipe.ts";
import {
  type CountriesResponse,
  type GlobalRecipesResponse,
  type RecipeSearchQuery,
  type RecipeSearchResponse,
  type TrendingResponse,
} from "../../shared/recipe-api.ts";
import { SPOONACULAR_ID_OFFSET } from "../../shared/recipe-ids.ts";
import { ALL_COUNTRIES, REGIONS } from "../../shared/regions.ts";
import { relatedRecipes, type RelatedRecipe } from "../../shared/recipe-related.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { env } from "../platform/env.ts";
import { ensureCatalog } from "./catalog-sync.ts";
import * as repo from "./repository.ts";
import { parseQuery, queryWords, type Vocabulary } from "./search-query.ts";
import { seasonExclusions } from "./season-tags.ts";
import { SpoonacularUnavailable, searchSpoonacular, spoonacularRecipe } from "./spoonacular.ts";

const VOCABULARY_TTL_MS = 5 * 60 * 1000;
let vocabulary: { value: Vocabulary; hash: string | null; at: number } | undefined;

async function currentVocabulary(): Promise<Vocabulary> {
  if (vocabulary && Date.now() - vocabulary.at < VOCABULARY_TTL_MS) return vocabulary.value;
  const hash = await repo.catalogHash();
  if (!vocabulary || vocabulary.hash !== hash) vocabulary = { value: await repo.loadVocabulary(), hash, at: Date.now() };
  else vocabulary.at = Date.now();
  return vocabulary.value;
}

/** Include-ingredients: "paneer, spinach" or "paneer spinach"; each ingredient must be in the recipe. */
function ingredientQueries(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const items = text.includes(",") ? text.split(",") : text.split(/\s+/);
  const out = items
    .map((i) =>
      queryWords(i)
        .map((w) => `${w}:*`)
        .join(" & "),
    )
    .filter(Boolean);
  return out.length ? out : undefined;
}

/** The region map's spelling of a country name (any case), or a 400 naming it. */
export function countryName(input: string | undefined): string | undefined {
  if (!input) return undefined;
  const match = ALL_COUNTRIES.find((c) => c.toLowerCase() === input.trim().toLowerCase());
  if (!match) throw new HttpError(400, `Unknown country "${input}". Use a country name from the region map, e.g. India or Italy.`);
  return match;
}

/** Catalog search: every word must match; when nothing does, any word may (so "seasonal March" still finds dishes). */
async function searchCatalog(q: RecipeSearchQuery) {
  await ensureCatalog();
  const filters: repo.SearchFilters = {
    cuisine: q.cuisine,
    diet: q.diet,
    type: q.type,
    maxReadyTime: q.maxReadyTime,
    country: countryName(q.country),
    region: q.region,
    includeIngredients: ingredientQueries(q.includeIngredients),
    eggless: q.eggless,
  };
  if (q.season) {
    const out = await seasonExclusions(q.season);
    filters.excludeIds = out.ids;
    filters.excludeTitleWords = out.titleWords;
  }
  const sort = q.sort ?? "relevance";
  const parsed = q.query ? parseQuery(q.query, await currentVocabulary()) : null;
  if (!parsed) return { ...(await repo.searchCatalog(null, filters, q.number, q.offset, sort)), corrected: undefined };
  // The title boost compares the corrected words when there was a correction, so a typo ranks like the words meant.
  const text = { groups: parsed.groups, raw: parsed.corrected ?? q.query!, mode: "all" as const };
  const strict = await repo.searchCatalog(text, filters, q.number, q.offset, sort);
  if (strict.total > 0 || parsed.groups.length < 2) return { ...strict, corrected: parsed.corrected };
  return { ...(await repo.searchCatalog({ ...text, mode: "any" }, filters, q.number, q.offset, sort)), corrected: parsed.corrected };
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * GET /api/recipes/search. The catalog comes first; Spoonacular's results (when configured) follow it in
 * the same paging sequence, minus any whose title the catalog page already has. If Spoonacular fails
 * (quota, network), the answer is the catalog's alone and says so in `sources`.
 */
export async function searchRecipes(q: RecipeSearchQuery): Promise<RecipeSearchResponse> {
  const catalog = await searchCatalog(q);
  const response: RecipeSearchResponse = {
    results: catalog.recipes,
    offset: q.offset,
    number: q.number,
    totalResults: catalog.total,
    ...(catalog.capped ? { totalCapped: true as const } : {}),
    ...(catalog.corrected ? { correctedQuery: catalog.corrected } : {}),
    sources: { catalog: "ok" },
  };
  // Country, region, season, a sort other than relevance, jain and vrat are the catalog's own; Spoonacular cannot apply them.
  if (!env().SPOONACULAR_API_KEY || q.country || q.region || q.season || (q.sort && q.sort !== "relevance") || q.diet === "jain" || q.diet === "vrat")
    return response;
  try {
    const need = q.number - catalog.recipes.length;
    const vendorOffset = Math.max(0, q.offset - catalog.total);
    const vendor = await searchSpoonacular(
      {
        query: catalog.corrected ?? q.query,
        cuisine: q.cuisine,
        // Spoonacular's vegetarian allows egg: it answers "Include eggs"; its egg dishes are left out of plain vegetarian below.
        diet: q.diet === "eggetarian" ? "vegetarian" : q.diet,
        type: q.type,
        maxReadyTime: q.maxReadyTime,
        includeIngredients: q.includeIngredients,
      },
      Math.max(1, need),
      vendorOffset,
    );
    const seen = new Set(catalog.recipes.map((r) => norm(r.title)));
    const extra =
      need > 0
        ? vendor.results.filter((r) => !seen.has(norm(r.title)) && !(q.eggless && r.containsEgg) && !(q.diet === "vegetarian" && !r.vegetarian)).slice(0, need)
        : [];
    response.results = [...catalog.recipes, ...extra];
    response.totalResults = catalog.total + vendor.totalResults;
    response.sources.spoonacular = "ok";
  } catch (err) {
    if (!(err instanceof SpoonacularUnavailable)) throw err;
    console.warn(`[recipes] Spoonacular unavailable, answering from the catalog: ${err.message}`);
    response.sources.spoonacular = "unavailable";
  }
  return response;
}

export async function getRecipe(id: number): Promise<Recipe> {
  await ensureCatalog();
  const local = await repo.recipeById(id);
  if (local) return local;
  if (id > SPOONACULAR_ID_OFFSET && env().SPOONACULAR_API_KEY) {
    try {
      const vendor = await spoonacularRecipe(id - SPOONACULAR_ID_OFFSET);
      if (vendor) return vendor;
    } catch (err) {
      if (!(err instanceof SpoonacularUnavailable)) throw err;
      throw new HttpError(503, "That recipe comes from Spoonacular, which cannot be reached right now. Please try again later.");
    }
  }
  throw notFound(`No recipe with id ${id}.`);
}

let catalogList: { value: Promise<Recipe[]>; hash: string | null } | undefined;

/** GET /api/recipes/{id}/related: same dish family, regional cuisine or main ingredient (issue #16). */
export async function relatedTo(id: number): Promise<{ related: RelatedRecipe[] }> {
  const recipe = await getRecipe(id);
  const hash = await repo.catalogHash();
  if (!catalogList || catalogList.hash !== hash) catalogList = { value: repo.catalogRecipeList(), hash };
  const pool = await catalogList.value.catch((err: unknown) => {
    catalogList = undefined;
    throw err;
  });
  return { related: relatedRecipes(recipe, pool) };
}

/** GET /api/recipes/{id}: the recipe with `sourceUrl` always present (docs/product.md#a-data): the original source, or null. */
export async function recipeDetail(id: number): Promise<Recipe & { sourceUrl: string | null }> {
  const recipe = await getRecipe(id);
  return { ...recipe, sourceUrl: recipe.sourceUrl || null };
}

export async function trending(number: number, now = new Date()): Promise<TrendingResponse> {
  await ensureCatalog();
  const day = Math.floor(now.getTime() / 86_400_000);
  const { recipes, basis } = await repo.trendingRecipes(number, day);
  return { recipes, totalResults: recipes.length, basis };
}

export async function indianRecipes(limit: number, random: boolean) {
  await ensureCatalog();
  if (random) return { recipes: await repo.randomRecipes({ country: "India" }, limit) };
  return { recipes: (await repo.searchCatalog(null, { country: "India" }, limit, 0)).recipes };
}

export async function globalRecipes(opts: { limit: number; page: number; region?: string; country?: string; query?: string }): Promise<GlobalRecipesResponse> {
  const result = await searchRecipes({
    query: opts.query,
    number: opts.limit,
    offset: (opts.page - 1) * opts.limit,
    region: opts.region,
    country: opts.country,
    cuisine: undefined,
    includeIngredients: undefined,
    eggless: undefined,
  });
  return { recipes: result.results, totalResults: result.totalResults, page: opts.page, limit: opts.limit };
}

export async function countryRecipes(country: string, limit: number, page: number): Promise<GlobalRecipesResponse & { country: string; region: string }> {
  const name = ALL_COUNTRIES.find((c) => c.toLowerCase() === country.trim().toLowerCase());
  if (!name) throw notFound(`No country named "${country}" on the region map.`);
  const result = await globalRecipes({ limit, page, country: name });
  return { ...result, country: name, region: REGIONS.find((r) => (r.countries as readonly string[]).includes(name))!.name };
}

export async function countries(): Promise<CountriesResponse> {
  await ensureCatalog();
  const counts = await repo.countryCounts();
  const names = ALL_COUNTRIES.filter((c) => (counts.get(c) ?? 0) > 0);
  return { countries: names, counts: Object.fromEntries(names.map((c) => [c, counts.get(c)!])) };
}
