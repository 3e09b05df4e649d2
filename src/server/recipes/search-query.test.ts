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

describe("correctWord on a large vocabulary", () => {
  // The plain definition: the nearest word by edit distance (then the most frequent), over every word.
  const naive = (word: string, words: { word: string; freq: number }[], max: number) => {
    let best: { w: string; d: number; f: number } | null = null;
    for (const { word: w, freq } of words) {
      const d = editDistance(word, w, max);
      if (d <= max && (!best || d < best.d || (d === best.d && freq > best.f))) best = { w, d, f: freq };
    }
    return best?.w ?? null;
  };
  let seed = 7;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const letters = "aeinoprstlkmhu";
  const randomWord = () => Array.from({ length: 4 + Math.floor(rand() * 6) }, () => letters[Math.floor(rand() * letters.length)]).join("");
  const rows = [...new Set(Array.from({ length: 8_000 }, randomWord))].map((word, i) => ({ word, freq: i % 97 }));
  const big = buildVocabulary(rows);

  it("finds the same correction as a scan of every word", () => {
    let corrected = 0;
    // Typos of vocabulary words: one or two random substitutions, deletions, insertions or swaps.
    const typo = (w: string) => {
      const at = Math.floor(rand() * (w.length - 1));
      const c = letters[Math.floor(rand() * letters.length)]!;
      const kind = Math.floor(rand() * 4);
      if (kind === 0) return w.slice(0, at) + c + w.slice(at + 1);
      if (kind === 1) return w.slice(0, at) + w.slice(at + 1);
      if (kind === 2) return w.slice(0, at) + c + w.slice(at);
      return w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
    };
    for (let i = 0; i < 150; i++) {
      const source = rows[Math.floor(rand() * rows.length)]!.word;
      const w = rand() < 0.5 ? typo(source) : typo(typo(source));
      if (w.length < 4) continue;
      if (big.words.has(w) || rows.some((r) => r.word.startsWith(w))) continue;
      const expected = naive(w, rows, w.length <= 5 ? 1 : 2);
      expect(correctWord(w, big), w).toBe(expected);
      if (expected) corrected++;
    }
    expect(corrected).toBeGreaterThan(20); // the comparison covered real corrections, not only misses
  });
});
