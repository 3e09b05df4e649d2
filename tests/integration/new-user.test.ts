// Issue #11: what a new user tripped over, on the API side (typo ranking, sort and filters, sourceUrl).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Recipe } from "../../src/shared/recipe.ts";
import { startTestSite, type TestSite } from "../support/netlify.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => site?.stop());

const get = async (path: string) => {
  const res = await site.fetch(path);
  return { status: res.status, body: await res.json() };
};
const ids = (rs: Recipe[]) => rs.map((r) => r.id);

describe("typo correction", () => {
  it.each([
    ["butter chiken", "butter chicken"],
    ["panner tikka", "paneer tikka"],
    ["chiken biriyani", "chicken biryani"],
  ])("'%s' ranks exactly like '%s'", async (typo, meant) => {
    const corrected = await get(`/api/recipes/search?query=${encodeURIComponent(typo)}&number=12`);
    const typed = await get(`/api/recipes/search?query=${encodeURIComponent(meant)}&number=12`);
    expect(corrected.body.correctedQuery).toBe(meant);
    expect(corrected.body.totalResults).toBe(typed.body.totalResults);
    expect(ids(corrected.body.results)).toEqual(ids(typed.body.results));
  });

  it("puts Butter Chicken first for 'butter chiken'", async () => {
    const { body } = await get("/api/recipes/search?query=butter%20chiken&number=12");
    expect(body.results[0].title).toMatch(/^Butter Chicken/);
  });
});
