import type { ArticleSummary } from "../../../shared/articles/schema.ts";
import { newestFirst } from "../../../shared/articles/hub.ts";

/** docs/product.md#a-screens: Latest Food News shows up to five items. */
export const LATEST_NEWS_COUNT = 5;

/**
 * Splits the article matches of a search (best match first) into the search page's two sections, with
 * no article in both: Expert Articles leads with the best match; Latest Food News takes the newest
 * (up to 5) of the others; the rest go back to Expert Articles, best first.
 */
export function splitSearchResults(results: ArticleSummary[]): { expert: ArticleSummary[]; news: ArticleSummary[] } {
  if (results.length === 0) return { expert: [], news: [] };
  const [best, ...others] = results;
  const news = newestFirst(others).slice(0, LATEST_NEWS_COUNT);
  const inNews = new Set(news.map((a) => a.id));
  return { expert: [best!, ...others.filter((a) => !inNews.has(a.id))], news };
}
