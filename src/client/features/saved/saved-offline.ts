// Saved recipes kept for reading offline (lib/offline-cache.ts, loaded only when needed): after each
// save or unsave, and on each visit of the saved page (which catches saves made on other devices).
import { useEffect, useState } from "react";
import type { SavedItem } from "../../../shared/saved-types.ts";
import { loadOfflineCache } from "../../lib/offline.ts";

/** Brings the offline copies in line with this list; resolves with the ids available offline. */
export const keepSavedOffline = (userId: string | null, items: readonly SavedItem[]): Promise<ReadonlySet<string>> =>
  loadOfflineCache()
    .then((m) =>
      m.syncOfflineRecipes(
        userId,
        items.map((i) => ({ id: i.id, image: i.image })),
      ),
    )
    .catch(() => new Set<string>());

/** The saved page: syncs whenever its list (or the user) changes and says which recipes open offline. */
export function useOfflineIds(items: readonly SavedItem[] | null, userId: string | null | undefined): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const key = items?.map((i) => `${i.id} ${i.image}`).join("\n");
  useEffect(() => {
    if (!items || userId === undefined) return;
    let current = true;
    void keepSavedOffline(userId, items).then((next) => current && setIds(next));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list's content
  }, [key, userId]);
  return ids;
}
