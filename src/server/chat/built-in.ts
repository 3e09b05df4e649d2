// The built-in assistant: the question is read into constraints first (constraints.ts), then intent and
// retrieval over the catalog, the articles and techniques, and the knowledge base. It never invents a
// dish: every dish it names is a catalog recipe, linked as [Title](/recipe/{id}), that keeps every hard
// constraint of the question; when none does, it says so and offers the nearest honest option with what
// differs (docs/decisions/0015-assistant-constraints-first.md).
import type { ChatSource, ChatTurn } from "../../shared/chat/types.ts";
import { hasMeat, hasSeafood } from "../recipes/diet-rules.ts";
import {
  ALLOWED_FOODS,
  CUISINE_WORDS,
  TAKEN_BACK,
  DIETS,
  wordBreaksDiets,
  describeConstraints,
  hardBreaks,
  readConstraints,
  respell,
  softMisses,
  useShare,
  type ChatConstraints,
  type Diet,
} from "./constraints.ts";
import { safetyRules } from "./safety.ts";
import { recipesByIngredients } from "../plan/pantry.ts";
import {
  contentWords,
  docSource,
  findRecipes,
  ground,
  isAboutFood,
  loadIndex,
  normalize,
  passesFilters,
  previousUserTurn,
  recipeSource,
  recipeUrl,
  type Filters,
  type Grounding,
  type Index,
  type IndexedRecipe,
} from "./retrieval.ts";

export type BuiltInReply = { reply: string; sources: ChatSource[] };

const link = (r: IndexedRecipe) => `[${r.title}](${recipeUrl(r.id)})`;
// The diets a reader checks first; vegan implies vegetarian, so it stands alone, and gluten free is never cut.
const dietNote = (r: IndexedRecipe) => {
  const d = [
    r.diets.includes("vegan") ? "vegan" : r.diets.includes("vegetarian") ? "vegetarian" : "",
    r.diets.includes("gluten free") ? "gluten free" : "",
  ].filter(Boolean);
  return d.length ? `, ${d.join(", ")}` : "";
};
const recipeLine = (r: IndexedRecipe) => `- ${link(r)}: ${r.minutes} min${dietNote(r)}`;

/** A small stable hash, so the same question gets the same plan while different ones vary. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

function pick(list: IndexedRecipe[], used: Set<number>, seed: number): IndexedRecipe | undefined {
  const free = list.filter((r) => !used.has(r.id));
  if (!free.length) return undefined;
  const r = free[seed % free.length]!;
  used.add(r.id);
  return r;
}

function mealPlan(index: Index, question: string, f: Filters, c: ChatConstraints): BuiltInReply {
  const q = normalize(question);
  const daysAsked = Number(q.match(/\b(\d)\s*day/)?.[1] ?? (/\b(week|weekly|seven)\b/.test(q) ? 7 : 3));
  const days = Math.min(7, Math.max(1, daysAsked));
  const base: Filters = { diet: f.diet, exclude: f.exclude, healthy: f.healthy };
  const pool = (meal: string, maxMinutes?: number) =>
    index.recipes.filter((r) => passesFilters(r, { ...base, meal, maxMinutes }, true) && r.minutes <= 180 && !hardBreaks(r, c).length);
  const breakfasts = pool("breakfast", 45);
  const lunches = pool("lunch", 75);
  const dinners = pool("dinner", 90);
  const used = new Set<number>();
  let seed = seedOf(q);
  const lines: string[] = [];
  const sources: ChatSource[] = [];
  for (let d = 1; d <= days; d++) {
    const chosen = [
      ["Breakfast", pick(breakfasts, used, (seed = seedOf(`${seed}b${d}`)))],
      ["Lunch", pick(lunches, used, (seed = seedOf(`${seed}l${d}`)))],
      ["Dinner", pick(dinners, used, (seed = seedOf(`${seed}d${d}`)))],
    ] as const;
    const parts = chosen.filter(([, r]) => r).map(([label, r]) => `${label}: ${link(r!)} (${r!.minutes} min)`);
    if (!parts.length) break;
    lines.push(`Day ${d}`, ...parts.map((p) => `- ${p}`));
    for (const [, r] of chosen) if (r) sources.push(recipeSource(r));
  }
  if (!sources.length) {
    return {
      reply: `I could not build a meal plan from our catalog that keeps every condition (${describeConstraints(c) || "those limits"}). Try fewer conditions, or browse [all recipes](/all-recipes).`,
      sources: [],
    };
  }
  const diets = describeConstraints({ ...c, use: [], avoid: c.avoid, maxMinutes: undefined, course: undefined, cuisine: undefined });
  const label = diets ? `${diets} ` : f.diet ? `${f.diet} ` : f.healthy ? "balanced " : "";
  return {
    reply: [
      `Here is a ${days}-day ${label}meal plan, every dish from our recipe collection:`,
      "",
      ...lines,
      "",
      "Cook a pot of dal or rice once and use it twice, and keep chopped onion, ginger and garlic ready to save time on busy days. Ask me to swap any meal, or for a vegetarian or quicker version.",
    ].join("\n"),
    sources,
  };
}

/** Recipes the question allows: every hard constraint kept (diets, ingredients to avoid, keto and the like). */
/** A diet only the catalog's tags tell (keto, low carb, paleo, pescatarian), when the question asks for one. */
const tagDietOf = (f: Filters) => (f.diet && ["keto", "low carb", "paleo", "pescatarian"].includes(f.diet) ? f.diet : undefined);

