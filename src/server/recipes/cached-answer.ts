import { rawJson } from "../http/handler.ts";
import { ResponseCache, requestKey } from "../http/response-cache.ts";

// Recipe answers change only when the catalog does (a deploy): browsers and the CDN may keep them
// briefly, and each function instance keeps recent answers in memory.
export const PUBLIC_CACHE = { "cache-control": "public, max-age=300", "netlify-cdn-cache-control": "public, s-maxage=300, stale-while-revalidate=3600" };

const cache = new ResponseCache(500, 60_000);

/** Answers a validated GET from the instance's cache, computing it on a miss (errors are never cached). */
export async function cachedAnswer(req: Request, compute: () => Promise<unknown>, headers: Record<string, string> = PUBLIC_CACHE) {
  const { body, status, hit } = await cache.get(requestKey(req), async () => ({ body: await compute() }));
  return rawJson(body, { status, headers: { ...headers, "x-answer-cache": hit ? "hit" : "miss" } });
}

/** Tests that change the database under a running instance start from an empty cache. */
export const clearAnswerCache = () => cache.clear();
