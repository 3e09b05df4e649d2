// Light or dark (docs/product.md#theme): the reader's choice, kept in local storage, else the device's
// setting. The palette is app.css's [data-theme="dark"]; <html data-theme> is set before the first paint
// by THEME_SCRIPT (root.tsx) and kept here afterwards.
import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

/** The local storage key of the reader's choice ("light" or "dark"); absent: follow the device. */
export const THEME_KEY = "theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * The browser's own bar (<meta name="theme-color">) in each theme: the logo's orange in light, the dark
 * theme's header surface (its --color-white, stone-900's value) in dark. root.tsx gives one meta per device
 * setting (BAR_MEDIA); a reader's choice turns the other theme's meta off by its media, never by its
 * content, which React matches the prerendered metas by when it hydrates (a changed one gets a copy).
 */
export const THEME_COLORS: Record<Theme, string> = { light: "#c2410c", dark: "#1c1917" };
export const BAR_MEDIA: Record<Theme, string> = { light: "(prefers-color-scheme: light)", dark: "(prefers-color-scheme: dark)" };
const BAR_METAS = 'meta[name="theme-color"]';

/**
 * Runs in <head> after the theme-color metas and before the stylesheet, so the page is painted in its
 * theme at once (no light flash) and the browser's bar matches a chosen theme. Static text, so a
 * Content-Security-Policy can allow it by its hash. It must stay in step with chosenTheme and paintBar.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_KEY}"),c=${JSON.stringify(THEME_COLORS)};t=t==="dark"||t==="light"?t:"";document.documentElement.dataset.theme=t||(matchMedia("${DARK_QUERY}").matches?"dark":"light");if(t)document.querySelectorAll('${BAR_METAS}').forEach(function(m){m.media=m.content===c[t]?"all":"not all"})}catch(e){}`;

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

/** The browser's bar: only the chosen theme's meta applies, else each meta for its device setting (see THEME_COLORS). */
function paintBar(chosen: Theme | null) {
  document.querySelectorAll<HTMLMetaElement>(BAR_METAS).forEach((meta) => {
    const theme: Theme = meta.content === THEME_COLORS.dark ? "dark" : "light";
    meta.media = chosen ? (theme === chosen ? "all" : "not all") : BAR_MEDIA[theme];
  });
}

const listeners = new Set<() => void>();
const apply = (chosen: Theme | null) => {
  document.documentElement.dataset.theme = chosen ?? deviceTheme();
  paintBar(chosen);
  listeners.forEach((l) => l());
};

/** The reader picks a theme, or null to follow the device again: shown at once and kept for their next visits. */
export function chooseTheme(theme: Theme | null) {
  try {
    if (theme) localStorage.setItem(THEME_KEY, theme);
    else localStorage.removeItem(THEME_KEY);
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
    matchMedia(DARK_QUERY).addEventListener("change", () => chosenTheme() === null && apply(null));
    window.addEventListener("storage", (e) => e.key === THEME_KEY && apply(chosenTheme()));
  }
  return () => void listeners.delete(listener);
}

/** The theme on screen; "light" while prerendering and hydrating (the page's markup does not depend on it). */
export const useTheme = (): Theme => useSyncExternalStore(subscribe, shownTheme, () => "light");
/** The reader's choice (null: none, follow the device), kept up to date like useTheme. */
export const useChosenTheme = (): Theme | null => useSyncExternalStore(subscribe, chosenTheme, () => null);

/** Cook mode's night (docs/product.md#theme): 19:00 to 07:00 local time. */
export const isNight = (date: Date) => date.getHours() >= 19 || date.getHours() < 7;
