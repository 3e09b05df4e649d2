// Retrieval for the assistant (every provider is grounded on it, docs/architecture.md#providers): the question's words and
// filters (diet, time, meal) pick the best-matching catalog recipes, articles, techniques and
// knowledge entries. The catalog is the one the database is seeded from (content/recipes), indexed in
// memory once per instance so the built-in reply stays well under 50 ms.
import type { Recipe } from "../../shared/recipes/schema.ts";
import type { ChatSource, ChatTurn } from "../../shared/chat/types.ts";
import { articlePath } from "../../shared/articles/text.ts";
import { readConstraints } from "./constraints.ts";
import { foldAccents } from "../../shared/common/fold-accents.ts";
import { loadCatalogRecipes } from "../recipes/seed.ts";
import { loadArticles, loadTechniques } from "../content/articles.ts";
import { KNOWLEDGE, type KnowledgeEntry } from "./knowledge.ts";

export type IndexedRecipe = {
  id: number;
  title: string;
  summary: string;
  minutes: number;
  diets: string[];
  dishTypes: string[];
  country: string;
  healthScore: number;
  calories?: number;
  protein?: number;
  image: string;
  titleWords: Set<string>;
  ingredientWords: Set<string>;
  placeWords: Set<string>;
  typeWords: Set<string>;
  summaryWords: Set<string>;
  /** Lower-cased ingredient names, for the constraint check (constraints.ts). */
  ingredients: string[];
  /** Country, region and cuisines, lower case. */
  places: string[];
  waitingNote?: string;
  servings: number;
  /** The method, one string per step. */
  steps: string[];
};
export type IndexedDoc = { id: string; title: string; url: string; kind: "article" | "technique"; words: Set<string>; strong: Set<string> };
export type Index = { recipes: IndexedRecipe[]; byId: Map<number, IndexedRecipe>; docs: IndexedDoc[]; foodWords: Set<string> };

const STOP = new Set(
  (
    "a an and are as at be but by can could do does for from get give have how i if in into is it its me my of on or our please " +
    "should show some something tell that the their them then there these this to us want was we what when where which who why will with " +
    "would you your make made cook cooking recipe recipes dish dishes idea ideas good best like need any about under over minute minutes min " +
    "mins hour hours quick quickly fast easy simple healthy light today tonight dinner lunch breakfast snack meal meals find suggest " +
    "recommend one two three four five style classic homemade home new much many more most less very really just also help know let"
  ).split(" "),
);
// Words that appear in recipe titles but say nothing about food on their own.
const NOT_FOOD = new Set(
  "sea world cup style classic home new easy quick simple best village grandma street restaurant festive lighter spicy one pot weeknight".split(" "),
);
const COOKING_WORDS = (
  "food eat eating cook bake baking roast roasting fry frying grill grilling boil boiling steam steaming simmer curry stew soup salad " +
  "vegetarian vegan keto paleo gluten dairy protein spice spices masala flavour flavor taste sauce marinade ingredient ingredients kitchen " +
  "oven pan pot knife chop breakfast lunch dinner snack dessert sweet savoury savory meal menu plan hungry tiffin lunchbox leftovers " +
  "calorie calories carb carbs diet nutrition healthy vegetable vegetables veg veggie meat fish seafood chicken rice dal lentil lentils bread " +
  // Dishes and foods people ask about that the catalog may not have (the answer then says so honestly).
  "sushi pizza burger burgers sandwich cake cakes cookie cookies brownie muffin pie tart lasagna ramen noodle noodles pasta steak bbq " +
  "barbecue smoothie juice tea coffee chocolate icecream cheese butter egg eggs tofu bean beans fruit fruits vegetarian dumpling dumplings " +
  "taco tacos burrito kebab kabab biscuit biscuits cupcake pancake waffle omelette porridge oats cereal yogurt curd chutney pickle achar " +
  // Fasting food and Hindi words for a meal or a dish: "farali recipe for shravan somvar", "satvik khana".
  "recipe recipes vrat upvas upvaas upwas farali farari falahari phalahari navratri ekadashi sabzi khana"
).split(" ");

