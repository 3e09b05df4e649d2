import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { getErrorMessage } from "../../shared/common/errors.ts";

/** Set once the first page has hydrated: what mounts later (a client-side navigation) is hydrated at once. */
let hydratedOnce = false;

/**
 * False while prerendering and during hydration, true afterwards. Pages prerendered at build time use
 * it to render what depends on the URL's query or today's date only once hydrated, so the first client
 * render matches the static HTML (no hydration mismatch). The render that follows hydration is a
 * transition, which React does in slices between which the browser can answer a tap; a store read with
 * useSyncExternalStore would re-render the whole page in one task (docs/decisions/0018-hydration-budget.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** Today's date once hydrated (null before), so date-dependent text never differs from the static HTML. */
export function useToday(): Date | null {
  const hydrated = useHydrated();
  const [today] = useState(() => (typeof window === "undefined" ? null : new Date()));
  return hydrated ? (today ?? new Date()) : null;
}

/**
 * Filters kept in the URL, changed faster than the URL follows (a navigation waits for the route's data):
 * `stack(patch)` gives the patch applied to the last stacked value while the URL (`urlKey`) has not moved
 * since, else to `current`, so three quick choices give one address with all three, not the last alone.
 * It gives null when the patch changes nothing, so the caller does not push the same address twice (a
 * choice made before hydration may reach the page both as a replayed event and through useEarlyInput).
 */
export function useStackedChanges<T extends object>(current: T, urlKey: string): (patch: Partial<T>) => T | null {
  const pending = useRef<{ urlKey: string; value: T } | null>(null);
  return (patch) => {
    const base = pending.current?.urlKey === urlKey ? pending.current.value : current;
    const value = { ...base, ...patch };
    if (JSON.stringify(value) === JSON.stringify(base)) return null;
    pending.current = { urlKey, value };
    return value;
  };
}

/**
 * A form control a reader may change before React has taken over the prerendered page (the scripts load
 * after first paint, docs/decisions/0004-page-javascript-after-first-paint.md). React keeps what the control holds when
 * it hydrates but calls no onChange for it, and the next render would put the rendered value back. So
 * when the control mounts, its value is compared with the one rendered and a difference is reported.
 * Mounted by a client-side navigation, the two are always equal.
 */
export function useEarlyInput<E extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
  rendered: string,
  report: (value: string, element: E) => void,
) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A checkbox's value is its checked state, "true" or "false".
    const value = el instanceof HTMLInputElement && el.type === "checkbox" ? String(el.checked) : el.value;
    if (value !== rendered) report(value, el);
    // once, at mount: later changes come through onChange
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/**
 * Calls `act` with the text each time it settles (`delayMs` after the last change) on a value not acted on
 * yet, and only once hydrated. Text typed before the scripts ran can settle before the render that follows
 * hydration (a transition, slow on a slow phone) has committed: it is acted on once that has, not dropped.
 */
export function useOnSettledText(text: string, delayMs: number, hydrated: boolean, act: (settled: string) => void): void {
  const settled = useDebouncedValue(text, delayMs);
  const handled = useRef(settled);
  useEffect(() => {
    if (!hydrated || settled === handled.current) return;
    handled.current = settled;
    act(settled);
    // a newly settled text, or hydration with one waiting; `act` is the render's own
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, hydrated]);
}

/** The value, settled for `delayMs` after its last change. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return settled;
}

/**
 * A search box's text tied to the query in the URL: the box shows what is typed at once, and when the
 * URL's query changes by other means (Back, Forward, a link, Clear Filters) the box shows it instead.
 * Call `wrote(value)` just before the page itself puts `value` into the URL, so that is not taken for
 * such a change.
 */
export function useUrlText(urlValue: string) {
  const [text, setText] = useState(urlValue);
  const written = useRef(urlValue);
  useEffect(() => {
    if (urlValue === written.current) return;
    written.current = urlValue;
    setText(urlValue);
  }, [urlValue]);
  const wrote = useCallback((value: string) => {
    written.current = value;
  }, []);
  return { text, setText, wrote };
}

