import { useEffect, useState } from "react";
import { SERVER_REACHED_EVENT } from "../lib/api.ts";

// docs/product.md#a-api and docs/product.md#b-states: online from the browser; reachability from loading /placeholder.svg with a
// cache-busting parameter. The specification's 3000 ms time-out turned a slow first answer (the server
// starting its functions on a first visit) into a false "Limited Connectivity" (issue #11): a slow answer
// is still an answer. Only a failed request, or no answer at all within PROBE_GIVE_UP_MS, reports limited
// connectivity, and any later answer from the server (a probe or an API call) clears it.
export const PROBE_GIVE_UP_MS = 20_000;
const RECHECK_MS = 60_000;
/** While limited, look again sooner, so the badge does not outstay the problem. */
const RECHECK_LIMITED_MS = 15_000;

export type ProbeResult = "reachable" | "unreachable";

/** Loads /placeholder.svg, waiting up to `giveUpMs` (a plain setTimeout, so tests can drive it with a fake clock). */
export async function probeReachability(giveUpMs = PROBE_GIVE_UP_MS): Promise<ProbeResult> {
  const controller = new AbortController();
  const giveUp = setTimeout(() => controller.abort(), giveUpMs);
  try {
    const res = await fetch(`/placeholder.svg?t=${Date.now()}`, { cache: "no-store", signal: controller.signal });
    return res.ok ? "reachable" : "unreachable";
  } catch {
    return "unreachable";
  } finally {
    clearTimeout(giveUp);
  }
}

export type Connectivity = { online: boolean; reachable: boolean | null };

export function useConnectivity(): Connectivity {
  const [online, setOnline] = useState(true);
  const [reachable, setReachable] = useState<boolean | null>(null);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let limitedSince = Infinity; // when the last probe failed; Infinity while reachable
    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void check(), ms);
    };
    const check = async () => {
      const isOnline = navigator.onLine;
      setOnline(isOnline);
      if (!isOnline) {
        // Unknown, not failed: back online, the badge goes at once instead of showing "Limited
        // Connectivity" until the next probe answers.
        setReachable(null);
        return schedule(RECHECK_LIMITED_MS);
      }
      const probeStarted = Date.now();
      const ok = (await probeReachability()) === "reachable";
      if (!alive) return;
      // A call answered while this probe ran has already cleared the badge; this failure is older news.
      if (!ok && lastReached >= probeStarted) return schedule(RECHECK_LIMITED_MS);
      limitedSince = ok ? Infinity : Date.now();
      setReachable(ok);
      schedule(ok ? RECHECK_MS : RECHECK_LIMITED_MS);
    };
    void check();
    const recheck = () => void check();
    let lastReached = 0;
    const reached = (e: Event) => {
      const startedAt = e instanceof CustomEvent && typeof e.detail === "number" ? e.detail : 0;
      if (!navigator.onLine || startedAt < limitedSince) return;
      lastReached = startedAt;
      limitedSince = Infinity;
      setOnline(true);
      setReachable(true);
    };
    window.addEventListener("online", recheck);
    window.addEventListener("offline", recheck);
    window.addEventListener(SERVER_REACHED_EVENT, reached);
    return () => {
      alive = false;
      clearTimeout(timer);
      window.removeEventListener("online", recheck);
      window.removeEventListener("offline", recheck);
      window.removeEventListener(SERVER_REACHED_EVENT, reached);
    };
  }, []);
  return { online, reachable };
}

/**
 * 'Offline Mode' when offline; 'Limited Connectivity' when online but the probe fails; nothing otherwise.
 * It sits in the sticky header's flow, under the bar, so it moves the page down instead of covering the
 * page's title (a fixed pill over the page hid the title on a phone).
 */
export function ConnectivityBadge() {
  const { online, reachable } = useConnectivity();
  if (online && reachable !== false) return null;
  return (
    <div className="flex justify-center px-4 pb-2">
      <div role="status" className="rounded-full bg-stone-900 px-4 py-1.5 text-sm font-medium text-white shadow-lg">
        <span aria-hidden="true" className={`mr-2 inline-block size-2 rounded-full ${online ? "bg-amber-400" : "bg-red-400"}`} />
        {online ? "Limited Connectivity" : "Offline Mode"}
      </div>
    </div>
  );
}
