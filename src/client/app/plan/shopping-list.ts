// The shopping list of a week's plan: every planned recipe's ingredients scaled to the planned servings,
// one line per ingredient (ingredient-names.ts decides what is "the same"), amounts added after unit
// conversion with the recipe page's metric/US rules (quantities.ts), and the lines no sum can describe
// ("a pinch", "to taste"), the optional ones and the kitchen's staples set apart. Pure: the page, the
// offline copy and the tests share it. See docs/decisions/0019-meal-plan-and-shopping-list.md.
import { ingredientKey, isStaple } from "../../../shared/plan/ingredient-names.ts";
import { baseAmount, displayQuantity, formatAmount, pouredDensity, toFraction, unitLabel } from "../../features/recipe-detail/quantities.ts";

export type ListIngredient = { name: string; amount: number; unit: string; original: string; aisle: string };
/** One planned recipe: its written servings and ingredients, and the servings planned. */
export type PlannedRecipe = { recipeId: number; title: string; servings: number; planned: number; ingredients: ListIngredient[] };

export const AISLE_GROUPS = ["Vegetables and herbs", "Dairy", "Grains and flours", "Dals and pulses", "Spices", "Meat and fish", "Other"] as const;
export type AisleGroup = (typeof AISLE_GROUPS)[number];

export type ShoppingLine = {
  /** ingredientKey of the name ("staple:salt" outside the aisles): what ticks are stored under. */
  key: string;
  name: string;
  /** "1.2 kg", "2 tbsp + 3", or "" when nothing can be added up (a pinch, to taste). */
  amount: string;
  aisle: AisleGroup;
  /** Titles of the planned recipes that need it, in plan order. */
  recipes: string[];
};
export type ShoppingList = {
  groups: { aisle: AisleGroup; lines: ShoppingLine[] }[];
  /** Salt, water, oil, whole spices and the cook's own staples: listed, not mixed in. */
  staples: ShoppingLine[];
  /** "To taste", "a pinch", "as needed": no amount is added up for them. */
  toTaste: ShoppingLine[];
  optional: ShoppingLine[];
};

const DALS = /\b(?:dal|dhal|daal|lentil|chickpea|chana|kidney bean|moong|mung|urad|toor|tuvar|masoor|rajma|lobia|black-eyed pea|split pea|bean)\b/;
const NOT_DAL = /\b(?:green bean|french bean|runner bean|broad bean|bean sprout|vanilla bean|flour)\b/;
const GRAINS =
  /\b(?:flour|atta|rice|semolina|sooji|suji|rava|poha|oat|wheat|millet|bajra|jowar|ragi|quinoa|pasta|noodle|bread|vermicelli|couscous|barley|cornmeal|polenta)\b/;

/** The shop aisle of an ingredient: pulses and flours by name (a can of chickpeas is a pulse), the rest by its aisle. */
export function aisleGroupOf(key: string, aisle: string): AisleGroup {
  if (DALS.test(key) && !NOT_DAL.test(key)) return "Dals and pulses";
  if (GRAINS.test(key) && !/\b(?:rice vinegar|rice wine)\b/.test(key)) return "Grains and flours";
  if (aisle === "Produce") return "Vegetables and herbs";
  if (aisle === "Spices and Seasonings") return "Spices";
  if (aisle === "Meat" || aisle === "Seafood") return "Meat and fish";
  if (aisle === "Milk, Eggs, Other Dairy" || aisle === "Cheese" || aisle === "Refrigerated") return "Dairy";
  if (aisle === "Pasta and Rice" || aisle === "Grains" || aisle === "Baking") return "Grains and flours";
  return "Other";
}

const NO_AMOUNT_UNITS = new Set(["pinch", "dash", "pinches", "dashes"]);
const TO_TASTE = /\b(?:to taste|as needed|as required|as you like|for garnish(?:ing)?)\b/i;
const OPTIONAL = /\boptional\b/i;

/** A line whose amount means nothing to add up: "a pinch of hing", "salt to taste" (no number written first). */
export function isToTaste(i: Pick<ListIngredient, "unit" | "original">): boolean {
  if (NO_AMOUNT_UNITS.has(i.unit.trim().toLowerCase())) return true;
  return TO_TASTE.test(i.original) && !/^\s*(?:about |approx\.? )?\d/.test(i.original);
}

type Totals = {
  mass: number;
  massMetric: boolean;
  volume: number;
  volumeMetric: boolean;
  length: number;
  lengthMetric: boolean;
  /** Counted things by unit: "" (2 onions), "clove", "can", "bunch"... */
  counts: Map<string, number>;
};

type Draft = { key: string; name: string; aisle: AisleGroup; recipes: string[]; totals: Totals; section: "buy" | "staple" | "toTaste" | "optional" };

const emptyTotals = (): Totals => ({ mass: 0, massMetric: false, volume: 0, volumeMetric: false, length: 0, lengthMetric: false, counts: new Map() });

function add(totals: Totals, name: string, amount: number, unit: string) {
  const base = baseAmount({ amount, unit });
  if (!base) {
    const u = unit
      .trim()
      .toLowerCase()
      .replace(/^pieces?$/, "");
    totals.counts.set(u, (totals.counts.get(u) ?? 0) + amount);
    return;
  }
  if (base.kind === "mass") {
    totals.mass += base.amount;
    totals.massMetric ||= base.metric;
  } else if (base.kind === "volume") {
    totals.volume += base.amount;
    totals.volumeMetric ||= base.metric;
  } else {
    totals.length += base.amount;
    totals.lengthMetric ||= base.metric;
  }
  void name;
}