function allowed(index: Index, c: ChatConstraints, f: Filters): IndexedRecipe[] {
  const tagDiet = tagDietOf(f);
  return index.recipes.filter(
    (r) => !hardBreaks(r, c).length && (!tagDiet || r.diets.includes(tagDiet)) && !f.exclude.some((w) => r.ingredientWords.has(w) || r.titleWords.has(w)),
  );
}

function knowledgeReply(g: Grounding, index: Index, c: ChatConstraints): BuiltInReply {
  const sources: ChatSource[] = [];
  const entries = g.knowledge.slice(0, 2);
  const lines: string[] = [];
  for (const k of entries) {
    lines.push(`${k.title}:`, ...k.lines.map((l) => `- ${l}`), "");
  }
  const query = entries.find((k) => k.recipeQuery)?.recipeQuery;
  const ok = new Set(allowed(index, c, g.filters).map((r) => r.id));
  const found = query ? findRecipes(index, query.split(" "), { ...g.filters, maxMinutes: g.filters.maxMinutes }, 12) : g.recipes;
  const recipes = found.filter((r) => ok.has(r.id) && !softMisses(r, c).length).slice(0, 3);
  if (recipes.length) {
    lines.push("Recipes to try:", ...recipes.map(recipeLine), "");
    sources.push(...recipes.map(recipeSource));
  }
  const docIds = new Set(entries.flatMap((k) => [...(k.articles ?? []), ...(k.techniques ?? [])]));
  const docs = index.docs.filter((d) => docIds.has(d.id)).slice(0, 3);
  if (docs.length) {
    lines.push("Read more:", ...docs.map((d) => `- [${d.title}](${d.url})`));
    sources.push(...docs.map(docSource));
  }
  return { reply: lines.join("\n").trim(), sources };
}

/** A safety question: the rule for the food asked about leads, then the article. */
function safetyReply(index: Index, question: string): BuiltInReply | undefined {
  const rules = safetyRules(question).slice(0, 2);
  if (!rules.length) return undefined;
  const lines = rules.flatMap((r, i) => (i === 0 ? r.lines : ["", ...r.lines]));
  const doc = index.docs.find((d) => d.id === "food-safety-for-leftovers");
  const sources: ChatSource[] = [];
  if (doc) {
    lines.push("", "Read more:", `- [${doc.title}](${doc.url})`);
    sources.push(docSource(doc));
  }
  return { reply: lines.join("\n"), sources };
}

