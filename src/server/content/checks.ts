// The one list of content checks (docs/architecture.md#content-pipeline): `npm run check:content` runs every
// check here, in order, and prints one report of ContentProblems. A check is given what the ones before
// it read (the catalog's ids, the restaurant articles) so that links between files are checked too.
import { readFile } from "node:fs/promises";
import { readCatalogFiles } from "../recipes/catalog-files.ts";
import { checkCatalog } from "../recipes/content-check.ts";
import { DIET_RULES_FILE, dietRulesProblems } from "../recipes/diet-rules.ts";
import { checkNotes, readNotesFiles, recipeFiles } from "../recipes/recipe-notes.ts";
import { checkSeasonTags, SEASON_TAGS_FILE } from "../recipes/season-tags.ts";
import { readArticleFiles, readTechniquesFile } from "./articles.ts";
import { checkArticles, checkCookingTips, checkTechniques } from "./content-check.ts";
import { readRestaurantArticleFiles } from "./restaurant-articles.ts";
import { checkRestaurantArticles } from "./restaurant-article-check.ts";
import { checkEditions, readEditionsFile } from "./editions.ts";
import { QUESTIONS_FILE, questionProblems } from "../questions/cards.ts";
import { checkCardAnswers } from "../questions/card-check.ts";
import { KNOWLEDGE_FILE, knowledgeProblems } from "../chat/knowledge.ts";
import { readNutritionData } from "../nutrition/data.ts";
import { loadFoodTables } from "../nutrition/tables.ts";
import { checkNutritionMapping, coverageReport } from "../nutrition/check.ts";
import type { CatalogRecipe } from "../../shared/recipes/schema.ts";
import type { RestaurantArticle } from "../../shared/restaurant-articles/types.ts";
import { contentError, formatProblem, type ContentProblem } from "./problems.ts";

/** What the checks share: the catalog as read, and what earlier checks found for later ones. */
export type CheckContext = {
  /** Only these recipe files (paths), for a partial run; the other checks are then skipped. */
  only?: string[];
  today: Date;
  recipes: CatalogRecipe[];
  recipeFiles: { id: number; file: string; title?: string }[];
  restaurants: RestaurantArticle[];
};
/** One check: a name for the report, its problems and a one-line summary of what it read. */
export type ContentCheck = { name: string; run: (ctx: CheckContext) => Promise<{ summary: string; problems: ContentProblem[] }> };

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, "utf8"));
/** A problem's file as a path from the repository (the readers give bare names of files in their folder). */
const under = (dir: string) => (p: ContentProblem) => ({
  ...p,
  file: p.file.startsWith("content/") ? p.file : p.file.includes("/") ? `content/${p.file}` : `${dir}/${p.file}`,
});
const errorsIn = (file: string, messages: string[]) => messages.map((m) => contentError(file, m));

