// The save heart (docs/product.md#a-states save toggle, docs/product.md#a-roles, docs/product.md#a-errors): the local list first, then the server when signed
// in; on failure the error toast and the state reverted; disabled while working.
import { useState } from "react";
import { SAVED_MESSAGES, type SavedItem, type SavedType } from "../../../shared/saved/types.ts";
import { toast } from "../../ui/toast.tsx";
import { saveRemote, unsaveRemote } from "./saved-api.ts";
import { addSaved, isSaved, removeSaved, trackRemote, useIsSaved } from "./saved-store.ts";
import { keepSavedOffline } from "./saved-offline.ts";
import { Svg } from "../../ui/icons.tsx";

export type SaveButtonProps = {
  type: SavedType;
  item: Omit<SavedItem, "savedAt">;
  /** The signed-in user's id, or null when signed out, once the session is known (the app's session store). */
  readUserId: () => Promise<string | null>;
  onSignIn: () => void;
  variant: "card" | "detail";
};

export function HeartIcon({ filled, className = "size-5" }: { filled: boolean; className?: string }) {
  return (
    <Svg
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      shapes='<path stroke-linejoin="round" d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"/>'
    />
  );
}

/** Reads the session when pressed, so a grid of cards renders nothing again when the session is read. */
export function SaveButton({ type, item, readUserId, onSignIn, variant }: SaveButtonProps) {
  const saved = useIsSaved(type, item.id);
  const [working, setWorking] = useState(false);
  const label = `${saved ? "Remove from saved" : "Save"} ${type}: ${item.title}`;

  async function toggle() {
    if (working) return;
    setWorking(true);
    const userId = await readUserId();
    const wasSaved = isSaved(type, item.id);
    const full: SavedItem = { ...item, savedAt: new Date().toISOString() };
    if (wasSaved) removeSaved(type, item.id);
    else addSaved(type, full);
    try {
      if (userId) {
        await trackRemote(() => (wasSaved ? unsaveRemote(type, userId, item.id) : saveRemote(type, userId, full)));
        toast(
          wasSaved ? { title: SAVED_MESSAGES.removed(type) } : { title: SAVED_MESSAGES.savedTitle(type), description: SAVED_MESSAGES.savedDescription(type) },
        );
      } else if (wasSaved) {
        toast({ title: SAVED_MESSAGES.removed(type) });
      } else {
        toast({ title: SAVED_MESSAGES.localTitle, description: SAVED_MESSAGES.localDescription, action: { label: "Sign In", onClick: onSignIn } });
      }
      void keepSavedOffline(userId);
    } catch {
      if (wasSaved) addSaved(type, full);
      else removeSaved(type, item.id);
      toast({ title: SAVED_MESSAGES.saveFailedTitle, description: SAVED_MESSAGES.saveFailed, variant: "destructive" });
    } finally {
      setWorking(false);
    }
  }

  const look =
    variant === "card"
      ? "grid size-9 place-items-center rounded-full bg-white/95 shadow ring-1 ring-stone-200 hover:bg-white"
      : "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium ring-1 ring-stone-300 hover:bg-stone-50";
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={working}
      aria-pressed={saved}
      aria-label={label}
      title={saved ? "Saved" : "Save"}
      data-testid="save-button"
      className={`${look} ${saved ? "text-rose-700" : "text-stone-700"} transition-colors disabled:cursor-wait disabled:opacity-60`}
    >
      <HeartIcon filled={saved} />
      {variant === "detail" && <span>{saved ? "Saved" : "Save"}</span>}
    </button>
  );
}
