import { describe, expect, it } from "vitest";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { dailyKey, dateOfIso, loadDaily, loadWeekly, weeklyKey, type TimeSources } from "./time-sections.ts";

const recipe = (id: number) => ({ id, title: `Dish ${id}` }) as Recipe;

describe("dateOfIso (the build's date read back in the browser)", () => {
  it("gives local midnight of a calendar date, so its keys are the build's", () => {
    const d = dateOfIso("2026-11-29");
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2026, 10, 29, 0]);
    expect(weeklyKey(d)).toBe("weekly-2026-48");
    expect(dailyKey(d, "lunch")).toBe("daily-2026-11-29-lunch");
  });
  it.each(["2026-02-30", "29/11/2026", "", "2026-1-5"])("refuses %j", (bad) => {
    expect(() => dateOfIso(bad)).toThrow(/date/);
  });
});

describe("section loaders (one code path for the build and the browser)", () => {
  it("asks the sources for the date's queries and names each section", async () => {
    const asked: string[] = [];
    const sources: TimeSources = {
      search: async (p) => (
        asked.push(`search ${p.query} ${p.number} ${p.offset}`),
        { results: [recipe(p.offset ?? 0)], offset: 0, number: 1, totalResults: 1, sources: { catalog: "ok" } }
      ),
      indian: async (limit) => (asked.push(`indian ${limit}`), [recipe(900)]),
      trending: async () => [],
    };
    const weekly = await loadWeekly(sources, dateOfIso("2026-01-15"));
    expect(asked.sort()).toEqual(["indian 8", "search healthy dinner 12 3", "search meal prep 8 13"]);
    expect(weekly.featured.recipes.map((r) => r.id)).toEqual([3]);
    expect(weekly.indian.recipes.map((r) => r.id)).toEqual([900]);
  });
  it("keeps a failed section as an error beside the others (the build refuses such a page)", async () => {
    const sources: TimeSources = {
      search: async () => {
        throw new Error("search down");
      },
      indian: async () => [recipe(1)],
      trending: async () => [],
    };
    const daily = await loadDaily(sources, dateOfIso("2026-01-15"), "dinner");
    expect(daily.featured.error).toBe("search down");
    expect(daily.indian.recipes).toHaveLength(1);
  });
});
