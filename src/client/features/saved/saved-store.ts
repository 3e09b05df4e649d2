// The saved lists in local storage (docs/product.md#a-data: saved_recipes, saved_articles). Anonymous saves live
// here only; for a signed-in user the lists mirror the account (the server is the source of truth)
// and `saved_owner` names whose mirror it is, so one account's saves never leak into another.
import { useSyncExternalStore } from "react";
import { LOCAL_LIST_KEYS, MAX_SAVED_ITEMS, type SavedItem, type SavedType } from "../../../shared/saved/types.ts";

export const OWNER_KEY = "saved_owner";
const cache = new Map<SavedType, SavedItem[]>();
// Counts the user's own changes (save / unsave), so a server list fetched meanwhile is not applied over them.
let localChanges = 0;
let pendingRemote = 0;
export const localChangeCount = () => localChanges;
/** True while no save/unsave is on its way to the server and nothing changed since `count`. */
export const settledSince = (count: number) => pendingRemote === 0 && localChanges === count;
/** Wraps a save/unsave call to the server, so list refreshes wait for it. */
export async function trackRemote<T>(call: () => Promise<T>): Promise<T> {
  pendingRemote += 1;
  try {
    return await call();
  } finally {
    pendingRemote -= 1;
    localChanges += 1;
  }
}
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function isItem(v: unknown): v is SavedItem {
  const i = v as SavedItem;
  return !!i && (typeof i.id === "string" || typeof i.id === "number") && typeof i.title === "string";
}

function read(type: SavedType): SavedItem[] {
  const hit = cache.get(type);
  if (hit) return hit;
  let items: SavedItem[] = [];
  try {
    const parsed = JSON.parse(localStorage.getItem(LOCAL_LIST_KEYS[type]) ?? "[]") as unknown;
    if (Array.isArray(parsed)) {
      items = parsed.filter(isItem).map((i) => ({
        id: String(i.id),
        title: i.title,
        image: typeof i.image === "string" ? i.image : "",
        summary: typeof i.summary === "string" ? i.summary : "",
        url: typeof i.url === "string" && i.url ? i.url : "",
        savedAt: typeof i.savedAt === "string" ? i.savedAt : new Date(0).toISOString(),
      }));
    }
  } catch {
    items = [];
  }
  cache.set(type, items);
  return items;
}

function write(type: SavedType, items: SavedItem[]) {
  const unique = [...new Map(items.map((i) => [i.id, i])).values()].slice(0, MAX_SAVED_ITEMS);
  cache.set(type, unique);
  try {
    localStorage.setItem(LOCAL_LIST_KEYS[type], JSON.stringify(unique));
  } catch {
    // storage full or unavailable: the in-memory list still serves this page
  }
  emit();
}

export const readSaved = (type: SavedType) => read(type);
export const isSaved = (type: SavedType, id: string) => read(type).some((i) => i.id === id);
/** docs/product.md#a-states: adding ignores duplicates; the newest comes first. */
export function addSaved(type: SavedType, item: SavedItem) {
  if (isSaved(type, item.id)) return;
  localChanges += 1;
  write(type, [item, ...read(type)]);
}
export function removeSaved(type: SavedType, id: string) {
  localChanges += 1;
  write(
    type,
    read(type).filter((i) => i.id !== id),
  );
}
export const replaceSaved = (type: SavedType, items: SavedItem[]) => write(type, items);

export function getOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}
export function setOwner(userId: string | null) {
  try {
    if (userId) localStorage.setItem(OWNER_KEY, userId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // ignore
  }
}

let watching = false;
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!watching && typeof window !== "undefined") {
    watching = true;
    window.addEventListener("storage", (e) => {
      if (e.key === LOCAL_LIST_KEYS.recipe) cache.delete("recipe");
      else if (e.key === LOCAL_LIST_KEYS.article) cache.delete("article");
      else return;
      emit();
    });
  }
  return () => void listeners.delete(listener);
}

/** The list, or null before the browser's storage is read (prerender and hydration). */
export const useSavedList = (type: SavedType): SavedItem[] | null =>
  useSyncExternalStore(
    subscribe,
    () => read(type),
    () => null,
  );
export const useIsSaved = (type: SavedType, id: string): boolean =>
  useSyncExternalStore(
    subscribe,
    () => isSaved(type, id),
    () => false,
  );
