// The entry to the offline copies of saved recipes: the cache code itself (offline-cache.ts) loads only
// when a save, the saved page or a logout needs it, never with a page's first paint.
export const loadOfflineCache = () => import("./offline-cache.ts");

/** Deletes every offline copy: they are personal and leave with the session. Never rejects. */
export const clearOfflineCopies = (): Promise<void> =>
  loadOfflineCache().then(
    (m) => m.clearOfflineCaches(),
    () => undefined,
  );
