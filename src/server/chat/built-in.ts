// The embedded assistant of DESIGN §3: intent + retrieval over the catalog, the articles and
// techniques, and the knowledge base. It never invents a dish: every dish it names is a catalog recipe,
// linked as [Title](/recipe/{id}); when nothing fits, it says so and points to search.
import type { ChatSource, ChatTurn } from "../../shared/chat-types.ts";
import {
  docSource,
  findRecipes,
  ground,
  isAboutFood,
  loadIndex,
  normalize,
  passesFilters,
  recipeSource,
  recipeUrl,
  type Filters,
  type Grounding,
  type Index,
  type IndexedRecipe,
} from "./retrieval.ts";

export type BuiltInReply = { reply: string; sources: ChatSource[] };

const link = (r: IndexedRecipe) => `[${r.title}](${recipeUrl(r.id)})`;
const dietNote = (r: IndexedRecipe) => {
  const d = ["vegan", "vegetarian", "gluten free"].filter((x) => r.diets.includes(x));
  return d.length ? `, ${d.slice(0, 2).join(", ")}` : "";
};
const recipeLine = (r: IndexedRecipe) => `- ${link(r)}: ${r.minutes} min${dietNote(r)}`;

/** "healthy vegetarian lunch ideas ready in 30 minutes or less" */
function describeFilters(f: Filters): string {
  const parts = [f.healthy && "healthy", f.diet, f.meal && (f.meal === "beverage" ? "drink" : f.meal)].filter(Boolean).join(" ");
  const time = f.maxMinutes ? ` ready in ${f.maxMinutes} minutes or less` : "";
  return `${parts ? `${parts} ideas` : "ideas"}${time}`;
}

/** " (vegetarian, dinner, 30 minutes or less)" for the conditions of a question with a subject. */
function conditions(f: Filters): string {
  const parts = [f.healthy && "healthy", f.diet, f.meal, f.maxMinutes && `${f.maxMinutes} minutes or less`].filter(Boolean);
  return parts.length ? ` (${parts.join(", ")})` : "";
}

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

function mealPlan(index: Index, question: string, f: Filters): BuiltInReply {
  const q = normalize(question);
  const daysAsked = Number(q.match(/\b(\d)\s*day/)?.[1] ?? (/\b(week|weekly|seven)\b/.test(q) ? 7 : 3));
  const days = Math.min(7, Math.max(1, daysAsked));
  const base: Filters = { diet: f.diet, exclude: f.exclude, healthy: f.healthy };
  const pool = (meal: string, maxMinutes?: number) => index.recipes.filter((r) => passesFilters(r, { ...base, meal, maxMinutes }, true) && r.minutes <= 180);
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
      reply: `I could not build a ${f.diet ?? ""} meal plan from our catalog with those limits. Try fewer conditions, or browse [all recipes](/all-recipes).`,
      sources: [],
    };
  }
  const label = f.diet ? `${f.diet} ` : f.healthy ? "balanced " : "";
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

function knowledgeReply(g: Grounding, index: Index): BuiltInReply {
  const sources: ChatSource[] = [];
  const entries = g.knowledge.slice(0, 2);
  const lines: string[] = [];
  for (const k of entries) {
    lines.push(`${k.title}:`, ...k.lines.map((l) => `- ${l}`), "");
  }
  const query = entries.find((k) => k.recipeQuery)?.recipeQuery;
  const recipes = query ? findRecipes(index, query.split(" "), { ...g.filters, maxMinutes: g.filters.maxMinutes }, 3) : g.recipes.slice(0, 3);
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

const OFF_TOPIC =
  "I'm the Masala Table cooking assistant, so I can only help with food: recipes, ingredients, substitutions, techniques and meal plans. " +
  "Try asking for a quick dinner, a paneer recipe or a vegetarian meal plan.";
const GREETING =
  "Hello! I'm the Masala Table cooking assistant. I can suggest recipes from our collection, plan meals, explain techniques such as tadka or dum, " +
  "and help with substitutions and cooking temperatures. What would you like to cook?";

/** The built-in reply to a message, with the recipes and articles it names as sources. */
export async function builtInReply(message: string, conversation: ChatTurn[] = []): Promise<BuiltInReply> {
  const index = await loadIndex();
  const q = normalize(message);
  const previous = [...conversation].reverse().find((t) => t.role === "user")?.content;
  if (/^(hi|hello|hey|namaste|hiya|good (morning|evening|afternoon))( there)?$/.test(q)) return { reply: GREETING, sources: [] };
  if (/^(thanks|thank you|thank you so much|thx|ok thanks|great thanks)$/.test(q)) return { reply: "You're welcome! Happy cooking.", sources: [] };

  const followUp =
    previous !== undefined && isAboutFood(index, previous) && !isAboutFood(index, message) && /\b(it|that|this|one|another|more|else|instead)\b/.test(q);
  if (!isAboutFood(index, message) && !followUp) return { reply: OFF_TOPIC, sources: [] };

  const g = await ground(message, previous);
  if (
    /\b(meal plan|plan (my|our|the|a)? ?(meals|week|menu)|menu for|weekly menu|what to (eat|cook) this week|diet plan|weekly plan|day plan)\b/.test(q) ||
    /^meal plan\b/.test(q)
  ) {
    return mealPlan(index, message, g.filters);
  }
  if (g.knowledge.length) return knowledgeReply(g, index);

  if (!g.recipes.length) {
    const subject = g.terms.join(" ") || "that";
    const docs = g.docs.slice(0, 2);
    const lines = [
      `I could not find a recipe for "${subject}" in our collection${g.filters.diet || g.filters.maxMinutes ? " with those conditions" : ""}, and I would rather not make one up.`,
      `You can search the full catalog: [search for ${subject}](/search?q=${encodeURIComponent(subject)}), or ask me about a main ingredient you have.`,
    ];
    if (docs.length) lines.push("", "These articles may help:", ...docs.map((d) => `- [${d.title}](${d.url})`));
    return { reply: lines.join("\n"), sources: docs.map(docSource) };
  }

  const recipes = g.recipes.slice(0, 4);
  const [top] = recipes;
  const intro = g.terms.length
    ? `Here ${recipes.length === 1 ? "is a recipe" : "are recipes"} from our collection for ${g.terms.join(" ")}${conditions(g.filters)}:`
    : `Here are some ${describeFilters(g.filters)} from our collection:`;
  const lines = [intro, "", ...recipes.map(recipeLine)];
  if (top) lines.push("", `${top.title}: ${firstSentence(top.summary)}`);
  const docs = g.docs.slice(0, 2);
  if (docs.length) lines.push("", "Read more:", ...docs.map((d) => `- [${d.title}](${d.url})`));
  return { reply: lines.join("\n"), sources: [...recipes.map(recipeSource), ...docs.map(docSource)] };
}

function firstSentence(text: string): string {
  const m = text.match(/^.*?[.!?](\s|$)/);
  return (m ? m[0] : text).trim();
}
