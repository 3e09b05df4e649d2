// Requests a prerendered page starts from its HTML, while its JavaScript is still downloading (the
// JavaScript waits for the first paint: scripts/lib/defer-hydration.ts). The fetchers take a started
// response by its exact URL, so a page whose first request depends on the query string (search) has
// its answer ready when it hydrates instead of asking only then.

declare global {
  interface Window {
    __earlyFetch?: Record<string, Promise<Response> | undefined>;
  }
}

/** The response started early for exactly this URL, once (a later request for it fetches anew). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const started = window.__earlyFetch?.[url];
  if (started) window.__earlyFetch![url] = undefined;
  return started;
}

/** How many pictures of an early recipe list are fetched before the page renders (its first row or two). */
export const PRELOADED_IMAGES = 4;

/**
 * The inline script that starts the requests: `urlsOf(location.search)` gives their URLs. `urlsOf` is
 * serialised into the page, so it must be self-contained (no imports, no outer variables).
 */
export function earlyFetchScript(urlsOf: (search: string) => string[]): string {
  return (
    `(function(){try{var e=window.__earlyFetch||(window.__earlyFetch={});` +
    // A failure is the fetcher's to report when it takes the response; until then it is not "unhandled".
    `(${urlsOf.toString()})(location.search).forEach(function(u){var p=fetch(u,{headers:{accept:"application/json"}});p.catch(function(){});e[u]=p;` +
    // A recipe list's first pictures (the cards above the fold) load while the JavaScript does, at the
    // high priority the cards give them (the card's <img> reuses this request).
    `if(u.indexOf("/api/recipes/")===0)p.then(function(r){return r.ok&&r.clone().json()}).then(function(b){` +
    `((b&&b.results)||[]).slice(0,${PRELOADED_IMAGES}).forEach(function(x){if(x&&typeof x.image==="string"&&x.image.charAt(0)==="/"){var i=new Image();i.fetchPriority="high";i.src=x.image}})` +
    `}).catch(function(){})})` +
    `}catch(_){}})()`
  );
}
