// Ingredient amounts as a cook reads them: scaled to the chosen servings, converted between metric and
// US measures, and written with kitchen fractions ("1 1/2 cups", "1/3 tsp") or sensibly rounded
// weights and volumes ("380 g", "1.2 kg"). Pure functions; the page and cook mode share them.

export type UnitSystem = "original" | "metric" | "us";
export const UNIT_SYSTEMS: { value: UnitSystem; label: string }[] = [
  { value: "original", label: "As written" },
  { value: "metric", label: "Metric" },
  { value: "us", label: "US" },
];

type Canonical = "g" | "kg" | "oz" | "lb" | "ml" | "l" | "tsp" | "tbsp" | "cup" | "floz" | "pint" | "quart" | "gallon" | "mm" | "cm" | "inch";

// Spoonacular writes units many ways ("Tbsp", "tablespoons", "cups", "ounces"); our catalog uses the
// short singular forms. Anything not listed (large, medium, serving, clove, pinch...) is left as it is.
const ALIASES: Record<string, Canonical> = {
  g: "g",
  gr: "g",
  gram: "g",
  grams: "g",
  gramme: "g",
  grammes: "g",
  kg: "kg",
  kgs: "kg",
  kilo: "kg",
  kilos: "kg",
  kilogram: "kg",
  kilograms: "kg",
  oz: "oz",
  ounce: "oz",
  ounces: "oz",
  lb: "lb",
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  ml: "ml",
  milliliter: "ml",
  milliliters: "ml",
  millilitre: "ml",
  millilitres: "ml",
  l: "l",
  liter: "l",
  liters: "l",
  litre: "l",
  litres: "l",
  tsp: "tsp",
  tsps: "tsp",
  teaspoon: "tsp",
  teaspoons: "tsp",
  tbsp: "tbsp",
  tbsps: "tbsp",
  tbs: "tbsp",
  tablespoon: "tbsp",
  tablespoons: "tbsp",
  cup: "cup",
  cups: "cup",
  "fl oz": "floz",
  "fl. oz": "floz",
  floz: "floz",
  "fluid ounce": "floz",
  "fluid ounces": "floz",
  pint: "pint",
  pints: "pint",
  pt: "pint",
  quart: "quart",
  quarts: "quart",
  qt: "quart",
  gallon: "gallon",
  gallons: "gallon",
  gal: "gallon",
  mm: "mm",
  millimeter: "mm",
  millimeters: "mm",
  millimetre: "mm",
  millimetres: "mm",
  cm: "cm",
  centimeter: "cm",
  centimeters: "cm",
  centimetre: "cm",
  centimetres: "cm",
  inch: "inch",
  inches: "inch",
  in: "inch",
};

/** The canonical unit for a written unit, or null when it is not a measure we convert. */
export function canonicalUnit(unit: string): Canonical | null {
  return ALIASES[unit.trim().toLowerCase().replace(/\.$/, "")] ?? null;
}

type Kind = "mass" | "volume" | "length";
// Size of each unit in grams, millilitres or centimetres (US customary cups and spoons).
const SIZE: Record<Canonical, [Kind, number]> = {
  g: ["mass", 1],
  kg: ["mass", 1000],
  oz: ["mass", 28.349523],
  lb: ["mass", 453.59237],
  ml: ["volume", 1],
  l: ["volume", 1000],
  tsp: ["volume", 4.928922],
  tbsp: ["volume", 14.786765],
  cup: ["volume", 236.58824],
  floz: ["volume", 29.57353],
  pint: ["volume", 473.17648],
  quart: ["volume", 946.35295],
  gallon: ["volume", 3785.4118],
  mm: ["length", 0.1],
  cm: ["length", 1],
  inch: ["length", 2.54],
};

const METRIC = new Set<Canonical>(["g", "kg", "ml", "l", "mm", "cm"]);
// Spoons are measures in both systems (a metric spoon is 5 or 15 ml), so metric mode keeps them.
const SPOONS = new Set<Canonical>(["tsp", "tbsp"]);

/** `name` (the ingredient's) lets US measures give liquids and soft foods by volume. */
export type Quantity = { amount: number; unit: string; name?: string };