const scoreTerms = (r: IndexedRecipe, terms: string[]) =>
  terms.reduce((s, t) => s + (r.titleWords.has(t) ? 6 : r.ingredientWords.has(t) ? 3 : r.placeWords.has(t) ? 3 : r.typeWords.has(t) ? 2 : 0), 0);

/**
 * Other names of a catalog dish, as its title spells it: "chana masala" is what the catalog calls chole,
 * "saag paneer" its palak paneer. Only names for the same dish, never a similar one.
 */
const DISH_NAMES: [RegExp, string][] = [
  [/\b(?:chana|channa|chhole|chole) masala\b/g, "chole"],
  [/\bsaag paneer\b/g, "palak paneer"],
  // Kannada: saaru is rasam, huli is sambar.
  [/\bsaaru\b/g, "rasam"],
  [/\bhuli\b/g, "sambar"],
  // The catalog's titles say biscuits, as in Anzac Biscuits.
  [/\bcookies?\b/g, "biscuits"],
];

// Dishes readers ask for that the catalog may not have: named, they make the reply say that nothing matches
// by name instead of offering other recipes as if they were the dish.
const ASKED_DISHES = new Set(
  // As contentWords gives them: singular, "brownies" as "browny".
  "brownie browny cheesecake cupcake muffin pie tart sushi pizza burger sandwich lasagna lasagne ramen waffle pancake omelette smoothie taco burrito enchilada dumpling rasam sambar rasmalai ladoo laddu laddus halwa kheer payasam keema korma kofta nihari pulao paratha thali".split(
    " ",
  ),
);

// Words that describe a meal or a dish without naming one ("a mild dinner", "something filling", "raw egg").
const NOT_A_DISH = new Set(
  "food eat eating cook dish meal people family all side sides raw runny fresh hot cold mild spicy soft crispy light rich fancy simple easy filling homemade whole baby kids too not protein tonight bit boring sauce plus drink".split(
    " ",
  ),
);

// The words of a diet: they choose recipes by their rules, never by a title ("eggless" is not a dish).
const DIET_WORDS = /^(?:eggless|vegan|vegetarian|veg|veggie|jain|halal|keto|paleo|vrat|satvik|pescatarian|gluten|dairy|nut|nuts|free)$/;

/** Whether a word of the question can pick a dish: not a food the question rules out ("no onion", "nut allergy") nor a diet's word. */
const isDishWord = (t: string, c: ChatConstraints) =>
  !c.avoid.some((i) => i.pattern.test(` ${t} `)) &&
  !/^(nut|nuts|gluten|dairy|lactose|allerg|intoleran)/.test(t) &&
  !DIET_WORDS.test(t) &&
  // A nut for a nut allergy, meat for a vegetarian; not pasta for a coeliac, who may want a gluten-free one.
  !wordBreaksDiets(
    t,
    // Nor keema for halal: our halal is "no meat at all", so the reply must say no keema matches.
    c.diets.filter((d) => d !== "gluten free" && d !== "dairy free" && d !== "halal"),
  );

/** The question's words that can pick a dish: food words, not diet, course or filler words. */
function dishTerms(index: Index, question: string): string[] {
  // "fish is ok", "eggs are fine", "never mind the garlic": allowed or taken back, not asked for.
  const named = DISH_NAMES.reduce((q, [name, title]) => q.replace(name, title), question.toLowerCase())
    .replace(ALLOWED_FOODS, " ")
    .replace(TAKEN_BACK, " ");
  return contentWords(named).filter((w) => (index.foodWords.has(w) || ASKED_DISHES.has(w)) && !CUISINE_WORDS.has(w) && !NOT_A_DISH.has(w));
}

type Ranked = { r: IndexedRecipe; score: number; share: number; misses: string[] };

