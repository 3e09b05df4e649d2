// Issue #11: what a new user tripped over, on the API side (typo ranking, sort and filters, sourceUrl).
import { describe, expect, it } from "vitest";
import type { Recipe } from "../../src/shared/recipes/schema.ts";
import { postJson, setUpTestSite } from "../support/netlify.ts";
import { signedInUser, type TestUser } from "./auth-flows.ts";

const site = setUpTestSite();

const ids = (rs: Recipe[]) => rs.map((r) => r.id);

describe("typo correction", () => {
  it.each([
    ["butter chiken", "butter chicken"],
    ["panner tikka", "paneer tikka"],
    ["chiken biriyani", "chicken biryani"],
  ])("'%s' ranks exactly like '%s'", async (typo, meant) => {
    const corrected = await site.getJson(`/api/recipes/search?query=${encodeURIComponent(typo)}&number=12`);
    const typed = await site.getJson(`/api/recipes/search?query=${encodeURIComponent(meant)}&number=12`);
    expect(corrected.body.correctedQuery).toBe(meant);
    expect(corrected.body.totalResults).toBe(typed.body.totalResults);
    expect(ids(corrected.body.results)).toEqual(ids(typed.body.results));
  });

  it("puts Butter Chicken first for 'butter chiken'", async () => {
    const { body } = await site.getJson("/api/recipes/search?query=butter%20chiken&number=12");
    expect(body.results[0].title).toMatch(/^Butter Chicken/);
  });
});

const FALL = "/api/recipes/search?query=pumpkin%20OR%20apple%20OR%20harvest%20OR%20warming&number=100";

describe("seasonal search", () => {
  it("leaves dishes tagged for other seasons (Bircher muesli, gazpacho) and cold dishes out of the fall", async () => {
    const plain = await site.getJson(FALL);
    expect(plain.body.results.map((r: Recipe) => r.title)).toContain("Bircher Muesli"); // the keywords alone let it in
    const fall = await site.getJson(`${FALL}&season=fall`);
    expect(fall.status).toBe(200);
    expect(fall.body.totalResults).toBeGreaterThan(20);
    for (const r of fall.body.results as Recipe[]) {
      expect(r.title).not.toMatch(/Bircher|Gazpacho|\bcold\b|chilled/i);
    }
    const summer = await site.getJson("/api/recipes/search?query=grill%20OR%20barbecue%20OR%20cold%20OR%20refreshing&number=100&season=summer");
    expect(summer.body.totalResults).toBeGreaterThan(0);
  });

  it("refuses an unknown season or sort with a 400 that names the choices", async () => {
    const season = await site.getJson("/api/recipes/search?season=autumn");
    expect(season.status).toBe(400);
    expect(season.body.error).toContain("winter, spring, summer, fall");
    const sort = await site.getJson("/api/recipes/search?sort=rating");
    expect(sort.status).toBe(400);
    expect(sort.body.error).toContain("relevance, quickest, newest, popular");
  });
});

describe("sort and filters", () => {
  it("sorts by ready time, newest additions, and most saved, paging without repeats", async () => {
    const quick = await site.getJson("/api/recipes/search?query=chicken&sort=quickest&number=50");
    const minutes = (quick.body.results as Recipe[]).map((r) => r.readyInMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const newest = await site.getJson("/api/recipes/search?sort=newest&number=20");
    const newIds = ids(newest.body.results);
    expect(newIds).toEqual([...newIds].sort((a, b) => b - a));
    const pages = [0, 12, 24].map((o) => site.getJson(`/api/recipes/search?sort=QUICKEST&number=12&offset=${o}`));
    const seen = (await Promise.all(pages)).flatMap((p) => ids(p.body.results));
    expect(new Set(seen).size).toBe(36);
  });

  it("puts the most saved recipes first for sort=popular", async () => {
    // Two cooks save recipe 1003; one saves 1010.
    const [a, b] = [await signedInUser(site), await signedInUser(site)];
    const save = (u: TestUser, recipeId: number) => site.fetch("/api/auth/save-recipe", postJson({ userId: u.id, recipeId }, { cookie: u.cookie }));
    for (const [u, id] of [
      [a, 1003],
      [b, 1003],
      [b, 1010],
    ] as const)
      expect((await save(u, id)).status).toBeLessThan(300);
    const { body } = await site.getJson("/api/recipes/search?sort=popular&number=3");
    expect(ids(body.results).slice(0, 2)).toEqual([1003, 1010]);
  });

  it("filters by maximum time and course together with a query", async () => {
    const { status, body } = await site.getJson("/api/recipes/search?query=chicken&maxReadyTime=60&type=main%20course&number=100");
    expect(status).toBe(200);
    expect(body.totalResults).toBeGreaterThan(0);
    for (const r of body.results as Recipe[]) {
      // The time filter counts the time a cook is busy: soaking, marinating and resting are left out.
      expect(r.readyInMinutes - (r.waitingMinutes ?? 0)).toBeLessThanOrEqual(60);
      expect(r.dishTypes).toContain("main course");
    }
  });
});

describe("GET /api/recipes/{id}", () => {
  it("always answers sourceUrl: the original source or null", async () => {
    const { body } = await site.getJson("/api/recipes/1001");
    expect(body).toHaveProperty("sourceUrl");
    expect(body.sourceUrl === null || /^https?:\/\//.test(body.sourceUrl)).toBe(true);
  });
});
