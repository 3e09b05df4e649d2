// The news hub's search, category filters and suggestions, both sides (the API's article search and the
// hub page), with no zod. Apart from text.ts, so pages that only link to articles do not load them.
import { labelsOf } from "../common/labels.ts";
import type { ArticleCategory, ArticleSummary } from "./schema.ts";

// ---- Search ---------------------------------------------------------------------------------------

const STOP_WORDS = new Set(["a", "an", "and", "the", "of", "for", "to", "in", "on", "with", "how", "what", "why", "is", "are", "your", "my", "at", "or", "vs"]);

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .match(/[a-z0-9]+/g) ?? [];

/** The words of a query that count: no stop words; a plural's singular is what we look for ("spices" -> "spice"). */
export function queryTerms(q: string): string[] {
  const out: string[] = [];
  for (const w of words(q)) {
    if (STOP_WORDS.has(w)) continue;
    const stem = w.length > 4 && w.endsWith("ies") ? `${w.slice(0, -3)}y` : w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w;
    if (!out.includes(stem)) out.push(stem);
  }
  return out;
}

type Searchable = Pick<ArticleSummary, "title" | "summary" | "tags" | "category">;
type Fields = { title: string[]; tags: string[]; category: string[]; summary: string[] };
const fieldsOf = (a: Searchable, withCategory: boolean): Fields => ({
  title: words(a.title),
  tags: a.tags.flatMap(words),
  category: withCategory ? words(a.category) : [],
  summary: words(a.summary),
});
const WEIGHTS: Record<keyof Fields, number> = { title: 4, tags: 3, category: 2, summary: 1 };

/**
 * How well an article matches a query: 0 when some term starts no word of its title, summary, tags or
 * category (case-insensitive, word prefix), else a score (title > tags > category > summary).
 * `withCategory: false` leaves the category out (docs/product.md#b-validation: on the hub only when the filter is all).
 */
export function articleMatchScore(a: Searchable, q: string, { withCategory = true } = {}): number {
  const terms = queryTerms(q);
  if (terms.length === 0) return 0;
  const f = fieldsOf(a, withCategory);
  let score = 0;
  for (const t of terms) {
    let best = 0;
    for (const key of Object.keys(WEIGHTS) as (keyof Fields)[]) {
      if (f[key].some((w) => w.startsWith(t))) best = Math.max(best, WEIGHTS[key]);
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/** The articles that match a query, best first, then newest first. */
export function searchArticleList<T extends Searchable & { publishDate: string }>(list: T[], q: string): T[] {
  return list
    .map((a) => ({ a, score: articleMatchScore(a, q) }))
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score || y.a.publishDate.localeCompare(x.a.publishDate))
    .map((x) => x.a);
}

export const newestFirst = <T extends { publishDate: string; title: string }>(list: T[]) =>
  [...list].sort((x, y) => y.publishDate.localeCompare(x.publishDate) || x.title.localeCompare(y.title));

// ---- The hub's filters and suggestions (docs/product.md#b-validation, docs/product.md#b-limits) ------------------------------------------

export const CATEGORY_FILTERS = ["all", "food", "health", "fitness", "sports", "global"] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];
export const CATEGORY_FILTER_LABELS = labelsOf(CATEGORY_FILTERS, { global: "Global News" });
/** docs/product.md#b-validation: the filter compares the lowercase category name with the filter id ('Global News' is 'global'). */
export const categoryFilterOf = (c: ArticleCategory): CategoryFilter => (c === "Global News" ? "global" : (c.toLowerCase() as CategoryFilter));

/** The hub's list: the category filter, then the search text (category words count only under 'all'). */
export function filterHubArticles<T extends Searchable>(list: T[], filter: CategoryFilter, q: string): T[] {
  const inCategory = filter === "all" ? list : list.filter((a) => categoryFilterOf(a.category) === filter);
  if (!q.trim()) return inCategory;
  return inCategory.filter((a) => articleMatchScore(a, q, { withCategory: filter === "all" }) > 0);
}

/** Counts per filter button (all and each category). */
export function categoryCounts(list: Searchable[]): Record<CategoryFilter, number> {
  const counts = Object.fromEntries(CATEGORY_FILTERS.map((c) => [c, 0])) as Record<CategoryFilter, number>;
  for (const a of list) {
    counts.all++;
    counts[categoryFilterOf(a.category)]++;
  }
  return counts;
}

/** docs/product.md#b-validation: suggestions by keyword (5 each), in this order; a default 5 when none matches. */
export const NEWS_SUGGESTIONS: [keyword: string, suggestions: string[]][] = [
  ["food", ["tadka", "spices", "millets", "fermented batter", "paneer"]],
  ["health", ["food safety", "leftovers", "hydration", "millets", "balanced plate"]],
  ["fitness", ["hydration", "protein", "recovery meal", "pre-match meal", "electrolytes"]],
  ["sports", ["football", "pre-match meal", "recovery meal", "hydration", "match day"]],
  ["global", ["food waste", "food loss", "millets", "united nations", "food security"]],
  ["cooking", ["tadka", "knife skills", "pressure cooker", "paneer", "toasting spices"]],
  ["nutrition", ["protein", "millets", "dal", "whole grains", "balanced plate"]],
  ["protein", ["paneer", "dal", "recovery meal", "pulses", "protein"]],
  ["climate", ["food waste", "millets", "food loss", "leftovers", "seasonal"]],
  ["mediterranean", ["olive oil", "pulses", "balanced plate", "world food", "spices"]],
  ["processed", ["paneer", "homemade", "fermented batter", "whole grains", "food labels"]],
  ["water", ["hydration", "electrolytes", "pressure cooker", "rice ratio", "match day"]],
];
export const DEFAULT_NEWS_SUGGESTIONS = ["tadka", "millets", "food safety", "hydration", "knife skills"];

export function newsSuggestions(text: string): string[] {
  const t = text.toLowerCase();
  if (t.trim()) for (const [keyword, list] of NEWS_SUGGESTIONS) if (t.includes(keyword)) return list;
  return DEFAULT_NEWS_SUGGESTIONS;
}
