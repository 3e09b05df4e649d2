// What reading offline keeps, shared by the pages (which fill the cache) and the service worker (which
// reads it when the network is gone). Pure, so both sides and the unit tests agree on every address.

/** Every cache holding one person's saved recipes starts with this; the service worker reads only these. */
export const OFFLINE_CACHE_PREFIX = "masala-offline-";
/** The owner of a signed-out browser's saves (they live in this browser only). */
export const GUEST_OWNER = "guest";
/** The page shown for a navigation that has neither network nor a saved copy (precached). */
export const OFFLINE_PAGE = "/offline";
/**
 * Pages that work with no network from what the browser keeps (local storage), so the service worker
 * precaches them and opens them offline: the shopping list, used in a shop without signal. They hold
 * nothing personal; their content comes from the browser after they load.
 */
export const OFFLINE_APP_PAGES = ["/shopping-list"];
/** The file of build/client (and its precache entry) that holds a prerendered page. */
export const pageFile = (path: string) => `${path.replace(/^\/+|\/+$/g, "")}/index.html`;

/** One cache per owner, so one account's saved pages and answers are never looked up for another. */
export const offlineCacheName = (owner: string) => `${OFFLINE_CACHE_PREFIX}${encodeURIComponent(owner)}`;

/** Our own picture only: a remote one (a Spoonacular recipe) would be an opaque answer of unknown size. */
const ownPicture = (image: string) => (image.startsWith("/") && !image.startsWith("//") ? [image] : []);

/**
 * Everything a saved recipe needs to open with no network: its prerendered page, the data file React
 * Router reads when the API fails, the API answers a client-side navigation asks for, and its picture.
 */
export function savedRecipeUrls(id: string, image: string): string[] {
  return [`/recipe/${id}`, `/recipe/${id}.data`, `/api/recipes/${id}`, `/api/recipes/${id}/related`, ...ownPicture(image)];
}

const ARTICLE_PAGE = /^\/(news|articles)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const QUESTION_PAGE = /^\/question\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * Everything a saved article needs to open with no network, like a recipe's: the page under both of its
 * addresses (the hub links /news/{id}, an older save /articles/{id}) with their data files, the API answer
 * a client-side navigation falls back to, and its picture. A saved answer of the assistant (/question/{slug})
 * keeps its page, data file and API answer. Anything else (a link to another site) has nothing to keep.
 */
export function savedArticleUrls(id: string, url: string, image: string): string[] {
  const path = url || `/articles/${id}`;
  const article = ARTICLE_PAGE.exec(path);
  if (article) {
    const slug = article[2]!;
    return [`/news/${slug}`, `/news/${slug}.data`, `/articles/${slug}`, `/articles/${slug}.data`, `/api/articles/${slug}`, ...ownPicture(image)];
  }
  const question = QUESTION_PAGE.exec(path);
  if (question) return [path, `${path}.data`, `/api/questions/${question[1]!}`, ...ownPicture(image)];
  return [];
}

/**
 * The saved lists themselves: their pages and, for an account, that account's list answers (each page
 * load asks for both the recipes and the articles to keep the local lists in step with the account).
 */
export function savedListUrls(userId: string | null): string[] {
  if (!userId) return ["/saved-recipes", "/saved-articles"];
  const user = encodeURIComponent(userId);
  return ["/saved-recipes", "/saved-articles", `/api/auth/saved-recipes?userId=${user}`, `/api/auth/saved-articles?userId=${user}`];
}

/** The recipe ids whose page is in a cache holding these addresses (path plus query, as cached). */
export function offlineRecipeIds(cachedUrls: Iterable<string>): Set<string> {
  const ids = new Set<string>();
  for (const url of cachedUrls) {
    const m = /^\/recipe\/([^/.?]+)$/.exec(url);
    if (m?.[1]) ids.add(m[1]);
  }
  return ids;
}

/** The saved articles (of `items`) whose pages are all in a cache holding these addresses. */
export function offlineArticleIds(cachedUrls: Iterable<string>, items: readonly { id: string; url: string; image: string }[]): Set<string> {
  const have = new Set(cachedUrls);
  const ids = new Set<string>();
  for (const item of items) {
    const pages = savedArticleUrls(item.id, item.url, item.image).filter((u) => !u.startsWith("/api/") && !/\.\w+$/.test(u));
    if (pages.length > 0 && pages.every((u) => have.has(u))) ids.add(item.id);
  }
  return ids;
}

export type OfflinePlan = { fetch: string[]; remove: string[] };

/**
 * What to fetch and what to drop so the cache holds exactly `wanted`. A recipe's files do not change
 * between builds often enough to refetch on every visit; the list answers (`refresh`) always are.
 */
export function planOfflineSync(cached: Iterable<string>, wanted: Iterable<string>, refresh: Iterable<string>): OfflinePlan {
  const have = new Set(cached);
  const want = new Set(wanted);
  const again = new Set(refresh);
  return {
    fetch: [...want].filter((u) => !have.has(u) || again.has(u)),
    remove: [...have].filter((u) => !want.has(u)),
  };
}