export function normalize(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
/** Crude singular form so "tomatoes" meets "tomato" and "eggs" meets "egg". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(oes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}
export const words = (text: string) => normalize(text).split(" ").filter(Boolean).map(stem);
const wordSet = (...texts: string[]) => new Set(texts.flatMap(words));

function indexRecipe(r: Recipe): IndexedRecipe {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    minutes: r.readyInMinutes,
    diets: r.diets,
    dishTypes: r.dishTypes,
    country: r.country,
    healthScore: r.healthScore,
    calories: r.nutrition?.calories,
    protein: r.nutrition?.protein,
    image: r.image,
    titleWords: wordSet(r.title),
    ingredientWords: wordSet(...r.extendedIngredients.map((i) => i.name)),
    placeWords: wordSet(r.country, r.region, ...r.cuisines),
    typeWords: wordSet(...r.dishTypes),
    summaryWords: wordSet(r.summary),
    ingredients: r.extendedIngredients.map((i) => i.name.toLowerCase()),
    places: [r.country, r.region, ...r.cuisines].map((p) => p.toLowerCase()),
    waitingNote: r.waitingNote,
    servings: r.servings,
    steps: r.analyzedInstructions.flatMap((s) => s.steps.map((x) => x.step)),
  };
}

let indexOnce: Promise<Index> | undefined;
export function loadIndex(): Promise<Index> {
  indexOnce ??= (async () => {
    const [{ recipes }, articles, techniques] = await Promise.all([loadCatalogRecipes(), loadArticles(), loadTechniques()]);
    const indexed = recipes.map(indexRecipe);
    const docs: IndexedDoc[] = [
      ...articles.map((a) => ({
        id: a.id,
        title: a.title,
        url: articlePath(a.id),
        kind: "article" as const,
        words: wordSet(a.title, a.summary, a.tags.join(" ")),
        strong: wordSet(a.title, a.tags.join(" ")),
      })),
      ...techniques.techniques.map((t) => ({
        id: t.id,
        title: t.name,
        url: `/articles/cooking-techniques#technique-${t.id}`,
        kind: "technique" as const,
        words: wordSet(t.name, t.description, t.keywords.join(" ")),
        strong: wordSet(t.name, t.keywords.join(" ")),
      })),
    ];
    const foodWords = new Set<string>([...COOKING_WORDS.map(stem), ...KNOWLEDGE.flatMap((k) => k.keywords.flatMap(words))]);
    for (const r of indexed) for (const w of [...r.titleWords, ...r.ingredientWords, ...r.typeWords]) if (w.length > 2 && !/^\d/.test(w)) foodWords.add(w);
    for (const w of [...STOP, ...NOT_FOOD]) if (!COOKING_WORDS.includes(w)) foodWords.delete(w);
    return { recipes: indexed, byId: new Map(indexed.map((r) => [r.id, r])), docs, foodWords };
  })();
  indexOnce.catch(() => (indexOnce = undefined));
  return indexOnce;
}

// ---- What the question asks for -------------------------------------------------------------------

export type Filters = { diet?: string; maxMinutes?: number; meal?: string; healthy?: boolean; exclude: string[] };

// The diets only the catalog's tags can tell come first: in "keto vegetarian dinner" the vegetarian part is a
// hard constraint read by constraints.ts anyway, the keto part only this filter keeps.
const DIET_PATTERNS: [RegExp, string][] = [
  [/\bketo\b|\bketogenic\b/, "keto"],
  [/\blow carb\b/, "low carb"],
  [/\bpaleo\b/, "paleo"],
  [/\bpescatarian\b|\bpescetarian\b/, "pescatarian"],
  [/\bvegan\b|\bplant based\b/, "vegan"],
  [/\bveg(etarian|gie|gy)?\b|\bmeatless\b|\bno meat\b|\bwithout meat\b/, "vegetarian"],
  [/\bgluten free\b|\bcoeliac\b|\bceliac\b|\bno gluten\b|\bwithout gluten\b/, "gluten free"],
  [/\bdairy free\b|\blactose\b|\bno dairy\b|\bwithout dairy\b/, "dairy free"],
];
const MEALS: [RegExp, string][] = [
  [/\bbreakfast\b|\bbrunch\b|\bmorning\b/, "breakfast"],
  [/\blunch\b|\blunchbox\b|\btiffin\b/, "lunch"],
  [/\bdinner\b|\bsupper\b|\btonight\b|\bweeknight\b/, "dinner"],
  [/\bsnacks?\b|\bteatime\b|\bstarters?\b|\bappetizers?\b/, "snack"],
  [/\bdesserts?\b|\bsweets?\b/, "dessert"],
  [/\bsoups?\b/, "soup"],
  [/\bsalads?\b/, "salad"],
  // Not "doesnt drink", which is about alcohol (constraints.ts).
  [/(?<!\b(?:doesnt|doesn t|dont|don t|does not|do not|not|no|never) )\b(?:drinks?|beverages?)\b/, "beverage"],
];

export function readFilters(question: string): Filters {
  const q = ` ${normalize(question)} `;
  const f: Filters = { exclude: [] };
  f.diet = DIET_PATTERNS.find(([re]) => re.test(q))?.[1];
  f.meal = MEALS.find(([re]) => re.test(q))?.[1];
  const minutes = q.match(/\b(?:under|in|within|less than|max|maximum|about|only)?\s*(\d{1,3})\s*(?:minute|min|mins|minutes)\b/);
  const hours = q.match(/\b(?:under|in|within|less than)\s*(?:an|1|one)\s*hour\b/);
  if (minutes) f.maxMinutes = Number(minutes[1]);
  else if (hours) f.maxMinutes = 60;
  else if (/\b(quick|fast|speedy|hurry|busy|weeknight|rushed)\b/.test(q)) f.maxMinutes = 30;
  f.healthy = /\b(healthy|light|lighter|nutritious|wholesome|low calorie|balanced)\b/.test(q);
  for (const m of q.matchAll(/\b(?:without|no|minus|free of)\s+([a-z]+)/g)) {
    const w = stem(m[1]!);
    if (!["meat", "dairy", "gluten", "carb", "oven", "time", "cooking"].includes(w)) f.exclude.push(w);
  }
  return f;
}

/** The question's content words (not filler, not filter words). */
export function contentWords(question: string): string[] {
  const filterWords = new Set([
    "vegan",
    "vegetarian",
    "veg",
    "veggie",
    "gluten",
    "free",
    "dairy",
    "keto",
    "carb",
    "low",
    "paleo",
    "pescatarian",
    "breakfast",
    "brunch",
    "lunch",
    "dinner",
    "supper",
    "snack",
    "dessert",
    "sweet",
    "morning",
    "tonight",
    "weeknight",
    "without",
    "no",
    "plant",
    "based",
  ]);
  return [...new Set(words(question).filter((w) => w.length > 1 && !STOP.has(w) && !filterWords.has(w) && !/^\d+$/.test(w)))];
}

export const recipeUrl = (id: number) => `/recipe/${id}`;
export const recipeSource = (r: IndexedRecipe): ChatSource => ({ id: String(r.id), title: r.title, url: recipeUrl(r.id), kind: "recipe" });
export const docSource = (d: IndexedDoc): ChatSource => ({ id: d.id, title: d.title, url: d.url, kind: d.kind });

const isMain = (r: IndexedRecipe) => r.dishTypes.includes("main course") || r.dishTypes.includes("soup");

export function passesFilters(r: IndexedRecipe, f: Filters, mainsOnly = false): boolean {
  if (f.diet && !r.diets.includes(f.diet)) return false;
  // "A quick dinner" means a main dish, not a chutney that is also eaten at dinner.
  if (mainsOnly && (f.meal === "lunch" || f.meal === "dinner") && !isMain(r)) return false;
  if (f.maxMinutes && r.minutes > f.maxMinutes) return false;
  if (f.meal && !r.dishTypes.includes(f.meal) && !(f.meal === "snack" && r.dishTypes.some((t) => ["appetizer", "starter", "fingerfood"].includes(t))))
    return false;
  if (f.exclude.some((w) => r.ingredientWords.has(w) || r.titleWords.has(w))) return false;
  return true;
}

function scoreRecipe(r: IndexedRecipe, terms: string[]): number {
  let score = 0;
  for (const t of terms) {
    if (r.titleWords.has(t)) score += 6;
    else if (r.ingredientWords.has(t)) score += 3;
    else if (r.placeWords.has(t)) score += 3;
    else if (r.typeWords.has(t)) score += 2;
    else if (r.summaryWords.has(t)) score += 1;
  }
  return score;
}

/**
 * The best recipes for the terms under the filters: by matched words, then (for "healthy") health
 * score, then shorter time. With no terms, every recipe that passes the filters qualifies.
 */
export function findRecipes(index: Index, terms: string[], f: Filters, limit: number): IndexedRecipe[] {
  const scored: { r: IndexedRecipe; s: number }[] = [];
  for (const r of index.recipes) {
    if (!passesFilters(r, f, terms.length === 0)) continue;
    const s = terms.length ? scoreRecipe(r, terms) : 1;
    if (s > 0) scored.push({ r, s: s + (f.healthy ? r.healthScore / 25 : 0) });
  }
  // A match on one word of three is weak: keep only results within reach of the best.
  const best = scored.reduce((m, x) => Math.max(m, x.s), 0);
  return scored
    .filter((x) => x.s >= Math.min(best, best * 0.5 + 1))
    .sort((a, b) => b.s - a.s || a.r.minutes - b.r.minutes || a.r.id - b.r.id)
    .slice(0, limit)
    .map((x) => x.r);
}

// Words of a question that say nothing about what an article covers ("making paneer at home" is not
// about a family dinner because both say "making").
const GENERIC_WORDS = new Set([
  "make",
  "making",
  "made",
  "cook",
  "cooking",
  "cooked",
  "home",
  "family",
  "people",
  "person",
  "guests",
  "big",
  "eat",
  "eating",
  "food",
  "dish",
  "meal",
  "need",
  "want",
  "good",
  "best",
]);

export function findDocs(index: Index, terms: string[], limit: number): IndexedDoc[] {
  const topical = terms.filter((t) => !GENERIC_WORDS.has(t));
  return index.docs
    .map((d) => ({ d, s: topical.reduce((n, t) => n + (d.strong.has(t) ? 3 : d.words.has(t) ? 1 : 0), 0) }))
    .filter((x) => x.s >= 3)
    .sort((a, b) => b.s - a.s || a.d.title.localeCompare(b.d.title))
    .slice(0, limit)
    .map((x) => x.d);
}

const SUBSTITUTION_CUE =
  /\b(instead|substitute|substitution|replace|replacement|swap|alternative|don t have|dont have|out of|ran out|run out|without|no|free)\b/;
// "safe for me" (a coeliac, an allergy) is about a diet, not about cooking a food through.
const DONENESS_CUE =
  /\b(temperature|temp|done|doneness|cooked through|undercooked|safe(?! for (?:me|my|us|him|her|them|a|an|kids|children|coeliacs?|celiacs?|diabetics?|vegans?)\b)|thermometer|degrees|pink)\b/;

export function findKnowledge(question: string): KnowledgeEntry[] {
  const q = ` ${words(question).join(" ")} `;
  const plain = ` ${normalize(question)} `;
  const cue = { substitution: SUBSTITUTION_CUE.test(plain), doneness: DONENESS_CUE.test(plain) };
  const has = (phrase: string) => q.includes(` ${words(phrase).join(" ")} `);
  return KNOWLEDGE.map((k) => {
    const hits = k.keywords.filter(has);
    const kindCue = k.kind === "substitution" ? cue.substitution : k.kind === "doneness" ? cue.doneness : false;
    if (kindCue) hits.push(...(k.subjects ?? []).filter(has));
    return { k, hits };
  })
    .filter((x) => x.hits.length > 0)
    .sort((a, b) => Math.max(...b.hits.map((h) => h.length)) - Math.max(...a.hits.map((h) => h.length)))
    .map((x) => x.k);
}

/** Does the question talk about food at all? (Otherwise the assistant redirects politely.) */
export function isAboutFood(index: Index, question: string): boolean {
  if (findKnowledge(question).length) return true;
  // A meal word alone ("a movie for tonight", "good morning") does not make a question about food.
  const f = readFilters(question);
  if (f.diet) return true;
  // A diet or a food to avoid is about food: "jain version chahiye, adrak bhi nahi".
  const c = readConstraints(question);
  if (c.diets.length || c.avoid.length) return true;
  if (f.maxMinutes && /\b(make|cook|eat|prepare|fix|whip up)\b/.test(normalize(question))) return true;
  return words(question).some((w) => index.foodWords.has(w));
}

/** The reader's last question before this one: what a follow-up ("make it vegan") refers to. */
export const previousUserTurn = (conversation: readonly ChatTurn[]) => conversation.findLast((t) => t.role === "user")?.content;

export type Grounding = { recipes: IndexedRecipe[]; docs: IndexedDoc[]; knowledge: KnowledgeEntry[]; filters: Filters; terms: string[] };

/** What every provider is given before it answers: the best recipes, articles and knowledge entries. */
export async function ground(question: string, previousUserTurn?: string): Promise<Grounding> {
  const index = await loadIndex();
  const filters = readFilters(question);
  let terms = contentWords(question);
  const knowledge = findKnowledge(question);
  // A follow-up such as "make it vegetarian" keeps the subject of the previous question.
  if (!terms.length && !knowledge.length && previousUserTurn) terms = contentWords(previousUserTurn);
  const recipes = findRecipes(index, terms, filters, 5);
  const docs = findDocs(index, terms, 3);
  return { recipes, docs, knowledge, filters, terms };
}
