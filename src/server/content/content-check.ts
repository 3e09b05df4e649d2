// Checks the editorial content beside the recipe catalog: content/articles/*.json and
// content/techniques.json (schema, ids, honesty rules, lengths, links to recipes that exist).
import { basename } from "node:path";
import {
  ARTICLE_CATEGORIES, ArticleFileSchema, EDITORS, LATEST_PUBLISH_DATE, TechniquesFileSchema,
  type Article, type ArticleFile, type TechniquesFile,
} from "../../shared/articles/schema.ts";
import { articleImagePath, contentWordCount, readTimeMinutes } from "../../shared/articles/text.ts";
import { CookingTipsFileSchema } from "../../shared/recipes/cooking-tips.schema.ts";
import { contentError, schemaProblems, type ContentProblem } from "./problems.ts";

export type SourcedFile = { file: string; raw: unknown };
export type { ContentProblem } from "./problems.ts";

/** Brief: each article 500-1,100 words. */
export const MIN_WORDS = 500;
export const MAX_WORDS = 1100;
/** The site is new: articles are dated November 2026, up to the opening day. */
const EARLIEST_PUBLISH_DATE = "2026-11-01";

/** Words and phrases that would make a claim we cannot source (view counts, invented studies or quotes). */
const UNSOURCED = [/\bviews?\b\s*[:=]/i, /\baccording to (a|one|our) (new |recent )?(study|survey)\b/i, /\bexperts say\b/i, /<[a-z][^>]*>/i];

/** The record the API answers: the file with its word count, read time and picture. */
export function toArticle(f: ArticleFile): Article {
  const wordCount = contentWordCount(f.content);
  return { ...f, wordCount, readTime: readTimeMinutes(wordCount), image: articleImagePath(f.id) };
}

export function checkArticle(a: ArticleFile, recipeIds: ReadonlySet<number> | null): string[] {
  const out: string[] = [];
  const words = contentWordCount(a.content);
  if (words < MIN_WORDS || words > MAX_WORDS) out.push(`the body has ${words} words; write ${MIN_WORDS}-${MAX_WORDS}`);
  if (a.publishDate > LATEST_PUBLISH_DATE || a.publishDate < EARLIEST_PUBLISH_DATE) {
    out.push(`publishDate ${a.publishDate} must be between ${EARLIEST_PUBLISH_DATE} and ${LATEST_PUBLISH_DATE}`);
  }
  if (a.authorType === "official" && a.author !== EDITORS) out.push(`an official article's author is "${EDITORS}"`);
  if (new Set(a.tags).size !== a.tags.length) out.push("a tag is listed twice");
  const all = JSON.stringify(a);
  for (const pattern of UNSOURCED) if (pattern.test(all)) out.push(`the text matches ${pattern}: no view counts, unnamed studies, quotes or HTML`);
  if (recipeIds) for (const id of a.relatedRecipeIds) if (!recipeIds.has(id)) out.push(`related recipe ${id} is not in content/recipes`);
  return out;
}

/** Checks every article file: schema, id = file name, unique ids and titles, every category present. */
export function checkArticles(items: SourcedFile[], recipeIds: ReadonlySet<number> | null): { articles: Article[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const articles: Article[] = [];
  const ids = new Set<string>();
  const titles = new Set<string>();
  for (const { file, raw } of items) {
    const parsed = ArticleFileSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...schemaProblems(file, parsed.error.issues));
      continue;
    }
    const a = parsed.data;
    const messages = checkArticle(a, recipeIds);
    if (basename(file) !== `${a.id}.json`) messages.push(`the file name must be ${a.id}.json`);
    if (ids.has(a.id)) messages.push(`id ${a.id} is used twice`);
    if (titles.has(a.title.toLowerCase())) messages.push("the title is used twice");
    ids.add(a.id);
    titles.add(a.title.toLowerCase());
    for (const message of messages) problems.push(contentError(file, message, { id: a.id }));
    if (messages.length === 0) articles.push(toArticle(a));
  }
  for (const c of ARTICLE_CATEGORIES) {
    if (items.length > 0 && !articles.some((a) => a.category === c)) problems.push(contentError("content/articles", `no article in category ${c}`));
  }
  return { articles, problems };
}

/** Checks content/techniques.json: 6 techniques, unique ids, recipes that exist. */
export function checkTechniques(raw: unknown, recipeIds: ReadonlySet<number> | null): { techniques: TechniquesFile | null; problems: ContentProblem[] } {
  const file = "techniques.json";
  const parsed = TechniquesFileSchema.safeParse(raw);
  if (!parsed.success) return { techniques: null, problems: schemaProblems(file, parsed.error.issues) };
  const problems: ContentProblem[] = [];
  const ids = new Set<string>();
  for (const t of parsed.data.techniques) {
    if (ids.has(t.id)) problems.push(contentError(file, `technique id ${t.id} is used twice`));
    ids.add(t.id);
    if (recipeIds) for (const id of t.relatedRecipeIds) if (!recipeIds.has(id)) problems.push(contentError(file, `${t.id}: related recipe ${id} is not in content/recipes`));
  }
  if (parsed.data.publishDate > LATEST_PUBLISH_DATE) problems.push(contentError(file, `publishDate must be ${LATEST_PUBLISH_DATE} or earlier`));
  return { techniques: problems.length ? null : parsed.data, problems };
}

/** content/cooking-tips.json: the schema (47 tips, 12 month themes) plus unique dishes and spices. */
export function checkCookingTips(raw: unknown): { problems: ContentProblem[] } {
  const file = "content/cooking-tips.json";
  const parsed = CookingTipsFileSchema.safeParse(raw);
  if (!parsed.success) return { problems: schemaProblems(file, parsed.error.issues) };
  const problems: ContentProblem[] = [];
  const twice = (names: string[]) => names.filter((n, i) => names.findIndex((m) => m.toLowerCase() === n.toLowerCase()) !== i);
  for (const dish of twice(parsed.data.tips.map((t) => t.dish))) problems.push(contentError(file, `the dish "${dish}" has two tips`));
  for (const spice of twice(parsed.data.spices.map((s) => s.name))) problems.push(contentError(file, `the spice "${spice}" is listed twice`));
  const all = JSON.stringify(parsed.data);
  for (const pattern of UNSOURCED) if (pattern.test(all)) problems.push(contentError(file, `the text matches ${pattern}: no view counts, unnamed studies, quotes or HTML`));
  return { problems };
}