// Liquids and soft foods that US cooks measure in cups and spoons, not ounces, with their density in
// g/ml (USDA figures, rounded): a recipe that weighs its yogurt in grams still reads "1 cup" in US units.
const POURED: [RegExp, number][] = [
  [/\b(?:yogh?urt|curd|dahi|labneh|kefir|buttermilk|sour cream|cr[eè]me fra[iî]che|skyr)\b/, 1.03],
  [/\bcoconut (?:milk|cream)\b/, 0.98],
  [/\b(?:milk|cream|half-and-half)\b/, 1.03],
  [/\b(?:water|stock|broth|juice|vinegar|wine|beer|coffee|tea)\b/, 1],
  [/\b(?:ghee|oil)\b/, 0.92],
  [/\b(?:honey|golden syrup|treacle|molasses|jaggery syrup)\b/, 1.42],
  [/\b(?:maple syrup|syrup)\b/, 1.32],
  [/\b(?:tomato (?:puree|purée|passata|sauce)|passata|soy sauce|fish sauce|mayonnaise|tahini|ketchup)\b/, 1.08],
];
// Solid things whose names contain a liquid's word ("milk powder", "paneer from milk", "oil-packed tuna").
const NOT_POURED = /\b(?:powder|solids|chocolate|paneer|cheese|cubes?|packed|chips?|flakes?|leaves?)\b/;

/** g/ml of a liquid or soft food measured by volume, or null for anything else. */
export function pouredDensity(name: string | undefined): number | null {
  if (!name) return null;
  const n = name.toLowerCase();
  if (NOT_POURED.test(n)) return null;
  return POURED.find(([re]) => re.test(n))?.[1] ?? null;
}

/** Converts one quantity to the chosen system; unknown units and "original" come back unchanged. */
export function convertQuantity(q: Quantity, system: UnitSystem): Quantity {
  const unit = canonicalUnit(q.unit);
  if (!unit || system === "original") return q;
  const [kind, size] = SIZE[unit];
  const base = q.amount * size;
  if (system === "metric") {
    if (METRIC.has(unit) || SPOONS.has(unit)) return q;
    if (kind === "mass") return { amount: base, unit: "g" };
    if (kind === "volume") return { amount: base, unit: "ml" };
    return { amount: base, unit: "cm" };
  }
  if (!METRIC.has(unit)) return q;
  const density = kind === "mass" ? pouredDensity(q.name) : null;
  if (density) return convertQuantity({ amount: base / density, unit: "ml" }, "us");
  if (kind === "mass") return base >= SIZE.lb[1] ? { amount: base / SIZE.lb[1], unit: "lb" } : { amount: base / SIZE.oz[1], unit: "oz" };
  if (kind === "length") return { amount: base / SIZE.inch[1], unit: "inch" };
  // Volumes: teaspoons below a tablespoon, tablespoons below a quarter cup, cups above.
  if (base < SIZE.tbsp[1] * 0.95) return { amount: base / SIZE.tsp[1], unit: "tsp" };
  if (base < (SIZE.cup[1] / 4) * 0.95) return { amount: base / SIZE.tbsp[1], unit: "tbsp" };
  return { amount: base / SIZE.cup[1], unit: "cup" };
}

