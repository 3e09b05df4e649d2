// Article helpers both sides use, with no zod (the browser bundle stays small): word count and read
// time, slugs, dates and paths. Search and the hub's filters are in hub.ts, which only the hub loads.
import type { ArticleContent } from "./schema.ts";
import { usLongDateOfIso } from "../common/us-format.ts";

/** docs/product.md#b-limits: read time = words / 200, rounded up (at least one minute). */
export const WORDS_PER_MINUTE = 200;

const countWords = (s: string) => (s.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).length;

/** Every word a reader reads in the body: intro, headings, paragraphs and list items. */
export function contentWordCount(content: ArticleContent): number {
  let n = content.intro.reduce((sum, p) => sum + countWords(p), 0);
  for (const s of content.sections) {
    n += countWords(s.heading);
    for (const b of s.blocks) n += typeof b === "string" ? countWords(b) : b.list.reduce((sum, item) => sum + countWords(item), 0);
  }
  return n;
}

export const readTimeMinutes = (words: number) => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

/** docs/product.md#b-validation slug rule: lowercase, only letters, digits and spaces, runs of spaces to one hyphen, 60 characters. */
export function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9 ]+/g, " ")
    .trim()
    .replace(/ +/g, "-")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** Long US date, e.g. "November 22, 2026" (docs/product.md#b-screens), read as a calendar date (no time-zone shift). */
export function longUsDate(isoDate: string): string {
  return usLongDateOfIso(isoDate);
}

/** The paths of an article: /news/{id} is canonical; /articles/{id} shows the same page. */
export const articlePath = (id: string) => `/news/${id}`;
export const articleImagePath = (id: string) => `/article-images/${id}.svg`;
