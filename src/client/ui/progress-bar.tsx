import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import {
  NAVIGATION_SHOW_AFTER_MS,
  PROGRESS_DONE_MS,
  PROGRESS_FADE_AFTER_MS,
  PROGRESS_FILL_CLASS,
  PROGRESS_FILL_DONE_CLASS,
  PROGRESS_LABEL,
  PROGRESS_TICK_MS,
  PROGRESS_TRACK_CLASS,
  announcedProgress,
  nextProgress,
} from "./progress.ts";

/** The slim bar of progress.ts while `busy` lasts longer than NAVIGATION_SHOW_AFTER_MS; nothing otherwise. */
export function ProgressBar({ busy }: { busy: boolean }) {
  const [bar, setBar] = useState<{ value: number; fading: boolean } | null>(null);
  useEffect(() => {
    if (!busy) {
      // The render below already shows 100; then fade and go.
      const fade = setTimeout(() => setBar((b) => b && { ...b, fading: true }), PROGRESS_FADE_AFTER_MS);
      const gone = setTimeout(() => setBar(null), PROGRESS_DONE_MS);
      return () => (clearTimeout(fade), clearTimeout(gone));
    }
    let climb: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      setBar({ value: 0, fading: false });
      climb = setInterval(() => setBar((b) => b && { value: nextProgress(b.value), fading: false }), PROGRESS_TICK_MS);
    }, NAVIGATION_SHOW_AFTER_MS);
    return () => (clearTimeout(show), clearInterval(climb));
  }, [busy]);
  if (!bar) return null;
  const value = busy ? bar.value : 100;
  return (
    <div
      role="progressbar"
      aria-label={PROGRESS_LABEL}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={announcedProgress(value)}
      className={PROGRESS_TRACK_CLASS}
      style={bar.fading ? { opacity: 0 } : undefined}
    >
      <div className={busy ? PROGRESS_FILL_CLASS : PROGRESS_FILL_DONE_CLASS} style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}

/** The bar during client-side navigations (loading the next page's data and code). */
export function NavigationProgress() {
  return <ProgressBar busy={useNavigation().state !== "idle"} />;
}
