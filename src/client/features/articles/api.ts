// The article calls from the browser: GET /api/articles/{id} and GET /api/articles?q=&limit=.
// Responses are checked with plain TypeScript, not zod (zod stays out of the browser bundle).
import type { Article, ArticleSearchResponse, ArticleSummary } from "../../../shared/articles/schema.ts";
import { ApiError, apiGet } from "../../lib/api.ts";

export const ARTICLE_NOT_FOUND = "The article you're looking for doesn't exist.";
export const ARTICLE_LOAD_FAILED = "Failed to load the article. Please try again.";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === "string";

/** A summary with the fields a card shows, or null. */
export function toArticleSummary(v: unknown): ArticleSummary | null {
  if (!isObject(v)) return null;
  const { id, title, summary, category, publishDate, readTime, image } = v;
  if (
    !isString(id) ||
    !isString(title) ||
    !isString(summary) ||
    !isString(category) ||
    !isString(publishDate) ||
    !isString(image) ||
    typeof readTime !== "number"
  )
    return null;
  return { ...(v as unknown as ArticleSummary), tags: Array.isArray(v.tags) ? v.tags.filter(isString) : [], featured: v.featured === true };
}

export function toArticle(v: unknown): Article {
  const summary = toArticleSummary(v);
  const content = isObject(v) ? v.content : undefined;
  if (!summary || !isObject(content) || !Array.isArray(content.intro) || !Array.isArray(content.sections)) {
    throw new Error("The article service answered with something that is not an article.");
  }
  const related = isObject(v) && Array.isArray(v.relatedRecipeIds) ? v.relatedRecipeIds.filter((n): n is number => typeof n === "number") : [];
  return { ...(v as unknown as Article), ...summary, relatedRecipeIds: related };
}

export function toSearchResponse(v: unknown): ArticleSearchResponse {
  if (!isObject(v) || !Array.isArray(v.results) || typeof v.total !== "number") throw new Error("The article search answered in an unexpected shape.");
  const results = v.results.map(toArticleSummary).filter((a): a is ArticleSummary => a !== null);
  const techniques = Array.isArray(v.techniques)
    ? v.techniques.filter((t): t is { id: string; name: string } => isObject(t) && isString(t.id) && isString(t.name))
    : [];
  return { results, total: Math.max(v.total, results.length), techniques };
}

/** GET /api/articles/{id}: a 404 (or an id the API refuses) is an ApiError with status 404. */
export async function fetchArticle(id: string, signal?: AbortSignal): Promise<Article> {
  let body: unknown;
  try {
    body = await apiGet(`/api/articles/${encodeURIComponent(id)}`, { signal });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw new ApiError(404, ARTICLE_NOT_FOUND);
    throw err;
  }
  return toArticle(body);
}

export async function searchArticles(q: string, limit: number, signal?: AbortSignal): Promise<ArticleSearchResponse> {
  return toSearchResponse(await apiGet(`/api/articles?q=${encodeURIComponent(q)}&limit=${limit}`, { signal }));
}
