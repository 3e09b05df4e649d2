// Per-serving nutrition computed from a recipe's ingredients and two public food composition tables
// (IFCT 2017 first, USDA SR Legacy for the rest). Pure: the mapping (content/nutrition/ingredients.json)
// and the table rows (content/nutrition/compositions.json) come in as data. Why and how:
// docs/decisions/0017-nutrition-from-food-composition-tables.md.

import { KETO_MAX_CARBS, LOW_CARB_MAX_CARBS } from "../recipes/diet-rules.ts";

/** Where a figure comes from, as the recipe page names it. */
export const TABLE_NAMES = { ifct: "IFCT 2017", usda: "USDA SR Legacy" } as const;
export type TableName = (typeof TABLE_NAMES)[keyof typeof TABLE_NAMES];

/** One table row, per 100 g edible portion. Carbohydrate is available carbohydrate (fibre not included). */
export type Composition = {
  table: TableName;
  name: string;
  kcal: number;
  protein: number;
  fat: number;
  carbohydrates: number;
  fiber: number;
  sodiumMg: number;
};
export type Compositions = Record<string, Composition>;

/** A food of the mapping: one table entry (or equal-weight parts of several) and grams per household unit. */
export type MappedFood = {
  /** Neither table has it: only its weight is known, so it counts against coverage. */
  noTable?: string;
  /** Cooked with or infused, then taken out (banana leaf, tea leaves): left out of the weight altogether. */
  notEaten?: string;
  entry?: string;
  entries?: [string, number][];
  grams?: Record<string, number>;
  gramsSource?: Record<string, string>;
  /** Share of the weight as bought that is bone or shell, when a line says it is bought so ("bone-in"). */
  refuse?: number;
  refuseSource?: string;
};
export type IngredientMap = { foods: Record<string, MappedFood>; names: Record<string, string> };

export type IngredientLine = { name: string; amount: number; unit: string; original: string };

export type ComputedNutrition = {
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  fiber: number;
  sodium: number; // mg
  /** Share of the ingredients' weight found in the tables (0-1). */
  coverage: number;
  /** The tables the figures come from. */
  sources: TableName[];
  /** Oil for deep frying, as written: how much the food takes up is unknown, so no figures are shown. */
  fryingOil: string[];
};

/** Figures are shown only when the tables cover at least this share of the ingredients' weight. */
export const MIN_COVERAGE = 0.9;

export const MASS_G: Record<string, number> = { g: 1, kg: 1000, oz: 28.3495, lb: 453.592 };
// US customary measures; a pinch is 1/16 tsp and a dash 1/8 tsp by the usual kitchen convention.
const VOLUME_ML: Record<string, number> = { ml: 1, l: 1000, cup: 236.588, tbsp: 14.787, tsp: 4.929, pinch: 0.308, dash: 0.616 };
// Count units that may fall back to the food's weight of one piece.
const PIECE_LIKE = new Set(["", "piece", "leaf", "stick", "pod"]);
// Weights used ONLY to estimate how much of a recipe an unmapped line is (for coverage), never for figures.
const UNMAPPED_GUESS_G: Record<string, number> = {
  "": 50,
  piece: 50,
  clove: 3,
  inch: 10,
  sprig: 1,
  bunch: 50,
  can: 400,
  slice: 30,
  stick: 40,
  leaf: 0.5,
  pod: 0.5,
  handful: 15,
};

export const normaliseIngredientName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** The mapped food for an ingredient line: "name|unit" first (canned beans), then the name. */
export function foodKeyOf(map: IngredientMap, name: string, unit: string): string | undefined {
  const n = normaliseIngredientName(name);
  return map.names[`${n}|${unit}`] ?? map.names[n];
}

