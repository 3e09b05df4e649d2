// Writes content/nutrition/compositions.json: the rows of IFCT 2017 and USDA SR Legacy that
// content/nutrition/ingredients.json points at, per 100 g, copied from the tables' npm packages.
// Run after editing the mapping: npm run nutrition:tables (the content check fails until you do).
// Values are copied as the packages hold them; only IFCT's kJ become kcal and its sodium g become mg.
import { writeFile } from "node:fs/promises";
import { format, resolveConfig } from "prettier";
import { COMPOSITIONS_FILE, readNutritionData } from "../src/server/nutrition/data.ts";
import { loadFoodTables } from "../src/server/nutrition/tables.ts";
import { referencedEntries } from "../src/server/nutrition/check.ts";

const { map } = await readNutritionData();
const { rows } = await loadFoodTables();
const out: Record<string, unknown> = {};
const missing: string[] = [];
for (const entry of referencedEntries(map)) {
  if (rows[entry]) out[entry] = rows[entry];
  else missing.push(entry);
}
const options = { ...(await resolveConfig(COMPOSITIONS_FILE)), filepath: COMPOSITIONS_FILE };
await writeFile(COMPOSITIONS_FILE, await format(JSON.stringify(out), options));
console.log(`${Object.keys(out).length} table rows written to content/nutrition/compositions.json`);
if (missing.length) {
  console.error(`Not in the tables: ${missing.join(", ")}`);
  process.exit(1);
}
