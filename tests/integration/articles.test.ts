// GET /api/articles/{id} and GET /api/articles?q=&limit= through the functions, as the site serves them.
import { describe, expect, it } from "vitest";
import { readArticleFiles } from "../../src/server/content/articles.ts";
import { setUpTestSite } from "../support/netlify.ts";

const ARTICLE_COUNT = (await readArticleFiles()).length;
const site = setUpTestSite();

describe("GET /api/articles/{id}", () => {
  it("answers the whole article record with its computed read time and picture", async () => {
    const { status, body } = await site.getJson("/api/articles/millets-on-the-indian-plate");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: "millets-on-the-indian-plate",
      category: "Health",
      author: "Masala Table Editors",
      authorType: "official",
      image: "/article-images/millets-on-the-indian-plate.svg",
    });
    expect(body.publishDate).toMatch(/^2026-11-\d\d$/);
    expect(body.readTime).toBe(Math.ceil(body.wordCount / 200));
    expect(body.content.sections.length).toBeGreaterThan(1);
    expect(body.relatedRecipeIds).toContain(1244);
    expect(body).not.toHaveProperty("views");
  });

  it("answers 404 JSON for an unknown id and 400 for one that is not a slug", async () => {
    expect(await site.getJson("/api/articles/no-such-article")).toMatchObject({ status: 404, body: { error: "No article with id no-such-article." } });
    const bad = await site.fetch("/api/articles/Not%20A%20Slug");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toMatch(/application\/json/);
    expect((await bad.json()).error).toBe("Article id must be lowercase words joined by hyphens.");
  });
});

describe("GET /api/articles?q=", () => {
  it("finds articles by words of their title, tags and summary, best match first", async () => {
    const { status, body } = await site.getJson("/api/articles?q=spices");
    expect(status).toBe(200);
    const ids = body.results.map((a: { id: string }) => a.id);
    expect(ids[0]).toBe("storing-and-toasting-spices"); // "spices" in the title and the tags
    expect(ids).toContain("tadka-tempering-explained");
    expect(body.total).toBe(body.results.length);
    for (const a of body.results) {
      expect(a).not.toHaveProperty("content"); // results are summaries
      expect(a.readTime).toBeGreaterThan(0);
    }
    expect(body.techniques.map((t: { id: string }) => t.id)).toContain("tadka");
  });

  it("matches case-insensitively, by word prefix, and on the category", async () => {
    expect((await site.getJson("/api/articles?q=MILL")).body.results[0].id).toBe("millets-on-the-indian-plate");
    const sports = (await site.getJson("/api/articles?q=sports")).body;
    expect(sports.results.map((a: { category: string }) => a.category)).toContain("Sports");
    expect((await site.getJson("/api/articles?q=global%20news")).body.results[0].category).toBe("Global News");
  });

  it("needs every word to match, and finds nothing, honestly, for words no article has", async () => {
    expect((await site.getJson("/api/articles?q=paneer%20football")).body).toEqual({ results: [], total: 0, techniques: [] });
    expect((await site.getJson("/api/articles?q=xylophone")).body).toEqual({ results: [], total: 0, techniques: [] });
  });

  it("answers every article, newest first, without a query, and honours limit while counting all", async () => {
    const all = (await site.getJson("/api/articles?limit=50")).body;
    expect(all.total).toBe(ARTICLE_COUNT);
    const dates = all.results.map((a: { publishDate: string }) => a.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const two = (await site.getJson("/api/articles?limit=2")).body;
    expect(two.results).toHaveLength(2);
    expect(two.total).toBe(ARTICLE_COUNT);
  });

  it.each([
    ["limit=abc", "limit: limit must be a whole number."],
    ["limit=0", "limit: limit must be at least 1."],
    ["limit=51", "limit: limit must be at most 50."],
    [`q=${"a".repeat(201)}`, "q: q must be at most 200 characters."],
  ])("refuses %s with 400 and a sentence", async (qs, error) => {
    const { status, body } = await site.getJson(`/api/articles?${qs}`);
    expect(status).toBe(400);
    expect(body.error).toBe(error);
  });

  it("answers 405 for a POST", async () => {
    const res = await site.fetch("/api/articles", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(405);
  });
});

describe("GET /article-images/{id}.svg", () => {
  it("draws an article's illustration, and 404s for an unknown one", async () => {
    const res = await site.fetch("/article-images/making-paneer-at-home.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(await res.text()).toContain("<title>Making Paneer at Home with Milk and Lemon</title>");
    expect((await site.fetch("/article-images/nope.svg")).status).toBe(404);
  });
});
