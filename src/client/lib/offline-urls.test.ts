import { describe, expect, it } from "vitest";
import { GUEST_OWNER, OFFLINE_CACHE_PREFIX, offlineCacheName, offlineRecipeIds, planOfflineSync, savedListUrls, savedRecipeUrls } from "./offline-urls.ts";

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

  it("keeps the account's list answers under its own id, and only the page for a signed-out browser", () => {
    expect(savedListUrls("u 1")).toEqual(["/saved-recipes", "/api/auth/saved-recipes?userId=u%201", "/api/auth/saved-articles?userId=u%201"]);
    expect(savedListUrls(null)).toEqual(["/saved-recipes"]);
  });

  it("names one cache per owner, all under the prefix the service worker reads", () => {
    expect(offlineCacheName("abc")).toBe(`${OFFLINE_CACHE_PREFIX}abc`);
    expect(offlineCacheName(GUEST_OWNER)).not.toBe(offlineCacheName("abc"));
    expect(offlineCacheName("a/b")).toBe(`${OFFLINE_CACHE_PREFIX}a%2Fb`);
  });

  it("reads the available ids from the recipe pages alone", () => {
    expect([...offlineRecipeIds(["/recipe/1", "/recipe/1.data", "/api/recipes/2", "/recipe/3", "/saved-recipes", "/recipe-images/4.svg"])]).toEqual(["1", "3"]);
  });

  it("plans the fetches and removals that make the cache hold exactly the list", () => {
    const plan = planOfflineSync(["/a", "/b", "/list"], ["/b", "/c", "/list"], ["/list"]);
    expect(plan).toEqual({ fetch: ["/c", "/list"], remove: ["/a"] });
    expect(planOfflineSync([], [], [])).toEqual({ fetch: [], remove: [] });
  });
});
