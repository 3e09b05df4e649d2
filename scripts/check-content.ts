// Checks the recipe catalog (content/recipes/*.json): schema, unique ids and titles, steps that only use
// listed ingredients, diet flags that agree with the ingredients, and times that add up.
// Usage: npx tsx scripts/check-content.ts [file.json ...]   (no files: the whole catalog)
import { resolve } from "node:path";
import { readCatalogFiles } from "../src/server/recipes/catalog-files.ts";
import { checkCatalog } from "../src/server/recipes/content-check.ts";

const files = process.argv.slice(2).map((f) => resolve(f));
const { recipes, problems } = checkCatalog(await readCatalogFiles(undefined, files.length ? files : undefined));
for (const p of problems) console.log(`${p.file} #${String(p.id)} "${String(p.title)}": ${p.message}`);
console.log(`${recipes.length} recipes read, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