// "2 medium pomfrets (about 600 g)": a counted line that states its weight is weighed by it.
const STATED_WEIGHT = /\((?:about |roughly |around )?(\d+(?:\.\d+)?) ?(g|kg)\b( each)?/i;

/** The weight a counted line states, in grams ("1 chicken (about 1.5 kg)", "4 steaks (about 200 g each)"), if any. */
export function statedGrams(line: Pick<IngredientLine, "unit" | "original" | "amount">): number | undefined {
  if (!PIECE_LIKE.has(line.unit)) return undefined;
  const m = STATED_WEIGHT.exec(line.original);
  if (!m) return undefined;
  const grams = Number(m[1]) * (m[2]!.toLowerCase() === "kg" ? 1000 : 1);
  return m[3] ? grams * line.amount : grams;
}

/** Grams of one ingredient line for a mapped food, or undefined when the food has no weight for that unit. */
export function gramsOf(line: Pick<IngredientLine, "amount" | "unit"> & { original?: string }, food: MappedFood): number | undefined {
  const { amount, unit } = line;
  if (MASS_G[unit]) return amount * MASS_G[unit];
  const stated = line.original === undefined ? undefined : statedGrams({ unit, amount, original: line.original });
  if (stated !== undefined) return stated;
  const grams = food.grams ?? {};
  if (grams[unit] !== undefined) return amount * grams[unit];
  if (VOLUME_ML[unit]) {
    const known = ["ml", "cup", "tbsp", "tsp"].find((u) => grams[u] !== undefined);
    if (!known) return undefined;
    const gramsPerMl = grams[known]! / VOLUME_ML[known]!;
    return amount * VOLUME_ML[unit] * gramsPerMl;
  }
  if (PIECE_LIKE.has(unit) && grams.piece !== undefined) return amount * grams.piece;
  return undefined;
}

// Meat, fish and shellfish weighed with their bones or shells: the tables give the edible part.
const WITH_BONE_OR_SHELL =
  /\b(bone-in|on the bone|with (the )?bones?|curry[- ](cut|pieces)|shanks?|spare ?ribs|chicken legs|drumsticks|whole|scrubbed|in (their |the )?shells?|shell on)\b/i;

/** The edible grams of a line: a food's refuse comes off when the line buys it by weight with bone or shell. */
export function edibleGrams(line: IngredientLine, food: MappedFood, grams: number): number {
  if (!food.refuse || !(MASS_G[line.unit] || statedGrams(line) !== undefined)) return grams;
  const text = `${line.name} ${line.original}`;
  if (/\bboneless\b/i.test(text) || !WITH_BONE_OR_SHELL.test(text)) return grams;
  return grams * (1 - food.refuse);
}

/** A rough weight of a line the mapping cannot weigh, so that coverage counts it against the recipe. */
export function guessGrams(line: Pick<IngredientLine, "amount" | "unit">): number {
  const mass = MASS_G[line.unit];
  const volume = VOLUME_ML[line.unit];
  if (mass) return line.amount * mass;
  if (volume) return line.amount * volume; // as water
  return line.amount * (UNMAPPED_GUESS_G[line.unit] ?? 50);
}

/**
 * Oil for deep frying is mostly drained off, and how much the food takes up is not known from the
 * recipe: counting it whole or not at all would both be wrong, so such a recipe shows no figures.
 */
export function isFryingOil(line: IngredientLine, grams: number): boolean {
  const text = line.original.toLowerCase();
  if (/\bdeep[- ]?fr(y|ying|ied)\b/.test(text)) return true;
  return /\bfor (shallow |slow-)?frying\b/.test(text) && !/\bfor frying the\b/.test(text) && grams >= 200;
}

/** Salt only for the pasta or cooking water is poured away with it (a line that also seasons counts whole). */
export const isDrainedSalt = (line: IngredientLine) => /^[^,(]*\bsalt\b[^,(]*, for the (pasta|cooking) water$/i.test(line.original.trim());

function partsOf(food: MappedFood): [string, number][] {
  return food.entries ?? (food.entry ? [[food.entry, 1]] : []);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Per-serving figures for a recipe, always computed; whether to show them is `coverage >= MIN_COVERAGE`. */
export function computeNutrition(
  recipe: { servings: number; extendedIngredients: IngredientLine[] },
  map: IngredientMap,
  tables: Compositions,
): ComputedNutrition {
  let total = 0;
  let matched = 0;
  const sum = { kcal: 0, protein: 0, fat: 0, carbohydrates: 0, fiber: 0, sodiumMg: 0 };
  const sources = new Set<TableName>();
  const fryingOil: string[] = [];
  for (const line of recipe.extendedIngredients) {
    const key = foodKeyOf(map, line.name, line.unit);
    const food = key ? map.foods[key] : undefined;
    if (food?.notEaten || isDrainedSalt(line)) continue;
    const bought = food ? gramsOf(line, food) : undefined;
    const grams = food && bought !== undefined ? edibleGrams(line, food, bought) : undefined;
    const parts = food ? partsOf(food) : [];
    const rows = parts.map(([entry, share]) => [tables[entry], share] as const);
    if (grams === undefined || !rows.length || rows.some(([row]) => !row)) {
      total += grams ?? guessGrams(line);
      continue;
    }
    if (isFryingOil(line, grams)) {
      fryingOil.push(line.original);
      continue;
    }
    total += grams;
    matched += grams;
    for (const [row, share] of rows) {
      const g = (grams * share) / 100;
      sum.kcal += row!.kcal * g;
      sum.protein += row!.protein * g;
      sum.fat += row!.fat * g;
      sum.carbohydrates += row!.carbohydrates * g;
      sum.fiber += row!.fiber * g;
      sum.sodiumMg += row!.sodiumMg * g;
      if (grams > 0) sources.add(row!.table);
    }
  }
  const per = Math.max(1, recipe.servings);
  return {
    calories: Math.round(sum.kcal / per),
    protein: round1(sum.protein / per),
    carbohydrates: round1(sum.carbohydrates / per),
    fat: round1(sum.fat / per),
    fiber: round1(sum.fiber / per),
    sodium: Math.round(sum.sodiumMg / per),
    coverage: total > 0 ? Math.round((matched / total) * 1000) / 1000 : 0,
    sources: Object.values(TABLE_NAMES).filter((t) => sources.has(t)),
    fryingOil,
  };
}

// Diet tags that follow from the figures (per serving). Keto and low carb count available
// carbohydrate (fibre excluded); "high protein" is the EU nutrition-claim rule (Regulation (EC)
// No 1924/2006: at least 20% of the energy from protein).
export const KETO_MAX_CARBS_G = KETO_MAX_CARBS;
export const KETO_MIN_FAT_ENERGY = 0.6;
export const LOW_CARB_MAX_CARBS_G = LOW_CARB_MAX_CARBS;
export const HIGH_PROTEIN_MIN_ENERGY = 0.2;

export function nutritionTags(n: Pick<ComputedNutrition, "calories" | "carbohydrates" | "fat" | "protein">): ("keto" | "low carb" | "high protein")[] {
  const tags: ("keto" | "low carb" | "high protein")[] = [];
  if (n.calories <= 0) return tags;
  if (n.carbohydrates <= KETO_MAX_CARBS_G && (n.fat * 9) / n.calories >= KETO_MIN_FAT_ENERGY) tags.push("keto");
  if (n.carbohydrates <= LOW_CARB_MAX_CARBS_G) tags.push("low carb");
  if ((n.protein * 4) / n.calories >= HIGH_PROTEIN_MIN_ENERGY) tags.push("high protein");
  return tags;
}
