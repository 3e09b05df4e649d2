import { useEffect, useState } from "react";

// Part 1 §7 and part 2 §4: online from the browser; reachability from loading /placeholder.svg with a
// cache-busting parameter and a 3000 ms time-out.
export const PROBE_TIMEOUT_MS = 3000;
const RECHECK_MS = 60_000;

export async function probeReachability(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const res = await fetch(`/placeholder.svg?t=${Date.now()}`, { cache: "no-store", signal: AbortSignal.timeout(timeoutMs) });
    return res.ok;
  } catch {
    return false;
  }
}

export type Connectivity = { online: boolean; reachable: boolean | null };

export function useConnectivity(): Connectivity {
  const [online, setOnline] = useState(true);
  const [reachable, setReachable] = useState<boolean | null>(null);
  useEffect(() => {
    let alive = true;
    const check = async () => {
      const isOnline = navigator.onLine;
      setOnline(isOnline);
      if (!isOnline) return setReachable(false);
      const ok = await probeReachability();
      if (alive) setReachable(ok);
    };
    void check();
    const recheck = () => void check();
    const timer = setInterval(recheck, RECHECK_MS);
    window.addEventListener("online", recheck);
    window.addEventListener("offline", recheck);
    return () => {
      alive = false;
      clearInterval(timer);
      window.removeEventListener("online", recheck);
      window.removeEventListener("offline", recheck);
    };
  }, []);
  return { online, reachable };
}

/** 'Offline Mode' when offline; 'Limited Connectivity' when online but the probe fails; nothing otherwise. */
export function ConnectivityBadge() {
  const { online, reachable } = useConnectivity();
  if (online && reachable !== false) return null;
  return (
    <div role="status" className="fixed left-1/2 top-20 z-50 -translate-x-1/2 rounded-full bg-stone-900 px-4 py-1.5 text-sm font-medium text-white shadow-lg">
      <span aria-hidden="true" className={`mr-2 inline-block size-2 rounded-full ${online ? "bg-amber-400" : "bg-red-400"}`} />
      {online ? "Limited Connectivity" : "Offline Mode"}
    </div>
  );
}
