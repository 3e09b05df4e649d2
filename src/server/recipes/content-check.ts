import { CatalogRecipeSchema, type CatalogRecipe } from "../../shared/recipes/schema.ts";
import { contentError, schemaProblems, type ContentProblem } from "../content/problems.ts";
import { ALL_COUNTRIES, regionOfCountry } from "../../shared/recipes/regions.ts";
import { artPlan, artSignature, artVariants } from "../../shared/recipes/art.ts";
import {
  VRAT_STAPLES,
  breaksJain,
  breaksPaleo,
  breaksVrat,
  hasDairy,
  hasEgg,
  hasGluten,
  hasHoney,
  hasMeat,
  hasSeafood,
  isPlainSalt,
  jainFermentation,
  needsRennetNote,
} from "./diet-rules.ts";

/** No country of the region map below this many recipes. */
export const MIN_RECIPES_PER_COUNTRY = 3;
/** At least this many recipes have a picture that no other recipe's data would draw. */
export const MIN_DISTINCT_PICTURES = 300;
/** Over 4 hours of total time, at least this much unattended time must be declared as waitingMinutes. */
const LONG_RECIPE_MINUTES = 240;
const DECLARE_WAITING_FROM = 120;
// Steps whose time is unattended: soaking, fermenting, rising, marinating, resting, chilling, setting, curing.
const WAITING_STEP =
  /\b(soak\w*|ferment\w*|marinat\w*|rest|rise|rising|risen|doubled|prove|chill\w*|refrigerat\w*|fridge|freez\w*|set|cool\w*|cure|leave|overnight|stand)\b/i;
// A temperature in step text: "180°C", "175 C", "350°F".
const CELSIUS = /\d\s?°\s?C\b|\d C\b/;
const FAHRENHEIT = /\d\s?°\s?F\b/;

