import { describe, expect, it } from "vitest";
import {
  DEFAULT_NEWS_SUGGESTIONS,
  NEWS_SUGGESTIONS,
  articleMatchScore,
  categoryCounts,
  categoryFilterOf,
  filterHubArticles,
  newsSuggestions,
  queryTerms,
  searchArticleList,
} from "./hub.ts";
import { contentWordCount, longUsDate, readTimeMinutes, slugify } from "./text.ts";
import type { ArticleCategory } from "./schema.ts";

const article = (over: Partial<{ title: string; summary: string; tags: string[]; category: ArticleCategory; publishDate: string }> = {}) => ({
  title: "Storing and Toasting Spices",
  summary: "How to keep your masala dabba fresh.",
  tags: ["spices", "storage"],
  category: "Food" as ArticleCategory,
  publishDate: "2026-11-20",
  ...over,
});

describe("read time", () => {
  it("counts every word a reader reads: intro, headings, paragraphs and list items", () => {
    const content = {
      intro: ["One two three."],
      sections: [{ heading: "Four five", blocks: ["Six seven-eight nine.", { list: ["ten", "eleven's twelve"] }] }],
    };
    expect(contentWordCount(content)).toBe(11);
  });
  it("is words / 200 rounded up, never below one minute", () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(1100)).toBe(6);
  });
});

describe("search matching", () => {
  it("drops stop words and reads a plural as its singular", () => {
    expect(queryTerms("How to store SPICES")).toEqual(["store", "spice"]);
    expect(queryTerms("millets and berries")).toEqual(["millet", "berry"]);
    expect(queryTerms("glass")).toEqual(["glass"]);
  });
  it("matches by word prefix, case-insensitively, on title, summary, tags and category", () => {
    expect(articleMatchScore(article(), "TOAST")).toBeGreaterThan(0);
    expect(articleMatchScore(article(), "dabba")).toBeGreaterThan(0); // summary
    expect(articleMatchScore(article(), "stor")).toBeGreaterThan(0); // tag and title prefix
    expect(articleMatchScore(article(), "food")).toBeGreaterThan(0); // category
    expect(articleMatchScore(article(), "asting")).toBe(0); // not a word start
  });
  it("needs every word, and ranks a title match above a summary match", () => {
    expect(articleMatchScore(article(), "spices football")).toBe(0);
    expect(articleMatchScore(article(), "spices")).toBeGreaterThan(articleMatchScore(article(), "masala"));
  });
  it("can leave the category out (the hub under a category filter)", () => {
    expect(articleMatchScore(article(), "food", { withCategory: false })).toBe(0);
  });
  it("orders results best first, then newest first", () => {
    const older = article({ title: "Spices One", publishDate: "2026-11-01" });
    const newer = article({ title: "Spices Two", publishDate: "2026-11-09" });
    const summaryOnly = article({ title: "Other", tags: ["x1", "x2"], summary: "About spices.", publishDate: "2026-11-22" });
    expect(searchArticleList([summaryOnly, older, newer], "spices").map((a) => a.title)).toEqual(["Spices Two", "Spices One", "Other"]);
    expect(searchArticleList([older], "")).toEqual([]);
  });
});

describe("the hub's filters", () => {
  const list = [
    article(),
    article({ title: "Match day food", category: "Sports", tags: ["football", "sports"] }),
    article({ title: "UN figures", category: "Global News", tags: ["waste", "global"] }),
  ];
  it("maps categories to filter ids ('Global News' is 'global')", () => {
    expect(categoryFilterOf("Global News")).toBe("global");
    expect(categoryFilterOf("Food")).toBe("food");
  });
  it("counts each category and all", () => {
    expect(categoryCounts(list)).toEqual({ all: 3, food: 1, health: 0, fitness: 0, sports: 1, global: 1 });
  });
  it("filters by category, then by the search text", () => {
    expect(filterHubArticles(list, "sports", "").map((a) => a.title)).toEqual(["Match day food"]);
    expect(filterHubArticles(list, "all", "football").map((a) => a.title)).toEqual(["Match day food"]);
    expect(filterHubArticles(list, "food", "football")).toEqual([]);
    // The category words match only under 'all' (docs/product.md#b-validation).
    expect(filterHubArticles(list, "all", "global news").map((a) => a.title)).toEqual(["UN figures"]);
    expect(filterHubArticles(list, "global", "news")).toEqual([]);
  });
});

describe("suggestions", () => {
  it("has 5 suggestions for each of the 12 keywords of docs/product.md#b-validation", () => {
    expect(NEWS_SUGGESTIONS.map(([k]) => k)).toEqual([
      "food",
      "health",
      "fitness",
      "sports",
      "global",
      "cooking",
      "nutrition",
      "protein",
      "climate",
      "mediterranean",
      "processed",
      "water",
    ]);
    for (const [, list] of NEWS_SUGGESTIONS) expect(list).toHaveLength(5);
  });
  it("answers the list of the first keyword the text contains, else the default 5", () => {
    expect(newsSuggestions("Sports nutrition")).toEqual(NEWS_SUGGESTIONS[3]![1]);
    expect(newsSuggestions("  ")).toEqual(DEFAULT_NEWS_SUGGESTIONS);
    expect(newsSuggestions("xyz")).toEqual(DEFAULT_NEWS_SUGGESTIONS);
    expect(DEFAULT_NEWS_SUGGESTIONS).toHaveLength(5);
  });
});

describe("slugs and dates", () => {
  it("slugifies as docs/product.md#b-validation says: lowercase, letters and digits, hyphens, 60 characters", () => {
    expect(slugify("Tadka Explained: How Tempering Works!")).toBe("tadka-explained-how-tempering-works");
    expect(slugify("  Crème   brûlée  ")).toBe("creme-brulee");
    expect(slugify("a".repeat(70))).toHaveLength(60);
    expect(slugify("word ".repeat(20))).not.toMatch(/-$/);
  });
  it("writes a publish date in long US format without a time-zone shift", () => {
    expect(longUsDate("2026-11-01")).toBe("November 1, 2026");
  });
});
