// Which ingredient names break which diet: the site's one definition of its diets. Used by the catalog's
// content check (so that a recipe's flags agree with what is actually in it), by the Spoonacular
// normaliser, the question cards and the assistant. Matching is by whole words on the lower-cased
// ingredient name; an exception wins over a match.
//
// Vegetarian follows the Indian meaning (the green mark on Indian food packs): no meat, no fish and no
// egg. A dish with egg but no meat or fish is "eggetarian"; the listing shows it under "Include eggs".
// Why: docs/decisions/0016-content-that-stays-true.md.
//
// The word lists, with the reason for each diet's list, are data: content/diet-rules.json, read here and
// refused at load (and by npm run check:content) unless every entry is a lower-case fragment that compiles.
import dietRulesFile from "../../../content/diet-rules.json" with { type: "json" };
import { EGG_WORDS, EGG_EXCEPTIONS } from "../../shared/recipes/egg.ts";
import { z } from "../../shared/validation/schema.ts";
import { schemaProblems, type ContentProblem } from "../content/problems.ts";

export const DIET_RULES_FILE = "content/diet-rules.json";

type Rule = { words: RegExp; except?: RegExp };

const w = (list: string[]) => new RegExp(`\\b(?:${list.join("|")})\\b`);

/** A word-list entry: a lower-case regular-expression fragment that compiles on its own. */
const Fragment = z
  .string()
  .min(1)
  .refine((s) => s === s.toLowerCase(), "must be lower case (names are matched lower-cased)")
  .refine((s) => {
    try {
      new RegExp(s);
      return !/\|/.test(s.replace(/\(\?:[^()]*\)/g, ""));
    } catch {
      return false;
    }
  }, "must be one regular-expression fragment without a top-level |");
const Words = z.array(Fragment).min(1);
const RuleSchema = z.object({ about: z.string().min(1).optional(), words: Words, except: Words.optional() }).strict();
const ListSchema = z.object({ about: z.string().min(1), words: Words }).strict();
export const DietRulesFileSchema = z
  .object({
    about: z.string().min(1),
    rules: z
      .object({
        meat: RuleSchema,
        seafood: RuleSchema,
        dairy: RuleSchema,
        honey: RuleSchema,
        gluten: RuleSchema,
        paleo: RuleSchema,
        jain: RuleSchema,
        vrat: RuleSchema,
      })
      .strict(),
    vratStaples: ListSchema,
    rennetCheeses: ListSchema,
  })
  .strict();

/** The content check's view of the file: its schema problems, empty when it is sound. */
export const dietRulesProblems = (raw: unknown): ContentProblem[] => {
  const parsed = DietRulesFileSchema.safeParse(raw);
  return parsed.success ? [] : schemaProblems(DIET_RULES_FILE, parsed.error.issues);
};

const DATA = DietRulesFileSchema.parse(dietRulesFile);
const rule = ({ words, except }: z.infer<typeof RuleSchema>): Rule => ({ words: w(words), ...(except ? { except: w(except) } : {}) });

export const MEAT = rule(DATA.rules.meat);
export const SEAFOOD = rule(DATA.rules.seafood);
export const DAIRY = rule(DATA.rules.dairy);
export const EGG: Rule = { words: EGG_WORDS, except: EGG_EXCEPTIONS };
export const HONEY = rule(DATA.rules.honey);
export const GLUTEN = rule(DATA.rules.gluten);
// Paleo: no grains, legumes, dairy (ghee is accepted), refined sugar or processed oils.
export const PALEO_BREAKERS = rule(DATA.rules.paleo);
// Jain food (ahimsa): nothing that grows underground, no fungi or fermentation, no many-seeded
// vegetables (the reasons are in the file); fermented doughs are refused by jainFermentation below.
export const JAIN_BREAKERS = rule(DATA.rules.jain);
// Vrat (Hindu fasting): no grains, pulses, onion or garlic (the reasons are in the file); rock salt only.
export const VRAT_BREAKERS = rule(DATA.rules.vrat);

function breaks(rule: Rule, name: string): boolean {
  const n = name.toLowerCase();
  if (!rule.words.test(n)) return false;
  return !(rule.except && rule.except.test(n));
}

