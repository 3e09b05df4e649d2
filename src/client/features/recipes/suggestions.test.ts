import { describe, expect, it } from "vitest";
import {
  DEFAULT_SUGGESTIONS,
  correctedText,
  KEYWORD_SUGGESTIONS,
  MAX_SUGGESTIONS,
  POPULAR_SEARCHES,
  generatedSuggestions,
  getSuggestions,
  matchingKeywords,
  relatedSearches,
  rewriteSearchQuery,
} from "./suggestions.ts";

describe("search suggestions (docs/product.md#a-validation)", () => {
  it("has a keyword list for each keyword the specification names", () => {
    expect(Object.keys(KEYWORD_SUGGESTIONS).sort()).toEqual(
      [
        "quick",
        "30 minutes",
        "easy",
        "chicken",
        "beef",
        "pasta",
        "rice",
        "vegetarian",
        "healthy",
        "indian",
        "thai",
        "italian",
        "breakfast",
        "dinner",
        "lunch",
      ].sort(),
    );
  });

  it("gives the default ideas for an empty or blank query", () => {
    expect(getSuggestions("")).toEqual(DEFAULT_SUGGESTIONS);
    expect(getSuggestions("   ")).toEqual(DEFAULT_SUGGESTIONS);
  });

  it("gives a keyword's own list for an exact keyword, whatever the case and spacing", () => {
    expect(getSuggestions("chicken")).toEqual(KEYWORD_SUGGESTIONS.chicken);
    expect(getSuggestions("  Thai ")).toEqual(KEYWORD_SUGGESTIONS.thai);
    expect(getSuggestions("30  minutes")).toEqual(KEYWORD_SUGGESTIONS["30 minutes"]);
  });

  it("merges the lists of partial matches, capped at 8", () => {
    // "i" starts indian and italian: both lists merged, no duplicates, at most 8.
    const s = getSuggestions("i");
    expect(s).toHaveLength(MAX_SUGGESTIONS);
    expect(new Set(s).size).toBe(s.length);
    expect(s).toContain(KEYWORD_SUGGESTIONS.indian?.[0]);
    expect(matchingKeywords("i").sort()).toEqual(["indian", "italian"]);
    // a prefix of a keyword's word and a phrase containing a keyword both match
    expect(matchingKeywords("min")).toEqual(["30 minutes"]);
    expect(matchingKeywords("spicy chicken curry")).toEqual(["chicken"]);
  });

  it("puts phrases that contain the typed text first", () => {
    expect(getSuggestions("chicken t")[0]).toBe("chicken tikka");
    expect(getSuggestions("chick")[0]).toMatch(/chick/);
  });

  it("never matches a keyword inside another word", () => {
    expect(matchingKeywords("ice")).toEqual([]);
    expect(matchingKeywords("prices")).toEqual([]);
  });

  it("generates phrases from 3 or more characters with no keyword match", () => {
    expect(getSuggestions("paneer")).toEqual(generatedSuggestions("paneer"));
    expect(getSuggestions("Paneer")[0]).toBe("paneer");
    expect(getSuggestions("okra").every((s) => s.includes("okra"))).toBe(true);
    expect(getSuggestions("okra").length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it("gives the popular defaults for 1-2 characters with no match", () => {
    expect(getSuggestions("zx")).toEqual(POPULAR_SEARCHES);
    expect(getSuggestions("o")).toEqual(POPULAR_SEARCHES);
  });

  it("never offers more than 8 suggestions for any input", () => {
    for (const q of ["", "a", "b", "ch", "r", "quick chicken rice", "qu", "de", "zzzz"]) expect(getSuggestions(q).length).toBeLessThanOrEqual(8);
  });
});

describe("related searches", () => {
  it("come from the keyword found in the query, without the query itself", () => {
    expect(relatedSearches("butter chicken")).toContain("chicken biryani");
    expect(relatedSearches("butter chicken")).not.toContain("butter chicken");
    expect(relatedSearches("pasta")).toEqual(KEYWORD_SUGGESTIONS.pasta);
  });
  it("fall back to the popular list", () => {
    expect(relatedSearches("okra")).toEqual(POPULAR_SEARCHES);
  });
});

describe("query rewrites of the search page (docs/product.md#a-validation)", () => {
  it.each([
    ["quick", "quick easy recipes"],
    ["Quick ", "quick easy recipes"],
    ["30 minute", "quick easy recipes"],
    ["30 minutes", "quick easy recipes"],
    ["healthy", "healthy recipes"],
    ["HEALTHY", "healthy recipes"],
    ["easy", "easy recipes"],
  ])("%j is sent as %j", (q, sent) => expect(rewriteSearchQuery(q)).toBe(sent));

  it("sends anything else as typed, trimmed", () => {
    expect(rewriteSearchQuery("  quick dinner ")).toBe("quick dinner");
    expect(rewriteSearchQuery("healthy salad")).toBe("healthy salad");
    expect(rewriteSearchQuery("Paneer")).toBe("Paneer");
  });

  it("suggests from the corrected words while the box holds the corrected typo", () => {
    const correction = { typed: "panner tikka", corrected: "paneer tikka" };
    expect(getSuggestions(correctedText("Panner  tikka", correction))).toContain("paneer tikka recipe");
    expect(getSuggestions(correctedText("Panner  tikka", correction)).join()).not.toContain("panner");
    expect(correctedText("panner tik", correction)).toBe("panner tik");
  });
});
