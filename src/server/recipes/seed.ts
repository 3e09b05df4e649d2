import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Recipe } from "../../shared/recipes/schema.ts";
import { recipeImagePath, slimForCard, toRecipe } from "../../shared/recipes/normalize.ts";
import { readCatalogFiles } from "./catalog-files.ts";
import { checkCatalog } from "./content-check.ts";
import { formatProblem } from "../content/problems.ts";
import { notesById, readNotesFiles } from "./recipe-notes.ts";
import { searchDocument, vocabularyWords } from "./search-document.ts";
import { buildSearchTerms } from "./search-terms.ts";
import { readNutritionData, shownNutrition } from "../nutrition/data.ts";
import { withNutritionDiets } from "../nutrition/diets.ts";

/** Runs SQL on ONE connection (the seed uses a transaction and an advisory lock). */
export type RunSql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const SEED_LOCK = 7_311_001; // pg_advisory_xact_lock key: one seeder at a time across instances
const BATCH = 100;

const sha = (s: string) => createHash("sha256").update(s).digest("hex");

/** Real photos of catalog recipes: content/photos/<recipe id>.jpg (or .jpeg, .png, .webp). */
export const PHOTO_DIR = join(process.cwd(), "content", "photos");
export const recipePhotoPath = (file: string) => `/recipe-photos/${file}`;

/** Recipe id -> photo file name, for the photos in content/photos (none when the folder is absent). */
export async function recipePhotoFiles(dir = PHOTO_DIR): Promise<Map<number, string>> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const out = new Map<number, string>();
  for (const f of files.sort()) {
    const m = /^(\d{1,9})\.(jpe?g|png|webp)$/i.exec(f);
    if (m && !out.has(Number(m[1]))) out.set(Number(m[1]), f);
  }
  return out;
}

export async function loadCatalogRecipes(): Promise<{ recipes: Recipe[]; hash: string; skipped: number }> {
  const { recipes, problems } = checkCatalog(await readCatalogFiles());
  const bad = new Set(problems.map((p) => p.id));
  for (const p of problems) console.warn(`[catalog] skipped: ${formatProblem(p)}`);
  const { notes, invalid } = notesById(await readNotesFiles());
  for (const at of invalid) console.warn(`[catalog] skipped the cook's notes of ${at}: run npm run check:content`);
  const photos = await recipePhotoFiles();
  const nutritionData = await readNutritionData();
  const good = recipes
    .filter((r) => !bad.has(r.id))
    .map((r) => {
      // Nutrition is computed here from the food tables, never read from the recipe file; keto and low
      // carb follow from it (docs/decisions/0017-nutrition-from-food-composition-tables.md).
      const nutrition = shownNutrition(r, nutritionData);
      const recipe = toRecipe(withNutritionDiets(r, nutrition), nutrition);
      const n = notes.get(r.id);
      const photo = photos.get(r.id);
      // A photo wins over the drawing: an `image` URL in the recipe's file, else content/photos/<id>.*.
      const pictured = photo && recipe.image === recipeImagePath(recipe.id) ? { ...recipe, image: recipePhotoPath(photo), imageAlt: recipe.title } : recipe;
      return n ? { ...pictured, notes: n } : pictured;
    });
  return { recipes: good, hash: sha(JSON.stringify(good)), skipped: recipes.length - good.length };
}

/**
 * The INSERT ... ON CONFLICT for a batch of recipes and their cards (also used by the benchmark's
 * synthetic rows): one statement, the cards written for the recipes that were inserted or changed.
 */
