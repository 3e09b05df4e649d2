// Which ingredient names are (or hold) egg. Zod-free and tiny: the normaliser computes a recipe's
// containsEgg flag with it on both sides, and the content check (diet-rules.ts) uses the same rule.
// Whole words on the lower-cased name; an exception wins over a match ("eggplant", "vegan mayonnaise").

export const EGG_WORDS = /\b(?:eggs?|egg yolks?|egg whites?|yolks?|mayonnaise|mayo|meringues?|aioli|brioche|challah|egg noodles?)\b/;
export const EGG_EXCEPTIONS = /\b(?:eggplants?|vegan mayonnaise|vegan mayo|egg-free|eggless|egg replacer|flax egg)\b/;

export const isEggIngredient = (name: string) => {
  const n = name.toLowerCase();
  return EGG_WORDS.test(n) && !EGG_EXCEPTIONS.test(n);
};

/** True when any ingredient is egg or made with egg. */
export const containsEgg = (ingredients: { name: string }[]) => ingredients.some((i) => isEggIngredient(i.name));
