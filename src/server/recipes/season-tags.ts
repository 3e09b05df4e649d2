// content/recipe-seasons.json: the recipes that suit only some seasons (cold soups, summer salads,
// spring asparagus), so the seasonal search can leave them out in the other seasons (issue #11: the fall
// page showed Bircher muesli). Recipes not listed suit every season.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SEASONS } from "../../shared/recipes/filters.ts";

export type Season = (typeof SEASONS)[number];
export const SEASON_TAGS_FILE = join(process.cwd(), "content", "recipe-seasons.json");

/** Words in a title that name a cold dish, left out of the fall and winter searches even when untagged. */
const COLD_TITLE_WORDS: Record<Season, string[]> = { winter: ["cold", "chilled", "iced"], fall: ["cold", "chilled", "iced"], spring: [], summer: [] };

/** Problems of the file as human sentences (empty when sound); `ids` are the catalog's recipe ids. */
export function checkSeasonTags(raw: unknown, ids: ReadonlySet<number>): string[] {
  const seasons = (raw as { seasons?: unknown } | null)?.seasons;
  if (!seasons || typeof seasons !== "object" || Array.isArray(seasons)) return ['needs a "seasons" object keyed by recipe id'];
  const out: string[] = [];
  for (const [id, list] of Object.entries(seasons)) {
    if (!/^\d+$/.test(id) || !ids.has(Number(id))) out.push(`"${id}" is not a recipe id of content/recipes`);
    if (!Array.isArray(list) || list.length === 0 || list.length >= SEASONS.length) {
      out.push(`"${id}" must list one to three seasons (a recipe for every season is simply not listed)`);
      continue;
    }
    for (const s of list) if (!(SEASONS as readonly unknown[]).includes(s)) out.push(`"${id}" names "${String(s)}", not one of ${SEASONS.join(", ")}`);
    if (new Set(list).size !== list.length) out.push(`"${id}" lists a season twice`);
  }
  return out;
}

let tags: Promise<Map<number, Season[]>> | undefined;

function readTags(): Promise<Map<number, Season[]>> {
  tags ??= readFile(SEASON_TAGS_FILE, "utf8").then((text) => {
    const seasons = (JSON.parse(text) as { seasons: Record<string, Season[]> }).seasons;
    return new Map(Object.entries(seasons).map(([id, list]) => [Number(id), list]));
  });
  return tags;
}

/** What a search in `season` leaves out: the ids tagged for other seasons, and cold-dish title words. */
export async function seasonExclusions(season: Season): Promise<{ ids: number[]; titleWords: string[] }> {
  const ids = [...(await readTags())].filter(([, list]) => !list.includes(season)).map(([id]) => id);
  return { ids, titleWords: COLD_TITLE_WORDS[season] };
}
