// Cook's notes (issue #16): content/notes/<stem>.json beside content/recipes/<stem>.json, read with the
// catalog and checked by `npm run check:content` (rules below, each with its unit test).
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { NOTES_LIMITS, RecipeNotesFileSchema, RecipeNotesSchema, type RecipeNotes } from "../../shared/recipes/notes.schema.ts";
import { itemId, type SourcedRecipe } from "./content-check.ts";
import { contentError, schemaProblems, type ContentProblem } from "../content/problems.ts";

export const NOTES_DIR = join(process.cwd(), "content", "notes");

/** Every recipe must have notes: on since all 410 catalog recipes have them (a new recipe file needs its notes file). */
export const REQUIRE_NOTES_FOR_EVERY_RECIPE = true;
/** A sentence (normalised) may appear in at most this many recipes' notes; more is boilerplate. */
export const MAX_RECIPES_SHARING_A_SENTENCE = 3;

export type NotesFile = { file: string; raw: unknown };

/** Reads every content/notes/*.json file in name order (none when the folder is missing). */
export async function readNotesFiles(dir = NOTES_DIR): Promise<NotesFile[]> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [] as string[];
    throw err;
  });
  const out: NotesFile[] = [];
  for (const name of names.filter((f) => f.endsWith(".json")).sort()) {
    out.push({ file: name, raw: JSON.parse(await readFile(join(dir, name), "utf8")) as unknown });
  }
  return out;
}

/** Which file each recipe (with a numeric id) is written in, for checkNotes. */
export function recipeFiles(items: SourcedRecipe[]): { id: number; file: string; title?: string }[] {
  return items.flatMap(({ file, raw }) => {
    const r = raw as { id?: unknown; title?: unknown } | null;
    return typeof r?.id === "number" ? [{ id: r.id, file, title: typeof r.title === "string" ? r.title : undefined }] : [];
  });
}

/** The notes of each recipe id, for the catalog load: entries that do not match the schema are left out. */
export function notesById(files: NotesFile[]): { notes: Map<number, RecipeNotes>; invalid: string[] } {
  const notes = new Map<number, RecipeNotes>();
  const invalid: string[] = [];
  for (const { file, raw } of files) {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      invalid.push(file);
      continue;
    }
    for (const [key, value] of Object.entries(raw)) {
      const parsed = RecipeNotesSchema.safeParse(value);
      if (parsed.success && /^[1-9]\d*$/.test(key)) notes.set(Number(key), parsed.data);
      else invalid.push(`${file} #${key}`);
    }
  }
  return { notes, invalid };
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
/** Sentences: split after . ! or ? followed by a space and a capital, digit or opening quote/bracket. */
export const sentences = (s: string) =>
  s
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .filter(Boolean);
const normSentence = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const PLACEHOLDER = /\b(todo|tbd|lorem ipsum|coming soon|placeholder|to be written)\b/i;

/** The length and wording rules for one recipe's notes; human sentences, empty when sound. */
export function checkNotesEntry(n: RecipeNotes): string[] {
  const out: string[] = [];
  const L = NOTES_LIMITS;
  const within = (label: string, count: number, [min, max]: readonly [number, number], unit: string) => {
    if (count < min || count > max) out.push(`${label} has ${count} ${unit} (${min}-${max})`);
  };
  within("headnote", words(n.headnote), L.headnoteWords, "words");
  within("headnote", sentences(n.headnote).length, L.headnoteSentences, "sentences");
  within("tips", n.tips.length, L.tips, "items");
  n.tips.forEach((t, i) => within(`tip ${i + 1}`, words(t), L.tipWords, "words"));
  if (n.makeAhead !== undefined) {
    within("makeAhead", words(n.makeAhead), L.makeAheadWords, "words");
    within("makeAhead", sentences(n.makeAhead).length, L.makeAheadSentences, "sentences");
  }
  within("storage", words(n.storage), L.storageWords, "words");
  const subs = n.substitutions ?? [];
  within("substitutions", subs.length, L.substitutions, "items");
  subs.forEach((t, i) => within(`substitution ${i + 1}`, words(t), L.substitutionWords, "words"));
  const all = [n.headnote, ...n.tips, n.makeAhead ?? "", n.storage, ...subs];
  if (all.some((t) => PLACEHOLDER.test(t))) out.push("holds placeholder text");
  if (all.some((t) => /<[a-z/][^>]*>/i.test(t))) out.push("holds HTML; notes are plain text");
  return out;
}

/**
 * Checks the notes files against the catalog: schema, an entry only for a recipe that exists and in the
 * notes file named after that recipe's file, each id once, lengths, no boilerplate (a sentence shared by
 * more than MAX_RECIPES_SHARING_A_SENTENCE recipes), and, when `requireAll`, notes for every recipe.
 */
export function checkNotes(
  files: NotesFile[],
  recipes: { id: number; file: string; title?: string }[],
  { requireAll = REQUIRE_NOTES_FOR_EVERY_RECIPE } = {},
): { count: number; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const recipeById = new Map(recipes.map((r) => [r.id, r]));
  const seen = new Map<number, string>();
  const bySentence = new Map<string, Set<number>>();
  for (const { file, raw } of files) {
    const parsed = RecipeNotesFileSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(...schemaProblems(file, [issue], itemId(issue.path[0])));
      continue;
    }
    for (const [key, notes] of Object.entries(parsed.data)) {
      const id = Number(key);
      const recipe = recipeById.get(id);
      const at = { id };
      if (!recipe) {
        problems.push(contentError(file, "notes for a recipe id that is not in the catalog", at));
        continue;
      }
      const expected = recipe.file;
      if (expected !== file) problems.push(contentError(file, `notes belong in content/notes/${expected} (the recipe is in content/recipes/${expected})`, at));
      if (seen.has(id)) problems.push(contentError(file, `notes for this recipe are also in ${seen.get(id)}`, at));
      seen.set(id, file);
      for (const message of checkNotesEntry(notes)) problems.push(contentError(file, message, at));
      const texts = [notes.headnote, ...notes.tips, notes.makeAhead ?? "", notes.storage, ...(notes.substitutions ?? [])];
      for (const s of texts.flatMap(sentences)) {
        const k = normSentence(s);
        if (!k) continue;
        const ids = bySentence.get(k) ?? new Set<number>();
        ids.add(id);
        bySentence.set(k, ids);
      }
    }
  }
  for (const [sentence, ids] of bySentence) {
    if (ids.size > MAX_RECIPES_SHARING_A_SENTENCE) {
      const list = [...ids].sort((a, b) => a - b);
      problems.push(
        contentError(
          "content/notes",
          `boilerplate: "${sentence}" is in the notes of ${ids.size} recipes (${list.join(", ")}); at most ${MAX_RECIPES_SHARING_A_SENTENCE}`,
          { id: list[0] },
        ),
      );
    }
  }
  if (requireAll) {
    for (const r of recipes) {
      if (!seen.has(r.id)) problems.push(contentError(r.file, "has no cook's notes", { id: r.id }));
    }
  }
  return { count: seen.size, problems };
}
