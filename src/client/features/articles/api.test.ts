import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { fetchArticle, searchArticles, toArticleSummary, toSearchResponse } from "./api.ts";

const summary = {
  id: "a-b",
  title: "T",
  summary: "S",
  category: "Food",
  publishDate: "2026-11-20",
  readTime: 4,
  image: "/article-images/a-b.svg",
  tags: ["x", 3],
  featured: true,
};

afterEach(() => vi.unstubAllGlobals());
const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

describe("checking the article answers without zod", () => {
  it("keeps a well-formed summary, dropping tags that are not text", () => {
    expect(toArticleSummary(summary)).toMatchObject({ id: "a-b", tags: ["x"], featured: true });
  });
  it("refuses a summary without its card fields", () => {
    expect(toArticleSummary({ ...summary, readTime: "4" })).toBeNull();
    expect(toArticleSummary(null)).toBeNull();
  });
  it("reads a search answer, skipping malformed results and techniques", () => {
    const r = toSearchResponse({ results: [summary, { id: 1 }], total: 2, techniques: [{ id: "tadka", name: "Tadka" }, { id: 2 }] });
    expect(r.results).toHaveLength(1);
    expect(r.techniques).toEqual([{ id: "tadka", name: "Tadka" }]);
    expect(() => toSearchResponse({ results: "no" })).toThrow(/unexpected shape/);
  });
});

describe("the fetchers", () => {
  it("turns a 404 into a not-found ApiError and other failures into their message", async () => {
    answer(404, { error: "No article with id x." });
    await expect(fetchArticle("x")).rejects.toBeInstanceOf(ApiError);
    await expect(fetchArticle("x")).rejects.toMatchObject({ status: 404 });
    answer(500, { error: "Something went wrong on our side. Please try again." });
    await expect(fetchArticle("x")).rejects.toThrow("Something went wrong on our side. Please try again.");
  });
  it("refuses an article without its body", async () => {
    answer(200, summary);
    await expect(fetchArticle("a-b")).rejects.toThrow(/not an article/);
    answer(200, { ...summary, content: { intro: ["p"], sections: [] }, relatedRecipeIds: [1, "2"] });
    expect((await fetchArticle("a-b")).relatedRecipeIds).toEqual([1]);
  });
  it("sends the query and limit, and reports a 400's sentence", async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ error: "limit: limit must be a whole number." }), { status: 400 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(searchArticles("dal tadka", 30)).rejects.toThrow("limit: limit must be a whole number.");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/articles?q=dal%20tadka&limit=30");
  });
});
