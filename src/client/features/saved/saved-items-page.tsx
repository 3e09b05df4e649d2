// The saved pages (docs/product.md#a-screens, docs/product.md#a-states, docs/product.md#a-limits): title, count badge, search within saved, Refresh, Export,
// Clear All after a confirm; empty, no-match and sign-in-prompt states; skeletons while loading.
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { SAVED_MESSAGES, type SavedItem, type SavedType } from "../../../shared/saved/types.ts";
import { toast } from "../../ui/toast.tsx";
import { clearRemote, fetchSaved } from "./saved-api.ts";
import { localChangeCount, replaceSaved, settledSince, trackRemote, useSavedList } from "./saved-store.ts";
import { SaveButton } from "./save-button.tsx";
import { apiRequest } from "../../lib/api.ts";
import { useOfflineIds } from "./saved-offline.ts";
import { usShortDate } from "../../../shared/common/us-format.ts";

export const SKELETON_COUNT: Record<SavedType, number> = { recipe: 8, article: 6 }; // docs/product.md#a-limits

type Props = {
  type: SavedType;
  /** undefined while the session is being checked. */
  userId: string | null | undefined;
  /** The same, once known: what a save button reads when pressed. */
  readUserId: () => Promise<string | null>;
  onSignIn: () => void;
};

const today = () => new Date().toISOString().slice(0, 10);
export const exportFileName = (type: SavedType, date = today()) => `saved-${type}s-${date}.json`;
const cut = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);
const savedDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) || d.getTime() === 0 ? null : usShortDate(d);
};
const isExternal = (url: string) => /^https?:\/\//i.test(url);

function download(type: SavedType, items: SavedItem[]) {
  const blob = new Blob([JSON.stringify({ type, exportedAt: new Date().toISOString(), count: items.length, items }, null, 2)], { type: "application/json" });
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = exportFileName(type);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

function SkeletonCard({ type }: { type: SavedType }) {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
      {type === "recipe" && <div className="aspect-[20/13] animate-pulse bg-stone-200" />}
      <div className="space-y-3 p-4">
        <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-stone-100" />
      </div>
    </li>
  );
}

type CardProps = { type: SavedType; item: SavedItem; readUserId: () => Promise<string | null>; onSignIn: () => void; offline: boolean };

/** The item's page and answers are in this browser's offline cache: it opens with no network. */
function OfflineMark() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-emerald-800 shadow ring-1 ring-emerald-200"
      data-testid="offline-mark"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm3.7 5.8-4.4 4.9a.8.8 0 0 1-1.2 0l-2-2.1a.8.8 0 1 1 1.2-1.1l1.4 1.5 3.8-4.2a.8.8 0 0 1 1.2 1Z" />
      </svg>
      Available offline
    </span>
  );
}

