// One name per ingredient, whatever a recipe or a cook calls it: the shopping list merges lines by it and
// the pantry search matches what is at hand by it. Indian and English names of one thing become one key
// (jeera and cumin, atta and whole wheat flour); plurals become singular. See docs/decisions/0019-*.md.

// Whole words (or phrases) replaced before anything else; the right side is the English name the catalog uses.
const SYNONYMS: [RegExp, string][] = [
  [/\b(?:jeera|zeera|cumin) powder\b/g, "ground cumin"],
  [/\b(?:jeera|zeera)(?: seeds?)?\b/g, "cumin seeds"],
  [/\bkasuri methi\b/g, "dried fenugreek leaves"],
  [/\bmethi leaves\b/g, "fenugreek leaves"],
  [/\bmethi seeds\b/g, "fenugreek seeds"],
  [/\bmethi\b/g, "fenugreek leaves"],
  [/\batta\b/g, "whole wheat flour"],
  [/\bwholemeal flour\b/g, "whole wheat flour"],
  [/\bbesan\b/g, "gram flour"],
  [/\bchickpea flour\b/g, "gram flour"],
  [/\bdhania powder\b/g, "ground coriander"],
  [/\bcoriander powder\b/g, "ground coriander"],
  [/\bdhania\b/g, "coriander leaves"],
  [/\bcilantro\b/g, "coriander leaves"],
  [/\bfresh coriander\b/g, "coriander leaves"],
  [/\bhaldi\b/g, "turmeric"],
  [/\bturmeric powder\b/g, "turmeric"],
  [/\bground turmeric\b/g, "turmeric"],
  [/\bhing\b/g, "asafoetida"],
  [/\bgluten-free asafoetida\b/g, "asafoetida"],
  [/\bpalak\b/g, "spinach"],
  [/\baloo\b/g, "potato"],
  [/\bpyaaz\b/g, "onion"],
  [/\bpyaz\b/g, "onion"],
  [/\btamatar\b/g, "tomato"],
  [/\badrak\b/g, "ginger"],
  [/\blehsun\b/g, "garlic"],
  [/\bkabuli chana\b/g, "chickpea"],
  // Chana alone is the chickpea; chana dal (split), kala chana (black) and chana masala are their own.
  [/\b(?<!kala |black )chana\b(?! dal| masala| flour)/g, "chickpea"],
  [/\bchole\b(?! masala)/g, "chickpea"],
  [/\bgarbanzo beans?\b/g, "chickpea"],
  [/\bdahi\b/g, "yogurt"],
  [/\bcurd\b/g, "yogurt"],
  [/\bplain yogh?urt\b/g, "yogurt"],
  [/\byoghurt\b/g, "yogurt"],
  [/\brajma\b/g, "kidney bean"],
  [/\bred kidney beans?\b/g, "kidney bean"],
  [/\bmatar\b/g, "pea"],
  [/\bgreen peas?\b/g, "pea"],
  [/\bbhindi\b/g, "okra"],
  [/\bbaingan\b/g, "eggplant"],
  [/\baubergines?\b/g, "eggplant"],
  [/\bbrinjals?\b/g, "eggplant"],
  [/\bgobi\b/g, "cauliflower"],
  [/\bchawal\b/g, "rice"],
  [/\bmaida\b/g, "plain flour"],
  [/\ball-purpose flour\b/g, "plain flour"],
  [/\bpudina\b/g, "mint leaves"],
  [/\bajwain\b/g, "carom seeds"],
  [/\bkalonji\b/g, "nigella seeds"],
  [/\bsaunf\b/g, "fennel seeds"],
  [/\bimli\b/g, "tamarind"],
  [/\bgur\b/g, "jaggery"],
  [/\bchillies\b/g, "chilli"],
  [/\bchilies\b/g, "chilli"],
  [/\bchili\b/g, "chilli"],
  [/\bscallions?\b/g, "spring onion"],
  [/\bgreen onions?\b/g, "spring onion"],
];

// Plural endings a cook writes; singular keys let "onions" and "onion" merge.
const IRREGULAR: Record<string, string> = { leaves: "leaf", tomatoes: "tomato", potatoes: "potato", chillies: "chilli", peas: "pea" };
function singular(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (word.length > 4 && word.endsWith("ies")) return word.slice(0, -3) + "y";
  if (word.length > 3 && /(?:ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The one key of an ingredient name: lower case, synonyms replaced, words singular ("Jeera" -> "cumin"). */
export function ingredientKey(name: string): string {
  let n = ` ${name
    .toLowerCase()
    .replace(/[^a-z\s-]/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
  for (const [re, to] of SYNONYMS) n = n.replace(re, to);
  return n.trim().split(" ").filter(Boolean).map(singular).join(" ");
}

// Things a kitchen is assumed to have (the list: salt, water, oil, common whole spices). A cook's
// own staples are added to these in the browser.
const STAPLE_KEYS = [
  /^salt$/,
  /^(?:black |sea |table )?salt$/,
  /^water$/,
  /(?:^| )oil$/,
  /^(?:black )?pepper(?:corn)?$/,
  /^ground black pepper$/,
  /^cumin seed$/,
  /^mustard seed$/,
  /^black mustard seed$/,
  /^bay leaf$/,
  /^clove$/,
  /^green cardamom(?: pod)?$/,
  /^cinnamon stick$/,
  /^turmeric$/,
  /^sugar$/,
];

/** True for salt, water, any oil and the common whole spices; `own` adds the cook's staples (keys). */
export function isStaple(key: string, own: readonly string[] = []): boolean {
  return STAPLE_KEYS.some((re) => re.test(key)) || own.includes(key);
}

/**
 * True when a name a cook typed ("onion", "jeera") is the ingredient a recipe names ("red onions",
 * "cumin seeds"): every word of the typed key appears in the recipe's key, in order.
 */
export function ingredientMatches(typedKey: string, recipeKey: string): boolean {
  if (typedKey === recipeKey) return true;
  const typed = typedKey.split(" ");
  const words = recipeKey.split(" ");
  let at = 0;
  for (const w of words) if (w === typed[at]) at++;
  return at === typed.length && !NOT_THE_SAME.some(([t, r]) => typedKey === t && r.test(recipeKey));
}

// Products named after a food that are not it: onion seeds are nigella, coconut oil is not coconut.
const NOT_THE_SAME: [string, RegExp][] = [
  ["onion", /\bseed\b|^spring onion$/],
  ["coconut", /\b(?:oil|milk|cream|water)\b/],
  ["tomato", /\bketchup\b/],
];

/**
 * What /pantry offers to tap instead of typing: the ingredients an Indian kitchen most often has, by the
 * names cooks use (each finds recipes in the catalog: tests/integration/plan.test.ts).
 */
export const PANTRY_PICKS = [
  "onion",
  "tomato",
  "potato",
  "paneer",
  "chickpeas",
  "spinach",
  "rice",
  "toor dal",
  "moong dal",
  "besan",
  "atta",
  "yogurt",
  "eggs",
  "chicken",
  "cauliflower",
  "peas",
  "coconut",
  "lemon",
  "green chillies",
  "ginger",
] as const;