export const hasMeat = (name: string) => breaks(MEAT, name);
export const hasSeafood = (name: string) => breaks(SEAFOOD, name);
export const hasDairy = (name: string) => breaks(DAIRY, name);
export const hasEgg = (name: string) => breaks(EGG, name);
export const hasHoney = (name: string) => breaks(HONEY, name);
export const hasGluten = (name: string) => breaks(GLUTEN, name);
export const breaksPaleo = (name: string) => breaks(PALEO_BREAKERS, name);

/** Carbohydrate ceilings per serving, in grams, for the carb-counting diets. */
export const KETO_MAX_CARBS = 20;
export const LOW_CARB_MAX_CARBS = 30;

/** In a vrat recipe every salt is rock salt (sendha namak). */
export const isPlainSalt = (name: string) => /\bsalt\b/.test(name.toLowerCase()) && !/\b(rock salt|sendha namak|sendha)\b/.test(name.toLowerCase());
/** What fasting kitchens cook with; a vrat recipe uses at least one. */
export const VRAT_STAPLES = w(DATA.vratStaples.words);

export const breaksJain = (name: string) => breaks(JAIN_BREAKERS, name);
/**
 * A Jain recipe's waiting or steps must not ferment or leaven a dough or batter, nor set curd: the
 * waiting note ("2 h rising", "overnight fermenting") or a step that says so.
 */
export const JAIN_FERMENTING = /\b(ferment\w*|rising|rise|risen|proof\w*|prove|leaven\w*|setting)\b/i;
export function jainFermentation(r: { waitingNote?: string; steps: string[] }): string | undefined {
  if (JAIN_FERMENTING.test(r.waitingNote ?? "")) return `its waiting is "${r.waitingNote}"`;
  const step = r.steps.find((s) => /\bferment\w*|\bleaven\w*|\bprove\b|\bproof\w*|\buntil (?:doubled|risen)\b/i.test(s));
  return step ? `a step ferments or leavens: "${step.slice(0, 60)}..."` : undefined;
}

// Cheeses made with animal rennet by their rules of origin (PDO) or by tradition: a vegetarian recipe that
// uses one says so on the ingredient line ("traditionally made with animal rennet; ...").
export const RENNET_CHEESE = new RegExp(`\\b(${DATA.rennetCheeses.words.join("|")})\\b`, "i");
/** True when the ingredient line names a rennet cheese without the rennet note. */
export const needsRennetNote = (original: string) => RENNET_CHEESE.test(original) && !/rennet/i.test(original);

type DietRecipe = { vegetarian: boolean; diets: readonly string[]; extendedIngredients: readonly { name: string }[] };
/** No meat, no fish, no egg: vegetarian as India means it. */
export const isIndianVegetarian = (ingredients: readonly { name: string }[]) =>
  !ingredients.some((i) => hasMeat(i.name) || hasSeafood(i.name) || hasEgg(i.name));
/** No meat or fish, but egg. */
export const isEggetarian = (ingredients: readonly { name: string }[]) =>
  !ingredients.some((i) => hasMeat(i.name) || hasSeafood(i.name)) && ingredients.some((i) => hasEgg(i.name));
/**
 * A recipe's vegetarian flag and diets under the Indian rule: one tagged vegetarian (in the Western sense,
 * as Spoonacular does) that holds egg becomes "eggetarian" and loses "vegetarian".
 */
export function withIndianVegetarian<R extends DietRecipe>(r: R): R {
  if (!r.diets.includes("vegetarian") && !r.vegetarian) return r;
  if (!r.extendedIngredients.some((i) => hasEgg(i.name))) return r;
  const diets = [...new Set(r.diets.map((d) => (d === "vegetarian" ? "eggetarian" : d)))].filter((d) => d !== "jain" && d !== "vrat");
  if (!diets.includes("eggetarian")) diets.push("eggetarian");
  return { ...r, vegetarian: false, diets: diets as R["diets"] };
}
/** The listing's "Include eggs" choice: the vegetarian filter widened to eggetarian dishes. */
export const INCLUDE_EGGS_DIETS = ["vegetarian", "eggetarian"] as const;
export const breaksVrat = (name: string) => breaks(VRAT_BREAKERS, name);