/** Moves a metric amount to the larger or smaller unit when that reads better (1200 g -> 1.2 kg). */
function normalizeMagnitude(q: Quantity): Quantity {
  const unit = canonicalUnit(q.unit);
  if (unit === "g" && q.amount >= 1000) return { amount: q.amount / 1000, unit: "kg" };
  if (unit === "kg" && q.amount < 1) return { amount: q.amount * 1000, unit: "g" };
  if (unit === "ml" && q.amount >= 1000) return { amount: q.amount / 1000, unit: "l" };
  if (unit === "l" && q.amount < 1) return { amount: q.amount * 1000, unit: "ml" };
  if (unit === "oz" && q.amount >= 16) return { amount: q.amount / 16, unit: "lb" };
  if (unit === "lb" && q.amount < 1) return { amount: q.amount * 16, unit: "oz" };
  return q;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const trimDecimal = (value: number) => String(Number(value.toFixed(2)));

// Fractional parts a cook measures, by unit: quarters and thirds of spoons and cups, eighths of a teaspoon.
// Past one whole, counted things go by halves ("2 1/2 chillies", not "2 2/3"); toFraction never rounds
// down by more than an eighth, so a coarse list rounds up instead.
const PARTS = {
  tsp: [0, 1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4],
  tbsp: [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4],
  cup: [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4],
  oz: [0, 1 / 4, 1 / 2, 3 / 4],
  count: [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4],
  halves: [0, 1 / 2],
};
const FRACTION_TEXT = new Map<number, string>([
  [1 / 8, "1/8"],
  [1 / 4, "1/4"],
  [1 / 3, "1/3"],
  [1 / 2, "1/2"],
  [2 / 3, "2/3"],
  [3 / 4, "3/4"],
]);

/** The most a written amount may fall short of the real one (1 tbsp x 1.75 is "1 3/4 tbsp", never "1 1/2"). */
const MAX_ROUNDING_DOWN = 1 / 8;

/**
 * "1 1/2", "1/3", "2": the nearest whole-plus-fraction among the allowed parts, up on a tie, and up
 * rather than more than an eighth down (never 0 for a positive amount).
 */
export function toFraction(value: number, parts: readonly number[] = PARTS.count): string {
  if (!Number.isFinite(value) || value <= 0) return "0";
  let best = { whole: 0, part: 0, diff: Infinity };
  let above = { whole: 0, part: 0, diff: Infinity }; // the nearest candidate at or above the value
  for (let whole = Math.max(0, Math.floor(value) - 1); whole <= Math.floor(value) + 1; whole++) {
    for (const part of parts) {
      if (whole === 0 && part === 0) continue; // a positive amount never rounds to nothing
      const diff = Math.abs(whole + part - value);
      if (diff <= best.diff + 1e-9) best = { whole, part, diff }; // ascending order: a tie goes up
      if (whole + part >= value - 1e-9 && diff < above.diff) above = { whole, part, diff };
    }
  }
  const shortBy = value - (best.whole + best.part);
  if (shortBy > MAX_ROUNDING_DOWN + 1e-9 && above.diff !== Infinity) best = above;
  if (best.diff === Infinity) return FRACTION_TEXT.get(parts.find((p) => p > 0) ?? 1) ?? "1";
  const frac = best.part ? FRACTION_TEXT.get(best.part)! : "";
  if (!best.whole) return frac;
  return frac ? `${best.whole} ${frac}` : String(best.whole);
}

// Things a cook adds whole and never cuts: whole spices, leaves, eggs. Scaled, they round to the
// nearest whole one (at least one), so "1 1/2 bay leaves" reads "2 bay leaves" (issue 25).
const WHOLE_ONLY_UNITS = /^(?:pods?|lea(?:f|ves)|sticks?|berr(?:y|ies))$/i;
const WHOLE_ONLY_NAMES =
  /\b(?:bay lea(?:f|ves)|tej patta|curry lea(?:f|ves)|(?:kaffir|makrut|lime|pandan) lea(?:f|ves)|(?:whole )?cloves|cardamom(?: pods?)?|star anise|cinnamon sticks?|allspice berries|peppercorns|eggs?|egg yolks?|egg whites?|dried limes?)$/i;

/** True when an ingredient counted without a measure is one that is used whole (see WHOLE_ONLY_NAMES). */
export function isWholeOnly(unit: string, name: string | undefined): boolean {
  if (canonicalUnit(unit)) return false;
  if (unit.trim() && WHOLE_ONLY_UNITS.test(unit.trim())) return true;
  return !unit.trim() && !!name && WHOLE_ONLY_NAMES.test(name.trim());
}

/** Written amount for a quantity already in its display unit. */
export function formatAmount(amount: number, unit: string, name?: string): string {
  if (!Number.isFinite(amount) || amount <= 0) return "";
  const c = canonicalUnit(unit);
  if (c === "g" || c === "ml") {
    // Sensible rounding: half units for tiny amounts, whole ones below 50, fives above.
    if (amount < 10) return trimDecimal(Math.max(0.5, roundTo(amount, 0.5)));
    if (amount < 50) return String(Math.round(amount));
    return String(roundTo(amount, 5));
  }
  if (c === "kg" || c === "l") return trimDecimal(Math.max(0.05, roundTo(amount, 0.05)));
  if (c === "mm" || c === "cm") return trimDecimal(Math.max(0.5, roundTo(amount, 0.5)));
  if (c === "tsp") return toFraction(amount, PARTS.tsp);
  if (c === "tbsp") return toFraction(amount, PARTS.tbsp);
  if (c === "cup" || c === "floz" || c === "pint" || c === "quart" || c === "gallon" || c === "lb" || c === "inch") return toFraction(amount, PARTS.cup);
  if (c === "oz") return toFraction(amount, amount >= 4 ? PARTS.halves : PARTS.oz);
  // Counted things (2 onions, 3 cloves, a pinch): kitchen fractions; whole numbers once they are large.
  if (isWholeOnly(unit, name)) return String(Math.max(1, Math.round(amount)));
  if (amount >= 10) return String(Math.round(amount));
  return toFraction(amount, amount >= 1 ? PARTS.halves : PARTS.count);
}

// Units a cook counts, with their plurals; abbreviations (g, tsp, oz...) and units from other sources
// ("large", "servings") are written as they are.
const PLURALS: Record<string, string> = {
  cup: "cups",
  pint: "pints",
  quart: "quarts",
  gallon: "gallons",
  inch: "inches",
  clove: "cloves",
  pinch: "pinches",
  sprig: "sprigs",
  bunch: "bunches",
  can: "cans",
  slice: "slices",
  stick: "sticks",
  leaf: "leaves",
  pod: "pods",
  piece: "pieces",
  handful: "handfuls",
  dash: "dashes",
};

/** "cup" -> "cups" when the written amount is more than one; abbreviations stay as they are. */
export function unitLabel(unit: string, writtenAmount: string): string {
  const c = canonicalUnit(unit);
  const shown = c === "floz" ? "fl oz" : (c ?? unit);
  const singular = writtenAmount === "" || /^(?:0?\.\d+|1|\d\/\d)$/.test(writtenAmount);
  return !singular && PLURALS[shown] ? PLURALS[shown] : shown;
}

export type DisplayQuantity = { amount: string; unit: string };

/**
 * What the ingredient list shows for one ingredient: amount scaled by `factor` (new servings / written
 * servings), converted to `system`, moved to a readable unit and written as a cook would write it.
 */
export function displayQuantity(q: Quantity, factor: number, system: UnitSystem): DisplayQuantity {
  if (!Number.isFinite(q.amount) || q.amount <= 0) return { amount: "", unit: q.unit };
  let shown = convertQuantity({ amount: q.amount * factor, unit: q.unit, name: q.name }, system);
  shown = normalizeMagnitude(shown);
  // Less than a tablespoon is measured in teaspoons; under a sixteenth of a teaspoon it is a pinch.
  if (canonicalUnit(shown.unit) === "tbsp" && shown.amount < 0.95) shown = { amount: shown.amount * 3, unit: "tsp" };
  if (canonicalUnit(shown.unit) === "tsp" && shown.amount < 1 / 16) return { amount: "1", unit: "pinch" };
  const amount = formatAmount(shown.amount, shown.unit, q.name);
  return { amount, unit: unitLabel(shown.unit, amount) };
}

/** True when a unit system changes anything in this list (hides a switch that would do nothing). */
export function convertsAny(quantities: Quantity[], system: Exclude<UnitSystem, "original">): boolean {
  return quantities.some((q) => convertQuantity(q, system).unit !== q.unit);
}

/**
 * A measured amount in its base unit (grams, millilitres or centimetres), for adding amounts written in
 * different units (the shopping list); null for counted things and units we do not convert.
 */
export function baseAmount(q: Quantity): { kind: "mass" | "volume" | "length"; amount: number; metric: boolean } | null {
  const unit = canonicalUnit(q.unit);
  if (!unit) return null;
  const [kind, size] = SIZE[unit];
  return { kind, amount: q.amount * size, metric: METRIC.has(unit) };
}
