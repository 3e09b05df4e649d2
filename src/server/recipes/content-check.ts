import { CatalogRecipeSchema, type CatalogRecipe } from "../../shared/recipe.ts";
import { ALL_COUNTRIES, regionOfCountry } from "../../shared/regions.ts";
import {
  KETO_MAX_CARBS, LOW_CARB_MAX_CARBS, breaksPaleo, hasDairy, hasEgg, hasGluten, hasHoney, hasMeat, hasSeafood,
} from "./diet-rules.ts";

export type SourcedRecipe = { file: string; raw: unknown };
export type Problem = { file: string; id: unknown; title: unknown; message: string };

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/** True when a step's ingredient names one of the recipe's ingredients (same words, or one inside the other). */
function namesIngredient(stepName: string, ingredientNames: string[]): boolean {
  const s = norm(stepName);
  return ingredientNames.some((n) => n === s || ` ${n} `.includes(` ${s} `) || ` ${s} `.includes(` ${n} `));
}

/** Checks one recipe on its own; returns human sentences, empty when it is sound. */
export function checkRecipe(r: CatalogRecipe): string[] {
  const out: string[] = [];
  const names = r.extendedIngredients.map((i) => i.name);
  const normNames = names.map(norm);
  const flagged = (test: (n: string) => boolean) => names.filter(test);

  if (r.readyInMinutes !== r.preparationMinutes + r.cookingMinutes) {
    out.push(`readyInMinutes ${r.readyInMinutes} is not preparationMinutes ${r.preparationMinutes} + cookingMinutes ${r.cookingMinutes}`);
  }
  const seen = new Set<string>();
  for (const n of normNames) {
    if (seen.has(n)) out.push(`ingredient "${n}" is listed twice`);
    seen.add(n);
  }
  for (const set of r.analyzedInstructions) {
    set.steps.forEach((st, i) => {
      if (st.number !== i + 1) out.push(`step numbers are not 1..n (step ${i + 1} says ${st.number})`);
      for (const ing of st.ingredients) {
        if (!namesIngredient(ing.name, normNames)) out.push(`step ${st.number} uses "${ing.name}", which is not in the ingredient list`);
      }
    });
    const stepMinutes = set.steps.reduce((sum, st) => sum + (st.length?.number ?? 0), 0);
    if (stepMinutes > r.readyInMinutes) out.push(`the steps' lengths add up to ${stepMinutes} min, more than readyInMinutes ${r.readyInMinutes}`);
  }

  const has = (d: string) => r.diets.includes(d as never);
  if (r.vegetarian !== has("vegetarian")) out.push(`vegetarian flag ${r.vegetarian} disagrees with diets`);
  if (r.vegan !== has("vegan")) out.push(`vegan flag ${r.vegan} disagrees with diets`);
  if (r.glutenFree !== has("gluten free")) out.push(`glutenFree flag ${r.glutenFree} disagrees with diets`);
  if (r.dairyFree !== has("dairy free")) out.push(`dairyFree flag ${r.dairyFree} disagrees with diets`);
  if (r.vegan && (!r.vegetarian || !r.dairyFree)) out.push("a vegan recipe must also be vegetarian and dairy free");

  const meat = flagged(hasMeat);
  const fish = flagged(hasSeafood);
  const dairy = flagged(hasDairy);
  const gluten = flagged(hasGluten);
  if (r.vegetarian && meat.length + fish.length) out.push(`marked vegetarian but has ${[...meat, ...fish].join(", ")}`);
  if (has("pescatarian") && meat.length) out.push(`marked pescatarian but has ${meat.join(", ")}`);
  if (r.vegan) {
    const animal = [...dairy, ...flagged(hasEgg), ...flagged(hasHoney)];
    if (animal.length) out.push(`marked vegan but has ${animal.join(", ")}`);
  }
  if (r.dairyFree && dairy.length) out.push(`marked dairy free but has ${dairy.join(", ")}`);
  if (r.glutenFree && gluten.length) out.push(`marked gluten free but has ${gluten.join(", ")}`);
  if (!r.vegetarian && meat.length + fish.length === 0) out.push("has no meat or fish but is not marked vegetarian");
  if (has("paleo")) {
    const bad = flagged(breaksPaleo);
    if (bad.length) out.push(`marked paleo but has ${bad.join(", ")}`);
  }
  for (const [diet, max] of [["keto", KETO_MAX_CARBS], ["low carb", LOW_CARB_MAX_CARBS]] as const) {
    if (!has(diet)) continue;
    if (!r.nutrition) out.push(`marked ${diet} but has no nutrition to prove it`);
    else if (r.nutrition.carbohydrates > max) out.push(`marked ${diet} but has ${r.nutrition.carbohydrates} g carbohydrates a serving (max ${max})`);
  }

  if (!ALL_COUNTRIES.includes(r.country)) out.push(`country "${r.country}" is not on the region map`);
  else if (regionOfCountry(r.country) !== r.region) out.push(`region "${r.region}" is wrong for ${r.country} (${regionOfCountry(r.country)})`);
  return out;
}

/** Checks the whole catalog: the schema, each recipe, and unique ids and titles across files. */
export function checkCatalog(items: SourcedRecipe[]): { recipes: CatalogRecipe[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const recipes: CatalogRecipe[] = [];
  const ids = new Map<number, string>();
  const titles = new Map<string, string>();
  for (const { file, raw } of items) {
    const loose = raw as { id?: unknown; title?: unknown };
    const parsed = CatalogRecipeSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ file, id: loose?.id, title: loose?.title, message: `${issue.path.join(".")}: ${issue.message}` });
      }
      continue;
    }
    const r = parsed.data;
    const at = { file, id: r.id, title: r.title };
    if (ids.has(r.id)) problems.push({ ...at, message: `id ${r.id} is also used in ${ids.get(r.id)}` });
    ids.set(r.id, file);
    const t = norm(r.title);
    if (titles.has(t)) problems.push({ ...at, message: `title is also used in ${titles.get(t)}` });
    titles.set(t, file);
    for (const message of checkRecipe(r)) problems.push({ ...at, message });
    recipes.push(r);
  }
  return { recipes, problems };
}
