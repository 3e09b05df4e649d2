// The service worker (bundled and given its precache list by scripts/postbuild.ts; served as /sw.js).
// - Precaches the shell: every JavaScript and CSS file of the build, the offline page, the icons.
// - Everything else goes to the network first, always; only when the network fails does it answer
//   from the saved-recipe cache the pages fill (lib/offline-cache.ts), and a page that is not there
//   gets the offline page. It never stores an answer itself, so nothing personal is kept that the
//   page did not put in its owner's cache (cleared at logout).
import { clientsClaim } from "workbox-core";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { OFFLINE_CACHE_PREFIX, OFFLINE_PAGE } from "../lib/offline-urls.ts";

// The program's types are the page's (lib "DOM"); these are the few worker ones this file touches.
type PrecacheEntry = { url: string; revision: string | null };
type WorkerScope = {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
};
declare const self: WorkerScope;

const OFFLINE_PAGE_FILE = `${OFFLINE_PAGE.slice(1)}/index.html`;

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

const networkFirst = new NetworkOnly({
  plugins: [
    {
      // Called only when the network gave no answer at all (offline): an HTTP error is passed on as it is.
      handlerDidError: async ({ request }) =>
        (await savedCopy(request)) ?? (request.mode === "navigate" ? await matchPrecache(OFFLINE_PAGE_FILE) : undefined) ?? Response.error(),
    },
  ],
});

registerRoute(({ url, request }) => url.origin === self.location.origin && (request.mode === "navigate" || !url.pathname.startsWith("/assets/")), networkFirst);