function rank(index: Index, c: ChatConstraints, f: Filters, terms: string[]): Ranked[] {
  const out = allowed(index, c, f).map((r) => ({ r, score: scoreTerms(r, terms), share: useShare(r, c), misses: softMisses(r, c) }));
  return out.sort(
    (a, b) => b.share - a.share || b.score - a.score || (f.healthy ? b.r.healthScore - a.r.healthScore : 0) || a.r.minutes - b.r.minutes || a.r.id - b.r.id,
  );
}

const servingsNote = (r: IndexedRecipe, c: ChatConstraints) =>
  c.servings && r.servings && c.servings !== r.servings
    ? `${r.title} serves ${r.servings}; for ${c.servings}, multiply the amounts by ${Math.round((c.servings / r.servings) * 10) / 10}.`
    : undefined;

/** "How do I make X": the steps of the best-matching allowed recipe, summarised, with its link. */
function howToReply(index: Index, c: ChatConstraints, f: Filters, terms: string[]): BuiltInReply | undefined {
  if (!terms.length) return undefined;
  const best = rank(index, { ...c, use: [] }, f, terms).filter((x) => {
    // The dish asked for, not a namesake: most of the question's dish words are in the title.
    const inTitle = terms.filter((t) => x.r.titleWords.has(t)).length;
    return inTitle > 0 && (inTitle * 2 > terms.length || inTitle === terms.length);
  });
  const top = best.sort((a, b) => b.score - a.score || a.r.minutes - b.r.minutes)[0]?.r;
  if (!top || !top.steps.length) return undefined;
  const steps = top.steps.slice(0, 10).map((s, i) => `${i + 1}. ${shorten(s)}`);
  const lines = [
    `${top.title}, in ${top.steps.length} steps (${top.minutes} min, serves ${top.servings}), summarised from our recipe:`,
    "",
    ...steps,
    ...(top.steps.length > 10 ? [`(${top.steps.length - 10} more steps on the recipe page.)`] : []),
    "",
    `Amounts and the full method: ${link(top)}`,
  ];
  const note = servingsNote(top, c);
  if (note) lines.push(note);
  return { reply: lines.join("\n"), sources: [recipeSource(top)] };
}

/** The first sentence of a step, or the step cut at a word near 160 characters. */
function shorten(step: string): string {
  const first = firstSentence(step);
  if (first.length <= 160) return first;
  return `${first.slice(0, 160).replace(/\s+\S*$/, "")}…`;
}

