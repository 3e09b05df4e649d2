import { describe, expect, it, vi } from "vitest";
import type { RecipeSearchResponse } from "../../../shared/recipes/api.schema.ts";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { COOKING_TIPS, MONTH_THEMES, SPICES, spiceOfWeek, themeOfMonth, tipOfDay } from "./cooking-tips.ts";
import { MEAL_BUTTONS, dailyPlan, monthlyPlan, searchSection, seasonalOffset, seasonalPlan, weeklyPlan } from "./time-based.ts";

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day, 12);

describe("weekly (docs/product.md#b-api, docs/product.md#b-limits)", () => {
  it("uses week%50 and week%50+10 with 12 and 8 recipes", () => {
    const p = weeklyPlan(d(2026, 1, 15)); // day 15: week 3
    expect(p.week).toBe(3);
    expect(p.featured).toEqual({ query: "healthy dinner", number: 12, offset: 3 });
    expect(p.mealPrep).toEqual({ query: "meal prep", number: 8, offset: 13 });
    expect(p.indianLimit).toBe(8);
  });
  it("wraps the offset after week 50", () => {
    const p = weeklyPlan(d(2026, 12, 31)); // day 365: week 53
    expect(p.week).toBe(53);
    expect(p.featured.offset).toBe(3);
    expect(p.mealPrep.offset).toBe(13);
  });
});

describe("monthly", () => {
  it("asks 'seasonal {Month}' at monthIndex%30", () => {
    expect(monthlyPlan(d(2026, 11, 3))).toMatchObject({
      month: "November",
      editorsPicks: { query: "seasonal November", number: 12, offset: 10 },
      trendingNumber: 8,
      indianLimit: 8,
    });
    expect(monthlyPlan(d(2026, 1, 3)).editorsPicks.offset).toBe(0);
  });
  it("has a theme with seasonal ingredients for every month", () => {
    expect(MONTH_THEMES).toHaveLength(12);
    for (const t of MONTH_THEMES) expect(t.ingredients.length).toBeGreaterThanOrEqual(4);
    expect(themeOfMonth(0)).toBe(MONTH_THEMES[0]);
  });
});

describe("seasonal", () => {
  it.each([
    [d(2026, 1, 1), "Winter", "soup OR stew OR casserole OR roast"],
    [d(2026, 4, 1), "Spring", "fresh OR green OR salad OR asparagus"],
    [d(2026, 8, 20), "Summer", "grill OR barbecue OR cold OR refreshing"],
    [d(2026, 12, 31), "Fall", "pumpkin OR apple OR harvest OR warming"],
  ])("%s is %s and searches %s", (date, season, query) => {
    const p = seasonalPlan(date);
    expect(p.season).toBe(season);
    expect(p.search.query).toBe(query);
    expect(p.search.number).toBe(20);
    expect(p.highlights).toBe(8);
  });
  it("moves the offset on by one each week of the season, from 0", () => {
    expect(seasonalOffset(d(2026, 4, 1))).toBe(0);
    expect(seasonalOffset(d(2026, 4, 8))).toBe(1);
    expect(seasonalOffset(d(2026, 6, 30))).toBe(12);
    expect(seasonalOffset(d(2026, 7, 1))).toBe(0);
  });
});

describe("daily", () => {
  it("shows the four meal buttons in the specification's order", () => {
    expect(MEAL_BUTTONS).toEqual(["breakfast", "lunch", "snack", "dinner"]);
  });
  it("queries the meal type, 8 recipes at dayOfYear%100, 6 Indian specialties", () => {
    expect(dailyPlan(d(2026, 5, 1), "lunch")).toEqual({ featured: { query: "lunch", number: 8, offset: 21 }, indianLimit: 6 }); // day 121
  });
});

describe("tips and spices rotating by date", () => {
  it("has 47 dishes, each with a tip and a technique", () => {
    expect(COOKING_TIPS).toHaveLength(47);
    expect(new Set(COOKING_TIPS.map((t) => t.dish)).size).toBe(47);
    for (const t of COOKING_TIPS) {
      expect(t.tip.length).toBeGreaterThan(40);
      expect(t.technique.how.length).toBeGreaterThan(40);
    }
  });
  it("rotates the tip by day of year and the spice by week", () => {
    expect(tipOfDay(1)).toBe(COOKING_TIPS[0]);
    expect(tipOfDay(48)).toBe(COOKING_TIPS[0]);
    expect(tipOfDay(47)).toBe(COOKING_TIPS[46]);
    expect(spiceOfWeek(1)).toBe(SPICES[0]);
    expect(spiceOfWeek(SPICES.length + 2)).toBe(SPICES[1]);
  });
});

describe("a section's offset falls back to 0 when it is past the matches", () => {
  const recipe = { id: 1 } as Recipe;
  const answer = (results: Recipe[], totalResults: number): RecipeSearchResponse => ({
    results,
    totalResults,
    offset: 0,
    number: 12,
    sources: { catalog: "ok" },
  });

  it("keeps the first answer when it has recipes", async () => {
    const search = vi.fn().mockResolvedValue(answer([recipe], 30));
    await searchSection(search, { query: "x", number: 12, offset: 5 });
    expect(search).toHaveBeenCalledTimes(1);
  });
  it("asks again at offset 0 when the offset is past the matches", async () => {
    const search = vi
      .fn()
      .mockResolvedValueOnce(answer([], 4))
      .mockResolvedValueOnce(answer([recipe], 4));
    const r = await searchSection(search, { query: "x", number: 12, offset: 13 });
    expect(search).toHaveBeenLastCalledWith({ query: "x", number: 12, offset: 0 }, undefined);
    expect(r.results).toEqual([recipe]);
  });
  it("tries the fallback query when nothing matches at all", async () => {
    const search = vi
      .fn()
      .mockResolvedValueOnce(answer([], 0))
      .mockResolvedValueOnce(answer([recipe], 9));
    const r = await searchSection(search, { query: "seasonal November", number: 12, offset: 10 }, undefined, "pumpkin OR apple");
    expect(search).toHaveBeenCalledTimes(2);
    expect(search).toHaveBeenLastCalledWith({ query: "pumpkin OR apple", number: 12, offset: 0 }, undefined);
    expect(r.results).toHaveLength(1);
  });
});

it("writes the local date for <time> (not the UTC one)", async () => {
  const { isoDate } = await import("./time-based.ts");
  expect(isoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  expect(isoDate(new Date(2026, 10, 22, 0, 1))).toBe("2026-11-22");
});
