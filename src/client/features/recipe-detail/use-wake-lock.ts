import { useEffect, useState } from "react";

type Sentinel = { released: boolean; release: () => Promise<void>; addEventListener: (t: "release", l: () => void) => void };
type WakeLockApi = { request: (type: "screen") => Promise<Sentinel> };

/**
 * Keeps the screen on while `active` (cook mode), with the Screen Wake Lock API where the browser has
 * it. The lock is dropped by the browser when the tab is hidden, so it is asked for again on return.
 */
export function useWakeLock(active: boolean): { supported: boolean; locked: boolean } {
  const [supported, setSupported] = useState(false);
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    setSupported(Boolean(api));
    if (!active || !api) return;
    let sentinel: Sentinel | null = null;
    let cancelled = false;
    const acquire = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const s = await api.request("screen");
        if (cancelled) return void s.release().catch(() => {});
        sentinel = s;
        setLocked(true);
        s.addEventListener("release", () => !cancelled && setLocked(false));
      } catch {
        setLocked(false); // refused (battery saver, permissions policy): cook mode works without it
      }
    };
    void acquire();
    const onVisible = () => void acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisible);
      void sentinel?.release().catch(() => {});
      setLocked(false);
    };
  }, [active]);
  return { supported, locked };
}
