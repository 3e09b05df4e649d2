import { beforeAll, describe, expect, it } from "vitest";
import { postJson, setUpTestSite } from "../support/netlify.ts";
import { SAVED_MESSAGES } from "../../src/shared/saved/schema.ts";
import { AUTH_MESSAGES } from "../../src/shared/auth/schema.ts";
import { count, signedInUser, sql, withCookie, type TestUser } from "./auth-flows.ts";

const site = setUpTestSite();
let a: TestUser;
let b: TestUser;
let catalogRecipe: { id: number; title: string };
beforeAll(async () => {
  [a, b] = [await signedInUser(site), await signedInUser(site)];
  const [row] = await sql<{ id: number; title: string }>(site, "SELECT id, title FROM recipes ORDER BY id LIMIT 1");
  catalogRecipe = row!;
});

const post = (path: string, body: unknown, cookie?: string) => site.fetch(path, postJson(body, cookie ? { cookie } : {}));
const savedRecipes = async (user: TestUser) => (await site.fetch(`/api/auth/saved-recipes?userId=${user.id}`, withCookie(user.cookie))).json();

describe("saving recipes and articles", () => {
  it("needs a session: 401 without one", async () => {
    expect((await site.fetch("/api/auth/saved-recipes")).status).toBe(401);
    const res = await post("/api/auth/save-recipe", { recipeId: catalogRecipe.id });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe(AUTH_MESSAGES.signInFirst);
  });

  it("saves a catalog recipe with the catalog's own snapshot, lists it, and unsaves it", async () => {
    const res = await post("/api/auth/save-recipe", { userId: a.id, recipeId: catalogRecipe.id, title: "A title the client made up" }, a.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const list = await savedRecipes(a);
    expect(list.savedRecipes).toEqual([catalogRecipe.id]);
    expect(list.items[0]).toMatchObject({ id: String(catalogRecipe.id), title: catalogRecipe.title, url: `/recipe/${catalogRecipe.id}` });
    expect(list.items[0].summary.length).toBeGreaterThan(20);
    expect(Date.parse(list.items[0].savedAt)).not.toBeNaN();

    expect((await post("/api/auth/unsave-recipe", { userId: a.id, recipeId: String(catalogRecipe.id) }, a.cookie)).status).toBe(200);
    expect((await savedRecipes(a)).savedRecipes).toEqual([]);
  });

  it("keeps the client's snapshot for items the server does not know (articles)", async () => {
    const article = {
      articleId: "cooking-techniques",
      title: "Cooking techniques",
      summary: "Tempering, dum and more.",
      image: "/placeholder.svg",
      url: "/articles/cooking-techniques",
    };
    expect((await post("/api/auth/save-article", { userId: b.id, ...article }, b.cookie)).status).toBe(200);
    const list = await (await site.fetch("/api/auth/saved-articles", withCookie(b.cookie))).json();
    expect(list.savedArticles).toEqual(["cooking-techniques"]);
    expect(list.items[0]).toMatchObject({ id: "cooking-techniques", title: article.title, summary: article.summary, image: article.image, url: article.url });
    expect((await post("/api/auth/unsave-article", { articleId: "cooking-techniques" }, b.cookie)).status).toBe(200);
    expect(await count(site, "saved_items", "user_id = $1", [b.id])).toBe(0);
  });

  it("a session of user A cannot read or change user B's saves, even with B's id (403)", async () => {
    await post("/api/auth/save-recipe", { userId: b.id, recipeId: catalogRecipe.id }, b.cookie);
    const before = await count(site, "saved_items");
    const read = await site.fetch(`/api/auth/saved-recipes?userId=${b.id}`, withCookie(a.cookie));
    expect(read.status).toBe(403);
    expect((await read.json()).error).toBe(SAVED_MESSAGES.notYours);
    for (const [path, body] of [
      ["/api/auth/save-recipe", { userId: b.id, recipeId: 99 }],
      ["/api/auth/unsave-recipe", { userId: b.id, recipeId: catalogRecipe.id }],
      ["/api/auth/save-article", { userId: b.id, articleId: "x" }],
      ["/api/auth/clear-saved", { userId: b.id, type: "recipe" }],
      ["/api/auth/merge-saved", { userId: b.id, recipes: [{ id: 5 }] }],
    ] as const) {
      const res = await post(path, body, a.cookie);
      expect(res.status, path).toBe(403);
    }
    expect(await count(site, "saved_items")).toBe(before);
    expect((await savedRecipes(b)).savedRecipes).toEqual([catalogRecipe.id]);
  });

  it("Clear All removes only that list of the session's user", async () => {
    await post("/api/auth/save-recipe", { recipeId: 7 }, a.cookie);
    await post("/api/auth/save-article", { articleId: "keep-me", title: "Keep me" }, a.cookie);
    const res = await post("/api/auth/clear-saved", { type: "recipe" }, a.cookie);
    expect(await res.json()).toEqual({ ok: true, removed: 1 });
    expect(await count(site, "saved_items", "user_id = $1 AND item_type = 'recipe'", [a.id])).toBe(0);
    expect(await count(site, "saved_items", "user_id = $1 AND item_type = 'article'", [a.id])).toBe(1);
    expect(await count(site, "saved_items", "user_id = $1", [b.id])).toBe(1);
  });

  it("merges a browser's anonymous saves without duplicates and answers both lists", async () => {
    const user = await signedInUser(site);
    await post("/api/auth/save-recipe", { recipeId: catalogRecipe.id }, user.cookie);
    const res = await post(
      "/api/auth/merge-saved",
      {
        userId: user.id,
        recipes: [
          { id: catalogRecipe.id, title: "x", savedAt: "2026-01-02T03:04:05.000Z" },
          { id: "424242", title: "Local only", summary: "Saved while signed out", url: "/recipe/424242", savedAt: "2026-01-01T00:00:00.000Z" },
          { id: 424242, title: "Local only (twice)" },
        ],
        articles: [{ id: "world-fine-dining", title: "World fine dining", url: "/articles/world-fine-dining" }],
      },
      user.cookie,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.recipes.map((i: { id: string }) => i.id).sort()).toEqual([String(catalogRecipe.id), "424242"].sort());
    expect(body.recipes.find((i: { id: string }) => i.id === "424242")).toMatchObject({ title: "Local only", savedAt: "2026-01-01T00:00:00.000Z" });
    expect(body.articles).toHaveLength(1);
    // Merging again changes nothing.
    await post("/api/auth/merge-saved", { recipes: [{ id: 424242 }], articles: [{ id: "world-fine-dining" }] }, user.cookie);
    expect(await count(site, "saved_items", "user_id = $1", [user.id])).toBe(3);
  });

  it("50 concurrent saves of one item leave exactly one row", async () => {
    const user = await signedInUser(site);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post("/api/auth/save-recipe", { userId: user.id, recipeId: catalogRecipe.id }, user.cookie)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await count(site, "saved_items", "user_id = $1 AND item_type = 'recipe' AND item_id = $2", [user.id, String(catalogRecipe.id)])).toBe(1);
    console.log(`[saved] 50 concurrent saves on ${site.db.kind}: one row`);
  });
});