export function upsertRecipesSql(rows: Recipe[], source: "catalog" | "spoonacular" = "catalog") {
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  const listings: string[] = [];
  const values = rows.map((r) => {
    const doc = searchDocument(r);
    const json = JSON.stringify(r);
    const { notes: _notes, ...listed } = r;
    const listing = JSON.stringify(slimForCard(listed));
    listings.push(listing);
    return `(${p(r.id)}, ${p(source)}, ${p(r.title)}, ${p(json)}::jsonb, ${p(r.cuisines.map((c) => c.toLowerCase()))}::text[],
      ${p(r.dishTypes)}::text[], ${p(r.diets)}::text[], ${p(r.country)}, ${p(r.region)}, ${p(r.readyInMinutes)}, ${p(r.healthScore)},
      to_tsvector('english', ${p(doc.ingredients)}),
      setweight(to_tsvector('english', ${p(doc.a)}), 'A') || setweight(to_tsvector('english', ${p(doc.b)}), 'B') ||
      setweight(to_tsvector('english', ${p(doc.c)}), 'C') || setweight(to_tsvector('english', ${p(doc.d)}), 'D'),
      ${p(sha(json + listing))}, now())`;
  });
  const text = `WITH written AS (
    INSERT INTO recipes (id, source, title, data, cuisines, dish_types, diets, country, region, ready_in_minutes,
      health_score, ingredients_tsv, search, content_hash, updated_at)
    VALUES ${values.join(",\n")}
    ON CONFLICT (id) DO UPDATE SET source = EXCLUDED.source, title = EXCLUDED.title, data = EXCLUDED.data,
      cuisines = EXCLUDED.cuisines, dish_types = EXCLUDED.dish_types, diets = EXCLUDED.diets, country = EXCLUDED.country,
      region = EXCLUDED.region, ready_in_minutes = EXCLUDED.ready_in_minutes, health_score = EXCLUDED.health_score,
      ingredients_tsv = EXCLUDED.ingredients_tsv, search = EXCLUDED.search, content_hash = EXCLUDED.content_hash,
      updated_at = now()
    WHERE recipes.content_hash <> EXCLUDED.content_hash
    RETURNING id
  )
  INSERT INTO recipe_cards (id, listing)
    SELECT c.id, c.listing FROM unnest(${p(rows.map((r) => r.id))}::int[], ${p(listings)}::text[]) AS c(id, listing) JOIN written USING (id)
    ON CONFLICT (id) DO UPDATE SET listing = EXCLUDED.listing`;
  return { text, params };
}

/**
 * Loads content/recipes into the database: idempotent (unchanged catalog: one query), changed recipes
 * are updated in place, removed ones deleted, the typo vocabulary and the ranked word lists rebuilt. Safe to run on every start
 * and from several instances at once (advisory lock).
 */
export async function seedCatalog(run: RunSql, catalog?: Awaited<ReturnType<typeof loadCatalogRecipes>>): Promise<string> {
  const { recipes, hash, skipped } = catalog ?? (await loadCatalogRecipes());
  const [state] = await run(`SELECT value FROM app_state WHERE key = 'catalog_hash'`);
  if (state?.value === hash) return `${recipes.length} recipes, unchanged`;

  await run("BEGIN");
  try {
    await run(`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    let changed = 0;
    for (let i = 0; i < recipes.length; i += BATCH) {
      const { text, params } = upsertRecipesSql(recipes.slice(i, i + BATCH));
      const rows = await run(`${text} RETURNING id`, params);
      changed += rows.length;
    }
    const removed = await run(`DELETE FROM recipes WHERE source = 'catalog' AND NOT (id = ANY($1::int[])) RETURNING id`, [recipes.map((r) => r.id)]);

    const freq = new Map<string, number>();
    for (const r of recipes) for (const w of vocabularyWords(r)) freq.set(w, (freq.get(w) ?? 0) + 1);
    await run("DELETE FROM search_vocabulary");
    const words = [...freq];
    for (let i = 0; i < words.length; i += 1000) {
      const chunk = words.slice(i, i + 1000);
      await run(`INSERT INTO search_vocabulary (word, freq) SELECT * FROM unnest($1::text[], $2::int[])`, [chunk.map((w) => w[0]), chunk.map((w) => w[1])]);
    }
    await buildSearchTerms(run);
    await run(
      `INSERT INTO app_state (key, value, updated_at) VALUES ('catalog_hash', $1, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [hash],
    );
    await run("COMMIT");
    return `${recipes.length} recipes, ${changed} written, ${removed.length} removed${skipped ? `, ${skipped} skipped (invalid)` : ""}`;
  } catch (err) {
    await run("ROLLBACK");
    throw err;
  }
}
