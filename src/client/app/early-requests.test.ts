import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_REQUESTS, searchPageUrls } from "./early-requests.ts";
import { earlyFetchScript, takeEarlyResponse } from "../lib/early-fetch.ts";
import { searchRecipes } from "../features/recipes/api.ts";
import { searchArticles } from "../features/articles/api.ts";
import { rewriteSearchQuery } from "../features/recipes/suggestions.ts";

afterEach(() => vi.unstubAllGlobals());

/** The URLs the search page's fetchers request for ?q=&page= (as search.tsx calls them). */
async function fetchedBySearchPage(q: string, page: number): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ results: [], total: 0, totalResults: 0 }), { headers: { "content-type": "application/json" } });
    }),
  );
  await searchRecipes({ query: rewriteSearchQuery(q), number: 12, offset: (page - 1) * 12 });
  await searchArticles(q, 30);
  return urls;
}

describe("early requests of /search", () => {
  it.each([
    ["paneer", 1],
    ["  Palak   paneer ", 1],
    ["chicken & rice", 3],
    ["dal/tadka?", 2],
    ["crème brûlée", 1],
  ])("%j page %i: exactly the URLs the page's fetchers request", async (q, page) => {
    const search = `?${new URLSearchParams({ q, page: String(page) })}`;
    const early = searchPageUrls(search);
    expect(early).toHaveLength(2);
    expect(early.sort()).toEqual((await fetchedBySearchPage(q.trim(), page)).sort());
  });

  it("a rewritten query starts only the article search; no query starts nothing", async () => {
    expect(searchPageUrls("?q=quick")).toEqual(["/api/articles?q=quick&limit=30"]);
    expect(searchPageUrls("?q=30%20minutes")).toEqual(["/api/articles?q=30%20minutes&limit=30"]);
    expect(searchPageUrls("?q=%20%20")).toEqual([]);
    expect(searchPageUrls("")).toEqual([]);
    expect(searchPageUrls("?q=dal&page=abc")).toContain("/api/recipes/search?query=dal&number=12&offset=0");
  });

  it("the inline script runs on its own and the fetchers take its responses once", async () => {
    const started: string[] = [];
    vi.stubGlobal("window", {});
    vi.stubGlobal("location", { search: "?q=paneer" });
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        started.push(url);
        // Six recipes, the second with a picture elsewhere: of the first four, the three local pictures are
        // fetched early; the article search's pictures are not.
        const results = url.startsWith("/api/recipes/")
          ? [1, 2, 3, 4, 5, 6].map((id) => ({ id, image: id === 2 ? "https://img.example/2.jpg" : `/recipe-images/${id}.svg` }))
          : [{ id: "a", image: "/article-images/a.svg" }];
        return Promise.resolve(new Response(JSON.stringify({ results, totalResults: results.length })));
      }),
    );
    const images: string[] = [];
    vi.stubGlobal(
      "Image",
      class {
        fetchPriority = "auto";
        set src(v: string) {
          expect(this.fetchPriority).toBe("high");
          images.push(v);
        }
      },
    );
    new Function(earlyFetchScript(EARLY_REQUESTS["/search"]!))();
    expect(started.sort()).toEqual(searchPageUrls("?q=paneer").sort());
    await vi.waitFor(() => expect(images).toEqual(["/recipe-images/1.svg", "/recipe-images/3.svg", "/recipe-images/4.svg"]));
    const url = "/api/recipes/search?query=paneer&number=12&offset=0";
    expect(takeEarlyResponse(url)).toBeInstanceOf(Promise);
    expect(takeEarlyResponse(url)).toBeUndefined();
  });
});
