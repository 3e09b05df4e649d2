// The service worker (bundled and given its precache list by scripts/postbuild.ts; served as /sw.js).
// - Precaches the shell: every JavaScript and CSS file of the build, the offline page, the icons.
// - Everything else goes to the network first, always; only when the network fails does it answer
//   from the saved-recipe cache the pages fill (lib/offline-cache.ts), or with the precached copy of a
//   page that works offline (the shopping list), and any other page gets the offline page. It never
//   stores an answer itself, so nothing personal is kept that the page did not put in its owner's
//   cache (cleared at logout).
import { clientsClaim } from "workbox-core";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { OFFLINE_APP_PAGES, OFFLINE_CACHE_PREFIX, OFFLINE_PAGE, pageFile } from "../lib/offline-urls.ts";

// The program's types are the page's (lib "DOM"); these are the few worker ones this file touches.
type PrecacheEntry = { url: string; revision: string | null };
type WorkerScope = {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
};
declare const self: WorkerScope;

const OFFLINE_PAGE_FILE = pageFile(OFFLINE_PAGE);

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The page request starts while the worker wakes up, so passing navigations through costs no time.
enableNavigationPreload();

/** The saved copy of a request, from the owner's cache (one at a time: the pages delete the others). */
async function savedCopy(request: Request): Promise<Response | undefined> {
  const navigation = request.mode === "navigate";
  for (const name of await caches.keys()) {
    if (!name.startsWith(OFFLINE_CACHE_PREFIX)) continue;
    const cache = await caches.open(name);
    // A page is the same page whatever its query string; an API answer is not.
    const hit = await cache.match(request, { ignoreSearch: navigation, ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

/** A navigation with no network: the page itself when it works offline, else the offline page. */
async function offlinePage(url: URL): Promise<Response | undefined> {
  const own = OFFLINE_APP_PAGES.includes(url.pathname.replace(/\/+$/, "")) ? await matchPrecache(pageFile(url.pathname)) : undefined;
  return own ?? (await matchPrecache(OFFLINE_PAGE_FILE));
}

const networkFirst = new NetworkOnly({
  plugins: [
    {
      // Called only when the network gave no answer at all (offline): an HTTP error is passed on as it is.
      handlerDidError: async ({ request }) =>
        (await savedCopy(request)) ?? (request.mode === "navigate" ? await offlinePage(new URL(request.url)) : undefined) ?? Response.error(),
    },
  ],
});

registerRoute(({ url, request }) => url.origin === self.location.origin && (request.mode === "navigate" || !url.pathname.startsWith("/assets/")), networkFirst);
