// Cook from what you have (GET /api/recipes/by-ingredients): every recipe ranked by the share of its
// ingredient weight already at hand, staples counting as at hand, names matched through
// ingredient-names.ts (jeera is cumin). The catalog is indexed once per catalog version, in memory:
// a query is a pass over numbers, not SQL (docs/decisions/0019-meal-plan-and-shopping-list.md).
import { ingredientKey, ingredientMatches, isStaple } from "../../shared/ingredient-names.ts";
import type { ByIngredientsResponse, PantryMatch } from "../../shared/plan.ts";
import { foodKeyOf, gramsOf, guessGrams } from "../nutrition/compute.ts";
import { readNutritionData } from "../nutrition/data.ts";
import { query } from "../platform/db.ts";
import { catalogHash } from "../recipes/repository.ts";
import { ensureCatalog } from "../recipes/catalog-sync.ts";

type Line = { amount: number; unit: string; name: string };
type IndexedRecipe = { id: number; title: string; image: string; readyInMinutes: number; lines: Line[]; keys: Int32Array; grams: Float64Array; total: number };
type PantryIndex = { recipes: IndexedRecipe[]; keys: string[]; staple: Uint8Array };

let index: { hash: string | null; value: Promise<PantryIndex> } | undefined;

async function buildIndex(): Promise<PantryIndex> {
  const [rows, nutrition] = await Promise.all([
    query<{ id: number; title: string; image: string | null; ready: number; lines: Line[] }>(
      `SELECT id, title, data->>'image' AS image, ready_in_minutes AS ready,
              coalesce(data->'extendedIngredients', '[]'::jsonb) AS lines
         FROM recipes ORDER BY id`,
    ),
    readNutritionData(),
  ]);
  const keyIds = new Map<string, number>();
  const keys: string[] = [];
  const recipes = rows.map((r) => {
    const lines = r.lines.map((l) => ({ amount: Number(l.amount), unit: String(l.unit ?? ""), name: String(l.name ?? "") }));
    const ids = new Int32Array(lines.length);
    const grams = new Float64Array(lines.length);
    lines.forEach((l, i) => {
      const key = ingredientKey(l.name);
      let id = keyIds.get(key);
      if (id === undefined) {
        id = keys.push(key) - 1;
        keyIds.set(key, id);
      }
      ids[i] = id;
      const foodKey = foodKeyOf(nutrition.map, l.name, l.unit);
      const food = foodKey ? nutrition.map.foods[foodKey] : undefined;
      grams[i] = (food ? gramsOf(l, food) : undefined) ?? guessGrams(l);
    });
    const total = grams.reduce((a, b) => a + b, 0);
    return { id: r.id, title: r.title, image: r.image ?? "", readyInMinutes: r.ready, lines, keys: ids, grams, total };
  });
  return { recipes, keys, staple: Uint8Array.from(keys, (k) => (isStaple(k) ? 1 : 0)) };
}

async function pantryIndex(): Promise<PantryIndex> {
  await ensureCatalog();
  const hash = await catalogHash();
  if (!index || index.hash !== hash) index = { hash, value: buildIndex() };
  return index.value.catch((err: unknown) => {
    index = undefined;
    throw err;
  });
}

const amountText = (n: number) => String(Number(n.toFixed(2)));
const missingText = (l: Line) => [l.amount > 0 ? amountText(l.amount) : "", l.unit, l.name].filter(Boolean).join(" ");

/** Recipes ranked by the share of their ingredient weight at hand; each lists what is missing. */
export async function recipesByIngredients(have: string[], limit: number): Promise<ByIngredientsResponse> {
  const idx = await pantryIndex();
  const typed = [...new Set(have.map(ingredientKey).filter(Boolean))];
  // Which ingredient keys of the catalog the cook has: typed ones (or a staple); computed once per query.
  const atHand = new Uint8Array(idx.keys.length);
  // Bit t set: the key is typed ingredient t (the first 31 typed names are told apart).
  const typedBits = new Uint32Array(idx.keys.length);
  idx.keys.forEach((k, i) => {
    typed.forEach((t, ti) => {
      if (ingredientMatches(t, k)) typedBits[i]! |= 1 << Math.min(ti, 30);
    });
    atHand[i] = typedBits[i] || idx.staple[i] ? 1 : 0;
  });
  const bitCount = (n: number) => n.toString(2).replace(/0/g, "").length;
  const scored: { r: IndexedRecipe; share: number; score: number; missing: number }[] = [];
  for (const r of idx.recipes) {
    let have = 0;
    let used = 0;
    let missing = 0;
    for (let i = 0; i < r.keys.length; i++) {
      const k = r.keys[i]!;
      if (atHand[k]) have += r.grams[i]!;
      else missing++;
      used |= typedBits[k]!;
    }
    if (used === 0 || r.total <= 0) continue; // staples alone do not make a suggestion
    const share = have / r.total;
    // The share of weight at hand ranks; a dish that uses more of what was typed goes first among
    // near-equals (a tomato chutney is all at hand, but the chole uses the chickpeas too).
    const score = share * Math.sqrt(bitCount(used) / Math.min(typed.length, 31));
    scored.push({ r, share, score, missing });
  }
  scored.sort((a, b) => b.score - a.score || a.missing - b.missing || a.r.id - b.r.id);
  const results: PantryMatch[] = scored.slice(0, limit).map(({ r, share }) => ({
    id: r.id,
    title: r.title,
    image: r.image,
    readyInMinutes: r.readyInMinutes,
    share: Math.round(share * 1000) / 1000,
    missing: r.lines.filter((_, i) => !atHand[r.keys[i]!]).map(missingText),
  }));
  return { have: typed, results };
}
