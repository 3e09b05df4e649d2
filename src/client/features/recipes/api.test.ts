import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { fetchCountries, fetchCountryRecipes, fetchGlobalAll, fetchIndianRecipes, searchRecipes } from "./api.ts";

const recipe = { id: 1, title: "Dal", image: "/x.svg", readyInMinutes: 30, servings: 4 };
function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
const calledUrl = (m: ReturnType<typeof vi.fn>) => String(m.mock.calls[0]![0]);
afterEach(() => vi.unstubAllGlobals());

describe("recipe fetchers", () => {
  it("search sends the query, number and offset and reads results, totalResults and the correction", async () => {
    const f = answer({ results: [recipe], totalResults: 41, correctedQuery: "biryani", sources: { catalog: "ok" } });
    const r = await searchRecipes({ query: " biriyani ", number: 12, offset: 24 });
    expect(calledUrl(f)).toBe("/api/recipes/search?query=biriyani&number=12&offset=24");
    expect(r).toMatchObject({ totalResults: 41, correctedQuery: "biryani", results: [recipe] });
  });

  it("drops 'all' filters and leaves out empty values", async () => {
    const f = answer({ results: [], totalResults: 0 });
    await searchRecipes({ number: 12, offset: 0, diet: "all" });
    expect(calledUrl(f)).toBe("/api/recipes/search?number=12&offset=0");
  });

  it("refuses bad input before sending anything", async () => {
    const f = answer({ results: [] });
    await expect(searchRecipes({ number: 0 })).rejects.toThrow();
    await expect(fetchCountryRecipes("  ")).rejects.toBeInstanceOf(ApiError);
    expect(f).not.toHaveBeenCalled();
  });

  it("turns an error answer into an ApiError with the server's sentence", async () => {
    answer({ error: "Unknown region. Use one of: Asia, Europe." }, 400);
    const err = await fetchGlobalAll({ limit: 20, page: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: "Unknown region. Use one of: Asia, Europe." });
  });

  it("reports an unreachable server as a network failure", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(fetchIndianRecipes({ limit: 6, random: true })).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/Failed to fetch/) });
  });

  it("rejects an answer without the list it promised", async () => {
    answer({ recipes: "nope" });
    await expect(fetchIndianRecipes({ limit: 6 })).rejects.toMatchObject({ status: 502 });
  });

  it("encodes the country in the path and reads countries with counts", async () => {
    const f = answer({ recipes: [recipe], totalResults: 1, page: 2, limit: 20 });
    await fetchCountryRecipes("United States", { limit: 20, page: 2 });
    expect(calledUrl(f)).toBe("/api/global-recipes/country/United%20States?limit=20&page=2");
    answer({ countries: ["India"], counts: { India: 175 } });
    expect(await fetchCountries()).toEqual({ countries: ["India"], counts: { India: 175 } });
  });

  it("asks for Indian recipes at random with the limit", async () => {
    const f = answer({ recipes: [recipe] });
    await fetchIndianRecipes({ limit: 8, random: true });
    expect(calledUrl(f)).toBe("/api/indian-recipes?limit=8&random=true");
  });
});
