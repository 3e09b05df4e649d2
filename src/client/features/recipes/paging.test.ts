import { describe, expect, it } from "vitest";
import {
  ALL_RECIPES_PAGE_SIZE,
  DEFAULT_ALL_RECIPES,
  WORLD_PAGE_SIZE,
  allRecipesSearch,
  canGoNext,
  canGoPrevious,
  dedupeById,
  isDefaultAllRecipes,
  offsetOf,
  parseAllRecipesParams,
  parseWorldParams,
  rangeLabel,
  worldSearch,
} from "./paging.ts";

const sp = (s: string) => new URLSearchParams(s);

describe("paging rules (docs/product.md#b-states)", () => {
  it("pages all recipes by 12 and world recipes by 20", () => {
    expect(ALL_RECIPES_PAGE_SIZE).toBe(12);
    expect(WORLD_PAGE_SIZE).toBe(20);
    expect(offsetOf(1, 12)).toBe(0);
    expect(offsetOf(3, 12)).toBe(24);
  });
  it("disables Previous on page 1 only", () => {
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
  });
  it("disables Next when the shown list is shorter than the page size", () => {
    expect(canGoNext(1, 11, 12)).toBe(false);
    expect(canGoNext(1, 0, 12)).toBe(false);
    expect(canGoNext(1, 12, 12)).toBe(true);
    expect(canGoNext(2, 19, 20)).toBe(false);
  });
  it("disables Next on a full last page when the total is known", () => {
    expect(canGoNext(2, 12, 12, 24)).toBe(false);
    expect(canGoNext(2, 12, 12, 25)).toBe(true);
  });
  it("labels the shown range with the real total", () => {
    expect(rangeLabel(2, 12, 12, 410)).toBe("Showing 13–24 of 410");
    expect(rangeLabel(35, 2, 12, 410)).toBe("Showing 409–410 of 410");
    expect(rangeLabel(1, 0, 12, 0)).toBe("");
  });
});

describe("all-recipes URL state", () => {
  it("reads search, filters and page, falling back to defaults for anything unknown", () => {
    expect(parseAllRecipesParams(sp(""))).toEqual(DEFAULT_ALL_RECIPES);
    expect(parseAllRecipesParams(sp("q=dal&cuisine=Indian&diet=gluten+free&page=3"))).toEqual({
      ...DEFAULT_ALL_RECIPES,
      q: "dal",
      cuisine: "indian",
      diet: "gluten free",
      page: 3,
    });
    // Sort, maximum time and course (issue #11), shareable in the URL; unknown values fall back.
    const sorted = parseAllRecipesParams(sp("sort=Quickest&time=30&course=dessert"));
    expect(sorted).toEqual({ ...DEFAULT_ALL_RECIPES, sort: "quickest", time: 30, course: "dessert" });
    expect(allRecipesSearch(sorted)).toBe("?sort=quickest&time=30&course=dessert");
    expect(isDefaultAllRecipes(sorted)).toBe(false);
    expect(parseAllRecipesParams(sp("sort=rating&time=45&course=pudding"))).toEqual(DEFAULT_ALL_RECIPES);
    expect(parseAllRecipesParams(sp("eggless=true")).eggless).toBe(true);
    expect(parseAllRecipesParams(sp("eggless=yes")).eggless).toBe(false);
    expect(parseAllRecipesParams(sp("cuisine=martian&diet=carnivore&page=-2"))).toEqual(DEFAULT_ALL_RECIPES);
    expect(parseAllRecipesParams(sp("page=abc")).page).toBe(1);
    // Any of the 75 countries of the region map, in its own spelling (issue 25); others are dropped.
    expect(parseAllRecipesParams(sp("country=south+korea")).country).toBe("South Korea");
    expect(parseAllRecipesParams(sp("country=Atlantis")).country).toBe("");
    expect(allRecipesSearch({ ...DEFAULT_ALL_RECIPES, country: "Sri Lanka", page: 2 })).toBe("?country=Sri+Lanka&page=2");
    expect(parseAllRecipesParams(sp("page=0")).page).toBe(1);
    expect(parseAllRecipesParams(sp("page=99999")).page).toBe(1);
  });
  it("writes only what differs from the defaults, and round-trips", () => {
    expect(allRecipesSearch(DEFAULT_ALL_RECIPES)).toBe("");
    const p = { ...DEFAULT_ALL_RECIPES, q: "paneer tikka", cuisine: "indian", diet: "low carb", eggless: true, page: 2 } as const;
    const s = allRecipesSearch(p);
    expect(s).toBe("?q=paneer+tikka&cuisine=indian&diet=low+carb&eggless=true&page=2");
    expect(parseAllRecipesParams(sp(s.slice(1)))).toEqual(p);
    expect(isDefaultAllRecipes(parseAllRecipesParams(sp("page=1")))).toBe(true);
  });
});

describe("world-recipes URL state", () => {
  it("keeps a known region (any case) and the country, drops an unknown region", () => {
    expect(parseWorldParams(sp("country=India&region=asia&page=2"))).toEqual({ q: "", region: "Asia", country: "India", page: 2 });
    expect(parseWorldParams(sp("region=Atlantis")).region).toBe("");
  });
  it("round-trips", () => {
    const p = { q: "stew", region: "Europe", country: "", page: 3 };
    expect(parseWorldParams(sp(worldSearch(p).slice(1)))).toEqual(p);
  });
});

it("de-duplicates recipe lists by id, keeping the first (docs/product.md#b-validation)", () => {
  expect(
    dedupeById([
      { id: 1, t: "a" },
      { id: 2, t: "b" },
      { id: 1, t: "c" },
    ]),
  ).toEqual([
    { id: 1, t: "a" },
    { id: 2, t: "b" },
  ]);
});
