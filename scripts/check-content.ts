// Checks the editorial content: the recipe catalog (content/recipes/*.json: schema, unique ids and
// titles, steps that only use listed ingredients, diet flags that agree with the ingredients, times that
// add up), the cook's notes (content/notes/*.json), the articles (content/articles/*.json), the cooking
// techniques (content/techniques.json), the two restaurant articles (content/restaurant-articles/*.json)
// and the guide editions they cite (content/editions.json), the question cards' answers
// (content/questions.json) and the time-based pages' tips (content/cooking-tips.json).
// Usage: npx tsx scripts/check-content.ts [recipe-file.json ...]   (no files: all content)
import { resolve } from "node:path";
import { readCatalogFiles } from "../src/server/recipes/catalog-files.ts";
import { checkCatalog } from "../src/server/recipes/content-check.ts";
import { checkNotes, readNotesFiles, recipeFiles } from "../src/server/recipes/recipe-notes.ts";
import { readArticleFiles, readTechniquesFile } from "../src/server/content/articles.ts";
import { readFile } from "node:fs/promises";
import { checkArticles, checkCookingTips, checkTechniques } from "../src/server/content/content-check.ts";
import { checkSeasonTags, SEASON_TAGS_FILE } from "../src/server/recipes/season-tags.ts";
import { readRestaurantArticleFiles } from "../src/server/content/restaurant-articles.ts";
import { checkRestaurantArticles } from "../src/server/content/restaurant-article-check.ts";
import { checkEditions, readEditionsFile } from "../src/server/content/editions.ts";
import { checkCardAnswers } from "../src/server/questions/card-check.ts";
import { readNutritionData } from "../src/server/nutrition/data.ts";
import { loadFoodTables } from "../src/server/nutrition/tables.ts";
import { checkNutritionMapping, coverageReport } from "../src/server/nutrition/check.ts";

const files = process.argv.slice(2).map((f) => resolve(f));
const items = await readCatalogFiles(undefined, files.length ? files : undefined);
const { recipes, problems } = checkCatalog(items);
for (const p of problems) console.log(`${p.file} #${String(p.id)} "${String(p.title)}": ${p.message}`);
console.log(`${recipes.length} recipes read, ${problems.length} problems`);
let failed = problems.length > 0;

if (!files.length) {
  const recipeIds = new Set(recipes.map((r) => r.id));
  const notes = checkNotes(await readNotesFiles(), recipeFiles(items));
  for (const p of notes.problems) console.log(`notes ${p.file} #${String(p.id)}: ${p.message}`);
  console.log(`${notes.count} recipes with cook's notes, ${notes.problems.length} problems`);
  failed ||= notes.problems.length > 0;
  const articles = checkArticles(await readArticleFiles(), recipeIds);
  const techniques = checkTechniques(await readTechniquesFile(), recipeIds);
  for (const p of [...articles.problems, ...techniques.problems]) console.log(`${p.file}: ${p.message}`);
  console.log(`${articles.articles.length} articles read, ${articles.problems.length} problems; techniques: ${techniques.problems.length} problems`);
  failed ||= articles.problems.length + techniques.problems.length > 0;
  const restaurants = checkRestaurantArticles(await readRestaurantArticleFiles());
  for (const p of restaurants.problems) console.log(`restaurant-articles/${p.file}: ${p.message}`);
  console.log(`${restaurants.articles.length} restaurant articles read, ${restaurants.problems.length} problems`);
  failed ||= restaurants.problems.length > 0;
  // Guide and list editions: an article citing an older edition than the newest listed fails; a listed
  // edition older than 13 months is a warning (docs/decisions/0016-content-that-stays-true.md).
  const editions = checkEditions(await readEditionsFile(), restaurants.articles, new Date());
  for (const p of editions.problems) console.log(`${p.file}: ${p.message}`);
  for (const w of editions.warnings) console.log(`warning: ${w.file}: ${w.message}`);
  console.log(`editions: ${editions.editions.length} listed, ${editions.problems.length} problems, ${editions.warnings.length} warnings`);
  failed ||= editions.problems.length > 0;
  // Question cards: each answer links at least two recipes or articles on its topic.
  const cardLinks = await checkCardAnswers();
  for (const p of cardLinks.problems) console.log(`content/questions.json: ${p.message}`);
  console.log(`question cards: ${cardLinks.checked} answers checked, ${cardLinks.problems.length} problems`);
  failed ||= cardLinks.problems.length > 0;
  const tips = checkCookingTips(JSON.parse(await readFile("content/cooking-tips.json", "utf8")));
  for (const p of tips.problems) console.log(`${p.file}: ${p.message}`);
  console.log(`cooking tips: ${tips.problems.length} problems`);
  failed ||= tips.problems.length > 0;
  const seasons = checkSeasonTags(JSON.parse(await readFile(SEASON_TAGS_FILE, "utf8")), recipeIds);
  for (const p of seasons) console.log(`content/recipe-seasons.json: ${p}`);
  console.log(`recipe seasons: ${seasons.length} problems`);
  failed ||= seasons.length > 0;
  // Nutrition: the mapping against the two food tables, and how much of the catalog it covers.
  const nutrition = await readNutritionData();
  const mapping = checkNutritionMapping(nutrition.map, nutrition.tables, await loadFoodTables());
  const coverage = coverageReport(recipes, nutrition.map, nutrition.tables);
  for (const p of [...mapping, ...coverage.problems]) console.log(`content/nutrition: ${p}`);
  console.log(
    `nutrition: ${Object.keys(nutrition.map.names).length} ingredient names mapped; ${coverage.shown} of ${coverage.total} recipes (${((coverage.shown / coverage.total) * 100).toFixed(1)}%) show nutrition (90% of their weight in the tables, no deep frying); ${mapping.length + coverage.problems.length} problems`,
  );
  failed ||= mapping.length + coverage.problems.length > 0;
}
process.exit(failed ? 1 : 0);
