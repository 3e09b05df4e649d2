// Keeping the local lists and the account together (docs/product.md#a-states, docs/product.md#a-roles).
import { SAVED_MESSAGES } from "../../../shared/saved/types.ts";
import { toast } from "../../ui/toast.tsx";
import { fetchSaved, mergeRemote } from "./saved-api.ts";
import { clearOfflineCopies } from "../../lib/offline.ts";
import { getOwner, localChangeCount, readSaved, settledSince, replaceSaved, setOwner } from "./saved-store.ts";

let inFlight: Promise<void> | null = null;
let inFlightFor: string | null = null;

/**
 * At sign-in (and on each load while signed in): this browser's anonymous saves are merged into the
 * account, nothing lost and no duplicates, then the local lists mirror the account's.
 */
export function syncSavedForUser(userId: string): Promise<void> {
  if (inFlight && inFlightFor === userId) return inFlight;
  inFlightFor = userId;
  inFlight = (async () => {
    try {
      // A save or unsave made while a list was on its way wins: fetch again rather than overwrite it.
      for (let attempt = 0; attempt < 10; attempt++) {
        const before = localChangeCount();
        const owner = getOwner();
        let lists;
        if (owner === userId) {
          const [recipes, articles] = await Promise.all([fetchSaved("recipe", userId), fetchSaved("article", userId)]);
          lists = { recipes, articles };
        } else {
          // Lists owned by another account are never uploaded to this one.
          const anonymous = owner === null;
          lists = await mergeRemote(userId, anonymous ? readSaved("recipe") : [], anonymous ? readSaved("article") : []);
        }
        if (!settledSince(before)) {
          await new Promise((r) => setTimeout(r, 300));
          continue;
        }
        replaceSaved("recipe", lists.recipes);
        replaceSaved("article", lists.articles);
        setOwner(userId);
        return;
      }
    } catch {
      toast({ title: SAVED_MESSAGES.loadFailed, variant: "destructive" });
    } finally {
      inFlight = null;
      inFlightFor = null;
    }
  })();
  return inFlight;
}

/** After logout (or a lost session): the account's mirror leaves this browser; the account keeps it. */
export function forgetAccountSaves() {
  if (getOwner() === null) return;
  replaceSaved("recipe", []);
  replaceSaved("article", []);
  setOwner(null);
  // and so do its pages kept for reading offline (logout clears them too; this also covers a lost session)
  void clearOfflineCopies();
}
