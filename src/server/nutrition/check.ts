// The content check's part for nutrition: every mapped entry exists in its table, the extract the site
// computes with equals the tables, every gram weight says where it comes from (and a USDA household
// measure really is one), and enough recipes are covered to show figures.
import { UNITS } from "../../shared/recipes/schema.ts";
import { computeNutrition, foodKeyOf, MASS_G, MIN_COVERAGE, type Compositions, type IngredientMap } from "./compute.ts";
import type { FoodTables } from "./tables.ts";

/** At least this share of the catalog shows nutrition (issue 24: 90%). */
export const MIN_RECIPES_WITH_NUTRITION = 0.9;

const ENTRY = /^(ifct|usda):[A-Z0-9]+$/;
const USDA_MEASURE = /^USDA SR Legacy (\d{5}) household measure: (.+) = ([\d.]+) g$/;
// A food may give grams for any recipe unit but a weight (converted as written) and "" (counted by its "piece").
const UNITS_WITH_WEIGHT = new Set<string>(UNITS.filter((unit) => unit !== "" && !(unit in MASS_G)));

export function referencedEntries(map: IngredientMap): string[] {
  const out = new Set<string>();
  for (const food of Object.values(map.foods)) {
    if (food.entry) out.add(food.entry);
    for (const [entry] of food.entries ?? []) out.add(entry);
  }
  return [...out].sort();
}

export function checkNutritionMapping(map: IngredientMap, extract: Compositions, tables: FoodTables): string[] {
  const out: string[] = [];
  for (const [key, food] of Object.entries(map.foods)) {
    const parts = food.entries ?? (food.entry ? [[food.entry, 1] as [string, number]] : []);
    if (!parts.length && !food.noTable && !food.notEaten) out.push(`food "${key}" names no table entry (or says why none: "noTable", "notEaten")`);
    if (parts.length && (food.noTable || food.notEaten)) out.push(`food "${key}" has table entries and says it has none`);
    const shares = parts.reduce((s, [, share]) => s + share, 0);
    if (parts.length && Math.abs(shares - 1) > 1e-9) out.push(`food "${key}": the shares of its entries add up to ${shares}, not 1`);
    for (const [entry] of parts) {
      if (!ENTRY.test(entry)) out.push(`food "${key}": "${entry}" is not "ifct:CODE" or "usda:CODE"`);
      else if (!tables.rows[entry]) out.push(`food "${key}": ${entry} is not in its table`);
    }
    for (const [unit, grams] of Object.entries(food.grams ?? {})) {
      if (!UNITS_WITH_WEIGHT.has(unit)) out.push(`food "${key}": grams for unknown unit "${unit}"`);
      if (!(grams > 0)) out.push(`food "${key}": grams per ${unit} must be positive`);
      const source = food.gramsSource?.[unit];
      if (!source) {
        out.push(`food "${key}": grams per ${unit} has no source`);
        continue;
      }
      const m = USDA_MEASURE.exec(source);
      if (source.startsWith("USDA SR Legacy ") && source.includes("household measure:")) {
        const measures = m ? tables.usdaMeasures.get(m[1]!) : undefined;
        if (!m || !measures?.some((h) => h.description === m[2] && Math.abs(h.grams - Number(m[3])) < 1e-6))
          out.push(`food "${key}": "${source}" is not a household measure of that USDA entry`);
      } else if (!/^(estimate: |USDA SR Legacy household measure: )/.test(source)) {
        out.push(`food "${key}": the source of grams per ${unit} must be a USDA household measure or "estimate: <why>"`);
      }
    }
    if (food.refuse !== undefined) {
      if (!(food.refuse > 0 && food.refuse < 1)) out.push(`food "${key}": refuse must be a share between 0 and 1`);
      const m = /^USDA SR Legacy (\d{5}) refuse: (\d+)%$/.exec(food.refuseSource ?? "");
      if (m) {
        if (tables.usdaRefuse.get(m[1]!) !== Number(m[2]) || Math.abs(Number(m[2]) / 100 - food.refuse) > 1e-9)
          out.push(`food "${key}": "${food.refuseSource}" does not match that USDA entry's refuse`);
      } else if (!/^estimate: /.test(food.refuseSource ?? "")) out.push(`food "${key}": refuse needs a source (a USDA entry's refuse, or "estimate: <why>")`);
    }
  }
  for (const [name, key] of Object.entries(map.names)) {
    if (!map.foods[key]) out.push(`ingredient "${name}" points at unknown food "${key}"`);
    if (name !== name.trim().toLowerCase().replace(/\s+/g, " ")) out.push(`ingredient "${name}" is not written normalised (lower case, single spaces)`);
  }
  const wanted = referencedEntries(map);
  const stale = wanted.filter((e) => tables.rows[e] && JSON.stringify(extract[e]) !== JSON.stringify(tables.rows[e]));
  if (stale.length) out.push(`content/nutrition/compositions.json differs from the tables for ${stale.join(", ")}: run npm run nutrition:tables`);
  const extra = Object.keys(extract).filter((e) => !wanted.includes(e));
  if (extra.length) out.push(`content/nutrition/compositions.json holds rows no food uses (${extra.join(", ")}): run npm run nutrition:tables`);
  return out;
}

export type CoverageRow = { id: number; title: string; coverage: number; fryingOil: boolean; unmatched: string[] };

/** Coverage of every recipe, and whether enough of the catalog shows figures. */
export function coverageReport(
  recipes: { id: number; title: string; servings: number; extendedIngredients: { name: string; amount: number; unit: string; original: string }[] }[],
  map: IngredientMap,
  extract: Compositions,
) {
  const rows: CoverageRow[] = recipes.map((r) => {
    const n = computeNutrition(r, map, extract);
    const unmatched = r.extendedIngredients.filter((i) => {
      const one = computeNutrition({ servings: 1, extendedIngredients: [i] }, map, extract);
      return one.coverage === 0 && one.fryingOil.length === 0 && !map.foods[foodKeyOf(map, i.name, i.unit) ?? ""]?.notEaten;
    });
    return { id: r.id, title: r.title, coverage: n.coverage, fryingOil: n.fryingOil.length > 0, unmatched: unmatched.map((i) => i.name) };
  });
  const shown = rows.filter((r) => r.coverage >= MIN_COVERAGE && !r.fryingOil).length;
  const problems: string[] = [];
  if (recipes.length >= 100 && shown / recipes.length < MIN_RECIPES_WITH_NUTRITION)
    problems.push(
      `only ${shown} of ${recipes.length} recipes (${Math.round((shown / recipes.length) * 100)}%) show nutrition (${MIN_COVERAGE * 100}% of their ingredients' weight in the food tables, no deep frying); at least ${MIN_RECIPES_WITH_NUTRITION * 100}%`,
    );
  return { rows, shown, total: recipes.length, problems };
}
