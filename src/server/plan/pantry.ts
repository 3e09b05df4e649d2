// Cook from what you have (GET /api/recipes/by-ingredients): every recipe ranked by the share of its
// ingredient weight already at hand, staples counting as at hand, names matched through
// ingredient-names.ts (jeera is cumin). The catalog is indexed once per catalog version, in memory:
// a query is a pass over numbers, not SQL (docs/decisions/0019-meal-plan-and-shopping-list.md).
import { ingredientKey, ingredientMatches, isStaple } from "../../shared/plan/ingredient-names.ts";
import type { ByIngredientsResponse, PantryMatch } from "../../shared/plan/schema.ts";
import { foodKeyOf, gramsOf, guessGrams } from "../nutrition/compute.ts";
import { readNutritionData } from "../nutrition/data.ts";
import { query } from "../platform/db.ts";
import { catalogHash } from "../recipes/repository.ts";
import { ensureCatalog } from "../recipes/catalog-sync.ts";

type Line = { amount: number; unit: string; name: string };
/** A recipe as the ranking needs it; `lineText` is each line as a "missing" entry writes it, one per line of text. */
type IndexedRecipe = { id: number; title: string; image: string; readyInMinutes: number; lineText: string; keys: Int32Array };
/** A key's uses: the recipes (positions) that use it, with the grams and the number of lines each. */
type Postings = { recipes: Int32Array; grams: Float64Array; lines: Int32Array };
type PantryIndex = {
  recipes: IndexedRecipe[];
  keys: string[];
  staple: Uint8Array;
  /** The keys each word appears in: a typed name is compared only with the keys holding its first word. */
  keysWithWord: Map<string, number[]>;
  postings: Postings[];
  /**
   * Per recipe, in arrays rather than read from its object: a query of a large catalog visits tens of
   * thousands of recipes, and an object each (scattered in memory) made it ten times slower. The grams
   * and lines of its staples are at hand whatever is typed.
   */
  ids: Int32Array;
  totals: Float64Array;
  lineCounts: Int32Array;
  stapleGrams: Float64Array;
  stapleLines: Int32Array;
  /**
   * Per key a bit mask, per recipe the typed grams, lines and bits (all zero between queries), and the
   * candidates' positions: allocated once, so a query of a large catalog makes no garbage in proportion.
   */
  scratch: { bits: Uint32Array; grams: Float64Array; lines: Int32Array; used: Uint32Array; candidates: Int32Array };
};

// The catalog changes only with a deploy: its hash is asked at most every 5 minutes, as search does
// (src/server/recipes/service.ts), so a query costs no database round trip.
const CATALOG_CHECK_MS = 5 * 60 * 1000;
let index: { hash: string | null; value: Promise<PantryIndex>; at: number } | undefined;

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
  const uses: { recipe: number; grams: number; lines: number }[][] = [];
  const staple: number[] = [];
  const stapleGrams = new Float64Array(rows.length);
  const stapleLines = new Int32Array(rows.length);
  const totals = new Float64Array(rows.length);
  const recipes = rows.map((r, at) => {
    const lines = r.lines.map((l) => ({ amount: Number(l.amount), unit: String(l.unit ?? ""), name: String(l.name ?? "") }));
    const ids = new Int32Array(lines.length);
    lines.forEach((l, i) => {
      const key = ingredientKey(l.name);
      let id = keyIds.get(key);
      if (id === undefined) {
        id = keys.push(key) - 1;
        keyIds.set(key, id);
        uses.push([]);
        staple.push(isStaple(key) ? 1 : 0);
      }
      ids[i] = id;
      const foodKey = foodKeyOf(nutrition.map, l.name, l.unit);
      const food = foodKey ? nutrition.map.foods[foodKey] : undefined;
      const grams = (food ? gramsOf(l, food) : undefined) ?? guessGrams(l);
      totals[at]! += grams;
      if (staple[id]) {
        stapleGrams[at]! += grams;
        stapleLines[at]! += 1;
      }
      const own = uses[id]!;
      const last = own[own.length - 1];
      if (last?.recipe === at) {
        last.grams += grams;
        last.lines += 1;
      } else own.push({ recipe: at, grams, lines: 1 });
    });
    // One string per recipe rather than an object per line: a 100x catalog has over half a million lines.
    const lineText = lines.map((l) => missingText(l).replace(/\n/g, " ")).join("\n");
    return { id: r.id, title: r.title, image: r.image ?? "", readyInMinutes: r.ready, lineText, keys: ids };
  });
  const keysWithWord = new Map<string, number[]>();
  keys.forEach((k, id) => {
    for (const w of new Set(k.split(" "))) {
      const list = keysWithWord.get(w);
      if (list) list.push(id);
      else keysWithWord.set(w, [id]);
    }
  });
  const postings = uses.map((u) => ({
    recipes: Int32Array.from(u, (x) => x.recipe),
    grams: Float64Array.from(u, (x) => x.grams),
    lines: Int32Array.from(u, (x) => x.lines),
  }));
  const n = recipes.length;
  return {
    recipes,
    keys,
    staple: Uint8Array.from(staple),
    keysWithWord,
    postings,
    ids: Int32Array.from(recipes, (r) => r.id),
    totals,
    lineCounts: Int32Array.from(recipes, (r) => r.keys.length),
    stapleGrams,
    stapleLines,
    scratch: {
      bits: new Uint32Array(keys.length),
      grams: new Float64Array(n),
      lines: new Int32Array(n),
      used: new Uint32Array(n),
      candidates: new Int32Array(n),
    },
  };
}