const VOLUME_STEPS: [string, number][] = [
  ["cup", 236.58824],
  ["tbsp", 14.786765],
  ["tsp", 4.928922],
];
// Measuring sets: cups in quarters and thirds, a tablespoon in halves, a teaspoon down to an eighth.
const SPOON_PARTS: Record<string, number[]> = {
  cup: [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4],
  tbsp: [0, 1 / 2],
  tsp: [0, 1 / 8, 1 / 4, 1 / 2, 3 / 4],
};
const parseFraction = (s: string) =>
  s.split(" ").reduce((sum, part) => sum + (part.includes("/") ? Number(part.split("/")[0]) / Number(part.split("/")[1]) : Number(part)), 0);

/**
 * A sum of spoons and cups as a cook writes it: the largest of cup, tablespoon and teaspoon that says the
 * amount within 4% ("2 tbsp + 1/4 cup" is 6 tbsp, not "1/3 cup"), else the recipe page's own choice.
 */
function spoonsAndCups(ml: number): string {
  for (const [unit, size] of VOLUME_STEPS) {
    const amount = ml / size;
    if (unit === "cup" && amount < 0.25) continue;
    if (unit === "tbsp" && amount < 1) continue;
    const written = toFraction(amount, SPOON_PARTS[unit]!);
    if (Math.abs(parseFraction(written) - amount) / amount <= 0.04) return `${written} ${unitLabel(unit, written)}`;
  }
  const shown = displayQuantity({ amount: ml, unit: "ml" }, 1, "us");
  return `${shown.amount} ${shown.unit}`;
}

function describe(t: Totals, name: string): string {
  const parts: string[] = [];
  let { mass, volume } = t;
  // A liquid or soft food bought by weight and by cup in different recipes: cups become grams.
  const density = pouredDensity(name);
  if (mass > 0 && volume > 0 && density) {
    mass += volume * density;
    volume = 0;
  }
  if (mass > 0) {
    const shown = displayQuantity({ amount: mass, unit: "g" }, 1, t.massMetric ? "metric" : "us");
    parts.push(`${shown.amount} ${shown.unit}`);
  }
  if (volume > 0) {
    if (t.volumeMetric) {
      const shown = displayQuantity({ amount: volume, unit: "ml" }, 1, "metric");
      parts.push(`${shown.amount} ${shown.unit}`);
    } else parts.push(spoonsAndCups(volume));
  }
  if (t.length > 0) {
    const shown = displayQuantity({ amount: t.length, unit: "cm" }, 1, t.lengthMetric ? "metric" : "us");
    parts.push(`${shown.amount} ${shown.unit}`);
  }
  for (const [unit, n] of t.counts) {
    const written = formatAmount(n, unit);
    parts.push(unit ? `${written} ${unitLabel(unit, written)}` : written);
  }
  return parts.join(" + ");
}

/**
 * Builds the list: each recipe's lines scaled by planned/written servings; `ownStaples` are the cook's
 * extra staples (ingredient keys). A recipe planned twice counts twice and is named once.
 */
export function buildShoppingList(planned: PlannedRecipe[], ownStaples: readonly string[] = []): ShoppingList {
  const drafts = new Map<string, Draft>();
  for (const recipe of planned) {
    const factor = recipe.servings > 0 ? recipe.planned / recipe.servings : 1;
    for (const i of recipe.ingredients) {
      const key = ingredientKey(i.name);
      if (!key) continue;
      const section = isToTaste(i) ? "toTaste" : OPTIONAL.test(i.original) ? "optional" : isStaple(key, ownStaples) ? "staple" : "buy";
      const id = `${section}:${key}`;
      let draft = drafts.get(id);
      if (!draft) {
        draft = { key, name: i.name.trim().toLowerCase(), aisle: aisleGroupOf(key, i.aisle), recipes: [], totals: emptyTotals(), section };
        drafts.set(id, draft);
      }
      if (!draft.recipes.includes(recipe.title)) draft.recipes.push(recipe.title);
      if (section !== "toTaste" && Number.isFinite(i.amount) && i.amount > 0) add(draft.totals, i.name, i.amount * factor, i.unit);
    }
  }
  const toLine = (d: Draft): ShoppingLine => ({
    key: d.section === "buy" ? d.key : `${d.section}:${d.key}`,
    name: d.name,
    amount: d.section === "toTaste" ? "" : describe(d.totals, d.name),
    aisle: d.aisle,
    recipes: d.recipes,
  });
  const byName = (a: ShoppingLine, b: ShoppingLine) => a.name.localeCompare(b.name);
  const all = [...drafts.values()];
  const of = (section: Draft["section"]) =>
    all
      .filter((d) => d.section === section)
      .map(toLine)
      .sort(byName);
  const buy = of("buy");
  return {
    groups: AISLE_GROUPS.map((aisle) => ({ aisle, lines: buy.filter((l) => l.aisle === aisle) })).filter((g) => g.lines.length > 0),
    staples: of("staple"),
    toTaste: of("toTaste"),
    optional: of("optional"),
  };
}

/** The list as plain text, for Web Share and the clipboard (ticked lines left out). */
export function shoppingListText(list: ShoppingList, ticked: ReadonlySet<string>, extras: readonly string[] = []): string {
  const out: string[] = [];
  const line = (l: ShoppingLine) => `- ${l.name}${l.amount ? `: ${l.amount}` : ""}`;
  for (const g of list.groups) {
    const open = g.lines.filter((l) => !ticked.has(l.key));
    if (open.length) out.push(g.aisle, ...open.map(line), "");
  }
  if (extras.length) out.push("Also", ...extras.map((e) => `- ${e}`), "");
  const apart = [...list.toTaste, ...list.optional].filter((l) => !ticked.has(l.key));
  if (apart.length) out.push("To taste or optional", ...apart.map(line), "");
  return out.join("\n").trim();
}