/** Recipes that keep every constraint, or an honest "none" with the nearest option and what differs. */
function findReply(index: Index, c: ChatConstraints, f: Filters, terms: string[], g: Grounding): BuiltInReply {
  const ranked = rank(index, c, f, terms);
  // The request in words says every diet that chose the recipes, the tagged ones too ("keto, vegetarian (no egg)").
  const tagDiet = tagDietOf(f);
  const wanted = [tagDiet && !c.diets.includes(tagDiet as Diet) ? tagDiet : "", describeConstraints(c)].filter(Boolean).join(", ");
  const docs = g.docs.slice(0, 2);
  const docLines = docs.length ? ["", "Read more:", ...docs.map((d) => `- [${d.title}](${d.url})`)] : [];
  const full = ranked.filter((x) => !x.misses.length && (!terms.length || x.score > 0));
  const bestScore = full.reduce((m, x) => Math.max(m, x.score), 0);
  // No word of the question tells the recipes apart: offer the substantial ones, not the quickest chutney.
  const picked =
    bestScore > 0
      ? full.filter((x) => x.score >= Math.min(bestScore, bestScore * 0.5 + 1)).slice(0, 4)
      : [...full].sort((a, b) => b.share - a.share || substance(a.r, c) - substance(b.r, c)).slice(0, 4);
  if (picked.length) {
    const [top] = picked;
    // Two or more dish words ("chocolate cake") and no offered recipe has them all: say that none is the dish.
    const covers = (r: IndexedRecipe) => terms.every((t) => r.titleWords.has(t) || r.ingredientWords.has(t) || r.typeWords.has(t));
    const partial = terms.length >= 2 && wanted && !picked.some((x) => covers(x.r));
    const lines = [
      partial
        ? `Nothing in our collection matches "${terms.join(" ")}" by name; these keep everything else you asked for (${wanted}):`
        : wanted
          ? `Checked against your request (${wanted}):`
          : "From our collection:",
      "",
      ...picked.map((x) => recipeLine(x.r)),
    ];
    lines.push("", `${top!.r.title}: ${firstSentence(top!.r.summary)}`);
    const note = servingsNote(top!.r, c);
    if (note) lines.push(note);
    lines.push(...docLines);
    return { reply: lines.join("\n"), sources: [...picked.map((x) => recipeSource(x.r)), ...docs.map(docSource)] };
  }
  // Recipes keep every condition but none matches the question's other words ("kids party food"): say so
  // and offer those, rather than a "none" that is not true. Without a course asked for, main dishes first.
  const keepAll = ranked.filter((x) => !x.misses.length);
  if (terms.length && keepAll.length && wanted) {
    const offered = [...keepAll].sort((a, b) => substance(a.r, c) - substance(b.r, c)).slice(0, 4);
    const lines = [
      `Nothing in our collection matches "${terms.join(" ")}" by name; these keep everything else you asked for (${wanted}):`,
      "",
      ...offered.map((x) => recipeLine(x.r)),
      ...docLines,
    ];
    return { reply: lines.join("\n"), sources: [...offered.map((x) => recipeSource(x.r)), ...docs.map(docSource)] };
  }
  // Nothing keeps them all: the nearest recipes that keep the hard constraints, by what they miss. A near
  // one shares something with the request (a named ingredient, a word of the dish, the course asked for),
  // never a lassi offered for pasta.
  const near = ranked
    .filter((x) => (c.use.length ? x.share > 0 : !terms.length || x.score > 0))
    .filter((x) => !c.course || !x.misses.some((m) => m.startsWith("is not a")))
    .sort((a, b) => b.share - a.share || a.misses.length - b.misses.length || b.score - a.score || a.r.minutes - b.r.minutes)
    .slice(0, 2);
  const lines = [`None of our recipes matches all of: ${wanted || "that request"}. I would rather not suggest one that does not.`];
  if (near.length) {
    lines.push(
      "",
      "The nearest that keep your diet and exclusions:",
      ...near.map((x) => `- ${link(x.r)}: ${x.r.minutes} min, but it ${x.misses.join(" and ") || "is a looser match"}`),
    );
  } else {
    const search = terms.join(" ");
    lines.push(
      "",
      search
        ? `You can search the full catalog: [search for ${search}](/search?q=${encodeURIComponent(search)}).`
        : "Try fewer conditions, or browse [all recipes](/all-recipes).",
    );
  }
  lines.push(...docLines);
  return { reply: lines.join("\n"), sources: [...near.map((x) => recipeSource(x.r)), ...docs.map(docSource)] };
}

/**
 * For offering recipes no word of the question picked: the ones a cook would sit down to first. Without
 * a course asked for, or for a lunch or a dinner, main dishes before sides, chutneys and drinks; Indian dishes first (the site's
 * focus); then the quicker.
 */
function substance(r: IndexedRecipe, c: ChatConstraints): number {
  const main = r.dishTypes.includes("main course") ? 0 : 1;
  const side = r.dishTypes.some((t) => ["condiment", "sauce", "beverage", "drink", "dip", "spread"].includes(t)) ? 2 : 0;
  const indian = r.places.some((p) => p.includes("india")) ? 0 : 1;
  // A meal asked for (lunch, dinner) is still built around a main dish; another course (a snack) is not.
  const mealOrNone = !c.course || c.course === "lunch" || c.course === "dinner";
  return (mealOrNone ? main * 4 : 0) + side * 4 + indian * 2 + Math.min(r.minutes, 240) / 1000;
}

