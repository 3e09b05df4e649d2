// The newest edition of each guide or list the restaurant articles cite (content/editions.json), and the
// freshness check: an article that cites an older edition than the newest listed one, or a guide the file
// does not list, fails; a listed edition announced more than 13 months ago is a warning (a newer one has
// probably come out). Why: docs/decisions/0016-content-that-stays-true.md.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "../../shared/validation/schema.ts";
import type { RankedBy, Recognition, RestaurantArticle } from "../../shared/restaurant-articles/types.ts";
import { contentError, schemaProblems, type ContentProblem } from "./problems.ts";

export const EDITIONS_FILE = join(process.cwd(), "content", "editions.json");
/** A listed edition older than this many months is probably no longer the newest: the check warns. */
export const STALE_AFTER_MONTHS = 13;

const EditionSchema = z
  .object({
    guide: z.string().regex(/^(Michelin Guide [A-Z][\w &'-]+|The World's 50 Best Restaurants|Asia's 50 Best Restaurants)$/, "guide must be a Michelin guide or a 50 Best list."),
    edition: z.number().int().min(2000).max(2100),
    announced: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, "announced must be YYYY-MM-DD, or YYYY-MM when the day is not sure."),
    note: z.string().min(10).max(300),
    source: z.url().refine((u) => /^https?:\/\//.test(u), "source must be a web address."),
    checkedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "checkedOn must be YYYY-MM-DD."),
  })
  .strict();
export const EditionsFileSchema = z.object({ about: z.string(), editions: z.array(EditionSchema).min(1) }).strict();
export type Edition = z.infer<typeof EditionSchema>;

export async function readEditionsFile(file = EDITIONS_FILE): Promise<unknown> {
  return JSON.parse(await readFile(file, "utf8")) as unknown;
}

/** "Michelin Guide New York" or "The World's 50 Best Restaurants": the name an edition is listed under. */
const nameOf = (x: Recognition | RankedBy) => (x.kind === "michelin" ? x.guide : x.list);

/** Whole months from an announcement ("2025-06-19" or "2025-06") to `today`. */
export function monthsSince(announced: string, today: Date): number {
  const [y, m, d] = announced.split("-").map(Number) as [number, number, number | undefined];
  let months = (today.getUTCFullYear() - y) * 12 + (today.getUTCMonth() + 1 - m);
  if (d !== undefined && today.getUTCDate() < d) months -= 1;
  return months;
}

/**
 * Problems (the build's content check fails) and warnings for the articles against the editions file.
 * `today` is passed in so that the check is testable and the warning is about the day it runs.
 */
export function checkEditions(
  raw: unknown,
  articles: RestaurantArticle[],
  today: Date,
): { editions: Edition[]; problems: ContentProblem[]; warnings: ContentProblem[] } {
  const file = "content/editions.json";
  const parsed = EditionsFileSchema.safeParse(raw);
  if (!parsed.success) {
    return { editions: [], problems: schemaProblems(file, parsed.error.issues), warnings: [] };
  }
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const newest = new Map<string, Edition>();
  for (const e of parsed.data.editions) {
    if (newest.has(e.guide)) problems.push(contentError(file, `${e.guide} is listed twice: list only its newest edition`));
    newest.set(e.guide, e);
    const age = monthsSince(e.announced, today);
    if (age > STALE_AFTER_MONTHS) {
      warnings.push({ file, severity: "warning", message: `${e.guide} ${e.edition} was announced ${age} months ago (${e.announced}): look for a newer edition` });
    }
  }
  for (const a of articles) {
    const where = `restaurant-articles/${a.id}.json`;
    const cited: { what: string; x: Recognition | RankedBy }[] = [
      { what: "the ranking", x: a.rankedBy },
      ...a.restaurants.flatMap((r) => r.recognitions.map((x) => ({ what: r.name, x }))),
    ];
    for (const { what, x } of cited) {
      const name = nameOf(x);
      const e = newest.get(name);
      if (!e) problems.push(contentError(where, `${what}: cites the ${name} ${x.edition}, which content/editions.json does not list (add its newest edition there)`));
      else if (x.edition < e.edition) {
        problems.push(
          contentError(where, `${what}: cites the ${name} ${x.edition}, but the newest edition is ${e.edition} (announced ${e.announced}, ${e.source}): check the restaurant against it`),
        );
      } else if (x.edition > e.edition) {
        problems.push(contentError(where, `${what}: cites the ${name} ${x.edition}, newer than the ${e.edition} listed in content/editions.json`));
      }
    }
  }
  return { editions: parsed.data.editions, problems, warnings };
}
