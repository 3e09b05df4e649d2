// The evaluation set of issue 12: questions by ingredient, dish, diet, time, substitution, technique,
// meal plan and off-topic, asked of the built-in assistant. Bars: at least 90% of the food questions
// cite a catalog recipe or article that fits; no link to a recipe that does not exist; off-topic
// questions get a polite redirect. The figures are printed.
import { afterAll, describe, expect, it } from "vitest";
import { builtInReply } from "./built-in.ts";
import { loadIndex, type IndexedRecipe } from "./retrieval.ts";
import type { ChatSource } from "../../shared/chat/types.ts";

type Fit = (s: ChatSource, r: IndexedRecipe | undefined) => boolean;
type Case = { q: string; kind: string; fits?: Fit; reply?: RegExp; offTopic?: true };

const title =
  (re: RegExp): Fit =>
  (s) =>
    re.test(s.title);
const diet =
  (d: string, extra?: (r: IndexedRecipe) => boolean): Fit =>
  (_s, r) =>
    !!r && r.diets.includes(d) && (!extra || extra(r));
const within =
  (min: number, extra?: (r: IndexedRecipe) => boolean): Fit =>
  (_s, r) =>
    !!r && r.minutes <= min && (!extra || extra(r));
const url =
  (re: RegExp): Fit =>
  (s) =>
    re.test(s.url);
const meal = (m: string) => (r: IndexedRecipe) => r.dishTypes.includes(m);

const CASES: Case[] = [
  // By ingredient
  { kind: "ingredient", q: "What can I cook with paneer?", fits: title(/paneer/i) },
  { kind: "ingredient", q: "I have chickpeas, what should I make?", fits: title(/chole|chickpea|chana|hummus|falafel/i) },
  { kind: "ingredient", q: "Recipes with spinach", fits: title(/spinach|palak|saag|sigeumchi/i) },
  { kind: "ingredient", q: "Something with prawns", fits: title(/prawn|shrimp|goong/i) },
  { kind: "ingredient", q: "What can I make with eggs?", fits: title(/egg|omelette|shakshuka|menemen|tamagoyaki|anda/i) },
  { kind: "ingredient", q: "ideas for potatoes", fits: title(/aloo|potato|batata/i) },
  { kind: "ingredient", q: "I have red lentils at home", fits: title(/dal|lentil|misir|mercimek|masoor/i) },
  { kind: "ingredient", q: "coconut milk recipes", fits: (_s, r) => !!r },
  // By dish
  { kind: "dish", q: "How do I make biryani?", fits: title(/biryani/i) },
  { kind: "dish", q: "Dal makhani recipe", fits: title(/dal makhani/i) },
  { kind: "dish", q: "masala dosa", fits: title(/dosa/i) },
  { kind: "dish", q: "butter chicken", fits: title(/butter chicken/i) },
  { kind: "dish", q: "pad thai", fits: title(/pad thai/i) },
  { kind: "dish", q: "spaghetti carbonara", fits: title(/carbonara/i) },
  { kind: "dish", q: "falafel", fits: title(/falafel/i) },
  { kind: "dish", q: "chicken tikka masala", fits: title(/tikka/i) },
  // By diet
  { kind: "diet", q: "vegan dinner ideas", fits: diet("vegan", meal("dinner")) },
  { kind: "diet", q: "gluten free breakfast", fits: diet("gluten free", meal("breakfast")) },
  { kind: "diet", q: "keto dinner", fits: diet("keto") },
  { kind: "diet", q: "vegetarian lunch", fits: diet("vegetarian", meal("lunch")) },
  { kind: "diet", q: "dairy free dessert", fits: diet("dairy free", meal("dessert")) },
  // By time
  { kind: "time", q: "Quick dinner", fits: within(30, meal("dinner")) },
  { kind: "time", q: "something I can make in 15 minutes", fits: within(15) },
  { kind: "time", q: "a breakfast under 20 minutes", fits: within(20, meal("breakfast")) },
  { kind: "time", q: "Healthy lunch", fits: (_s, r) => !!r && meal("lunch")(r) },
  // Substitution
  { kind: "substitution", q: "What can I use instead of buttermilk?", fits: title(/buttermilk|sambharam|chaas/i), reply: /lemon juice or white vinegar/ },
  { kind: "substitution", q: "egg substitute for pancakes", fits: (_s, r) => !!r && r.diets.includes("vegan"), reply: /flaxseed/ },
  { kind: "substitution", q: "what can I use instead of paneer?", fits: (s) => /paneer|tofu/i.test(s.title), reply: /tofu/ },
  { kind: "substitution", q: "I don't have cream for my curry", fits: (_s, r) => !!r, reply: /cashew/ },
  { kind: "substitution", q: "tamarind substitute", fits: title(/tamarind|rasam|sambar|imli|pulihora|chutney/i), reply: /jaggery or brown sugar/ },
  // Doneness and ratios
  {
    kind: "doneness",
    q: "At what temperature is chicken cooked?",
    fits: (s) => /chicken/i.test(s.title) || s.url.includes("food-safety"),
    reply: /74 °C \(165 °F\)/,
  },
  { kind: "doneness", q: "How do I know when fish is done?", fits: title(/fish|salmon|macher|ilish|meen/i), reply: /63 °C/ },
  { kind: "doneness", q: "safe internal temperature for pork", fits: url(/food-safety|searing/), reply: /63 °C \(145 °F\)/ },
  { kind: "ratio", q: "How much water for basmati rice?", fits: url(/pressure-cooker-rice-and-dal-ratios/), reply: /1 1\/2 cups water/ },
  { kind: "ratio", q: "toor dal water ratio in a pressure cooker", fits: url(/pressure-cooker-rice-and-dal-ratios/), reply: /about 3 cups water/ },
  { kind: "ratio", q: "how many whistles for moong dal", fits: url(/pressure-cooker-rice-and-dal-ratios/), reply: /two or three whistles/ },
  // Technique and spices
  { kind: "technique", q: "What is tadka?", fits: url(/tadka/), reply: /hot ghee or oil/ },
  { kind: "technique", q: "how to ferment dosa batter in winter", fits: url(/fermenting-idli-dosa|batter-fermentation/), reply: /30 °C/ },
  { kind: "technique", q: "how do I sear meat properly", fits: url(/searing/), reply: /dry/ },
  { kind: "technique", q: "What is dum cooking?", fits: (s) => /dum/.test(s.url) || /biryani/i.test(s.title), reply: /lowest flame|very low heat/ },
  { kind: "technique", q: "How should I store spices?", fits: url(/storing-and-toasting-spices/), reply: /airtight/ },
  { kind: "technique", q: "My curry is too spicy, how do I fix it?", fits: title(/raita/i), reply: /yogurt/ },
  // Meal plans
  { kind: "meal plan", q: "Give me a vegetarian meal plan for the week", fits: diet("vegetarian"), reply: /Day 7/ },
  { kind: "meal plan", q: "Meal plan", fits: (_s, r) => !!r, reply: /Day 3/ },
  { kind: "meal plan", q: "a 5 day vegan meal plan", fits: diet("vegan"), reply: /Day 5/ },
  // Off-topic
  { kind: "off-topic", q: "Who won the football World Cup in 2018?", offTopic: true },
  { kind: "off-topic", q: "What is the capital of France?", offTopic: true },
  { kind: "off-topic", q: "Write me a poem about the sea", offTopic: true },
  { kind: "off-topic", q: "How do I fix my laptop's wifi?", offTopic: true },
  { kind: "off-topic", q: "What's the weather tomorrow?", offTopic: true },
];