/** A last check on any reply: a recipe link that breaks a hard constraint is removed with its line. */
export function withoutBreakingLinks(reply: BuiltInReply, index: Index, c: ChatConstraints): BuiltInReply {
  const breaks = (id: number) => {
    const r = index.byId.get(id);
    return !r || hardBreaks(r, c).length > 0;
  };
  const lines = reply.reply.split("\n").filter((l) => ![...l.matchAll(/\(\/recipe\/(\d+)\)/g)].some((m) => breaks(Number(m[1]))));
  return { reply: lines.join("\n"), sources: reply.sources.filter((s) => s.kind !== "recipe" || !breaks(Number(s.id))) };
}

const OFF_TOPIC =
  "I'm the Masala Table cooking assistant, so I can only help with food: recipes, ingredients, substitutions, techniques and meal plans. " +
  "Try asking for a quick dinner, a paneer recipe or a vegetarian meal plan.";
const GREETING =
  "Hello! I'm the Masala Table cooking assistant. I can suggest recipes from our collection, plan meals, explain techniques such as tadka or dum, " +
  "and help with substitutions and cooking temperatures. What would you like to cook?";

/**
 * The built-in reply to a message, with the recipes and articles it names as sources. `grounded` is the
 * message's grounding when the caller already has it (an AI that failed was given it).
 */
