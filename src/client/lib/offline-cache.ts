// Keeps the saved recipes and articles readable offline: the page itself fills one Cache Storage cache
// per owner (the service worker only reads it), so what is kept is exactly the saved lists, nothing guessed.
// Loaded on demand (a save, the saved page, a logout), never with the first paint.
import {
  GUEST_OWNER,
  OFFLINE_CACHE_PREFIX,
  offlineArticleIds,
  offlineCacheName,
  offlineRecipeIds,
  planOfflineSync,
  savedArticleUrls,
  savedListUrls,
  savedRecipeUrls,
} from "./offline-urls.ts";

export type OfflineItem = { id: string; image: string; url: string };
/** Both saved lists: the cache is made to hold exactly these, so a sync always names both. */
export type OfflineLists = { recipes: readonly OfflineItem[]; articles: readonly OfflineItem[] };
/** The ids of each list that open offline. */
export type OfflineIds = { recipes: Set<string>; articles: Set<string> };

const none = (): OfflineIds => ({ recipes: new Set(), articles: new Set() });

// Bumped by every clear: a sync that started before a logout must not write the old account's pages back.
let generation = 0;

const supported = () => typeof caches !== "undefined";
const pathOf = (req: Request) => {
  const u = new URL(req.url);
  return u.pathname + u.search;
};

/** A copy the service worker may answer a navigation with (a redirected answer is refused there). */
async function storable(res: Response): Promise<Response> {
  if (!res.redirected) return res;
  return new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** Deletes the offline caches of every owner but `keep`'s. */
async function deleteOfflineCaches(keep?: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(OFFLINE_CACHE_PREFIX) && n !== keep).map((n) => caches.delete(n)));
}

/** Deletes every offline cache (all owners): at logout and when the session is lost. */
export async function clearOfflineCaches(): Promise<void> {
  generation += 1;
  if (supported()) await deleteOfflineCaches();
}

// One sync at a time, in call order, so the newest list is the one the cache ends up holding.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes the cache of `userId` (null: this signed-out browser, whose lists live in local storage only)
 * hold the given saved recipes and articles and the saved lists, and drops items no longer saved and
 * any other owner's cache; resolves with the ids available offline afterwards.
 */
export function syncOfflineSaves(userId: string | null, lists: OfflineLists): Promise<OfflineIds> {
  const run = queue.then(() => sync(userId, lists));
  queue = run.catch(() => undefined);
  return run;
}

async function sync(userId: string | null, { recipes, articles }: OfflineLists): Promise<OfflineIds> {
  if (!supported()) return none();
  // A signed-out browser with nothing saved has nothing to keep (and no empty cache to leave behind).
  if (!userId && recipes.length === 0 && articles.length === 0) {
    await clearOfflineCaches();
    return none();
  }
  const started = generation;
  const name = offlineCacheName(userId ?? GUEST_OWNER);
  await deleteOfflineCaches(name);
  const cache = await caches.open(name);
  const list = savedListUrls(userId);
  const wanted = [...list, ...recipes.flatMap((i) => savedRecipeUrls(i.id, i.image)), ...articles.flatMap((i) => savedArticleUrls(i.id, i.url, i.image))];
  const plan = planOfflineSync((await cache.keys()).map(pathOf), wanted, list);
  await Promise.all(plan.remove.map((u) => cache.delete(u)));
  await Promise.all(
    plan.fetch.map(async (url) => {
      try {
        const res = await fetch(url, { credentials: "same-origin" });
        // A missing related list or picture must not keep the rest from being stored.
        if (res.ok && generation === started) await cache.put(url, await storable(res));
      } catch {
        // offline or refused: kept from an earlier visit if there was one
      }
    }),
  );
  if (generation !== started) {
    await caches.delete(name);
    return none();
  }
  const cached = (await cache.keys()).map(pathOf);
  return { recipes: offlineRecipeIds(cached), articles: offlineArticleIds(cached, articles) };
}
