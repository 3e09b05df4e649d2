import { rawJson } from "../http/handler.ts";
import { ResponseCache, requestKey } from "../http/response-cache.ts";

// Recipe answers change only when the catalog does (a deploy): browsers and the CDN may keep them
// briefly, and each function instance keeps recent answers in memory.
export const PUBLIC_CACHE = { "cache-control": "public, max-age=300", "netlify-cdn-cache-control": "public, s-maxage=300, stale-while-revalidate=3600" };

// 500 answers or 8 MB, whichever comes first (a 100-result answer is about 400 kB).
const cache = new ResponseCache(500, 60_000, 8 * 1024 * 1024);

/** Answers a validated GET from the instance's cache, computing it on a miss (errors are never cached). */
export async function cachedAnswer(req: Request, compute: () => Promise<unknown>, headers: Record<string, string> = PUBLIC_CACHE, key = requestKey(req)) {
  const { body, status, hit, shared } = await cache.get(key, async () => ({ body: await compute() }));
  return rawJson(body, { status, headers: { ...headers, "x-answer-cache": hit ? "hit" : shared ? "shared" : "miss" } });
}

/** Tests that change the database under a running instance start from an empty cache. */
export const clearAnswerCache = () => cache.clear();