async function pantryIndex(): Promise<PantryIndex> {
  if (!index || Date.now() - index.at >= CATALOG_CHECK_MS) {
    await ensureCatalog();
    const hash = await catalogHash();
    if (!index || index.hash !== hash) index = { hash, value: buildIndex(), at: Date.now() };
    else index.at = Date.now();
  }
  return index.value.catch((err: unknown) => {
    index = undefined;
    throw err;
  });
}

type Scored = { at: number; id: number; share: number; score: number; missing: number };
/** The ranking: higher score, then fewer missing ingredients, then the lower id. */
const isBetter = (a: Scored, b: Scored) => a.score > b.score || (a.score === b.score && (a.missing < b.missing || (a.missing === b.missing && a.id < b.id)));

/** The number of bits set in a 32-bit number. */
function bitCount(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const amountText = (n: number) => String(Number(n.toFixed(2)));
const missingText = (l: Line) => [l.amount > 0 ? amountText(l.amount) : "", l.unit, l.name].filter(Boolean).join(" ");

/**
 * Recipes ranked by the share of their ingredient weight at hand; each lists what is missing. The work is
 * in the postings of the keys that match what was typed (a staple's weight is counted in advance), so a
 * query costs what those ingredients' uses cost, not a pass over every recipe's lines.
 */
export async function recipesByIngredients(have: string[], limit: number): Promise<ByIngredientsResponse> {
  const idx = await pantryIndex();
  const typed = [...new Set(have.map(ingredientKey).filter(Boolean))];
  // The scratch arrays are the index's: this part runs without awaiting, so no other query shares them,
  // and everything it set is cleared before returning.
  const { bits, grams, lines, used, candidates } = idx.scratch;
  const matched: number[] = [];
  let count = 0;
  try {
    // Bit t set: the key is typed ingredient t (the first 31 typed names are told apart). Only keys that
    // hold a typed name's first word can match it.
    typed.forEach((t, ti) => {
      for (const k of idx.keysWithWord.get(t.split(" ")[0]!) ?? [])
        if (ingredientMatches(t, idx.keys[k]!)) {
          if (!bits[k]) matched.push(k);
          bits[k]! |= 1 << Math.min(ti, 30);
        }
    });
    // Only recipes that use something typed are suggested (staples alone do not make a suggestion).
    for (const k of matched) {
      const p = idx.postings[k]!;
      const isStapleKey = idx.staple[k] === 1; // its weight is in stapleGrams already
      for (let i = 0; i < p.recipes.length; i++) {
        const r = p.recipes[i]!;
        if (used[r] === 0) candidates[count++] = r; // a matched key's bits are never 0
        used[r]! |= bits[k]!;
        if (!isStapleKey) {
          grams[r]! += p.grams[i]!;
          lines[r]! += p.lines[i]!;
        }
      }
    }
    return { have: typed, results: rank(idx, typed.length, count, limit) };
  } finally {
    for (const k of matched) bits[k] = 0;
    // Clearing everything is faster than clearing each of many candidates scattered over the arrays.
    if (count > used.length / 8) {
      grams.fill(0);
      lines.fill(0);
      used.fill(0);
    } else
      for (let i = 0; i < count; i++) {
        const r = candidates[i]!;
        grams[r] = 0;
        lines[r] = 0;
        used[r] = 0;
      }
  }
}

/** The `limit` best candidates with what each is missing, from the scratch arrays a query filled. */
function rank(idx: PantryIndex, typedCount: number, count: number, limit: number): PantryMatch[] {
  const { bits, grams, lines, used, candidates } = idx.scratch;
  // How much a dish's use of the typed names counts, per combination of them (worked out once a query).
  const factorOf = (u: number) => Math.sqrt(bitCount(u) / Math.min(typedCount, 31));
  const table = typedCount <= 10 ? Float64Array.from({ length: 1 << typedCount }, (_, u) => factorOf(u)) : undefined;
  const best: Scored[] = []; // the `limit` best so far, best first
  for (let c = 0; c < count; c++) {
    const at = candidates[c]!;
    const total = idx.totals[at]!;
    if (total <= 0) continue;
    const share = (idx.stapleGrams[at]! + grams[at]!) / total;
    const missing = idx.lineCounts[at]! - idx.stapleLines[at]! - lines[at]!;
    const id = idx.ids[at]!;
    // The share of weight at hand ranks; a dish that uses more of what was typed goes first among
    // near-equals (a tomato chutney is all at hand, but the chole uses the chickpeas too).
    const u = used[at]!;
    const score = share * (table ? table[u]! : factorOf(u));
    const worst = best.length === limit ? best[limit - 1]! : undefined;
    // Most candidates of a large catalog rank below the current last: they are dropped before any allocation.
    if (worst && (score < worst.score || (score === worst.score && (missing > worst.missing || (missing === worst.missing && id > worst.id))))) continue;
    const entry = { at, id, share, score, missing };
    let pos = best.length;
    while (pos > 0 && isBetter(entry, best[pos - 1]!)) pos--;
    best.splice(pos, 0, entry);
    if (best.length > limit) best.pop();
  }
  const atHand = (k: number) => bits[k] !== 0 || idx.staple[k] === 1;
  return best.map(({ at, share }) => {
    const r = idx.recipes[at]!;
    return {
      id: r.id,
      title: r.title,
      image: r.image,
      readyInMinutes: r.readyInMinutes,
      share: Math.round(share * 1000) / 1000,
      missing: r.lineText.split("\n").filter((_, i) => !atHand(r.keys[i]!)),
    };
  });
}
