import type { RateLimit } from "../ratelimit/limits.ts";
import { BatchedLimit } from "../ratelimit/batched-limit.ts";
import type { RecipeSearchQuery } from "../../shared/recipes/api.schema.ts";

/**
 * Recipe searches one address may send that the answer cache cannot serve: 1,000 per 5 minutes (over 3
 * a second, far beyond a person paging through results) caps a client that sweeps the catalog with
 * distinct queries. Answers served from the cache cost nothing and are not counted. Searches are counted
 * in batches (BatchedLimit), so a search does not spend a transaction on its own count
 * (docs/decisions/0013-search-that-stays-flat.md).
 */
export const RECIPE_SEARCH_PER_IP: RateLimit = { bucket: "recipe-search-ip", limit: 1000, windowSeconds: 5 * 60 };

const searches = new BatchedLimit(RECIPE_SEARCH_PER_IP, "Too many searches from this network.");
export const countSearch = (ip: string) => searches.consume(ip);

/**
 * The cache key of a search: the validated query, not the raw URL, so parameters the API ignores (or
 * spells differently) cannot make the same answer into many cache entries.
 */
export function searchKey(q: RecipeSearchQuery): string {
  const fields = Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `/api/recipes/search?${JSON.stringify(fields)}`;
}
