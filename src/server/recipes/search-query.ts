// Turns what a person typed into a PostgreSQL tsquery: prefix matching as you type, small typos
// corrected against the catalog's own words ("biriyani" -> "biryani", "panner" -> "paneer"), and
// words that carry no meaning in a recipe search ("recipes", "best") dropped.

import { SEASON_KEYWORDS, seasonOfMonthName } from "../../shared/calendar.ts";
import { foldAccents } from "../../shared/fold-accents.ts";

const FILLER = new Set([
  "seasonal",
  "recipe",
  "recipes",
  "dish",
  "dishes",
  "food",
  "foods",
  "idea",
  "ideas",
  "best",
  "homemade",
  "home",
  "make",
  "making",
  "cook",
  "cooking",
  "style",
  "how",
  "to",
  "the",
  "a",
  "an",
  "and",
  "or",
  "with",
  "for",
  "of",
  "in",
  "my",
]);

export function queryWords(text: string): string[] {
  return foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !FILLER.has(w))
    .slice(0, 8);
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows[i] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (i > 0 && rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

export type Vocabulary = { words: Map<string, number>; byLength: Map<number, string[]> };

export function buildVocabulary(rows: { word: string; freq: number }[]): Vocabulary {
  const words = new Map(rows.map((r) => [r.word, r.freq]));
  const byLength = new Map<number, string[]>();
  for (const w of words.keys()) {
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  return { words, byLength };
}

/** The closest catalog word for a word the catalog does not know, or null (known, a prefix, or no match). */
export function correctWord(word: string, vocab: Vocabulary): string | null {
  if (word.length < 4 || /\d/.test(word) || vocab.words.has(word)) return null;
  const max = word.length <= 5 ? 1 : 2;
  let best: { w: string; d: number; f: number } | null = null;
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const candidate of vocab.byLength.get(len) ?? []) {
      const d = editDistance(word, candidate, max);
      if (d > max) continue;
      const f = vocab.words.get(candidate) ?? 0;
      if (!best || d < best.d || (d === best.d && f > best.f)) best = { w: candidate, d, f };
    }
  }
  // A word that starts a known word is someone still typing ("panee"): prefix matching covers it,
  // unless a one-letter slip explains it better than the prefix does.
  const isPrefix = [...vocab.words.keys()].some((w) => w.startsWith(word));
  if (isPrefix && (!best || best.d > 1 || word.length < 5)) return null;
  return best?.w ?? null;
}

export type ParsedQuery = {
  /** One tsquery text per word: the word as a prefix, or its correction ("panner" -> "paneer:*"). */
  groups: string[];
  corrected?: string;
  words: string[];
};

export function parseQuery(text: string, vocab: Vocabulary): ParsedQuery | null {
  const words = queryWords(text);
  if (!words.length) return null;
  const correctedWords = words.map((w) => (seasonOfMonthName(w) ? w : (correctWord(w, vocab) ?? w)));
  const changed = correctedWords.some((w, i) => w !== words[i]);
  // A corrected word is searched as its correction alone, so "butter chiken" ranks exactly like
  // "butter chicken" (the typo is in no recipe: a word any recipe has is never corrected).
  const groups = correctedWords.map((w) => {
    // A month ("seasonal March" on the monthly page) stands for its season's keywords (part 2 §9).
    const season = seasonOfMonthName(w);
    if (season) return SEASON_KEYWORDS[season].map((k) => `${k}:*`).join(" | ");
    return `${w}:*`;
  });
  return {
    groups,
    corrected: changed ? correctedWords.join(" ") : undefined,
    words,
  };
}
