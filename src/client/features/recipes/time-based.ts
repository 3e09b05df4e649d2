// The queries of the time-based pages (docs/product.md#b-api, docs/product.md#b-limits), computed from the date with src/shared/common/calendar.ts.
import { dayOfYear, MEAL_TYPES, SEASON_KEYWORDS, seasonOf, weekOfYear, type MealType, type Season } from "../../../shared/common/calendar.ts";
import type { RecipeSearchResponse } from "../../../shared/recipes/api.schema.ts";
import type { SearchParams } from "./api.ts";
import { MONTH_NAMES, usLongDate } from "../../../shared/common/us-format.ts";

export type SectionQuery = { query: string; number: number; offset: number; season?: string };

/** docs/product.md#b-api: 'healthy dinner' x12 at week%50 and 'meal prep' x8 at week%50+10; Indian specials 8. */
export function weeklyPlan(date: Date) {
  const week = weekOfYear(date);
  return {
    week,
    year: date.getFullYear(),
    featured: { query: "healthy dinner", number: 12, offset: week % 50 } satisfies SectionQuery,
    mealPrep: { query: "meal prep", number: 8, offset: (week % 50) + 10 } satisfies SectionQuery,
    indianLimit: 8,
  };
}

/** docs/product.md#b-api: 'seasonal {Month}' x12 at monthIndex%30; trending 8; Indian specials 8. */
export function monthlyPlan(date: Date) {
  const monthIndex = date.getMonth();
  const month = MONTH_NAMES[monthIndex]!;
  return {
    month,
    monthIndex,
    editorsPicks: { query: `seasonal ${month}`, number: 12, offset: monthIndex % 30 } satisfies SectionQuery,
    trendingNumber: 8,
    indianLimit: 8,
  };
}

const SEASON_START_MONTH: Record<Season, number> = { Winter: 0, Spring: 3, Summer: 6, Fall: 9 };

/**
 * The seasonal offset (part 2 leaves the calculation open): the week within the season, 0 to 13, so
 * the selection moves on by one recipe each week and starts again when the season changes.
 */
export function seasonalOffset(date: Date): number {
  const start = new Date(date.getFullYear(), SEASON_START_MONTH[seasonOf(date)], 1);
  return Math.floor((dayOfYear(date) - dayOfYear(start)) / 7);
}

/** docs/product.md#b-api, docs/product.md#b-limits: the season's keywords joined by OR, 20 results, the first 8 highlighted. */
export function seasonalPlan(date: Date) {
  const season = seasonOf(date);
  return {
    season,
    keywords: SEASON_KEYWORDS[season],
    // `season` leaves out dishes that suit other seasons only (content/recipe-seasons.json).
    search: { query: SEASON_KEYWORDS[season].join(" OR "), number: 20, offset: seasonalOffset(date), season: season.toLowerCase() } satisfies SectionQuery,
    highlights: 8,
  };
}

/** docs/product.md#b-states: the order of the daily page's meal-type buttons. */
export const MEAL_BUTTONS: MealType[] = ["breakfast", "lunch", "snack", "dinner"];
export const mealLabel = (m: MealType) => m.charAt(0).toUpperCase() + m.slice(1);
export const isMealType = (v: string | null): v is MealType => (MEAL_TYPES as readonly string[]).includes(v ?? "");

/** docs/product.md#b-api: the meal type as query, 8 results at dayOfYear%100; Indian specialties 6. */
export function dailyPlan(date: Date, meal: MealType) {
  return { featured: { query: meal, number: 8, offset: dayOfYear(date) % 100 } satisfies SectionQuery, indianLimit: 6 };
}

type Search = (params: SearchParams, signal?: AbortSignal) => Promise<RecipeSearchResponse>;

/**
 * The offsets above rotate through a large provider's results; our catalog may hold fewer matches
 * than the offset, so an empty page at offset N is asked again at offset 0: the section is never
 * empty when matching recipes exist. `fallbackQuery` is tried last when the query itself finds nothing.
 */
export async function searchSection(search: Search, q: SectionQuery, signal?: AbortSignal, fallbackQuery?: string): Promise<RecipeSearchResponse> {
  const first = await search({ query: q.query, number: q.number, offset: q.offset, season: q.season }, signal);
  if (first.results.length > 0) return first;
  if (q.offset > 0 && first.totalResults > 0) {
    const again = await search({ query: q.query, number: q.number, offset: 0, season: q.season }, signal);
    if (again.results.length > 0) return again;
  }
  if (fallbackQuery) return search({ query: fallbackQuery, number: q.number, offset: 0 }, signal);
  return first;
}

/** The local calendar date as YYYY-MM-DD (for <time dateTime>; toISOString would give the UTC date). */
export const isoDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

export const longDate = (d: Date) => usLongDate(d, { weekday: true });