function ItemCard({ type, item, readUserId, onSignIn, offline }: CardProps) {
  const url = item.url || (type === "recipe" ? `/recipe/${item.id}` : `/articles/${item.id}`);
  const title = item.title || (type === "recipe" ? `Recipe ${item.id}` : `Article ${item.id}`);
  const date = savedDate(item.savedAt);
  const linkLabel = type === "recipe" ? "Full Recipe" : "Read Article";
  const link = isExternal(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-orange-800 hover:underline">
      {linkLabel}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <Link to={url} className="font-semibold text-orange-800 hover:underline">
      {linkLabel}
      <span className="sr-only">: {title}</span>
    </Link>
  );
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200" data-testid="saved-item">
      {type === "recipe" && (
        <div className="relative aspect-[20/13] bg-stone-100">
          {item.image && <img src={item.image} alt="" loading="lazy" decoding="async" className="size-full object-cover" />}
          {offline && (
            <div className="absolute left-2 top-2">
              <OfflineMark />
            </div>
          )}
          <div className="absolute right-2 top-2">
            <SaveButton type={type} item={item} readUserId={readUserId} onSignIn={onSignIn} variant="card" />
          </div>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-2">
          <h2 className="line-clamp-2 flex-1 font-serif text-lg font-bold leading-7 text-stone-900">{title}</h2>
          {type === "article" && <SaveButton type={type} item={item} readUserId={readUserId} onSignIn={onSignIn} variant="card" />}
        </div>
        {type === "article" && offline && (
          <div>
            <OfflineMark />
          </div>
        )}
        {item.summary && <p className="line-clamp-3 text-sm text-stone-700">{cut(item.summary, 120)}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm">
          <span className="text-stone-600">{date ? `Saved ${date}` : "Saved"}</span>
          {link}
        </div>
      </div>
    </li>
  );
}

export function SavedItemsPage({ type, userId, readUserId, onSignIn }: Props) {
  const items = useSavedList(type);
  const offlineIds = useOfflineIds(type, items, userId);
  const [query, setQuery] = useState("");
  const [loading, setLoading] = useState(false);
  const plural = `${type}s`;
  const title = type === "recipe" ? "Your Saved Recipes" : "Your Saved Articles";

  async function refresh(quiet = false) {
    if (!userId) {
      // Anonymous: the list is this browser's; re-read it (another tab may have changed it).
      window.dispatchEvent(new StorageEvent("storage", { key: type === "recipe" ? "saved_recipes" : "saved_articles" }));
      return;
    }
    setLoading(true);
    try {
      const before = localChangeCount();
      const fresh = await fillMissingDetails(type, await fetchSaved(type, userId));
      // A heart tapped while the list was loading wins over the older server answer.
      if (settledSince(before)) replaceSaved(type, fresh);
      if (!quiet) toast({ title: `Saved ${plural} refreshed` });
    } catch {
      toast({ title: SAVED_MESSAGES.loadFailed, variant: "destructive" });
    } finally {
      setLoading(false);
    }
  }

  useEffect(() => {
    if (userId) void refresh(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per signed-in user
  }, [userId]);

  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!items || !q) return items ?? [];
    return items.filter((i) => `${i.title} ${i.summary}`.toLowerCase().includes(q));
  }, [items, query]);

  async function clearAll() {
    if (!items || items.length === 0) return;
    if (!window.confirm(`Remove all ${items.length} saved ${items.length === 1 ? type : plural}? This cannot be undone.`)) return;
    const before = items;
    replaceSaved(type, []);
    if (!userId) return;
    try {
      await trackRemote(() => clearRemote(type, userId));
    } catch {
      replaceSaved(type, before);
      toast({ title: SAVED_MESSAGES.saveFailedTitle, description: SAVED_MESSAGES.saveFailed, variant: "destructive" });
    }
  }

  const showSkeleton = items === null || userId === undefined || (loading && items.length === 0);
  const count = items?.length ?? 0;
  const button = "rounded-lg px-3 py-2 text-sm font-medium ring-1 ring-stone-300 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-50";

  return (
    // At least a screen tall: the prerendered skeleton and the list (or the empty state) that replaces it
    // differ in height, and the footer must not jump up into view when they swap.
    <main id="main" className="mx-auto min-h-svh max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{title}</h1>
        {!showSkeleton && (
          <span className="rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-orange-900" data-testid="saved-count">
            {count} {count === 1 ? type : plural}
          </span>
        )}
      </div>

      {userId === null && count > 0 && (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200" data-testid="signin-prompt">
          <p className="text-amber-950">
            {count > 0 ? <strong>Your saves are only in this browser. </strong> : null}
            Sign in to sync your saved items across devices.
          </p>
          <Link to="/signin" className="rounded-lg bg-orange-700 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800">
            Sign In
          </Link>
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-center gap-2">
        <label htmlFor="saved-search" className="sr-only">
          Search saved {plural}
        </label>
        <input
          id="saved-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={`Search saved ${plural}...`}
          className="min-w-0 flex-1 basis-full rounded-lg sm:basis-60 border border-stone-300 px-3 py-2 outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-200"
        />
        <button type="button" className={button} onClick={() => void refresh()} disabled={loading}>
          {loading ? "Refreshing..." : "Refresh"}
        </button>
        <button type="button" className={button} onClick={() => items && download(type, items)} disabled={!items || count === 0}>
          Export
        </button>
        <button type="button" className={`${button} text-red-700`} onClick={() => void clearAll()} disabled={!items || count === 0}>
          Clear All
        </button>
      </div>

      {showSkeleton ? (
        <ul
          aria-busy="true"
          aria-label={`Loading saved ${plural}`}
          className={`mt-8 grid gap-6 sm:grid-cols-2 ${type === "recipe" ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
        >
          {Array.from({ length: SKELETON_COUNT[type] }, (_, i) => (
            <SkeletonCard key={i} type={type} />
          ))}
        </ul>
      ) : count === 0 && userId === null ? (
        // Signed out: the account's saves are not lost, they are in the account (issue #11).
        <div className="mt-10 rounded-2xl border border-dashed border-stone-300 p-10 text-center" data-testid="signin-prompt">
          <h2 className="font-serif text-2xl font-bold text-stone-900">Your saved {plural} are in your account</h2>
          <p className="mx-auto mt-2 max-w-md text-stone-700">
            Sign in to see the {plural} you saved. Signed out, a heart keeps a {type} in this browser only.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/signin" className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800">
              Sign In
            </Link>
            <Link
              to={type === "recipe" ? "/all-recipes" : "/news"}
              className="rounded-lg px-4 py-2 font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50"
            >
              {type === "recipe" ? "Browse All Recipes" : "Browse News"}
            </Link>
          </div>
        </div>
      ) : count === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-stone-300 p-10 text-center">
          <h2 className="font-serif text-2xl font-bold text-stone-900">No saved {plural} yet</h2>
          <p className="mx-auto mt-2 max-w-md text-stone-700">
            Tap the heart on any {type} to keep it here{type === "recipe" ? " for your next cook" : " to read later"}.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {type === "recipe" ? (
              <>
                <Link to="/all-recipes" className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800">
                  Browse All Recipes
                </Link>
                <Link to="/" className="rounded-lg px-4 py-2 font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50">
                  Go to Home
                </Link>
              </>
            ) : (
              <Link to="/news" className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800">
                Browse News
              </Link>
            )}
          </div>
        </div>
      ) : filtered.length === 0 ? (
        <div className="mt-10 text-center" data-testid="no-match">
          <h2 className="font-serif text-xl font-bold text-stone-900">
            No saved {plural} match “{query.trim()}”
          </h2>
          <button
            type="button"
            onClick={() => setQuery("")}
            className="mt-4 rounded-lg px-4 py-2 font-semibold text-orange-800 ring-1 ring-orange-300 hover:bg-orange-50"
          >
            Clear Search
          </button>
        </div>
      ) : (
        <ul className={`mt-8 grid gap-6 sm:grid-cols-2 ${type === "recipe" ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
          {filtered.map((item) => (
            <ItemCard key={item.id} type={type} item={item} readUserId={readUserId} onSignIn={onSignIn} offline={offlineIds.has(item.id)} />
          ))}
        </ul>
      )}
    </main>
  );
}

/** Items saved without a snapshot (a bare recipeId) get their title and picture from the recipe API. */
async function fillMissingDetails(type: SavedType, items: SavedItem[]): Promise<SavedItem[]> {
  if (type !== "recipe" || items.every((i) => i.title)) return items;
  let failed = false;
  const filled = await Promise.all(
    items.map(async (i) => {
      if (i.title) return i;
      try {
        const r = await apiRequest<{ title: string; image: string; summary: string }>(`/api/recipes/${encodeURIComponent(i.id)}`);
        return { ...i, title: r.title, image: r.image, summary: r.summary };
      } catch {
        failed = true;
        return i;
      }
    }),
  );
  if (failed) toast({ title: SAVED_MESSAGES.detailsFailed, variant: "destructive" });
  return filled;
}