describe("bad input changes nothing", () => {
  it.each([
    ["malformed JSON", "/api/auth/save-recipe", "{oops", 400],
    ["a recipe id that is not a whole number", "/api/auth/save-recipe", { recipeId: "abc" }, 400],
    ["a negative recipe id", "/api/auth/save-recipe", { recipeId: -3 }, 400],
    ["an object as recipe id", "/api/auth/save-recipe", { recipeId: { $gt: 1 } }, 400],
    ["a javascript: url", "/api/auth/save-article", { articleId: "a1", url: "javascript:alert(1)" }, 400],
    ["a number as title", "/api/auth/save-article", { articleId: "a1", title: 5 }, 400],
    ["an unknown list type", "/api/auth/clear-saved", { type: "everything" }, 400],
    ["a userId that is not an id", "/api/auth/save-recipe", { userId: 12, recipeId: 1 }, 400],
    ["a huge body", "/api/auth/save-article", { articleId: "a1", summary: "x".repeat(100_000) }, 413],
    ["a merge of too many items", "/api/auth/merge-saved", { recipes: Array.from({ length: 1001 }, (_, i) => ({ id: i + 1 })) }, 400],
  ])("%s (%s) gets a clear 4xx", async (_label, path, body, status) => {
    const before = await count(site, "saved_items");
    const res = await post(path, body, a.cookie);
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(typeof json.error).toBe("string");
    expect(await count(site, "saved_items")).toBe(before);
  });

  it("a wrong method gets 405 and a cross-site POST 403", async () => {
    expect((await site.fetch("/api/auth/save-recipe", withCookie(a.cookie))).status).toBe(405);
    const res = await site.fetch("/api/auth/save-recipe", postJson({ recipeId: 1 }, { cookie: a.cookie, origin: "https://evil.example" }));
    expect(res.status).toBe(403);
  });
});
