import { describe, expect, it } from "vitest";
import {
  GUEST_OWNER,
  OFFLINE_CACHE_PREFIX,
  offlineArticleIds,
  offlineCacheName,
  offlineRecipeIds,
  planOfflineSync,
  savedArticleUrls,
  savedListUrls,
  savedRecipeUrls,
} from "./offline-urls.ts";

describe("offline cache addresses", () => {
  it("keeps a recipe's page, data file, API answers and our own picture (never a remote one)", () => {
    expect(savedRecipeUrls("1001", "/recipe-images/1001.svg")).toEqual([
      "/recipe/1001",
      "/recipe/1001.data",
      "/api/recipes/1001",
      "/api/recipes/1001/related",
      "/recipe-images/1001.svg",
    ]);
    expect(savedRecipeUrls("2000001", "https://img.spoonacular.com/x.jpg")).toHaveLength(4);
    expect(savedRecipeUrls("7", "//cdn.example/x.jpg")).toHaveLength(4);
  });

  it("keeps an article's page under both its addresses, their data files, its API answer and our own picture", () => {
    const both = ["/news/dal-101", "/news/dal-101.data", "/articles/dal-101", "/articles/dal-101.data", "/api/articles/dal-101"];
    expect(savedArticleUrls("dal-101", "/news/dal-101", "/article-images/dal-101.svg")).toEqual([...both, "/article-images/dal-101.svg"]);
    // An older save has no url: its default address is /articles/{id}.
    expect(savedArticleUrls("dal-101", "", "https://example.com/x.jpg")).toEqual(both);
    expect(savedArticleUrls("dal-101", "/articles/dal-101", "")).toEqual(both);
  });

  it("keeps a saved answer of the assistant, and nothing for a link to another site or an odd address", () => {
    expect(savedArticleUrls("question-why-soak-rice", "/question/why-soak-rice", "")).toEqual([
      "/question/why-soak-rice",
      "/question/why-soak-rice.data",
      "/api/questions/why-soak-rice",
    ]);
    expect(savedArticleUrls("x", "https://example.com/news/x", "")).toEqual([]);
    expect(savedArticleUrls("x", "/news/../admin", "")).toEqual([]);
    expect(savedArticleUrls("x", "/articles/top-nyc-restaurants/more", "")).toEqual([]);
  });

  it("keeps both lists' pages, the account's list answers under its own id, and only the pages for a signed-out browser", () => {
    expect(savedListUrls("u 1")).toEqual([
      "/saved-recipes",
      "/saved-articles",
      "/api/auth/saved-recipes?userId=u%201",
      "/api/auth/saved-articles?userId=u%201",
    ]);
    expect(savedListUrls(null)).toEqual(["/saved-recipes", "/saved-articles"]);
  });

  it("names one cache per owner, all under the prefix the service worker reads", () => {
    expect(offlineCacheName("abc")).toBe(`${OFFLINE_CACHE_PREFIX}abc`);
    expect(offlineCacheName(GUEST_OWNER)).not.toBe(offlineCacheName("abc"));
    expect(offlineCacheName("a/b")).toBe(`${OFFLINE_CACHE_PREFIX}a%2Fb`);
  });

  it("reads the available ids from the recipe pages alone", () => {
    expect([...offlineRecipeIds(["/recipe/1", "/recipe/1.data", "/api/recipes/2", "/recipe/3", "/saved-recipes", "/recipe-images/4.svg"])]).toEqual(["1", "3"]);
  });

  it("counts an article available once both its pages are kept (its data files and picture may be missing)", () => {
    const items = [
      { id: "a", url: "/news/a", image: "" },
      { id: "b", url: "/news/b", image: "" },
      { id: "c", url: "https://example.com/c", image: "" },
    ];
    expect([...offlineArticleIds(["/news/a", "/articles/a", "/news/b", "/news/b.data", "/api/articles/b"], items)]).toEqual(["a"]);
  });

  it("plans the fetches and removals that make the cache hold exactly the list", () => {
    const plan = planOfflineSync(["/a", "/b", "/list"], ["/b", "/c", "/list"], ["/list"]);
    expect(plan).toEqual({ fetch: ["/c", "/list"], remove: ["/a"] });
    expect(planOfflineSync([], [], [])).toEqual({ fetch: [], remove: [] });
  });
});
