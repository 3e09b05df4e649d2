// The like toggle (docs/product.md#a-states, docs/product.md#a-limits): liked/unliked with its count, locked about 650 ms during the
// 0.5 s animation. Counts are the server's (one like per user or per anonymous browser).
import { useEffect, useRef, useState } from "react";
import { ANON_ID_PATTERN, SAVED_MESSAGES, type LikeState, type SavedType } from "../../../shared/saved/types.ts";
import { toast } from "../../ui/toast.tsx";
import { apiRequest } from "../../lib/api.ts";
import { Svg } from "../../ui/icons.tsx";

export const LIKE_LOCK_MS = 650;
const ANON_KEY = "like_client_id";
const likeKey = (type: SavedType, id: string) => `like_${type}_${id}`; // docs/product.md#a-limits: per-item like keys

/** A random id for this browser, kept in local storage: anonymous likes count once per browser. */
function anonId(): string {
  try {
    const existing = localStorage.getItem(ANON_KEY);
    if (existing && ANON_ID_PATTERN.test(existing)) return existing;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const fresh = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    localStorage.setItem(ANON_KEY, fresh);
    return fresh;
  } catch {
    return "";
  }
}

function rememberLocal(type: SavedType, id: string, liked: boolean) {
  try {
    if (liked) localStorage.setItem(likeKey(type, id), "1");
    else localStorage.removeItem(likeKey(type, id));
  } catch {
    // ignore
  }
}

/**
 * The heart's 0.5 s pop, with motion's small WAAPI animate loaded at the first like: the button is on
 * every card, so its animation library stays out of the pages' first load.
 */
async function pop(el: HTMLElement | null) {
  if (!el || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  try {
    const { animate } = await import("motion/mini");
    animate(el, { scale: [1, 1.35, 0.9, 1] }, { duration: 0.5 });
  } catch {
    // the like itself does not depend on its animation
  }
}

export function LikeButton({ type, id, userId }: { type: SavedType; id: string; userId: string | null | undefined }) {
  const [state, setState] = useState<{ liked: boolean; count: number | null }>({ liked: false, count: null });
  const locked = useRef(false);
  const icon = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let alive = true;
    let localLiked = false;
    try {
      localLiked = localStorage.getItem(likeKey(type, id)) === "1";
    } catch {
      // ignore
    }
    setState({ liked: localLiked, count: null });
    const anon = anonId();
    apiRequest<LikeState>(`/api/likes?type=${type}&id=${encodeURIComponent(id)}${anon ? `&anonId=${anon}` : ""}`)
      .then((s) => {
        if (!alive) return;
        setState({ liked: s.liked, count: s.count });
        rememberLocal(type, id, s.liked);
      })
      .catch(() => undefined); // no count shown when the server cannot be reached
    return () => {
      alive = false;
    };
  }, [type, id, userId]);

  async function toggle() {
    if (locked.current) return;
    locked.current = true;
    setTimeout(() => (locked.current = false), LIKE_LOCK_MS);
    const before = state;
    const liked = !before.liked;
    setState({ liked, count: before.count === null ? null : Math.max(0, before.count + (liked ? 1 : -1)) });
    void pop(icon.current);
    try {
      const anon = anonId();
      const s = await apiRequest<LikeState>("/api/likes", { body: { type, id, liked, ...(anon ? { anonId: anon } : {}) } });
      setState({ liked: s.liked, count: s.count });
      rememberLocal(type, id, s.liked);
    } catch {
      setState(before);
      toast({ title: SAVED_MESSAGES.likeFailed, variant: "destructive", durationMs: 2000 });
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={state.liked}
      data-testid="like-button"
      className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors ${
        state.liked ? "bg-orange-50 text-orange-800 ring-orange-300" : "text-stone-700 ring-stone-300 hover:bg-stone-50"
      }`}
    >
      <span ref={icon} className="inline-flex">
        <Svg
          className="size-5"
          fill={state.liked ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          shapes='<path stroke-linejoin="round" d="M7 10v11H3V10h4zm0 0l4-8c1.7 0 3 1.3 3 3v3h5.5c1.4 0 2.4 1.3 2 2.6l-2.2 8A2 2 0 0 1 17.4 20H7"/>'
        />
      </span>
      <span>{state.liked ? "Liked" : "Like"}</span>
      {state.count !== null && (
        <span className="tabular-nums">
          {state.count}
          {/* The accessible name keeps the visible words ("Like 3") and says what the number is. */}
          <span className="sr-only">{state.count === 1 ? " like" : " likes"}</span>
        </span>
      )}
    </button>
  );
}
