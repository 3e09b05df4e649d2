// Turns what a person typed into a PostgreSQL tsquery: prefix matching as you type, small typos
// corrected against the catalog's own words ("biriyani" -> "biryani", "panner" -> "paneer"), and
// words that carry no meaning in a recipe search ("recipes", "best") dropped.

import { SEASON_KEYWORDS, seasonOfMonthName } from "../../shared/common/calendar.ts";
import { foldAccents } from "../../shared/common/fold-accents.ts";

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

// Reused rows of the distance table (words are at most a few dozen letters; grown when needed).
let prev2 = new Int32Array(64);
let prev = new Int32Array(64);
let cur = new Int32Array(64);

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > cur.length) [prev2, prev, cur] = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length]!;
}

type Entry = { word: string; letters: Uint8Array };

/**
 * The catalog's words for typo correction: by length (a correction is within two letters of the word's
 * length), each with its letter counts, and sorted (for the "still typing" prefix check). Built once per
 * vocabulary load, so a correction neither copies the vocabulary nor computes a distance to most of it.
 */
export type Vocabulary = {
  words: Map<string, number>;
  byLength: Map<number, Entry[]>;
  sorted: string[];
  /** Corrections already worked out (a typo is typed again, and paging repeats it), the last CORRECTIONS kept. */
  corrections: Map<string, string | null>;
};

const CORRECTIONS = 10_000;

function letterCounts(word: string): Uint8Array {
  const counts = new Uint8Array(27); // a-z, then everything else
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    counts[c >= 0 && c < 26 ? c : 26]!++;
  }
  return counts;
}

export function buildVocabulary(rows: { word: string; freq: number }[]): Vocabulary {
  const words = new Map(rows.map((r) => [r.word, r.freq]));
  const byLength = new Map<number, Entry[]>();
  for (const w of words.keys()) {
    const list = byLength.get(w.length) ?? [];
    list.push({ word: w, letters: letterCounts(w) });
    byLength.set(w.length, list);
  }
  return { words, byLength, sorted: [...words.keys()].sort(), corrections: new Map() };
}

/** Whether some vocabulary word starts with `prefix` (binary search in the sorted words). */
function startsAWord(prefix: string, sorted: string[]): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]!.startsWith(prefix);
}

/** The closest catalog word for a word the catalog does not know, or null (known, a prefix, or no match). */
export function correctWord(word: string, vocab: Vocabulary): string | null {
  if (word.length < 4 || /\d/.test(word) || vocab.words.has(word)) return null;
  let corrected = vocab.corrections.get(word);
  if (corrected === undefined) {
    corrected = closestWord(word, vocab);
    vocab.corrections.set(word, corrected);
    if (vocab.corrections.size > CORRECTIONS) vocab.corrections.delete(vocab.corrections.keys().next().value!);
  }
  return corrected;
}

function closestWord(word: string, vocab: Vocabulary): string | null {
  const max = word.length <= 5 ? 1 : 2;
  const letters = letterCounts(word);
  let best: { w: string; d: number; f: number } | null = null;
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const candidate of vocab.byLength.get(len) ?? []) {
      // Each edit changes the letter counts by at most 2 (a swap by 0): a word whose counts differ by
      // more than 2 * max cannot be within max edits, so its distance is never computed.
      let diff = 0;
      for (let k = 0; k < 27 && diff <= 2 * max; k++) diff += Math.abs(letters[k]! - candidate.letters[k]!);
      if (diff > 2 * max) continue;
      const d = editDistance(word, candidate.word, max);
      if (d > max) continue;
      const f = vocab.words.get(candidate.word) ?? 0;
      if (!best || d < best.d || (d === best.d && f > best.f)) best = { w: candidate.word, d, f };
    }
  }
  // A word that starts a known word is someone still typing ("panee"): prefix matching covers it,
  // unless a one-letter slip explains it better than the prefix does.
  const isPrefix = startsAWord(word, vocab.sorted);
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
    // A month ("seasonal March" on the monthly page) stands for its season's keywords (docs/product.md#b-limits).
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
