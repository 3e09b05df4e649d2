// Build-time data of the time-based pages (/weekly, /monthly, /seasonal, /daily): the sections for the
// build's date, written by scripts/time-pages.ts before the page build and read by the routes' loaders,
// so the prerendered HTML holds the recipes (docs/architecture.md#shape).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SectionResult } from "../client/features/recipes/recipe-section.tsx";
import type { TimePage } from "../client/features/recipes/time-sections.ts";
import { slimForPage } from "../shared/recipes/normalize.ts";

// Beside the build's other caches: `react-router build` empties build/ when it starts.
export const TIME_PAGES_FILE = join(process.cwd(), "node_modules", ".cache", "time-pages.json");

type Keyed = { key: string; data: Record<string, SectionResult> };
export type TimePagesData = { builtOn: string; pages: Record<TimePage, Keyed> };
/** What a page's loader returns: the build's date and its sections, or null (see below). */
export type TimePageData = { builtOn: string; key: string; data: Record<string, SectionResult> } | null;

let cached: Promise<TimePagesData | null> | undefined;

/**
 * One page's build-time sections. A production build without the file fails (the build script writes it
 * first); `vite dev` has none unless a build ran, and its pages then load everything in the browser.
 */
export async function timePageData(page: TimePage): Promise<TimePageData> {
  cached ??= readFile(TIME_PAGES_FILE, "utf8").then(
    (text) => JSON.parse(text) as TimePagesData,
    (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT" && process.env.NODE_ENV !== "production") return null;
      throw new Error(`${TIME_PAGES_FILE} is missing: \`npm run build\` writes it first (scripts/time-pages.ts). ${err.message}`);
    },
  );
  const all = await cached;
  if (!all) return null;
  // The page shows these recipes as cards: it embeds only what a card needs (slimForPage).
  const { key, data } = all.pages[page];
  const cards = Object.fromEntries(Object.entries(data).map(([name, section]) => [name, { ...section, recipes: section.recipes.map(slimForPage) }]));
  return { builtOn: all.builtOn, key, data: cards };
}