export async function builtInReply(message: string, conversation: ChatTurn[] = [], grounded?: Grounding): Promise<BuiltInReply> {
  message = respell(message);
  const index = await loadIndex();
  const q = normalize(message);
  const previous = previousUserTurn(conversation);
  if (/^(hi|hello|hey|namaste|hiya|good (morning|evening|afternoon))( there)?$/.test(q)) return { reply: GREETING, sources: [] };
  if (/^(thanks|thank you|thank you so much|thx|ok thanks|great thanks)$/.test(q)) return { reply: "You're welcome! Happy cooking.", sources: [] };

  const followUp =
    previous !== undefined && isAboutFood(index, previous) && !isAboutFood(index, message) && /\b(it|that|this|one|another|more|else|instead)\b/.test(q);
  if (!isAboutFood(index, message) && !followUp) return { reply: OFF_TOPIC, sources: [] };

  const c = readConstraints(message);
  // A follow-up that names no dish of its own ("eggless please", "and without onion") refines the question before.
  const ownDish = dishTerms(index, message).filter((t) => isDishWord(t, c));
  // A conversation keeps the reader's diets and foods to avoid until the reader lifts them ("garlic is fine",
  // "forget the vegan part"); the dish, course and cuisine carry over only when the message names no dish.
  // A message with a course or a dish of its own ("dinner mein kuch naya") is a new request, not the same dish.
  const sameDish = previous !== undefined && (followUp || !contentWords(message).length || (!ownDish.length && !c.course));
  if (previous) mergePrevious(c, readConstraints(previous), sameDish, message);
  const g = grounded ?? (await ground(message, previous));
  const reply = await answer(index, message, q, c, g, sameDish ? previous : undefined);
  if (c.diets.includes("halal") && /\/recipe\//.test(reply.reply))
    reply.reply += "\n\nOur recipes do not record how meat was slaughtered, so for halal I only suggest dishes without meat, seafood or alcohol.";
  return withoutBreakingLinks(reply, index, c);
}

/** What a follow-up lifts of the conversation's constraints: "garlic is fine", "she eats eggs", "forget the vegan part". */
function liftedBy(message: string): { foods: string[]; diets: Diet[] } {
  const q = ` ${normalize(respell(message))} `;
  const foods = [...q.matchAll(ALLOWED_FOODS)].flatMap((m) => (m[1] ?? m[2])!.split(/ (?:and|or) /));
  const dietWords = [
    ...q.matchAll(
      /\b(?:forget|drop|skip|ignore|never mind) (?:the |about )?([a-z ]+?)(?: part| thing| bit)?\b(?= |$)|\b(?:no longer|not) (\w+(?: free)?) (?:anymore|any more)\b/g,
    ),
  ].map((m) => (m[1] ?? m[2])!);
  const eatsEggs = foods.some((f) => /^eggs?$/.test(f));
  const diets = DIETS.filter(
    (d) =>
      dietWords.some((w) => w.includes(d)) ||
      (d === "dairy free" && foods.includes("dairy")) ||
      (d === "eggless" && eatsEggs) ||
      (d === "gluten free" && foods.some((f) => /^(gluten|wheat)$/.test(f))) ||
      (d === "vegan" && foods.some((f) => /^(dairy|milk|ghee|paneer|eggs?)$/.test(f))),
  );
  return { foods, diets };
}

/** A follow-up ("make it vegan") keeps what the previous question asked for. */
function mergePrevious(c: ChatConstraints, prev: ChatConstraints, sameDish: boolean, message: string) {
  const lifted = liftedBy(message);
  for (const d of prev.diets) if (!c.diets.includes(d) && !lifted.diets.includes(d)) c.diets.push(d);
  for (const a of prev.avoid) if (!c.avoid.includes(a) && !lifted.foods.some((w) => a.pattern.test(` ${w} `))) c.avoid.push(a);
  // "they eat dairy" after a vegan request: still no meat, fish (or eggs, unless those are allowed too).
  if (prev.diets.includes("vegan") && lifted.diets.includes("vegan") && lifted.foods.length && !c.diets.includes("vegetarian")) c.diets.push("vegetarian");
  // "actually she eats eggs": a vegetarian who eats eggs.
  if (lifted.foods.some((w) => /^eggs?$/.test(w)) && c.diets.includes("vegetarian")) c.diets.splice(c.diets.indexOf("vegetarian"), 1, "eggetarian");
  if (!sameDish) return;
  // What the reader now avoids is no longer to be used ("shakshuka", then "egg makes me sick").
  // A meat dish made vegetarian ("rogan josh", then "make it vegetarian") keeps its dish, not its meat.
  const meatless = c.diets.some((d) => ["vegetarian", "eggetarian", "vegan", "jain", "vrat"].includes(d));
  if (!c.use.length)
    c.use = prev.use.filter((g) => !g.some((i) => c.avoid.includes(i)) && !(meatless && g.every((i) => hasMeat(i.name) || hasSeafood(i.name))));
  c.cuisine ??= prev.cuisine;
  c.occasion ??= prev.occasion;
  c.maxMinutes ??= prev.maxMinutes;
  c.course ??= prev.course;
  c.servings ??= prev.servings;
}

async function answer(index: Index, message: string, q: string, c: ChatConstraints, g: Grounding, previous?: string): Promise<BuiltInReply> {
  if (c.intent === "safety") {
    const safe = safetyReply(index, message);
    if (safe) return safe;
  }
  if (
    /\b(meal plan|plan (my|our|the|a)? ?(meals|week|menu)|menu for|weekly menu|what to (eat|cook) this week|diet plan|weekly plan|day plan)\b/.test(q) ||
    /^meal plan\b/.test(q)
  ) {
    return mealPlan(index, message, g.filters, c);
  }
  // Words the question rules out ("no onion", "nut allergy") are constraints, not what to search for.
  // A follow-up that names no dish ("make it vegan", "and without onion", "eggless please") keeps the dish asked
  // for before.
  const dishOf = (text: string) => dishTerms(index, respell(text)).filter((t) => isDishWord(t, c));
  const own = dishOf(message);
  const terms = g.terms.length && !contentWords(message).length ? g.terms.filter((t) => isDishWord(t, c)) : own.length || !previous ? own : dishOf(previous);
  // A how-to question gets the steps: of the dish the question names word for word (a recipe title holds
  // every dish word) before any technique note its words also touch ("jeera" is also a spice entry), and
  // of the closest dish when no technique note answers instead.
  if (c.intent === "how-to") {
    const named = terms.length > 0 && index.recipes.some((r) => terms.every((t) => r.titleWords.has(t)));
    const steps = named || !g.knowledge.some((k) => k.kind !== "doneness") ? howToReply(index, c, g.filters, terms) : undefined;
    if (steps) return steps;
  }
  if (PANTRY_QUESTION.test(q) && c.use.flat().length >= 2) {
    const pantry = await pantryReply(index, q, c);
    if (pantry) return pantry;
  }
  // "Without egg" in a recipe request is a constraint, not a question about substitutes.
  const asksSwap = /\b(instead|substitute|substitution|replace|replacement|swap|alternative|don t have|dont have|out of|ran out|run out)\b/.test(q);
  const isRequest = c.diets.length > 0 || c.use.length > 0 || c.avoid.length > 0 || c.course !== undefined;
  // A note called up by a food the reader avoids ("allergic to rai (mustard seeds)" and the tadka note) is not the answer.
  const knowledge = g.knowledge.filter(
    (k) => (k.kind !== "substitution" || asksSwap || !isRequest) && !k.keywords.some((w) => c.avoid.some((i) => i.pattern.test(` ${w} `))),
  );
  if (knowledge.length) return knowledgeReply({ ...g, knowledge }, index, c);
  return findReply(index, c, g.filters, terms, g);
}

// "What can I make with...", "I have...", "use up...": the cook lists what is at hand, and a dish need
// not use all of it (the /pantry page's question, answered with its ranking).
const PANTRY_QUESTION =
  /\b(what can i|what could i|what should i|what to (?:make|cook)|i have|i ve got|i got|i only have|all i have|using up|use up|at home|in my (?:fridge|kitchen|pantry))\b/;

/**
 * The recipes that keep everything asked for (diets, exclusions, each named ingredient, time, course,
 * cuisine: docs/decisions/0015-assistant-constraints-first.md), ordered by the share of their ingredient
 * weight at hand as /pantry orders them (GET /api/recipes/by-ingredients), each with what is missing.
 * Undefined when none does: the usual search then says so and offers the nearest.
 */
async function pantryReply(index: Index, q: string, c: ChatConstraints): Promise<BuiltInReply | undefined> {
  // The cook's own word for each ("dal", "jeera"), which the pantry's names know, rather than the
  // assistant's group name ("lentils" would not find toor dal).
  const have = [...new Set(c.use.flat().map((i) => q.match(i.pattern)?.[0].trim() || i.name))];
  // The ranking's index is read from the database; without one (the assistant's unit tests, an outage)
  // the usual search answers instead.
  const ranked = await recipesByIngredients(have, 200).catch((err: unknown) => {
    console.warn(`[chat] pantry ranking unavailable: ${String(err).slice(0, 120)}`);
    return undefined;
  });
  if (!ranked) return undefined;
  const { results } = ranked;
  const picked = results
    .flatMap((m) => {
      const r = index.byId.get(m.id);
      return r && !hardBreaks(r, c).length && !softMisses(r, c).length ? [{ r, m }] : [];
    })
    .slice(0, 4);
  if (!picked.length) return undefined;
  const kept = describeConstraints(c);
  const missing = (list: string[]) => (list.length > 4 ? `${list.slice(0, 4).join(", ")} and ${list.length - 4} more` : list.join(", "));
  const lines = [
    `Checked against your request (${kept}), the dishes that need least besides what you have:`,
    "",
    ...picked.map(({ r, m }) => `${recipeLine(r)}; ${Math.round(m.share * 100)}% at hand${m.missing.length ? `, missing: ${missing(m.missing)}` : ""}`),
    "",
    `More on [Cook from what you have](/pantry?have=${encodeURIComponent(have.join(", "))}).`,
  ];
  return { reply: lines.join("\n"), sources: picked.map(({ r }) => recipeSource(r)) };
}

function firstSentence(text: string): string {
  const m = text.match(/^.*?[.!?](\s|$)/);
  return (m ? m[0] : text).trim();
}