const results: { kind: string; q: string; pass: boolean; ms: number }[] = [];
let badLinks = 0;

afterAll(() => {
  const food = results.filter((r) => r.kind !== "off-topic");
  const off = results.filter((r) => r.kind === "off-topic");
  const pct = (n: number, d: number) => `${n}/${d} (${Math.round((n / d) * 100)}%)`;
  const kinds = [...new Set(results.map((r) => r.kind))];
  console.log(
    [
      `[evaluation] ${results.length} questions to the built-in assistant`,
      `  food questions citing a fitting recipe or article: ${pct(food.filter((r) => r.pass).length, food.length)}`,
      `  off-topic questions redirected politely: ${pct(off.filter((r) => r.pass).length, off.length)}`,
      `  links to recipes that do not exist: ${badLinks}`,
      ...kinds.map((k) => `  ${k}: ${pct(results.filter((r) => r.kind === k && r.pass).length, results.filter((r) => r.kind === k).length)}`),
      ...results.filter((r) => !r.pass).map((r) => `  missed: ${r.q}`),
    ].join("\n"),
  );
});

describe("the built-in assistant's evaluation set", async () => {
  const index = await loadIndex();

  it.each(CASES)("$kind: $q", async (c) => {
    const t = performance.now();
    const { reply, sources } = await builtInReply(c.q);
    const ms = performance.now() - t;
    // Every /recipe/{id} in the reply and in the sources is a catalog recipe.
    const linked = [...reply.matchAll(/\/recipe\/(\d+)/g)].map((m) => Number(m[1]));
    const missing = [...linked, ...sources.filter((s) => s.kind === "recipe").map((s) => Number(s.id))].filter((id) => !index.byId.has(id));
    badLinks += missing.length;
    expect(missing).toEqual([]);
    for (const s of sources) expect(reply).toContain(`](${s.url})`);
    if (c.offTopic) {
      const pass = /only help with food/.test(reply) && sources.length === 0;
      results.push({ kind: c.kind, q: c.q, pass, ms });
      expect(pass).toBe(true);
      return;
    }
    const fits = sources.some((s) => c.fits!(s, s.kind === "recipe" ? index.byId.get(Number(s.id)) : undefined));
    const replyOk = !c.reply || c.reply.test(reply);
    results.push({ kind: c.kind, q: c.q, pass: fits && replyOk, ms });
    // The bar is on the whole set (>= 90%), checked below; a single miss is reported, not failed here.
  });

  it("cites a fitting recipe or article for at least 90% of the food questions", () => {
    const food = results.filter((r) => r.kind !== "off-topic");
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(food.filter((r) => r.pass).length / food.length).toBeGreaterThanOrEqual(0.9);
    expect(badLinks).toBe(0);
  });
});
