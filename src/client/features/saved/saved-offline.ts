// Saved recipes and articles kept for reading offline (lib/offline-cache.ts, loaded only when needed):
// after each save or unsave, and on each visit of a saved page (which catches saves made on other devices).
import { useEffect, useState } from "react";
import type { SavedItem, SavedType } from "../../../shared/saved/types.ts";
import { loadOfflineCache } from "../../lib/offline.ts";
import { readSaved } from "./saved-store.ts";

const offlineItems = (items: readonly SavedItem[]) => items.map((i) => ({ id: i.id, image: i.image, url: i.url }));
const NONE: ReadonlySet<string> = new Set();

/**
 * Brings the offline copies in line with both saved lists of this browser (a sync names both: the cache
 * is made to hold exactly what it is given); resolves with the ids of each list that open offline.
 */
export const keepSavedOffline = (userId: string | null): Promise<Record<SavedType, ReadonlySet<string>>> =>
  loadOfflineCache()
    .then((m) => m.syncOfflineSaves(userId, { recipes: offlineItems(readSaved("recipe")), articles: offlineItems(readSaved("article")) }))
    .then((ids) => ({ recipe: ids.recipes, article: ids.articles }))
    .catch(() => ({ recipe: NONE, article: NONE }));

/** A saved page: syncs whenever its list (the store's, shown) or the user changes; says which of its items open offline. */
export function useOfflineIds(type: SavedType, items: readonly SavedItem[] | null, userId: string | null | undefined): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(NONE);
  const key = items?.map((i) => `${i.id} ${i.image} ${i.url}`).join("\n");
  useEffect(() => {
    if (!items || userId === undefined) return;
    let current = true;
    void keepSavedOffline(userId).then((next) => current && setIds(next[type]));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list's content
  }, [type, key, userId]);
  return ids;
}
