// What each time-based page shows for a date (docs/product.md#b-api), loaded through `sources`: the
// browser passes the API fetchers, the build passes the server's own search (scripts/time-pages.ts), so
// the prerendered sections are the ones the API would give for the build's date
// (docs/architecture.md#shape).
import type { MealType } from "../../../shared/common/calendar.ts";
import type { RecipeSearchResponse } from "../../../shared/recipes/api.schema.ts";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { themeOfMonth } from "./cooking-tips.ts";
import { loadSections, type SectionResult } from "./recipe-section.tsx";
import { dailyPlan, isoDate, monthlyPlan, searchSection, seasonalPlan, weeklyPlan } from "./time-based.ts";
import { fetchIndianRecipes, fetchTrending, searchRecipes, type SearchParams } from "./api.ts";

export type TimeSources = {
  search: (params: SearchParams, signal?: AbortSignal) => Promise<RecipeSearchResponse>;
  /** A random handful of Indian recipes (GET /api/indian-recipes?random=true). */
  indian: (limit: number, signal?: AbortSignal) => Promise<Recipe[]>;
  /** GET /api/recipes/trending. */
  trending: (number: number, signal?: AbortSignal) => Promise<Recipe[]>;
};

/** The browser's sources: the API. */
export const apiTimeSources: TimeSources = {
  search: searchRecipes,
  indian: async (limit, signal) => (await fetchIndianRecipes({ limit, random: true }, signal)).recipes,
  trending: async (number, signal) => (await fetchTrending({ number }, signal)).recipes,
};

export type TimePage = "weekly" | "monthly" | "seasonal" | "daily";

/** Sections loaded for one key: the key names the date (and meal) they belong to. */
export type KeyedSections<K extends string> = { key: string; data: Record<K, SectionResult> };

export const weeklyKey = (date: Date) => {
  const p = weeklyPlan(date);
  return `weekly-${p.year}-${p.week}`;
};
export const monthlyKey = (date: Date) => `monthly-${date.getFullYear()}-${monthlyPlan(date).monthIndex}`;
export const seasonalKey = (date: Date) => {
  const p = seasonalPlan(date);
  return `seasonal-${p.season}-${p.search.offset}`;
};
export const dailyKey = (date: Date, meal: MealType) => `daily-${isoDate(date)}-${meal}`;

export function loadWeekly(sources: TimeSources, date: Date, signal?: AbortSignal) {
  const plan = weeklyPlan(date);
  return loadSections(
    {
      featured: async () => (await searchSection(sources.search, plan.featured, signal)).results,
      indian: () => sources.indian(plan.indianLimit, signal),
      mealPrep: async () => (await searchSection(sources.search, plan.mealPrep, signal)).results,
    },
    "weekly",
  );
}

export function loadMonthly(sources: TimeSources, date: Date, signal?: AbortSignal) {
  const plan = monthlyPlan(date);
  const theme = themeOfMonth(plan.monthIndex);
  return loadSections(
    {
      // If nothing matches "seasonal {Month}", the month's own ingredients stand in.
      editors: async () => (await searchSection(sources.search, plan.editorsPicks, signal, theme.ingredients.join(" OR "))).results,
      trending: () => sources.trending(plan.trendingNumber, signal),
      indian: () => sources.indian(plan.indianLimit, signal),
    },
    "monthly",
  );
}

/** A prerendered monthly page's quiet refresh: trending loaded again, the other sections as `shown`. */
export async function refreshMonthlyTrending<T extends { trending: SectionResult }>(
  sources: TimeSources,
  date: Date,
  shown: T,
  signal?: AbortSignal,
): Promise<T> {
  return { ...shown, trending: { recipes: await sources.trending(monthlyPlan(date).trendingNumber, signal) } };
}

/** One search, split: the first results are the highlights, the rest the comfort section. */
export async function loadSeasonal(sources: TimeSources, date: Date, signal?: AbortSignal): Promise<Record<"highlights" | "comfort", SectionResult>> {
  const plan = seasonalPlan(date);
  const recipes = (await searchSection(sources.search, plan.search, signal)).results;
  return { highlights: { recipes: recipes.slice(0, plan.highlights) }, comfort: { recipes: recipes.slice(plan.highlights) } };
}

export function loadDaily(sources: TimeSources, date: Date, meal: MealType, signal?: AbortSignal) {
  const plan = dailyPlan(date, meal);
  return loadSections(
    {
      featured: async () => (await searchSection(sources.search, plan.featured, signal)).results,
      indian: () => sources.indian(plan.indianLimit, signal),
    },
    "daily",
  );
}

/** The date a YYYY-MM-DD names, at local midnight (the build's date, read back in the browser). */
export function dateOfIso(iso: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`Not a YYYY-MM-DD date: "${iso}".`);
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (isoDate(date) !== iso) throw new Error(`Not a calendar date: "${iso}".`);
  return date;
}
