// Writes content/content-dates.json: when each catalog recipe was first published on the site and last
// changed, and when each question card last changed, read from the git history of content/recipes/*.json
// and content/questions.json (docs/product.md#a-recipe-dates). Run it after committing a change to either:
// `npx tsx scripts/content-dates.ts`. A recipe or card not yet committed gets the time of the run.
import { execFileSync } from "node:child_process";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CONTENT_DATES_FILE, type ContentDates } from "../src/server/content/content-dates.ts";

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
if (git("rev-parse", "--is-shallow-repository").trim() === "true")
  throw new Error("A shallow clone has no full history: fetch it with `git fetch --unshallow` first.");

type Items = Map<string, string>; // key -> the item's JSON
const recipesOf = (text: string): Items => new Map((JSON.parse(text) as { id: number }[]).map((r) => [String(r.id), JSON.stringify(r)]));
const cardsOf = (text: string): Items => new Map((JSON.parse(text) as { cards: { slug: string }[] }).cards.map((c) => [c.slug, JSON.stringify(c)]));

type Seen = { published: string; modified: string; json: string };
const recipes = new Map<string, Seen>();
const cards = new Map<string, Seen>();
function record(into: Map<string, Seen>, items: Items, when: string) {
  for (const [key, json] of items) {
    const seen = into.get(key);
    if (!seen) into.set(key, { published: when, modified: when, json });
    else if (seen.json !== json) into.set(key, { ...seen, modified: when, json });
  }
}

// Each commit that touched the files, oldest first, with the files it touched.
const log = git("log", "--reverse", "--format=@%H %cI", "--name-only", "--", "content/recipes", "content/questions.json");
for (const block of log.split("@").filter(Boolean)) {
  const [head, ...files] = block.trim().split("\n");
  const [hash, when] = head!.split(" ");
  const iso = new Date(when!).toISOString();
  for (const file of files.filter((f) => f.endsWith(".json"))) {
    let text: string;
    try {
      text = git("show", `${hash}:${file}`);
    } catch {
      continue; // deleted in this commit
    }
    if (file === "content/questions.json") record(cards, cardsOf(text), iso);
    else if (file.startsWith("content/recipes/")) record(recipes, recipesOf(text), iso);
  }
}
// The working tree: what is not committed yet is dated now.
const now = new Date().toISOString();
const recipeDir = join(process.cwd(), "content", "recipes");
for (const f of (await readdir(recipeDir)).filter((f) => f.endsWith(".json"))) record(recipes, recipesOf(await readFile(join(recipeDir, f), "utf8")), now);
const current = cardsOf(await readFile(join(process.cwd(), "content", "questions.json"), "utf8"));
record(cards, current, now);

const byKey = <T>(m: Map<string, Seen>, pick: (s: Seen) => T, keep: (k: string) => boolean) =>
  Object.fromEntries(
    [...m]
      .filter(([k]) => keep(k))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, s]) => [k, pick(s)]),
  );
const inCatalog = new Set<string>();
for (const f of (await readdir(recipeDir)).filter((f) => f.endsWith(".json")))
  for (const k of recipesOf(await readFile(join(recipeDir, f), "utf8")).keys()) inCatalog.add(k);
const out: ContentDates = {
  note: "Written by scripts/content-dates.ts from the git history of content/recipes and content/questions.json (docs/product.md#a-recipe-dates). Do not edit by hand.",
  recipes: byKey(
    recipes,
    (s) => ({ published: s.published, modified: s.modified }),
    (k) => inCatalog.has(k),
  ),
  questions: byKey(
    cards,
    (s) => ({ published: s.published, modified: s.modified }),
    (k) => current.has(k),
  ),
};
await writeFile(CONTENT_DATES_FILE, `${JSON.stringify(out, null, 2)}\n`);
console.log(`content-dates: ${Object.keys(out.recipes).length} recipes, ${Object.keys(out.questions).length} question cards`);