export type AsyncState<T> =
  { status: "loading"; data?: T; error?: undefined } | { status: "success"; data: T; error?: undefined } | { status: "error"; data?: T; error: string };

/**
 * Runs `load` whenever `key` changes (and on `retry`), aborting the previous run. `initial` (e.g. data
 * prerendered at build time for this exact key) is shown at once (and refreshed quietly when
 * `refreshInitial`; a refresh that `shows` the same as what is shown changes nothing, so the page does
 * not render again for it: docs/decisions/0018-hydration-budget.md). Keeps the last data
 * while a new load runs. `enabled: false` waits (e.g. until hydrated).
 */
export function useAsyncData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  opts: {
    enabled?: boolean;
    initial?: { key: string; data: T };
    refreshInitial?: boolean;
    /** The quiet refresh of `initial` (implies `refreshInitial`; default: `load`), given what is shown: a page whose parts do not all move refreshes only those that do. */
    refresh?: (signal: AbortSignal, shown: T) => Promise<T>;
    /** What of the data the page shows, to compare a quiet refresh with the prerendered data (default: all of it). */
    shows?: (data: T) => unknown;
    label?: string;
  } = {},
): AsyncState<T> & { retry: () => void } {
  const { enabled = true, initial, refreshInitial = false, refresh, shows = (data: T) => data, label = "recipes" } = opts;
  // `forKey`: the key the state belongs to, so data of the previous key is never shown as the new one's.
  const [state, setState] = useState<AsyncState<T> & { forKey?: string }>(() =>
    initial && initial.key === key ? { status: "success", data: initial.data, forKey: key } : { status: "loading" },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The prerendered data stands for its key's first load only; a retry or a later key fetches.
  const initialKey = useRef(initial?.key);

  useEffect(() => {
    if (!enabled) return;
    const usePrerendered = attempt === 0 && initialKey.current === key;
    initialKey.current = undefined;
    const controller = new AbortController();
    // A loader that throws before returning its promise fails like one that rejects.
    const run = () => Promise.resolve().then(() => loadRef.current(controller.signal));
    // What arrived is rendered as a transition: a page of results renders in slices, between which the
    // browser answers taps, instead of one long task (docs/decisions/0018-hydration-budget.md).
    const succeed = (data: T) => !controller.signal.aborted && startTransition(() => setState({ status: "success", data, forKey: key }));
    if (usePrerendered) {
      if (!refreshInitial && !refresh) return;
      // Build-time data is shown at once and refreshed quietly: a failure keeps it, no skeletons; the
      // same again is not set (a new object would render the whole page again for nothing).
      const shown = initial!.data;
      const quiet = refresh ? Promise.resolve().then(() => refresh(controller.signal, shown)) : run();
      quiet.then(
        (data) => JSON.stringify(shows(data)) !== JSON.stringify(shows(shown)) && succeed(data),
        (err: unknown) => !controller.signal.aborted && console.warn(`[${label}]`, getErrorMessage(err)),
      );
      return () => controller.abort();
    }
    setState((s) => ({ status: "loading", data: s.data, forKey: key }));
    run().then(succeed, (err: unknown) => {
      if (controller.signal.aborted) return;
      // docs/product.md#b-errors: failures of the recipe pages are logged; the page shows its own error text.
      console.warn(`[${label}]`, getErrorMessage(err));
      setState((s) => ({ status: "error", data: s.data, error: getErrorMessage(err), forKey: key }));
    });
    return () => controller.abort();
    // `initial` is read only for the first run; `load` through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, enabled]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const { forKey, ...current } = state;
  // The key changed and its load has not started yet (effects run after this render): already loading.
  if (forKey !== key && current.status !== "loading") return { status: "loading", data: current.data, retry };
  return { ...current, retry } as AsyncState<T> & { retry: () => void };
}