export const CONTENT_CHECKS: ContentCheck[] = [
  {
    // The diets' word lists come first: the recipe check below judges every recipe's diets with them.
    name: "diet rules",
    run: async () => ({ summary: "diet word lists read", problems: dietRulesProblems(await readJson(DIET_RULES_FILE)) }),
  },
  {
    name: "recipes",
    run: async (ctx) => {
      const items = await readCatalogFiles(undefined, ctx.only);
      const { recipes, problems } = checkCatalog(items);
      ctx.recipes = recipes;
      ctx.recipeFiles = recipeFiles(items);
      return { summary: `${recipes.length} recipes read`, problems: problems.map(under("content/recipes")) };
    },
  },
  {
    name: "cook's notes",
    run: async (ctx) => {
      const notes = checkNotes(await readNotesFiles(), ctx.recipeFiles);
      return { summary: `${notes.count} recipes with cook's notes`, problems: notes.problems.map(under("content/notes")) };
    },
  },
  {
    name: "articles and techniques",
    run: async (ctx) => {
      const ids = new Set(ctx.recipes.map((r) => r.id));
      const articles = checkArticles(await readArticleFiles(), ids);
      const techniques = checkTechniques(await readTechniquesFile(), ids);
      return { summary: `${articles.articles.length} articles read`, problems: [...articles.problems.map(under("content/articles")), ...techniques.problems.map(under("content"))] };
    },
  },
  {
    name: "restaurant articles",
    run: async (ctx) => {
      const checked = checkRestaurantArticles(await readRestaurantArticleFiles());
      ctx.restaurants = checked.articles;
      return { summary: `${checked.articles.length} restaurant articles read`, problems: checked.problems.map(under("content/restaurant-articles")) };
    },
  },
  {
    // An article citing an older edition than the newest listed fails; a listed edition older than 13 months
    // is a warning (docs/decisions/0016-content-that-stays-true.md).
    name: "guide editions",
    run: async (ctx) => {
      const editions = checkEditions(await readEditionsFile(), ctx.restaurants, ctx.today);
      return { summary: `${editions.editions.length} editions listed`, problems: [...editions.problems, ...editions.warnings].map(under("content")) };
    },
  },
  {
    name: "assistant knowledge",
    run: async () => ({ summary: "knowledge entries read", problems: knowledgeProblems(await readJson(KNOWLEDGE_FILE)) }),
  },
  {
    name: "question cards",
    run: async () => {
      const { cards, problems } = questionProblems(await readJson(QUESTIONS_FILE));
      return { summary: `${cards.length} cards read`, problems };
    },
  },
  {
    // Each answer links at least two recipes or articles on its topic.
    name: "question card answers",
    run: async () => {
      const links = await checkCardAnswers();
      return { summary: `${links.checked} answers checked`, problems: links.problems.map((p) => contentError("content/questions.json", p.message, { id: p.card })) };
    },
  },
  {
    name: "cooking tips",
    run: async () => ({ summary: "cooking tips read", problems: checkCookingTips(await readJson("content/cooking-tips.json")).problems }),
  },
  {
    name: "recipe seasons",
    run: async (ctx) => ({
      summary: "recipe seasons read",
      problems: errorsIn("content/recipe-seasons.json", checkSeasonTags(await readJson(SEASON_TAGS_FILE), new Set(ctx.recipes.map((r) => r.id)))),
    }),
  },
  {
    // The mapping against the two food tables, and how much of the catalog it covers.
    name: "nutrition",
    run: async (ctx) => {
      const nutrition = await readNutritionData();
      const mapping = checkNutritionMapping(nutrition.map, nutrition.tables, await loadFoodTables());
      const coverage = coverageReport(ctx.recipes, nutrition.map, nutrition.tables);
      return {
        summary: `${Object.keys(nutrition.map.names).length} ingredient names mapped; ${coverage.shown} of ${coverage.total} recipes (${((coverage.shown / coverage.total) * 100).toFixed(1)}%) show nutrition (90% of their weight in the tables, no deep frying)`,
        problems: errorsIn("content/nutrition", [...mapping, ...coverage.problems]),
      };
    },
  },
];

export type ContentReport = { lines: string[]; errors: number; warnings: number };

/** Runs the checks in order and makes the one report: each problem, each check's summary, the totals. */
export async function runContentChecks({ only, today = new Date(), checks = only ? CONTENT_CHECKS.filter((c) => c.name === "recipes") : CONTENT_CHECKS } = {} as {
  only?: string[];
  today?: Date;
  checks?: ContentCheck[];
}): Promise<ContentReport> {
  const ctx: CheckContext = { only, today, recipes: [], recipeFiles: [], restaurants: [] };
  const lines: string[] = [];
  let errors = 0;
  let warnings = 0;
  for (const check of checks) {
    const { summary, problems } = await check.run(ctx);
    const e = problems.filter((p) => p.severity === "error").length;
    errors += e;
    warnings += problems.length - e;
    lines.push(...problems.map(formatProblem), `${check.name}: ${summary}, ${e} errors, ${problems.length - e} warnings`);
  }
  lines.push(`content check: ${checks.length} checks, ${errors} errors, ${warnings} warnings`);
  return { lines, errors, warnings };
}
