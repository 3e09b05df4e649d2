import { describe, expect, it } from "vitest";
import { buildVocabulary, correctWord, editDistance, parseQuery, queryWords } from "./search-query.ts";

const vocab = buildVocabulary(
  ["biryani", "paneer", "chicken", "spinach", "butter", "masala", "dosa", "dal", "palak", "chickpeas", "panna", "cotta"].map((word, i) => ({
    word,
    freq: 10 + i,
  })),
);

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swaps", () => {
    expect(editDistance("biriyani", "biryani", 2)).toBe(1);
    expect(editDistance("panner", "paneer", 2)).toBe(1);
    expect(editDistance("chiken", "chicken", 2)).toBe(1);
    expect(editDistance("cihcken", "chicken", 2)).toBe(1);
    expect(editDistance("dosa", "pasta", 1)).toBeGreaterThan(1);
  });
});

describe("correctWord", () => {
  it("fixes the typos people make", () => {
    expect(correctWord("biriyani", vocab)).toBe("biryani");
    expect(correctWord("panner", vocab)).toBe("paneer");
    expect(correctWord("chiken", vocab)).toBe("chicken");
  });
  it("leaves known words, half-typed words and short words alone", () => {
    expect(correctWord("paneer", vocab)).toBeNull();
    expect(correctWord("chick", vocab)).toBeNull();
    expect(correctWord("dal", vocab)).toBeNull();
    expect(correctWord("zzzzzz", vocab)).toBeNull();
  });
});

describe("parseQuery", () => {
  it("drops filler words and builds prefix queries with corrections", () => {
    expect(queryWords("Best Paneer recipes!")).toEqual(["paneer"]);
    const q = parseQuery("panner spin", vocab)!;
    expect(q.groups).toEqual(["paneer:*", "spin:*"]);
    expect(q.corrected).toBe("paneer spin");
  });
  it("reads a month as its season's keywords", () => {
    expect(parseQuery("seasonal March", vocab)!.groups).toEqual(["soup:* | stew:* | casserole:* | roast:*"]);
  });
  it("gives nothing to search for an empty or filler-only query", () => {
    expect(parseQuery("   ", vocab)).toBeNull();
    expect(parseQuery("recipes", vocab)).toBeNull();
  });
});
