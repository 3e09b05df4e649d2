// Paging and URL state of the listings (docs/product.md#b-states, docs/product.md#b-limits): /all-recipes pages by 12, /world-recipes by 20.
import { COURSE_FILTERS, CUISINE_FILTERS, DIET_FILTERS, MAX_TIME_FILTERS, RECIPE_SORTS, type RecipeSort } from "../../../shared/recipes/filters.ts";
import { ALL_COUNTRIES, REGION_NAMES } from "../../../shared/recipes/regions.ts";
import { usInteger } from "../../../shared/common/us-format.ts";

export const ALL_RECIPES_PAGE_SIZE = 12;
export const WORLD_PAGE_SIZE = 20;
/** The API accepts pages up to 1000 (src/shared/recipes/api.schema.ts). */
const MAX_PAGE = 1000;

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** Previous is disabled on page 1 (docs/product.md#b-states). */
export const canGoPrevious = (page: number) => page > 1;

/**
 * Next is disabled when the shown list is shorter than the page size (docs/product.md#b-states), and also when the
 * total says this page is the last (a last page of exactly 12 would otherwise lead to an empty page).
 */
export function canGoNext(page: number, shown: number, pageSize: number, total?: number): boolean {
  if (shown < pageSize) return false;
  if (total !== undefined && page * pageSize >= total) return false;
  return page < MAX_PAGE;
}

/** A pager only when there is somewhere to go: more than one page, or a page past the first (issue #11). */
export const needsPager = (page: number, pageSize: number, total: number) => page > 1 || total > pageSize;

/** "Showing 13-24 of 410" for the count badge; "" when nothing is shown. */
export function rangeLabel(page: number, shown: number, pageSize: number, total: number): string {
  if (shown === 0) return "";
  const from = offsetOf(page, pageSize) + 1;
  return `Showing ${from}–${from + shown - 1} of ${usInteger(total)}`;
}

function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

const oneOf = <T extends readonly [string, ...string[]]>(values: T, raw: string | null): T[number] => {
  const v = (raw ?? "").trim().toLowerCase();
  return (values as readonly string[]).includes(v) ? (v as T[number]) : values[0];
};

export type Cuisine = (typeof CUISINE_FILTERS)[number];
export type Diet = (typeof DIET_FILTERS)[number];
export type Course = (typeof COURSE_FILTERS)[number];
/** Sort, maximum time (minutes, 0 = any) and course: shared by /all-recipes and /search, in the URL as sort=, time=, course=. */
export type SortAndFilters = { sort: RecipeSort; time: number; course: Course };
export const DEFAULT_SORT_AND_FILTERS: SortAndFilters = { sort: "relevance", time: 0, course: "all" };
/**
 * eggless: only recipes without egg. eggs: with diet "vegetarian" (India's: no egg), also the dishes with
 * egg, the "Include eggs" choice (the API's diet "eggetarian").
 * country: one of the 75 countries of the region map ("" for any), the cuisine filter's second kind of choice.
 */
export type AllRecipesParams = { q: string; cuisine: Cuisine; country: string; diet: Diet; eggless: boolean; eggs: boolean; page: number } & SortAndFilters;
export const DEFAULT_ALL_RECIPES: AllRecipesParams = {
  q: "",
  cuisine: "all",
  country: "",
  diet: "all",
  eggless: false,
  eggs: false,
  page: 1,
  ...DEFAULT_SORT_AND_FILTERS,
};
/** The API's diet for the listing's diet filter and its "Include eggs" choice. */
export const apiDietOf = (p: Pick<AllRecipesParams, "diet" | "eggs">) =>
  p.diet === "all" ? undefined : p.diet === "vegetarian" && p.eggs ? "eggetarian" : p.diet;

/** The region map's spelling of a country named in any case, or "" when it is not one of them. */
export const knownCountry = (raw: string | null) => ALL_COUNTRIES.find((c) => c.toLowerCase() === (raw ?? "").trim().toLowerCase()) ?? "";

/** Reads sort=, time= and course= ; anything unknown falls back to its default. */
export function parseSortAndFilters(sp: URLSearchParams): SortAndFilters {
  const time = Number(sp.get("time"));
  return {
    sort: oneOf(RECIPE_SORTS, sp.get("sort")),
    time: (MAX_TIME_FILTERS as readonly number[]).includes(time) ? time : 0,
    course: oneOf(COURSE_FILTERS, sp.get("course")),
  };
}

/** Writes what differs from the defaults into `sp` (sort, time, course). */
export function writeSortAndFilters(sp: URLSearchParams, p: SortAndFilters) {
  if (p.sort !== "relevance") sp.set("sort", p.sort);
  if (p.time) sp.set("time", String(p.time));
  if (p.course !== "all") sp.set("course", p.course);
}

/** The search API's parameters for them (sort, maxReadyTime, type). */
export const sortAndFilterQuery = (p: SortAndFilters) => ({
  sort: p.sort === "relevance" ? undefined : p.sort,
  maxReadyTime: p.time || undefined,
  type: p.course === "all" ? undefined : p.course,
});

/** Reads /all-recipes?q=&cuisine=&diet=&eggless=true&eggs=true&sort=&time=&course=&page= ; anything unknown falls back to its default. */
export function parseAllRecipesParams(sp: URLSearchParams): AllRecipesParams {
  return {
    q: (sp.get("q") ?? "").slice(0, 200),
    cuisine: oneOf(CUISINE_FILTERS, sp.get("cuisine")),
    country: knownCountry(sp.get("country")),
    diet: oneOf(DIET_FILTERS, sp.get("diet")),
    eggless: sp.get("eggless") === "true",
    eggs: sp.get("diet") === "vegetarian" && sp.get("eggs") === "true",
    ...parseSortAndFilters(sp),
    page: parsePage(sp.get("page")),
  };
}

/** The shareable query string: only what differs from the defaults, in a stable order. */
export function allRecipesSearch(p: AllRecipesParams): string {
  const sp = new URLSearchParams();
  if (p.q.trim()) sp.set("q", p.q);
  if (p.cuisine !== "all") sp.set("cuisine", p.cuisine);
  if (p.country) sp.set("country", p.country);
  if (p.diet !== "all") sp.set("diet", p.diet);
  if (p.eggless) sp.set("eggless", "true");
  if (p.eggs && p.diet === "vegetarian") sp.set("eggs", "true");
  writeSortAndFilters(sp, p);
  if (p.page > 1) sp.set("page", String(p.page));
  const s = sp.toString();
  return s ? `?${s}` : "";
}

export const isDefaultAllRecipes = (p: AllRecipesParams) =>
  !p.q.trim() &&
  p.cuisine === "all" &&
  !p.country &&
  p.diet === "all" &&
  !p.eggless &&
  !p.eggs &&
  p.page === 1 &&
  p.sort === "relevance" &&
  !p.time &&
  p.course === "all";

export type WorldParams = { q: string; region: string; country: string; page: number };
export const DEFAULT_WORLD: WorldParams = { q: "", region: "", country: "", page: 1 };

/** Reads /world-recipes?country=&region=&q=&page= ; an unknown region is dropped, a country is kept as text. */
export function parseWorldParams(sp: URLSearchParams): WorldParams {
  const region = (REGION_NAMES as string[]).find((r) => r.toLowerCase() === (sp.get("region") ?? "").trim().toLowerCase()) ?? "";
  return { q: (sp.get("q") ?? "").slice(0, 200), region, country: (sp.get("country") ?? "").trim().slice(0, 60), page: parsePage(sp.get("page")) };
}

export function worldSearch(p: WorldParams): string {
  const sp = new URLSearchParams();
  if (p.country) sp.set("country", p.country);
  if (p.region) sp.set("region", p.region);
  if (p.q.trim()) sp.set("q", p.q);
  if (p.page > 1) sp.set("page", String(p.page));
  const s = sp.toString();
  return s ? `?${s}` : "";
}

/** docs/product.md#b-validation: recipe lists are de-duplicated by id (first occurrence wins). */
export function dedupeById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
}
