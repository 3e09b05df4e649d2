// Articles and news (docs/product.md#b-data "News article", docs/architecture.md#api-contract GET /api/articles/{id}): the content file's
// schema (content/articles/*.json), the record the API answers, the search call, and the cooking
// techniques of /articles/cooking-techniques (content/techniques.json).
// The browser imports only types from here (the zod-free helpers are in text.ts).
import { text as requestText, z } from "../validation/schema.ts";

/** docs/product.md#b-data: the five categories, in the order of the hub's filter buttons. */
export const ARTICLE_CATEGORIES = ["Food", "Health", "Fitness", "Sports", "Global News"] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** The author every article has so far (docs/architecture.md#honesty: no invented people). */
export const EDITORS = "Masala Table Editors";

/** The newest date an article may carry: the site opened in November 2026. */
export const LATEST_PUBLISH_DATE = "2026-11-22";

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Editorial text of a content file: trimmed, between min and max characters, named in its messages. */
export const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(min, `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** A paragraph, or a list (no raw HTML anywhere: every string is rendered as text). */
export const ArticleBlockSchema = z.union([
  text("paragraph", 20, 2000),
  z
    .object({
      list: z
        .array(text("list item", 2, 600))
        .min(2, "a list needs at least 2 items.")
        .max(12),
      ordered: z.boolean().optional(),
    })
    .strict(),
]);
export const ArticleSectionSchema = z.object({ heading: text("heading", 3, 120), blocks: z.array(ArticleBlockSchema).min(1) }).strict();
export const ArticleContentSchema = z
  .object({ intro: z.array(text("intro paragraph", 20, 2000)).min(1), sections: z.array(ArticleSectionSchema).min(2) })
  .strict();

/** One file of content/articles: what an editor writes. readTime and image are computed, never written. */
export const ArticleFileSchema = z
  .object({
    id: z.string().regex(SLUG, "id must be a slug: lowercase words joined by hyphens.").max(80),
    title: text("title", 10, 120),
    summary: text("summary", 60, 320),
    category: z.enum(ARTICLE_CATEGORIES, { error: `category must be one of: ${ARTICLE_CATEGORIES.join(", ")}.` }),
    author: text("author", 3, 80),
    authorType: z.enum(["official", "contributor"]),
    publishDate: z.iso.date("publishDate must be an ISO date (YYYY-MM-DD)."),
    featured: z.boolean(),
    tags: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9-]{1,30}$/, "a tag is one lowercase word (hyphens allowed)."))
      .min(2)
      .max(8),
    relatedRecipeIds: z.array(z.number().int().positive()).max(6).default([]),
    content: ArticleContentSchema,
  })
  .strict();
export type ArticleFile = z.infer<typeof ArticleFileSchema>;
export type ArticleContent = z.infer<typeof ArticleContentSchema>;
export type ArticleSection = z.infer<typeof ArticleSectionSchema>;
export type ArticleBlock = z.infer<typeof ArticleBlockSchema>;

/** The record GET /api/articles/{id} answers: the file plus read time (200 words a minute) and picture. */
export type Article = ArticleFile & { readTime: number; image: string; wordCount: number };
/** What a card or a search result needs: the record without its body. */
export type ArticleSummary = Omit<Article, "content" | "relatedRecipeIds">;

/** GET /api/articles?q=&limit= (the search page's Expert Articles and Latest Food News). */
export const ArticleSearchQuerySchema = z.object({
  q: requestText("q").trim().max(200, "q must be at most 200 characters.").default(""),
  limit: z.coerce
    .number({ error: "limit must be a whole number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(50, "limit must be at most 50.")
    .default(20),
});
export type ArticleSearchQuery = z.infer<typeof ArticleSearchQuerySchema>;
/** results: best match first; techniques: the cooking techniques the query names (a link to their page). */
export type ArticleSearchResponse = { results: ArticleSummary[]; total: number; techniques: { id: string; name: string }[] };

/** docs/product.md#b-data "Technique" (6 built in); the card shows 3 equipment, 3 key points, 2 mistakes, 4 steps. */
export const TECHNIQUE_DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;
export const TechniqueSchema = z
  .object({
    id: z.string().regex(SLUG, "id must be a slug."),
    name: text("name", 3, 60),
    category: text("category", 3, 40),
    difficulty: z.enum(TECHNIQUE_DIFFICULTIES),
    description: text("description", 60, 400),
    keyPoints: z.array(text("key point", 10, 240)).min(3),
    temperature: text("temperature", 3, 120),
    timing: text("timing", 3, 120),
    equipment: z.array(text("equipment", 3, 60)).min(3),
    bestFor: z.array(text("bestFor", 3, 60)).min(2),
    tips: z.array(text("tip", 10, 240)).min(1),
    commonMistakes: z.array(text("mistake", 10, 240)).min(2),
    detailedSteps: z.array(text("step", 10, 300)).min(4),
    keywords: z.array(z.string().regex(/^[a-z][a-z -]{1,30}$/)).min(1),
    relatedRecipeIds: z.array(z.number().int().positive()).max(4).default([]),
  })
  .strict();
export const TechniquesFileSchema = z
  .object({
    publishDate: z.iso.date(),
    intro: text("intro", 60, 600),
    techniques: z.array(TechniqueSchema).length(6, "the page holds exactly 6 techniques (docs/product.md#b-limits)."),
  })
  .strict();
export type Technique = z.infer<typeof TechniqueSchema>;
export type TechniquesFile = z.infer<typeof TechniquesFileSchema>;
