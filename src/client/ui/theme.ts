// Light or dark (docs/product.md#theme): the reader's choice, kept in local storage, else the device's
// setting. The palette is app.css's [data-theme="dark"]; <html data-theme> is set before the first paint
// by THEME_SCRIPT (root.tsx) and kept here afterwards.
import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

/** The local storage key of the reader's choice ("light" or "dark"); absent: follow the device. */
export const THEME_KEY = "theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Runs in <head> before the stylesheet, so the page is painted in its theme at once (no light flash).
 * Static text, so a Content-Security-Policy can allow it by its hash. It must stay in step with chosenTheme.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_KEY}");document.documentElement.dataset.theme=t==="dark"||t==="light"?t:matchMedia("${DARK_QUERY}").matches?"dark":"light"}catch(e){}`;

/** The reader's stored choice, or null when they have not chosen (or storage is unavailable). */
export function chosenTheme(): Theme | null {
  try {
    const t = localStorage.getItem(THEME_KEY);
    return t === "dark" || t === "light" ? t : null;
  } catch {
    return null;
  }
}

const deviceTheme = (): Theme => (typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches ? "dark" : "light");
const shownTheme = (): Theme => (document.documentElement.dataset.theme === "dark" ? "dark" : "light");

const listeners = new Set<() => void>();
const apply = (theme: Theme) => {
  document.documentElement.dataset.theme = theme;
  listeners.forEach((l) => l());
};

/** The reader picks a theme: shown at once and kept for their next visits. */
export function chooseTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // storage unavailable: the choice holds for this page only
  }
  apply(theme);
}

let watching = false;
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!watching) {
    watching = true;
    // Not chosen: follow the device when its setting changes (e.g. at sunset); another tab's choice too.
    matchMedia(DARK_QUERY).addEventListener("change", () => chosenTheme() === null && apply(deviceTheme()));
    window.addEventListener("storage", (e) => e.key === THEME_KEY && apply(chosenTheme() ?? deviceTheme()));
  }
  return () => void listeners.delete(listener);
}

/** The theme on screen; "light" while prerendering and hydrating (the page's markup does not depend on it). */
export const useTheme = (): Theme => useSyncExternalStore(subscribe, shownTheme, () => "light");
/** The reader's choice (null: none, follow the device), kept up to date like useTheme. */
export const useChosenTheme = (): Theme | null => useSyncExternalStore(subscribe, chosenTheme, () => null);

/** Cook mode's night (docs/product.md#theme): 19:00 to 07:00 local time. */
export const isNight = (date: Date) => date.getHours() >= 19 || date.getHours() < 7;
