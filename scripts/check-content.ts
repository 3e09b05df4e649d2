// Checks the editorial content: every check of src/server/content/checks.ts (the recipe catalog, the cook's
// notes, articles and techniques, the restaurant articles and the guide editions they cite, the question
// cards and their answers, the time-based pages' tips, recipe seasons, the nutrition mapping), one report.
// Usage: npx tsx scripts/check-content.ts [recipe-file.json ...]   (no files: all content)
import { resolve } from "node:path";
import { runContentChecks } from "../src/server/content/checks.ts";

const files = process.argv.slice(2).map((f) => resolve(f));
const report = await runContentChecks({ only: files.length ? files : undefined });
for (const line of report.lines) console.log(line);
process.exit(report.errors > 0 ? 1 : 0);