export type SourcedRecipe = { file: string; raw: unknown };

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

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
  // One line per ingredient, except once in each group ("salt" for the dal and for the tadka).
  const seen = new Set<string>();
  r.extendedIngredients.forEach((ing, i) => {
    const key = `${ing.group ?? ""}|${normNames[i]}`;
    if (seen.has(key)) out.push(`ingredient "${normNames[i]}" is listed twice${ing.group ? ` in "${ing.group}"` : ""}`);
    seen.add(key);
  });
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
  // Vegetarian as India means it (diet-rules.ts): no egg either; a dish with egg is eggetarian.
  const eggs = flagged(hasEgg);
  if (r.vegetarian && eggs.length) out.push(`marked vegetarian but has ${eggs.join(", ")}: India's vegetarian excludes egg, so tag it eggetarian`);
  if (has("eggetarian") && (r.vegetarian || meat.length + fish.length || !eggs.length))
    out.push("eggetarian means no meat or fish, with egg, and not vegetarian");
  if (!r.vegetarian && !has("eggetarian") && meat.length + fish.length === 0) out.push("has no meat or fish but is not marked vegetarian or eggetarian");
  if (has("paleo")) {
    const bad = flagged(breaksPaleo);
    if (bad.length) out.push(`marked paleo but has ${bad.join(", ")}`);
  }
  // Keto and low carb are not checked here: they are computed from the nutrition (src/server/nutrition/diets.ts).

  // Honest times (issue #16): waiting is part of the total and read from the steps, never invented.
  const steps = r.analyzedInstructions.flatMap((set) => set.steps);
  const waitingInSteps = steps.filter((st) => st.length && WAITING_STEP.test(st.step)).reduce((sum, st) => sum + st.length!.number, 0);
  if ((r.waitingMinutes === undefined) !== (r.waitingNote === undefined)) out.push("waitingMinutes and waitingNote go together");
  if (r.waitingMinutes !== undefined) {
    if (r.waitingMinutes >= r.readyInMinutes) out.push(`waitingMinutes ${r.waitingMinutes} must be less than readyInMinutes ${r.readyInMinutes}`);
    if (r.waitingMinutes > waitingInSteps)
      out.push(`waitingMinutes ${r.waitingMinutes} is more than the soaking/resting steps add up to (${waitingInSteps} min)`);
  } else if (r.readyInMinutes > LONG_RECIPE_MINUTES && waitingInSteps >= DECLARE_WAITING_FROM) {
    out.push(`takes ${r.readyInMinutes} min of which ${waitingInSteps} min is soaking/resting: declare waitingMinutes and waitingNote`);
  }
  // Ingredient groups instead of "divided": each part on its own line in its group; a group's ingredients stand together.
  const divided = r.extendedIngredients.filter((i) => /\bdivided\b/i.test(i.original)).map((i) => i.name);
  if (divided.length) out.push(`says "divided" for ${divided.join(", ")}: list each part in its ingredient group ("For the tadka")`);
  const groups = r.extendedIngredients.map((i) => i.group);
  if (groups.some(Boolean)) {
    const closed = new Set<string | undefined>();
    groups.forEach((g, i) => {
      if (i > 0 && groups[i - 1] !== g) closed.add(groups[i - 1]);
      if (closed.has(g)) out.push(`ingredient group "${g ?? "(none)"}" is split: keep its ingredients together`);
    });
  }
  // A yield's count comes from the method ("Divide into 8 balls" -> "8 parathas"), never invented.
  const yieldCount = /\d+/.exec(r.yield ?? "")?.[0];
  if (yieldCount && !steps.some((st) => new RegExp(`\\b${yieldCount}\\b`).test(st.step)))
    out.push(`yield "${r.yield}" names ${yieldCount}, which no step does`);
  // Temperatures in both scales.
  for (const st of steps) {
    if (CELSIUS.test(st.step) !== FAHRENHEIT.test(st.step))
      out.push(`step ${st.number} gives a temperature in ${CELSIUS.test(st.step) ? "°C only: add °F" : "°F only: add °C"}`);
  }
  // Egg: the flag is computed from the ingredients; a title that promises egg or no egg must agree.
  const egg = r.extendedIngredients.some((i) => hasEgg(i.name));
  if (/\beggless\b|\begg-free\b/i.test(r.title) && egg) out.push("the title says eggless but an ingredient is egg");
  if (/\beggs?\b/i.test(r.title) && !/\beggplants?\b/i.test(r.title) && !egg) out.push("the title names egg but no ingredient is egg");
  // Jain and vrat, against the ingredients (the rules are stated in diet-rules.ts).
  if (has("jain")) {
    if (!r.vegetarian) out.push("marked jain but not vegetarian");
    const bad = [...flagged(breaksJain), ...flagged(hasEgg)];
    if (bad.length) out.push(`marked jain but has ${bad.join(", ")}`);
    const fermented = jainFermentation({ waitingNote: r.waitingNote, steps: steps.map((st) => st.step) });
    if (fermented) out.push(`marked jain but ${fermented}: Jain food avoids fermented and leavened doughs and batters`);
  }
  if (has("vrat")) {
    if (!r.vegetarian) out.push("marked vrat but not vegetarian");
    const bad = [...flagged(breaksVrat), ...flagged(hasEgg)];
    if (bad.length) out.push(`marked vrat but has ${bad.join(", ")}`);
    const salt = flagged(isPlainSalt);
    if (salt.length) out.push(`marked vrat but uses ${salt.join(", ")}: fasting food uses rock salt (sendha namak)`);
    if (!names.some((n) => VRAT_STAPLES.test(n.toLowerCase())))
      out.push("marked vrat but uses none of the fasting staples (sabudana, kuttu, singhara, rajgira, samak, potato, milk...)");
  }
  // Gluten-free: stock, sausages and curry powder can hide wheat, like asafoetida: say "gluten-free".
  if (r.glutenFree) {
    const hidden = names.filter((n) => /\b(stock|stock cubes?|bouillon|sausages?|curry powder|chorizo|asafoetida|hing)\b/i.test(n) && !/gluten-free/i.test(n));
    if (hidden.length) out.push(`gluten free but ${hidden.join(", ")} can contain gluten: name it "gluten-free ..."`);
  }
  // Strict vegetarians: cheeses made with animal rennet are said so.
  if (r.vegetarian || has("eggetarian")) {
    const rennet = r.extendedIngredients.filter((i) => needsRennetNote(i.original)).map((i) => i.name);
    if (rennet.length) out.push(`vegetarian with ${rennet.join(", ")}: note the animal rennet for strict vegetarians`);
  }

  if (!ALL_COUNTRIES.includes(r.country)) out.push(`country "${r.country}" is not on the region map`);
  else if (regionOfCountry(r.country) !== r.region) out.push(`region "${r.region}" is wrong for ${r.country} (${regionOfCountry(r.country)})`);
  return out;
}

