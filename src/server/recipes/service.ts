// The recipe calls: catalog search with typo tolerance and filters, Spoonacular merged in when
// configured, and the listings of docs/product.md#b-api.
import type { Recipe } from "../../shared/recipes/schema.ts";
import {
  type CountriesResponse,
  type GlobalRecipesResponse,
  type RecipeSearchQuery,
  type RecipeSearchResponse,
  type TrendingResponse,
} from "../../shared/recipes/api.schema.ts";
import { SPOONACULAR_ID_OFFSET } from "../../shared/recipes/ids.ts";
import { slimForCard } from "../../shared/recipes/normalize.ts";
import { ALL_COUNTRIES, REGIONS } from "../../shared/recipes/regions.ts";
import { relatedRecipes, type RelatedRecipe } from "../../shared/recipes/related.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { env } from "../platform/env.ts";
import { ensureCatalog } from "./catalog-sync.ts";
import * as repo from "./repository.ts";
import { parseQuery, queryWords, type Vocabulary } from "./search-query.ts";
import { SearchIndex, indexCanFilter } from "./search-index.ts";
import { seasonExclusions } from "./season-tags.ts";
import { SpoonacularUnavailable, searchSpoonacular, spoonacularRecipe } from "./spoonacular.ts";

// The vocabulary and the search index are reloaded when the catalog's hash changes (asked at most every
// 5 minutes): the catalog changes only with a deploy.
const CATALOG_CHECK_MS = 5 * 60 * 1000;
type Loaded = { vocabulary: Vocabulary; index: Promise<SearchIndex>; hash: string | null; at: number };
let loaded: Loaded | undefined;

async function current(): Promise<Loaded> {
  if (loaded && Date.now() - loaded.at < CATALOG_CHECK_MS) return loaded;
  const hash = await repo.catalogHash();
  if (!loaded || loaded.hash !== hash) {
    const index = SearchIndex.load(repo.TOTAL_CAP);
    index.catch(() => {
      if (loaded?.index === index) loaded = undefined; // load again on the next search
    });
    loaded = { vocabulary: await repo.loadVocabulary(), index, hash, at: Date.now() };
  } else loaded.at = Date.now();
  return loaded;
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

/** A word group the index has a ranked list for: one catalog word as a prefix (not a month's keywords). */
const indexedWord = (group: string, vocabulary: Vocabulary) => {
  const word = /^([a-z]+):\*$/.exec(group)?.[1];
  return word && vocabulary.words.has(word) ? word : null;
};

type CatalogPage = { listings: string[]; total: number; capped: boolean; corrected?: string };

/**
 * Catalog search: every word must match; when nothing does, any word may (so "seasonal March" still
 * finds dishes). Answered from the in-memory index when it can (catalog words, the filters it holds, any
 * order but "popular"), else by SQL; both give the same answers (docs/decisions/0013-search-that-stays-flat.md).
 */
async function searchCatalog(q: RecipeSearchQuery): Promise<CatalogPage> {
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
  const { vocabulary, index } = await current();
  const parsed = q.query ? parseQuery(q.query, vocabulary) : null;
  // The title boost compares the corrected words when there was a correction, so a typo ranks like the words meant.
  const text = parsed ? { groups: parsed.groups, raw: parsed.corrected ?? q.query!, mode: "all" as const } : null;
  const words = parsed?.groups.map((g) => indexedWord(g, vocabulary));
  const indexed = sort !== "popular" && indexCanFilter(filters) && (!words || words.every((w) => w !== null));
  const page = async (mode: "all" | "any") => {
    if (!indexed) return repo.searchCatalog(text && { ...text, mode }, filters, q.number, q.offset, sort);
    const idx = await index;
    // The next page's cards are read with this page's (one statement for two pages: paging is the
    // usual next step, and on a network database each statement is a round trip).
    const found = await idx.search(text && { words: words as string[], raw: text.raw, mode }, filters, 2 * q.number, q.offset, sort);
    const ids = found.ids.slice(0, q.number);
    return { ...found, ids, listings: await idx.listings(ids, found.ids.slice(q.number)) };
  };
  const strict = await page("all");
  if (!parsed || strict.total > 0 || parsed.groups.length < 2) return { ...strict, corrected: parsed?.corrected };
  return { ...(await page("any")), corrected: parsed.corrected };
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The answer's fields after `results`, in the order the API writes them. */
const answerFields = (q: RecipeSearchQuery, catalog: CatalogPage): Omit<RecipeSearchResponse, "results"> => ({
  offset: q.offset,
  number: q.number,
  totalResults: catalog.total,
  ...(catalog.capped ? { totalCapped: true as const } : {}),
  ...(catalog.corrected ? { correctedQuery: catalog.corrected } : {}),
  sources: { catalog: "ok" },
});

// Country, region, season, a sort other than relevance, jain and vrat are the catalog's own; Spoonacular cannot apply them.
const spoonacularApplies = (q: RecipeSearchQuery) =>
  Boolean(env().SPOONACULAR_API_KEY) && !(q.country || q.region || q.season || (q.sort && q.sort !== "relevance") || q.diet === "jain" || q.diet === "vrat");

/**
 * GET /api/recipes/search as JSON text. The catalog's listings are stored as JSON text and pass through
 * without being parsed and written again; with Spoonacular merged in, the answer is built as an object.
 */
export async function searchRecipesJson(q: RecipeSearchQuery): Promise<string> {
  if (spoonacularApplies(q)) return JSON.stringify(await searchRecipes(q));
  const catalog = await searchCatalog(q);
  return `{"results":[${catalog.listings.join(",")}],${JSON.stringify(answerFields(q, catalog)).slice(1)}`;
}

/**
 * GET /api/recipes/search. The catalog comes first; Spoonacular's results (when configured) follow it in
 * the same paging sequence, minus any whose title the catalog page already has. If Spoonacular fails
 * (quota, network), the answer is the catalog's alone and says so in `sources`.
 */
export async function searchRecipes(q: RecipeSearchQuery): Promise<RecipeSearchResponse> {
  const catalog = await searchCatalog(q);
  const recipes = catalog.listings.map((l) => JSON.parse(l) as Recipe);
  const response: RecipeSearchResponse = { results: recipes, ...answerFields(q, catalog) };
  if (!spoonacularApplies(q)) return response;
  try {
    const need = q.number - recipes.length;
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
    const seen = new Set(recipes.map((r) => norm(r.title)));
    const extra =
      need > 0
        ? vendor.results.filter((r) => !seen.has(norm(r.title)) && !(q.eggless && r.containsEgg) && !(q.diet === "vegetarian" && !r.vegetarian)).slice(0, need)
        : [];
    response.results = [...recipes, ...extra.map(slimForCard)]; // cards, like the catalog's listings
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
  const { listings } = await searchCatalog({ number: limit, offset: 0, country: "India" } as RecipeSearchQuery);
  return { recipes: listings.map((l) => JSON.parse(l) as Recipe) };
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
