import { describe, expect, it } from "vitest";
import type { ArticleSummary } from "../../../shared/articles/schema.ts";
import { splitSearchResults } from "./search-split.ts";

const a = (id: string, publishDate: string) => ({ id, title: id, publishDate }) as ArticleSummary;

describe("splitting article matches into Expert Articles and Latest Food News", () => {
  it("gives the best match to Expert Articles and the newest of the others to Latest Food News", () => {
    const { expert, news } = splitSearchResults([a("best", "2026-11-01"), a("newer", "2026-11-20"), a("older", "2026-11-05")]);
    expect(expert.map((x) => x.id)).toEqual(["best"]);
    expect(news.map((x) => x.id)).toEqual(["newer", "older"]);
  });
  it("shows at most 5 news items, newest first, and never an article in both sections", () => {
    const results = Array.from({ length: 9 }, (_, i) => a(`a${i}`, `2026-11-${String(10 + i).padStart(2, "0")}`));
    const { expert, news } = splitSearchResults(results);
    expect(news.map((x) => x.id)).toEqual(["a8", "a7", "a6", "a5", "a4"]);
    expect(expert.map((x) => x.id)).toEqual(["a0", "a1", "a2", "a3"]);
    expect(new Set([...expert, ...news]).size).toBe(9);
  });
  it("leaves Latest Food News empty for a single match, and both empty for none", () => {
    expect(splitSearchResults([a("only", "2026-11-01")])).toEqual({ expert: [a("only", "2026-11-01")], news: [] });
    expect(splitSearchResults([])).toEqual({ expert: [], news: [] });
  });
});