/** A loose item's id, when it has a usable one (for the report). */
export const itemId = (id: unknown) => (typeof id === "number" || typeof id === "string" ? id : undefined);

/** Checks the whole catalog: the schema, each recipe, and unique ids and titles across files. */
export function checkCatalog(items: SourcedRecipe[]): { recipes: CatalogRecipe[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const recipes: CatalogRecipe[] = [];
  const ids = new Map<number, string>();
  const titles = new Map<string, string>();
  for (const { file, raw } of items) {
    const loose = raw as { id?: unknown; title?: unknown };
    const parsed = CatalogRecipeSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...schemaProblems(file, parsed.error.issues, itemId(loose?.id)));
      continue;
    }
    const r = parsed.data;
    const at = { id: r.id };
    if (ids.has(r.id)) problems.push(contentError(file, `id ${r.id} is also used in ${ids.get(r.id)}`, at));
    ids.set(r.id, file);
    const t = norm(r.title);
    if (titles.has(t)) problems.push(contentError(file, `title is also used in ${titles.get(t)}`, at));
    titles.set(t, file);
    for (const message of checkRecipe(r)) problems.push(contentError(file, message, at));
    recipes.push(r);
  }
  for (const message of checkCatalogWide(recipes)) problems.push(contentError("content/recipes", message));
  return { recipes, problems };
}

/** How many recipes have a picture no other recipe's data would draw, and whether the build's variants make all distinct. */
export function pictureFigures(recipes: CatalogRecipe[]) {
  const count = new Map<string, number>();
  const signatures = recipes.map((r) => artSignature(artPlan(r)));
  for (const s of signatures) count.set(s, (count.get(s) ?? 0) + 1);
  const variants = artVariants(recipes);
  const drawn = new Set(recipes.map((r) => artSignature(artPlan(r, variants.get(r.id) ?? 0))));
  return { unique: signatures.filter((s) => count.get(s) === 1).length, distinctAfterVariants: drawn.size, total: recipes.length };
}

/** Rules over the whole catalog: distinct pictures and recipes per country. Skipped for a partial run. */
export function checkCatalogWide(recipes: CatalogRecipe[], { partial = recipes.length < 100 } = {}): string[] {
  if (partial) return [];
  const out: string[] = [];
  const pictures = pictureFigures(recipes);
  if (pictures.unique < MIN_DISTINCT_PICTURES) out.push(`only ${pictures.unique} recipes have a picture of their own (at least ${MIN_DISTINCT_PICTURES})`);
  if (pictures.distinctAfterVariants !== pictures.total)
    out.push(`${pictures.total - pictures.distinctAfterVariants} recipes share a picture even with variants`);
  const perCountry = new Map<string, number>();
  for (const r of recipes) perCountry.set(r.country, (perCountry.get(r.country) ?? 0) + 1);
  for (const c of ALL_COUNTRIES) {
    const n = perCountry.get(c) ?? 0;
    if (n < MIN_RECIPES_PER_COUNTRY) out.push(`${c} has ${n} recipes (at least ${MIN_RECIPES_PER_COUNTRY})`);
  }
  return out;
}
