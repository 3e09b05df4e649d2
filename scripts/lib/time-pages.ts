// The time-based pages' sections for one date, from the server's search (scripts/time-pages.ts runs it
// before the page build). Each page's loader and key are the browser's (time-sections.ts); only the
// sources differ. A section that fails fails the build: a page must not be prerendered half empty.
import type { SearchParams } from "../../src/client/features/recipes/api.ts";
import { isoDate } from "../../src/client/features/recipes/time-based.ts";
import {
  dailyKey,
  dateOfIso,
  loadDaily,
  loadMonthly,
  loadSeasonal,
  loadWeekly,
  monthlyKey,
  seasonalKey,
  weeklyKey,
  type TimeSources,
} from "../../src/client/features/recipes/time-sections.ts";
import type { SectionResult } from "../../src/client/features/recipes/recipe-section.tsx";
import { mealTypeOf } from "../../src/shared/common/calendar.ts";
import { RecipeSearchQuerySchema } from "../../src/shared/recipes/api.schema.ts";
import { slimForCard } from "../../src/shared/recipes/normalize.ts";
import { indianRecipes, searchRecipes, trending } from "../../src/server/recipes/service.ts";
import type { TimePagesData } from "../../src/build/time-pages.server.ts";

/** The query string the browser would send, parsed by the API's own schema. */
const asQuery = (params: SearchParams) =>
  RecipeSearchQuerySchema.parse(Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === false ? [] : [[k, String(v)]]))));

export function serverTimeSources(now: Date): TimeSources {
  return {
    search: async (params) => {
      const answer = await searchRecipes(asQuery(params));
      return { ...answer, results: answer.results.map(slimForCard) };
    },
    indian: async (limit) => (await indianRecipes(limit, true)).recipes.map(slimForCard),
    trending: async (number) => (await trending(number, now)).recipes.map(slimForCard),
  };
}

function whole<K extends string>(page: string, data: Record<K, SectionResult>): Record<K, SectionResult> {
  for (const [key, section] of Object.entries<SectionResult>(data)) {
    if (section.error) throw new Error(`The ${page} page's "${key}" section failed at build time: ${section.error}`);
  }
  return data;
}

/** Every time-based page's sections for the local calendar date of `now`. */
export async function computeTimePages(now: Date): Promise<TimePagesData> {
  const builtOn = isoDate(now);
  const date = dateOfIso(builtOn); // the date as the browser reads it back: local midnight
  const sources = serverTimeSources(now);
  const meal = mealTypeOf(date);
  return {
    builtOn,
    pages: {
      weekly: { key: weeklyKey(date), data: whole("weekly", await loadWeekly(sources, date)) },
      monthly: { key: monthlyKey(date), data: whole("monthly", await loadMonthly(sources, date)) },
      seasonal: { key: seasonalKey(date), data: whole("seasonal", await loadSeasonal(sources, date)) },
      daily: { key: dailyKey(date, meal), data: whole("daily", await loadDaily(sources, date, meal)) },
    },
  };
}
