// The page progress bar (docs/architecture.md#honesty, docs/decisions/0011-progress-bar-instead-of-splash.md): the feedback
// of the specification's splash (docs/product.md#b-states) without covering a painted page. Two copies show it: the
// React bar during client-side navigations (progress-bar.tsx), and, before React runs, a tiny script in
// each prerendered page's bootstrap while a slow first load hydrates (bootProgressScript, written by
// scripts/lib/defer-hydration.ts). Both take their steps and looks from here.

/** docs/product.md#b-limits: progress climbs every 80 ms while loading. */
export const PROGRESS_TICK_MS = 80;
/** docs/product.md#b-states: at the end the bar eases to 100, then fades out, gone after about 200 to 250 ms. */
export const PROGRESS_FADE_AFTER_MS = 100;
export const PROGRESS_DONE_MS = 250;
/**
 * A client-side navigation shows the bar only when it has not finished within this time: most take a few
 * tens of milliseconds here (prerendered data, cached modules), and a bar flashing on every click is noise.
 */
export const NAVIGATION_SHOW_AFTER_MS = 100;
/**
 * A first load shows the bar only when React has not hydrated this long after the page was parsed (the
 * JavaScript loads after the first paint, decision 0004): within a second a reader has not yet missed
 * anything, and the bar's own work would only compete with hydration for the main thread.
 */
export const FIRST_LOAD_SHOW_AFTER_MS = 1000;
/**
 * A first load whose JavaScript never arrives (offline, blocked) leaves a readable page: the bar then
 * goes instead of sitting at 99 for good.
 */
export const FIRST_LOAD_GIVE_UP_MS = 15_000;

export const PROGRESS_LABEL = "Loading page";
/** A 3 px strip over the top edge, never taking clicks; transitions off under prefers-reduced-motion. */
export const PROGRESS_TRACK_CLASS =
  "pointer-events-none fixed inset-x-0 top-0 z-[80] h-[3px] transition-opacity duration-150 ease-out motion-reduce:transition-none";
/**
 * The climb moves in plain steps: a transition on every 80 ms step kept the browser animating (and
 * restyling) all through the load it reports on. Only the last step, to 100, eases (PROGRESS_FILL_DONE_CLASS).
 */
export const PROGRESS_FILL_CLASS = "h-full origin-left bg-orange-600";
export const PROGRESS_FILL_DONE_CLASS = `${PROGRESS_FILL_CLASS} transition-transform duration-100 ease-out motion-reduce:transition-none`;

/**
 * One 80 ms step of docs/product.md#b-states: 6% of what remains, at least 0.5 and at most 6. It stops at 99: only the
 * end of the load takes the bar to 100. Self-contained (no imports, no outer names): the first-load
 * script carries its source.
 */
export function nextProgress(value: number): number {
  return Math.min(99, value + Math.min(6, Math.max(0.5, (100 - value) * 0.06)));
}

/** The percentage announced (aria-valuenow): a whole number. */
export const announcedProgress = (value: number) => Math.round(value);

/**
 * The first-load bar: an inline script (for the page's bootstrap module) that, when React has not hydrated
 * FIRST_LOAD_SHOW_AFTER_MS after it runs, shows the same bar as the React one, climbs until
 * <html data-hydrated> appears (or FIRST_LOAD_GIVE_UP_MS has passed), then finishes and removes itself.
 * The element goes at the end of <body>, after everything React hydrates, which React skips.
 */
export function bootProgressScript(): string {
  return (
    `(function(){var d=document.documentElement,h=function(){return "hydrated" in d.dataset},step=${nextProgress.toString()},v=0;` +
    `setTimeout(function(){if(h())return;` +
    `var bar=document.createElement("div"),fill=document.createElement("div");` +
    `bar.className=${JSON.stringify(PROGRESS_TRACK_CLASS)};fill.className=${JSON.stringify(PROGRESS_FILL_CLASS)};` +
    `bar.setAttribute("role","progressbar");bar.setAttribute("aria-label",${JSON.stringify(PROGRESS_LABEL)});` +
    `bar.setAttribute("aria-valuemin","0");bar.setAttribute("aria-valuemax","100");` +
    `var show=function(){bar.setAttribute("aria-valuenow",String(Math.round(v)));fill.style.transform="scaleX("+v/100+")"};` +
    `show();bar.append(fill);document.body.append(bar);` +
    `var n=0,t=setInterval(function(){var ok=h();if(!ok&&++n*${PROGRESS_TICK_MS}<${FIRST_LOAD_GIVE_UP_MS}){v=step(v);return show()}` +
    `clearInterval(t);if(ok){fill.className=${JSON.stringify(PROGRESS_FILL_DONE_CLASS)};v=100;show()}` +
    `setTimeout(function(){bar.style.opacity="0"},${PROGRESS_FADE_AFTER_MS});setTimeout(function(){bar.remove()},${PROGRESS_DONE_MS})},${PROGRESS_TICK_MS})` +
    `},${FIRST_LOAD_SHOW_AFTER_MS})})();`
  );
}
