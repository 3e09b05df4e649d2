// Constraints first (docs/decisions/0015-assistant-constraints-first.md): the question is read into a
// structured request before any recipe is looked at, and every recipe a reply names is checked against
// it with the catalog's own diet rules (src/server/recipes/diet-rules.ts, the rules the content check
// and the filters use). Diets and "avoid" ingredients are never relaxed; time, course, cuisine and the
// ingredients to use may be relaxed only in an honest "nearest option" that says what differs.
import { breaksJain, breaksVrat, hasDairy, hasEgg, hasGluten, hasHoney, hasMeat, hasSeafood } from "../recipes/diet-rules.ts";
import { foldAccents } from "../../shared/common/fold-accents.ts";

export const DIETS = [
  "vegetarian",
  "eggetarian",
  "pescatarian",
  "vegan",
  "eggless",
  "jain",
  "vrat",
  "gluten free",
  "dairy free",
  "nut free",
  "halal",
  "kosher",
] as const;
export type Diet = (typeof DIETS)[number];

/** An ingredient as a cook names it: an English name and the Indian and other names that mean it. */
export type Ingredient = { name: string; pattern: RegExp };

export type Intent = "how-to" | "safety" | "cook-with" | "find";

export type ChatConstraints = {
  diets: Diet[];
  /** Groups of ingredients to use: each group needs one of its members ("paneer or chickpeas"). */
  use: Ingredient[][];
  avoid: Ingredient[];
  maxMinutes?: number;
  servings?: number;
  course?: string;
  cuisine?: string;
  occasion?: string;
  intent: Intent;
};

/** What the check needs of a recipe (the assistant's index carries it). */
export type CheckableRecipe = {
  title: string;
  minutes: number;
  diets: string[];
  dishTypes: string[];
  /** Lower-cased ingredient names. */
  ingredients: string[];
  /** Country, region and cuisines, lower case. */
  places: string[];
  waitingNote?: string;
};

export function plain(text: string): string {
  return ` ${foldAccents(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

// ---- Ingredients, with Indian and English names ------------------------------------------------------

const ing = (name: string, words: string): Ingredient => ({ name, pattern: new RegExp(`\\b(?:${words})\\b`) });

export const INGREDIENTS: Ingredient[] = [
  // Whole chickpeas: chana dal (split, a lentil), chickpea flour and chole masala (a spice mix) are not
  // what a cook asking for chickpeas means; an allergy avoids them all (HIDDEN_IN below).
  ing("chickpeas", "chickpeas?(?! flour)|chana(?! dal| daal| dhal| masala)|channa|chole(?! masala)|chholay|garbanzos?|garbanzo beans?"),
  ing("spinach", "spinach|palak|saag"),
  ing("paneer", "paneer|cottage cheese"),
  ing("potato", "potato(?:es)?|aloo|alu|batata"),
  ing("sweet potato", "sweet potato(?:es)?|shakarkandi"),
  ing("cauliflower", "cauliflower|gobi|gobhi"),
  ing("cabbage", "cabbage|patta gobhi|bandh gobhi"),
  ing("peas", "peas|green peas|matar|mutter"),
  ing("okra", "okra|bhindi|ladies fingers?|lady s fingers?"),
  ing("aubergine", "aubergines?|eggplants?|brinjals?|baingan|begun|vangi"),
  ing("tomato", "tomato(?:es)?|tamatar"),
  ing("onion", "onions?|pyaaz|pyaz|pyaj|kanda|shallots?|scallions?|vengayam|vengayan|ulli|eerulli|peyaj|piyaj|ullipaya|ullipayalu|ulligadda"),
  ing("garlic", "garlic|lahsun|lehsun|lasun|lahsan|lassan|poondu|vellulli|bellulli|rasun|rosun"),
  ing("ginger", "ginger|adrak"),
  ing("mushroom", "mushrooms?|khumb|khumbi"),
  ing("carrot", "carrots?|gajar"),
  ing("beetroot", "beetroots?|beets?|chukandar"),
  ing("radish", "radish(?:es)?|mooli"),
  ing("pumpkin", "pumpkin|kaddu|squash"),
  ing("bottle gourd", "bottle gourd|lauki|dudhi|ghiya"),
  ing("bitter gourd", "bitter gourd|karela"),
  ing("capsicum", "capsicum|bell peppers?|shimla mirch"),
  ing("corn", "corn|sweetcorn|makai|makki|bhutta"),
  ing("jackfruit", "jackfruit|kathal"),
  ing("fenugreek", "fenugreek|methi"),
  ing("coriander", "coriander|cilantro|dhania"),
  ing("lentils", "lentils?|dal|daal|dhal|masoor|moong|mung|toor|tuvar|arhar|urad|chana dal"),
  ing("kidney beans", "kidney beans?|rajma"),
  ing("black-eyed peas", "black eyed peas?|lobia|chawli"),
  ing("rice", "rice(?! flour| noodles| paper| vinegar| wine)|chawal|basmati"),
  ing("flattened rice", "poha|flattened rice|beaten rice"),
  ing("semolina", "semolina|sooji|suji|rava"),
  ing("gram flour", "gram flour|besan|chickpea flour"),
  ing("sabudana", "sabudana|tapioca pearls?|sago"),
  ing("oats", "oats?|oatmeal"),
  ing("quinoa", "quinoa"),
  ing("millet", "millets?|ragi|jowar|bajra"),
  ing("bread", "bread|pav"),
  ing("pasta", "pasta|spaghetti|penne|macaroni"),
  ing("noodles", "noodles?|ramen|udon|soba|vermicelli|sevai|laksa"),
  ing("tofu", "tofu"),
  ing("yogurt", "yogurt|yoghurt|curd|dahi"),
  ing("milk", "milk|doodh"),
  ing("cheese", "cheese"),
  ing("coconut milk", "coconut milk"),
  ing("coconut", "coconut|nariyal|thengai"),
  ing("egg", "eggs?|anda|ande|andey|muttai|guddu|gudlu|motte"),
  ing("chicken", "chicken|murgh|murg"),
  ing("mutton", "mutton|goat|lamb"),
  ing("beef", "beef"),
  ing("pork", "pork|bacon|ham"),
  // Fish by its kinds too: a reader allergic to fish must not get sardines or hilsa because neither says "fish".
  ing(
    "fish",
    "fish|fishes|machli|machhi|meen|macher|mach|machh|maach|maachh|chepa|chepalu|salmon|tuna|cod|sardines?|pilchards?|anchov(?:y|ies)|mackerel|bangda|ayala|pomfret|kingfish|surmai|seer|hilsa|ilish|rohu|catla|katla|tilapia|haddock|herring|trout|sea ?bass|seabass|snapper|halibut|caviar|roe|carp|catfish|eel|basa|barramundi|swordfish|pollock|bombil|karimeen|whitebait|mahi mahi|grouper|bream|plaice|hake|monkfish|mullet|rawas|bacalhau|salt cod|smoked salmon|lox|skate|perch|pike|turbot|sprats?|kippers?|branzino|dorade",
  ),
  ing("anchovies", "anchov(?:y|ies)"),
  ing("sardines", "sardines?|pilchards?"),
  ing("liver", "liver|livers|kaleji|kalegi|offal|organ meats?|tripe|sweetbreads?"),
  ing("gelatin", "gelatine?|gelatin|isinglass"),
  ing("olives", "olives?"),
  // Raw or cured fish, which a pregnant reader avoids (with alcohol).
  ing("raw fish", "gravlax|gravad lax|sashimi|ceviche|carpaccio|tartare|crudo|lox|smoked salmon|cured salmon|raw fish"),
  ing("raisins", "raisins?|kishmish|sultanas?"),
  ing("capers", "capers?"),
  ing("celery", "celery"),
  ing("pineapple", "pineapples?|ananas"),
  ing("prawns", "prawns?|shrimps?|jhinga|chingri"),
  ing("peanuts", "peanuts?|groundnuts?|moongphali|mungfali|shengdana"),
  ing("cashews", "cashews?|kaju"),
  ing("almonds", "almonds?|badam"),
  ing("banana", "bananas?|kela|plantains?"),
  ing("mango", "mangoes|mangos?|aam"),
  ing("apple", "apples?"),
  ing("lemon", "lemons?|limes?|nimbu"),
  ing("avocado", "avocados?"),
  ing("broccoli", "broccoli"),
  ing("zucchini", "zucchini|courgettes?"),
  ing("cucumber", "cucumbers?|kheera|kakdi"),
  // Allergens besides nuts (their own diet), gluten and dairy: kept out whenever a question names them.
  ing("sesame", "sesame(?: seeds?| oil)?|til|gingelly|tahini|tahina"),
  ing("soy", "soy|soya|soybeans?|soy sauce|miso|tempeh|edamame|tofu"),
  ing(
    "shellfish",
    "shellfish|crabs?|lobsters?|mussels?|clams?|oysters?(?! mushrooms?)|scallops?|prawns?|shrimps?|jhinga|chingri|crayfish|crawfish|langoustines?|scampi|cockles?|squid|octopus|calamari|krill|crustaceans?|molluscs?|mollusks?|whelks?|abalone|sea urchin|kolambi",
  ),
  ing("mustard", "mustard(?: seeds?| oil| greens)?|rai|sarson|sarso"),
  ing("jaggery", "jaggery|gur|gud"),
  ing("ghee", "ghee"),
  ing("butter", "butter|makhan|makkhan"),
  ing("cream", "cream|malai"),
  // Sugar for a diabetic reader: jaggery, honey and syrups too (HIDDEN_IN below).
  ing("sugar", "sugar|sugars|cheeni|chini|shakkar"),
  ing("alcohol", "alcohol|alcoholic|liquor|booze|spirits"),
  ing("honey", "honey"),
];

// Nuts (tree nuts and peanuts: a nut-free request is usually an allergy, so both are kept out).
const NUT_WORDS =
  /\b(?:nuts?|almonds?|badam|cashews?|kaju|walnuts?|akhrot|pistachios?|pista|pecans?|hazelnuts?|macadamias?|brazil nuts?|pine nuts?|pinenuts|chestnuts?|peanuts?|groundnuts?|moongphali|mungfali|shengdana|chironji|charoli|marzipan|praline|nutella|frangipane|satay|gianduja)\b/;
const NUT_EXCEPTIONS = /\b(?:water chestnuts?|nutmeg|butternut|doughnuts?|coconuts?|nutritional yeast|nut-free|nut free)\b/;
// Alcohol in the food (halal); vinegars made from wine or cider are accepted.
const ALCOHOL_WORDS =
  /\b(?:wine|beer|ale|lager|stout|rum|brandy|vodka|whisky|whiskey|gin|sake|mirin|sherry|cognac|liqueur|bourbon|tequila|cider|shaoxing|vermouth|kirsch|amaretto|marsala|madeira|port|calvados|grappa|ouzo|raki|arak|soju|makgeolli|baijiu|cachaca|pisco|champagne|prosecco|limoncello|triple sec|cointreau|grand marnier|kahlua|baileys|absinthe|bitters)\b/;
const ALCOHOL_EXCEPTIONS = /\b(?:vinegar|non-alcoholic|alcohol-free|ginger ale)\b/;

export const hasNut = (name: string) => NUT_WORDS.test(name) && !NUT_EXCEPTIONS.test(name);
const hasAlcohol = (name: string) => ALCOHOL_WORDS.test(name) && !ALCOHOL_EXCEPTIONS.test(name);

/** The first ingredient of the recipe that breaks the diet, or "" when the recipe keeps it. */
function dietBreaker(r: CheckableRecipe, diet: Diet): string | undefined {
  const first = (test: (name: string) => boolean) => r.ingredients.find(test);
  const animal = (n: string) => hasMeat(n) || hasSeafood(n);
  const tagged = (tag: string) => (r.diets.includes(tag) ? undefined : `not marked ${tag}`);
  switch (diet) {
    // Vegetarian the Indian way: no meat, fish or egg.
    case "vegetarian":
      return tagged("vegetarian") ?? first((n) => animal(n) || hasEgg(n));
    // A vegetarian who eats eggs: no meat or fish.
    case "eggetarian":
      return (r.diets.includes("vegetarian") || r.diets.includes("eggetarian") ? undefined : "not marked vegetarian or eggetarian") ?? first(animal);
    // Fish and seafood, no meat.
    case "pescatarian":
      return first(hasMeat);
    case "vegan":
      return tagged("vegan") ?? first((n) => animal(n) || hasEgg(n) || hasDairy(n) || hasHoney(n));
    case "eggless":
      return first(hasEgg);
    case "jain":
      if (/ferment/i.test(r.waitingNote ?? "")) return "a fermented batter";
      return tagged("jain") ?? first((n) => animal(n) || hasEgg(n) || hasHoney(n) || breaksJain(n));
    case "vrat":
      return tagged("vrat") ?? first((n) => animal(n) || hasEgg(n) || breaksVrat(n));
    case "gluten free":
      return tagged("gluten free") ?? first(hasGluten);
    case "dairy free":
      return tagged("dairy free") ?? first(hasDairy);
    case "nut free":
      return first(hasNut);
    // The catalog does not record how meat was slaughtered, so only dishes without meat, seafood or alcohol.
    // Kosher-style as readers ask it: no pork, no shellfish, no meat cooked with dairy.
    case "kosher": {
      const named = (name: string) => INGREDIENTS.find((i) => i.name === name)!;
      if (contains(r, named("pork"))) return "pork";
      if (contains(r, named("shellfish"))) return "shellfish";
      const meat = first(hasMeat);
      const dairy = first(hasDairy);
      return meat && dairy ? `${meat} with ${dairy}` : undefined;
    }
    case "halal":
      return first((n) => animal(n) || hasAlcohol(n));
  }
}

// A recipe's verdicts are computed once per instance (the catalog is fixed while it runs), so a reply
// stays well under 50 ms.
const verdicts = new WeakMap<CheckableRecipe, Map<Diet, string | undefined>>();
function cachedBreaker(r: CheckableRecipe, diet: Diet): string | undefined {
  let m = verdicts.get(r);
  if (!m) verdicts.set(r, (m = new Map()));
  if (!m.has(diet)) m.set(diet, dietBreaker(r, diet));
  return m.get(diet);
}
export const keepsDiet = (r: CheckableRecipe, diet: Diet) => cachedBreaker(r, diet) === undefined;

const texts = new WeakMap<CheckableRecipe, string>();
/** The recipe's title and ingredient names as plain text, once. */
function recipeText(r: CheckableRecipe): string {
  let t = texts.get(r);
  if (t === undefined) texts.set(r, (t = [r.title, ...r.ingredients].map(plain).join("|")));
  return t;
}
const uses = (r: CheckableRecipe, i: Ingredient) => i.pattern.test(recipeText(r));

// Ready-made ingredients that usually carry a food to avoid without naming it: a reader who asks for no
// garlic, or has a sesame or shellfish allergy, must not get a dish made with them. Used for avoiding only.
const HIDDEN_IN: Record<string, RegExp> = {
  garlic: /\b(?:curry paste|harissa|sambal|pesto|hoisin|kimchi|gochujang|ssamjang|chimichurri|aioli|toum|tzatziki|garlic|ramps)\b/,
  // Leeks and chives are alliums: a kitchen that keeps out onion for its faith (Jain, satvik) keeps them out too.
  onion: /\b(?:curry paste|sambal|kimchi|sofrito|french onion|leeks?|chives)\b/,
  sesame: /\b(?:tahini|tahina|hummus|halva|halwa tahini|gomashio|furikake|za atar|zaatar|dukkah|gomasio)\b/,
  soy: /\b(?:soy|soya|tamari|miso|teriyaki|hoisin|doenjang|gochujang|ssamjang|ponzu|kecap manis|shoyu|okonomiyaki sauce|tonkatsu sauce|katsu sauce|yakisoba sauce|tsuyu|mentsuyu|black bean sauce|doubanjiang|char siu|natto|tofu|tempeh|edamame)\b/,
  // Thai and Malay curry pastes, sambal and kimchi are usually made with shrimp paste or salted shrimp.
  shellfish: /\b(?:shrimp paste|kapi|belacan|oyster sauce|xo sauce|dried shrimps?|curry paste|laksa paste|tom yum paste|sambal|kimchi)\b/,
  fish: /\b(?:fish sauce|anchov(?:y|ies)|worcestershire|dashi|bonito|katsuobushi|nam pla|patis|nuoc mam|nuoc cham|kimchi)\b/,
  // A steak, a brisket or a mince is beef unless it says otherwise: a reader who avoids beef avoids them.
  beef: /\b(?:(?<!(?:fish|tuna|salmon|hilsa|swordfish|cauliflower|cabbage|celeriac|tofu|mushroom|pork|gammon|ham|lamb|venison|chicken|turkey) )steaks?|veal|brisket|oxtail|sirloin|flank|skirt|chuck|rump|ribeye|rib eye|tenderloin|short ribs?|bresaola|corned|pastrami|biltong|(?<!(?:soy|veggie|vegetarian|vegan|quorn|chicken|turkey|lamb|mutton|pork) )mince|minced meat|ground meat|meatballs?|bone broth|stock cubes?|gelatine?)\b/,
  pork: /\b(?:pancetta|prosciutto|guanciale|lard|lardons?|chorizo|salami|pepperoni|speck|gammon|(?<!(?:chicken|beef|lamb|vegetarian|veggie|vegan|turkey|merguez) )sausages?|chicharr[o]n|char siu|nduja|mortadella|bratwurst|hot dogs?|gelatine?)\b/,
  peanuts: /\b(?:satay|peanut butter|peanut sauce)\b/,
  chickpeas: /\b(?:chana dal|chana daal|chana dhal|gram flour|besan|chickpea flour|chanachur|hummus|falafel|sev|bhujia|boondi)\b/,
  mustard: /\b(?:dijon|kasundi|panch phoron|panch phoran|piccalilli)\b/,
  egg: /\b(?:mayonnaise|mayo|aioli|meringue|hollandaise|custard)\b/,
  sugar: /\b(?:jaggery|gur|gud|honey|maple syrup|golden syrup|corn syrup|agave|treacle|molasses|condensed milk|misri|mishri|khandsari|icing|caster|demerara)\b/,
  milk: /\b(?:butter|ghee|cream|yogurt|yoghurt|curd|dahi|paneer|khoya|khoa|cheese)\b/,
  cheese:
    /\b(?:parmesan|parmigiano|pecorino|grana padano|mozzarella|burrata|feta|cheddar|gruyere|emmental|ricotta|halloumi|mascarpone|gouda|brie|camembert|manchego|cotija|queso|provolone|taleggio|gorgonzola|stilton|fontina|comte|raclette|paneer)\b/,
};
/** Whether the recipe has the ingredient, named or inside a ready-made one that usually carries it. */
// Foods a diet rule already knows, ingredient by ingredient: wines and spirits, not the vinegars made from them
// nor ginger ale (the halal rule's words).
const HIDDEN_BY_RULE: Record<string, (name: string) => boolean> = { alcohol: hasAlcohol };
const contains = (r: CheckableRecipe, i: Ingredient) =>
  uses(r, i) || (HIDDEN_IN[i.name]?.test(recipeText(r)) ?? false) || r.ingredients.some((n) => HIDDEN_BY_RULE[i.name]?.(n) ?? false);

const COURSE_TYPES: Record<string, string[]> = {
  snack: ["snack", "appetizer", "starter", "fingerfood"],
  breakfast: ["breakfast", "brunch"],
  beverage: ["beverage", "drink"],
  dinner: ["dinner", "main course"],
  lunch: ["lunch", "main course"],
  main: ["main course"],
};
// A drink is a drink: masala chai tagged for breakfast is not a breakfast dish, nor a snack.
const isDrink = (r: CheckableRecipe) => r.dishTypes.includes("beverage") || r.dishTypes.includes("drink");
const ofCourse = (r: CheckableRecipe, course: string) =>
  (course === "beverage" || !isDrink(r)) && (COURSE_TYPES[course] ?? [course]).some((t) => r.dishTypes.includes(t));

/** Whether a word names a food one of the diets rules out ("walnut" for nut-free, "ghee" for vegan). */
export const wordBreaksDiets = (word: string, diets: readonly Diet[]) =>
  diets.some((d) => dietBreaker({ title: "", minutes: 0, diets: [...DIETS], dishTypes: [], ingredients: [word], places: [] }, d) !== undefined);

/** The hard constraints a recipe breaks: diets and ingredients to avoid. Empty means it may be named. */
export function hardBreaks(r: CheckableRecipe, c: Pick<ChatConstraints, "diets" | "avoid">): string[] {
  const out: string[] = [];
  for (const d of c.diets) {
    const b = cachedBreaker(r, d);
    if (b !== undefined) out.push(`${d}: ${b}`);
  }
  for (const a of c.avoid) if (contains(r, a)) out.push(`has ${a.name}`);
  return out;
}

/** What a recipe that keeps the hard constraints still misses of the rest, in words for the reader. */
export function softMisses(r: CheckableRecipe, c: ChatConstraints): string[] {
  const out: string[] = [];
  for (const group of c.use) if (!group.some((i) => uses(r, i))) out.push(`has no ${group.map((i) => i.name).join(" or ")}`);
  if (c.maxMinutes && r.minutes > c.maxMinutes) out.push(`takes ${r.minutes} min`);
  if (c.course && !ofCourse(r, c.course)) out.push(`is not a ${c.course} dish`);
  if (c.cuisine && !r.places.some((p) => p.includes(c.cuisine!))) out.push(`is not ${titleCase(c.cuisine)}`);
  return out;
}

/** The share of the named ingredient groups a recipe uses (for "what can I cook with"). */
export const useShare = (r: CheckableRecipe, c: ChatConstraints) => (c.use.length ? c.use.filter((g) => g.some((i) => uses(r, i))).length / c.use.length : 1);

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (m) => m.toUpperCase());

// ---- Reading the question -----------------------------------------------------------------------

/** A word (or two) that names a food: an ingredient of the list or a word a diet rule knows. */
const isFoodWord = (w: string) =>
  INGREDIENTS.some((i) => i.pattern.test(` ${w} `)) ||
  hasDairy(w) ||
  hasMeat(w) ||
  hasSeafood(w) ||
  hasEgg(w) ||
  hasNut(w) ||
  /^(?:gluten|wheat|lactose|dairy|meat|meats|seafood|nuts?)$/.test(w);

const DIET_CUES: [RegExp, Diet][] = [
  [/\b(vegan|plant based|nothing from animals|no animal products)\b/, "vegan"],
  [
    // Not after a negation: "I don't eat eggs" is the opposite.
    /(?<!\b(?:don t|do not|doesn t|does not|can t|cannot|never|won t|didn t|not) )\b(eggetarian|ovo vegetarian|ovo lacto vegetarian|lacto ovo vegetarian|vegetarian who eats eggs?|vegetarians who eat eggs?|vegetarian but eats? eggs?|veg plus eggs?|eats eggs?|eat eggs?|eggs? (?:are |is )?(?:ok|okay|fine|allowed)|anda chalega|ande chalenge)\b/,
    "eggetarian",
  ],
  // "non-veg" and "non-vegetarian" ask for meat, not against it.
  [/(?<!\bnon )\b(vegetarian|vegetarians|veggie|veg|meat free|no meat|without meat|don t eat meat|do not eat meat|pure veg)\b/, "vegetarian"],
  [
    /\b(eggless|egg free|no eggs?|without eggs?|don t eat eggs?|do not eat eggs?|does not eat eggs?|doesn t eat eggs?|allergic to eggs?|egg allergy)\b/,
    "eggless",
  ],
  [/\bjain\b/, "jain"],
  [/\b(pescatarian|pescetarian|pesco vegetarian|(?:eat|eats|only) fish but no meat|fish but not meat|fish is ok but no meat)\b/, "pescatarian"],
  // Navratri and shravan recipes, farali and phalahari food are the fasting kind.
  [
    /\b(vrat|upvas|upvaas|upwas|ekadashi|navratri|navratra|fasting|fast day|vrat ka|for my fast|farali|farari|falahari|phalahari|shravan somvar|shivratri|mahashivratri|janmashtami|karva chauth|no anaaj|no anaj|bina anaaj)\b/,
    "vrat",
  ],
  [/\b(gluten|coeliac|celiac|wheat free|no wheat|without wheat|wheat allergy)\b/, "gluten free"],
  [
    /\b(dairy free|no dairy|without dairy|non dairy|lactose|can t have dairy|cannot have dairy|can t eat dairy|cannot eat dairy|milk allergy|no milk)\b/,
    "dairy free",
  ],
  [
    /\b(nut free|no nuts?|without nuts?|nut allergy|allergic to nuts|tree nuts?|peanut allergy|doesn t use nuts|don t use nuts|or nuts|no peanuts?)\b/,
    "nut free",
  ],
  // Not "won't eat halal meat" (a Sikh guest): that is the opposite.
  [
    /(?<!\b(?:no|not|never|won t eat|wont eat|don t eat|doesn t eat|do not eat|does not eat|avoid) )\b(halal|muslim|muslims|zabiha|zabihah|islamic|ramadan|ramzan|ramazan|iftar|sehri|suhoor|suhur)\b/,
    "halal",
  ],
  [/\b(kosher|jewish|shabbat|shabbos)\b/, "kosher"],
  // Lent and Good Friday: no meat, fish allowed; an Orthodox fast or Great Lent: no animal food at all.
  [/\b(orthodox (?:christian )?fast\w*|great lent|nativity fast|orthodox lent)\b/, "vegan"],
  [/\b(lent|lenten|good friday|ash wednesday)\b/, "pescatarian"],
  // "non veg nahi khate", "no non veg": the reader does not eat meat. Food for a pooja or a prasad is vegetarian.
  [
    /\b(?:no|not|don t eat|do not eat|doesn t eat|does not eat|never eat|avoid) non veg(?:etarian)?\b|\bnon veg(?:etarian)? (?:nahi|nahin|nai|mat|not)\b/,
    "vegetarian",
  ],
  // A sabzi is a vegetable dish.
  // So is food on an amavasya (new moon) or during shraddh, when Hindu households keep a vegetarian day.
  [
    /\b(pooja|puja|prasad|prasadam|bhog|naivedyam|sabzi|sabji|subzi|niramish|niramisha|shakahari|shakahaari|amavasai|amavasya|amavas|amavasi|shraddh|shradh|pitru paksha|tarpanam)\b/,
    "vegetarian",
  ],
];

const SPAN_DIETS: [RegExp, Diet][] = [
  [/\b(gluten|wheat)\b/, "gluten free"],
  [/\b(dairy|lactose)\b/, "dairy free"],
  [NUT_WORDS, "nut free"],
  [/\b(eggs?)\b/, "eggless"],
  [/\b(meat)\b/, "vegetarian"],
];

// "no onion no garlic", "without eggs or nuts", "allergic to peanuts and cashews", "paneer-free".
const AVOID_CUE =
  /\b(?:no|zero|not|without|w o|bina|minus|nothing with|nothing containing|nothing that has|free from|avoid|avoiding|except|other than|apart from|besides|free of|allergic to|allergy to|intolerant to|sensitive to|can t eat|cannot eat|can t have|cannot have|don t eat|do not eat|doesn t eat|does not eat|don t even eat|doesn t even eat|never eat|never touch|never touches|won t touch|won t eat|wont eat|stay away from|keep away from|don t like|do not like|doesn t like|does not like|don t want|do not want|not a fan of|can t stand|hate|hates|dislike|dislikes|skip|leave out)\b((?:\s+(?:(?:or|and|nor)\s+)?(?!with\b|for\b|that\b|but\b|in\b|because\b|so\b|to\b|which\b|is\b|are\b|must\b|please\b|xstop\b)\w+){1,4})/g;

// "fast" as in quick, not a religious fast ("an Orthodox fast Wednesday", "breaking the fast", "fast day").
const QUICK_FAST =
  /(?<!\b(?:a|the|my|our|his|her|their|orthodox|christian|lent|lenten|ramadan|ramzan|during|break|breaking|nativity|day of) )\bfast\b(?! (?:day|days|wednesday|friday|period|season|ke|ka|ki|mein))/;

// Foods a dish is built on: after other foods in a negation they name the dish ("no garlic pasta").
const DISH_BASE =
  /^(?:pasta|noodles?|rice|bread|roti|rotis|paratha|parathas|dal|daal|curry|soup|salad|biryani|pulao|khichdi|cake|cookies|dosa|idli|sandwich|pizza|burger|paneer|chicken|mutton|fish|prawns?|tofu)$/;

// What a reader says a food does to them, in a clause that names it.
const HARM =
  /\b(?:allerg\w*|intoleran\w*|anaphyla\w*|epipen|throat (?:closes|swells|closing)|closes up|swells up|makes? me (?:sick|ill|throw up|vomit)|makes? my \w+ (?:swell|itch)|swell\w*|itch\w*|avoid it|avoid them|throw\w* up|vomit\w*|hives|rash|sends? me to|hospital|emergency|(?:bad|serious|severe) reaction|react\w* to|forbidden|not allowed|banned|off limits|doctor (?:said|says) no|mana kiya|mana hai)\b/;

const COURSES: [RegExp, string][] = [
  [/\b(breakfast|brunch|morning)\b/, "breakfast"],
  [
    /\b(desserts?|sweets?|sweet dish|mithai|pudding|cakes?|cheesecakes?|cookies|biscuits|brownies?|halwa|kheer|payasam|ladoos?|laddoos?|laddus?|rasmalai|gulab jamun|barfi|burfi)\b/,
    "dessert",
  ],
  [/\b(soups?)\b/, "soup"],
  [/\b(salads?)\b/, "salad"],
  [/\b(snacks?|starters?|appetizers?|appetisers?|tiffin|teatime|chaat)\b/, "snack"],
  // Not "doesn't drink" (no alcohol, below).
  [/(?<!\b(?:doesn t|don t|does not|do not|not|no|never|won t) )\b(drinks?|beverages?)\b/, "beverage"],
  [/\b(breads?|flatbreads?|roti|rotis)\b/, "bread"],
  [/\b(sides|side dish|side dishes|accompaniments?)\b/, "side dish"],
  [/\b(lunch|lunchbox)\b/, "lunch"],
  [/\b(dinner|supper|tonight)\b/, "dinner"],
];

const CUISINES = [
  "south indian",
  "north indian",
  "indian",
  "punjabi",
  "gujarati",
  "bengali",
  "kerala",
  "italian",
  "thai",
  "chinese",
  "japanese",
  "korean",
  "mexican",
  "lebanese",
  "turkish",
  "greek",
  "french",
  "spanish",
  "vietnamese",
  "ethiopian",
  "moroccan",
  "persian",
  "indonesian",
  "sri lankan",
  "pakistani",
  "middle eastern",
  "middle east",
  "european",
  "europe",
  "african",
  "africa",
  "asian",
  "asia",
  "south american",
  "latin american",
  "north american",
];
// A region asked for by its adjective is matched as the catalog names the region ("Middle East", "Europe").
const REGION_OF: Record<string, string> = {
  "middle eastern": "middle east",
  european: "europe",
  african: "africa",
  asian: "asia",
  "latin american": "south america",
  "south american": "south america",
  "north american": "north america",
};
/** The words of every cuisine and region: they choose the cuisine, never a dish by its title. */
export const CUISINE_WORDS = new Set(CUISINES.flatMap((x) => x.split(" ")));
const OCCASIONS = [
  "diwali",
  "holi",
  "eid",
  "navratri",
  "christmas",
  "birthday",
  "party",
  "picnic",
  "potluck",
  "wedding",
  "ganesh chaturthi",
  "onam",
  "pongal",
  "raksha bandhan",
];

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8, ten: 10, twelve: 12, twenty: 20 };

// Misspellings readers type for the words that decide a diet or a dish: "vegitarian" must keep out meat as
// "vegetarian" does. Whole words only, any case.
const RESPELL: [RegExp, string][] = [
  [/\b(?:vegitarian|vegeterian|vegetarain|vegatarian|vegtarian|vegitarain|vejetarian|vegeterain|vegeatarian)(s?)\b/gi, "vegetarian$1"],
  [/\b(?:hlal|halaal|hallal|halall)\b/gi, "halal"],
  [/\b(?:chiken|chikken|chickn|chicen|chikan)\b/gi, "chicken"],
  [/\b(?:paner|panner|panir)\b/gi, "paneer"],
  [/\b(?:glutten|gluton|glutan|gluteen)\b/gi, "gluten"],
  [/\b(?:eggles|egless|eggelss)\b/gi, "eggless"],
  [/\bdiary(?=[\s-]free\b)/gi, "dairy"],
  [/\b(?:alergy|allergie|alergie|allergey)\b/gi, "allergy"],
  [/\b(?:alergic|allergik)\b/gi, "allergic"],
  [/\b(?:withouth|witout|wihtout|withot)\b/gi, "without"],
  [/\b(?:seasame|sesami|sesmae)\b/gi, "sesame"],
  [/\b(?:penut|peanutt|peenut)(s?)\b/gi, "peanut$1"],
  [/\b(?:shelfish|shellfsh)\b/gi, "shellfish"],
  [/\b(?:receipe|recepie|recipie|recpie)(s?)\b/gi, "recipe$1"],
  // "no meat with cheese", "they don't mix meat with dairy": the kosher rule, not a request for cheese.
  [
    /\b(?:no|don'?t mix|do not mix|never mix|not mix(?:ing)?)\s+meat\s*(?:\+|&|and|together with|with|mixed with)\s*(?:cheese|dairy|milk)(?:\s+combos?)?/gi,
    "kosher",
  ],
  // Shorthand: "gf df dinner", "a nf school" (not "my gf", a girlfriend).
  [/(?<!\b(?:my|his|her|your|the|our) )\bgf\b/gi, "gluten free"],
  [/\bdf\b/gi, "dairy free"],
  [/\bnf\b/gi, "nut free"],
  // Hindi "banana hai" is "to make", not the fruit.
  [/\bbanana (?=(?:hai|h|he|hain|chahta|chahti|chahte|tha|thi|hoga|padega|sikhao|sikha|hi)\b)/gi, "banaana "],
];
export const respell = (text: string) => RESPELL.reduce((t, [re, word]) => t.replace(re, word), text);

// Swaminarayan, satvik and niramish kitchens are vegetarian without onion or garlic.
const SATVIK = /\b(swaminarayan|satvik|sattvik|sattvic|satvic|saatvik|satwik|niramish|niramisha)\b/;
/** Situations that keep foods out whatever else the question says. */
const KEEPS_OUT: [RegExp, string[]][] = [
  // A pregnant reader: alcohol (in a sauce too) and raw or cured fish.
  [/\b(pregnant|pregnancy|expecting a baby|expecting twins|trimester)\b/, ["alcohol", "raw fish"]],
  // A reader who does not drink, or is teetotal or sober: alcohol in the food too.
  [/\b(?:doesn t|don t|does not|do not|never|won t) drinks?\b|\b(?:teetotal|teetotaller|sober|in recovery)\b/, ["alcohol"]],
  [/\bfodmap\b/, ["onion", "garlic"]],
  // A diabetic reader: sugar and what sweetens like it.
  [/\b(diabetic|diabetes|diabetics|sugar free)\b/, ["sugar"]],
  [SATVIK, ["onion", "garlic"]],
];

/** "fish is ok", "eggs are fine", "she eats dairy and eggs": foods the reader allows, not asks for. */
export const ALLOWED_FOODS = /\b(\w+) (?:are |is )?(?:ok|okay|fine|allowed)\b|\beats? (\w+(?: (?:and|or) \w+)*)/g;
/** "forget the vegan part", "never mind the garlic": what the reader takes back. */
export const TAKEN_BACK = /\b(?:forget|drop|ignore|never mind|no longer) (?:the |about )?\w+(?: free)?(?: part| thing| bit| anymore)?\b/g;

/** Reads the question, whole, into a structured request. */
export function readConstraints(question: string): ChatConstraints {
  question = respell(question);
  // Commas and full stops end a clause: "allergic to mustard, fish curry" avoids mustard only.
  // "dont" and "cant" typed without the apostrophe are the same negations as "don't" and "can't".
  // "no meat, fish or eggs": a list after a negation is one clause, its commas are not the end of it.
  question = question.replace(
    /\b(no|without|avoid|not|nor|never)\s+((?:[a-z]+\s?){1,3}(?:,\s*(?:[a-z]+\s?){1,3})+,?\s*(?:or|and|nor)\s+[a-z]+)/gi,
    (_, cue: string, list: string) => `${cue} ${list.replace(/,/g, " or ")}`,
  );
  // "no anchovies, sardines, liver, shellfish": so is a comma list of foods alone (every item a food word).
  question = question.replace(/\b(no|without|avoid|not|nor|never)\s+([a-z]+(?:\s*,\s*[a-z]+)+)\b/gi, (whole, cue: string, list: string) =>
    list.split(/\s*,\s*/).every((w) => isFoodWord(w.toLowerCase())) ? `${cue} ${list.replace(/\s*,\s*/g, " or ")}` : whole,
  );
  const q = plain(question.replace(/\s[-–—]+\s|[,;.!?:()]/g, " xstop "))
    .replace(/\b(don|can|doesn|didn|won|isn|aren|shouldn|couldn|wouldn)t\b/g, "$1 t")
    // "forget the vegan part", "never mind the garlic": what the reader takes back is not asked for.
    .replace(TAKEN_BACK, " xstop ")
    // "gluten is fine now": allowed, not a diet asked for (eggs allowed are read as eggetarian).
    .replace(/\b(?!eggs?\b)\w+ (?:is|are) (?:fine|ok|okay|allowed)\b/g, " xstop ");
  const diets = new Set<Diet>();
  for (const [re, d] of DIET_CUES) if (re.test(q)) diets.add(d);

  // Ingredients after a negation are avoided; the others named are to be used.
  const avoid: Ingredient[] = [];
  const avoidSpans: [number, number][] = [];
  for (const m of q.matchAll(AVOID_CUE)) {
    // "no garlic pasta", "no onion chicken curry": the dish after the foods is what is asked for, not avoided.
    const words = m[1]!.trim().split(/\s+/);
    while (words.length > 1 && !isFoodWord(words.at(-1)!)) words.pop();
    if (words.length > 1 && !words.some((w) => /^(?:or|and|nor)$/.test(w)) && !/^(?:no|not|without)$/.test(words.at(-2)!) && DISH_BASE.test(words.at(-1)!))
      words.pop();
    const span = ` ${words.join(" ")}`;
    const start = m.index + m[0].length - m[1]!.length;
    avoidSpans.push([m.index, start + span.length]);
    for (const i of INGREDIENTS) if (i.pattern.test(span) && !avoid.includes(i)) avoid.push(i);
    // "I can't eat gluten or dairy", "without eggs or nuts": the nouns of a diet name the diet.
    for (const [re, d] of SPAN_DIETS) if (re.test(` ${span} `)) diets.add(d);
  }
  // "a sesame allergy", "sesame and peanut allergy", "shellfish intolerance": the words before the allergy
  // (two, and more joined by "and" or "or") name what is avoided. "pyaz lahsun ke bina", "sabudana ke alawa",
  // "anda nahi": Hindi puts "without", "other than" and "not" after the food.
  // The foods are the words just before, back to the first word that is neither a food nor a filler ("ghee dahi
  // paneer malai kuch nahi chalega", "karela mat batana", "baingan se nafrat").
  for (const m of q.matchAll(
    /\b(?:allergy|allergies|allergic|intolerance|intolerant|ke bina|ke alawa|ke alava|ke siwa|ke sivay|nahi|nahin|na ho|mat|se nafrat|pasand nahi|mana|vendam|venam|vendaam|illama|illamal|illaama|beda|nako|lekunda|vaddu|chara|ton bina|toh bina|to bina|illathe|illaathe|pattilla|not(?= xstop| *$)|khai na|khaina|tinaru|tinam|is gross|are gross|gross to me|disgusting)\b/g,
  )) {
    const words = q.slice(0, m.index).split(" xstop ").pop()!.trim().split(/\s+/);
    let first = words.length;
    for (;;) {
      const w = words[first - 1];
      if (w === undefined) break;
      if (/^(?:and|or|aur|ya|bhi|kuch|koi|ki|ka|ke|se|bhi|at|all|any|also)$/.test(w) || isFoodWord(w)) first -= 1;
      else if (first >= 2 && isFoodWord(`${words[first - 2]} ${w}`)) first -= 2;
      else break;
    }
    const span = ` ${words.slice(Math.max(0, first - 1)).join(" ")} `;
    for (const i of INGREDIENTS) if (i.pattern.test(span) && !avoid.includes(i)) avoid.push(i);
    for (const [re, d] of SPAN_DIETS) if (re.test(span)) diets.add(d);
    avoidSpans.push([m.index - span.length + 1, m.index + m[0].length]);
  }
  // "anaphylactic to cashews", "my throat closes up with prawns", "egg makes me sick", "crab and lobster send me
  // to the ER", "doctor ne tamatar mana kiya": every food in a clause that says it harms the reader is avoided.
  let at = 0;
  for (const end of [...[...q.matchAll(/ (?:xstop|but|though|however) /g)].map((m) => [m.index, m[0].length] as const), [q.length, 0] as const]) {
    const clause = q.slice(at, end[0]);
    if (HARM.test(clause)) {
      for (const i of INGREDIENTS) if (i.pattern.test(clause) && !avoid.includes(i)) avoid.push(i);
      for (const [re, d] of SPAN_DIETS) if (re.test(clause)) diets.add(d);
      avoidSpans.push([at, end[0]]);
    }
    at = end[0] + end[1];
  }
  for (const m of q.matchAll(/\b(\w+) free\b/g)) {
    const i = INGREDIENTS.find((x) => x.pattern.test(` ${m[1]} `));
    if (i && !avoid.includes(i)) avoid.push(i);
    avoidSpans.push([m.index, m.index + m[0].length]);
  }
  // Swaminarayan and satvik kitchens are vegetarian without onion or garlic.
  for (const [re, names] of KEEPS_OUT) if (re.test(q)) for (const i of INGREDIENTS) if (names.includes(i.name) && !avoid.includes(i)) avoid.push(i);
  if (SATVIK.test(q)) diets.add("vegetarian");
  // Once every diet is read: vegan already implies the rest; vegetarian (the Indian way) implies eggless,
  // unless the reader eats eggs and says nothing against them; a pescatarian eats fish ("fish but no meat").
  if (diets.has("vegan")) {
    diets.delete("vegetarian");
    diets.delete("pescatarian");
  }
  if (diets.has("eggetarian") && !diets.has("eggless")) diets.delete("vegetarian");
  else diets.delete("eggetarian");
  if (diets.has("pescatarian")) diets.delete("vegetarian");
  // A Jain or vegetarian request already keeps out what it forbids; listing it again is harmless.
  // "eggs are fine", "eats eggs": allowed, not asked for.
  for (const m of [...q.matchAll(ALLOWED_FOODS), ...q.matchAll(/\b(?:anda chalega|ande chalenge)\b/g)]) avoidSpans.push([m.index, m.index + m[0].length]);
  const inAvoid = (at: number) => avoidSpans.some(([a, b]) => at >= a && at < b);
  const named: { i: Ingredient; at: number }[] = [];
  for (const i of INGREDIENTS) {
    const re = new RegExp(i.pattern.source, "g");
    for (const m of q.matchAll(re)) {
      if (inAvoid(m.index)) continue;
      // "sweet potato" is not "potato"; "chana dal" is lentils, not chickpeas.
      if (named.some((n) => n.at <= m.index && m.index < n.at + 12 && n.i.name.includes(i.name) && n.i !== i)) continue;
      if (!avoid.includes(i)) named.push({ i, at: m.index });
      break;
    }
  }
  named.sort((a, b) => a.at - b.at);
  const deduped = named.filter((n) => !named.some((o) => o !== n && o.i.name !== n.i.name && o.i.name.includes(n.i.name) && Math.abs(o.at - n.at) < 10));
  // "paneer or chickpeas" is one group; "palak and paneer" are two.
  const use: Ingredient[][] = [];
  for (let k = 0; k < deduped.length; k++) {
    const cur = deduped[k]!;
    const prev = deduped[k - 1];
    const between = prev ? q.slice(prev.at, cur.at) : "";
    if (prev && /\bor\b/.test(between) && between.split(" ").length < 6) use[use.length - 1]!.push(cur.i);
    else use.push([cur.i]);
  }
  // "a non veg recipe" asks for meat, chicken or fish, unless the reader does not eat it.
  if (
    /(?<!\b(?:no|not|don t eat|do not eat|never eat|avoid) )\bnon veg(?:etarian)?\b(?! (?:nahi|nahin|nai|mat|not)\b)/.test(q) &&
    !diets.has("vegetarian") &&
    !use.length
  )
    use.push(INGREDIENTS.filter((i) => ["chicken", "mutton", "fish", "prawns", "beef", "pork"].includes(i.name)));
  // An ingredient the diet forbids is not one to use ("vegetarian, no egg": egg was avoided above).
  const c: ChatConstraints = { diets: [...diets], use, avoid, intent: "find" };

  const minutes = q.match(/\b(\d{1,3})\s*(?:minutes?|mins?)\b/);
  const hours = q.match(/\b(?:an|1|one|a)\s*hour\b/);
  const hoursN = q.match(/\b(\d)\s*hours?\b/);
  if (minutes) c.maxMinutes = Number(minutes[1]);
  else if (hoursN && /\b(under|in|within|less than|max|ready)\b/.test(q)) c.maxMinutes = Number(hoursN[1]) * 60;
  else if (hours && /\b(under|in|within|less than|max|ready)\b/.test(q)) c.maxMinutes = 60;
  // "fast" is the fasting kind when the request is for a fast.
  else if (/\b(quick|quickly|speedy|hurry|busy|rushed)\b/.test(q) || (QUICK_FAST.test(q) && !diets.has("vrat"))) c.maxMinutes = 30;

  const serves = q.match(
    /\b(?:for|serves?|feed|feeding)\s+(\d{1,3}|two|three|four|five|six|eight|ten|twelve|twenty)\b(?:\s+(?:people|persons|guests|of us|adults|kids))?/,
  );
  if (serves) c.servings = Number(serves[1]) || NUMBER_WORDS[serves[1]!];
  c.course = COURSES.find(([re]) => re.test(q))?.[1];
  const cuisine = CUISINES.find((x) => q.includes(` ${x} `));
  c.cuisine = cuisine && (REGION_OF[cuisine] ?? cuisine);
  c.occasion = OCCASIONS.find((x) => q.includes(` ${x} `));
  c.intent = readIntent(q, c);
  return c;
}

const HOW_TO =
  /\b(how (?:do|can|should|would) (?:i|you|we|one) (?:make|cook|prepare)|how to (?:make|cook|prepare)|steps? (?:for|to)|method for|teach me|how is .{2,40} made|walk me through|how do you make)\b/;
const SAFETY =
  /\b(safe|safely|safety|dangerous|poison|poisoning|toxic|reheat|reheating|reheated|refreeze|defrost|defrosting|thaw|thawing|fridge|freeze|freezer|overnight|room temperature|wash raw|go bad|spoil|spoiled|leftover|leftovers|how long .{0,30}(?:keep|last|stay))\b/;

function readIntent(q: string, c: ChatConstraints): Intent {
  // "safe for me" (a coeliac, a diabetic) asks for a dish that keeps a diet, not for a food-safety rule.
  if (
    SAFETY.test(q) &&
    !/\b(recipe|recipes|dinner ideas)\b/.test(q) &&
    !/\bsafe for (?:me|my|us|him|her|them|a|an|kids|children|coeliacs?|celiacs?|diabetics?|vegans?)\b/.test(q)
  )
    return "safety";
  if (HOW_TO.test(q)) return "how-to";
  if (
    c.use.length &&
    /\b(what can i|what could i|what should i|what to|i have|i ve got|i got|using up|use up|cook with|make with|something with|with)\b/.test(q)
  )
    return "cook-with";
  return "find";
}

// What a diet's name already says, so the description does not say it twice ("vegetarian (no egg),
// eggless, without egg"): the diets it implies and the ingredients its rule (dietBreaker) leaves out.
// Words only: every diet and ingredient still counts in hardBreaks.
const SAID_BY: Partial<Record<Diet, { diets: Diet[]; excludes: (name: string) => boolean }>> = {
  vegetarian: { diets: ["eggless"], excludes: hasEgg },
  vegan: { diets: ["eggless", "dairy free", "vegetarian"], excludes: (n) => hasEgg(n) || hasDairy(n) || hasHoney(n) },
  eggless: { diets: [], excludes: hasEgg },
  "dairy free": { diets: [], excludes: hasDairy },
};

/** The request in words, never the reader's own: "vegetarian (no egg), gluten-free, with chickpeas, ready in 30 minutes". */
export function describeConstraints(c: ChatConstraints): string {
  const said = c.diets.flatMap((d) => SAID_BY[d] ?? []);
  const diet = c.diets
    .filter((d) => !said.some((s) => s.diets.includes(d)))
    .map((d) => (d === "vegetarian" ? "vegetarian (no egg)" : d === "eggetarian" ? "vegetarian (eggs allowed)" : d.replace(" free", "-free")));
  const avoid = c.avoid.filter((i) => !said.some((s) => s.excludes(i.name)));
  const parts = [...diet];
  if (c.cuisine) parts.push(titleCase(c.cuisine));
  if (c.course) parts.push(c.course === "main" ? "a main dish" : `for ${c.course}`);
  for (const g of c.use) parts.push(`with ${g.map((i) => i.name).join(" or ")}`);
  if (avoid.length) parts.push(`without ${avoid.map((i) => i.name).join(" or ")}`);
  if (c.maxMinutes) parts.push(`ready in ${c.maxMinutes} minutes`);
  return parts.join(", ");
}

/** A short statement of the hard constraints, for an AI model's instructions. */
export function constraintsForModel(c: ChatConstraints): string {
  const lines = [
    `Diets that every dish must keep: ${c.diets.length ? c.diets.join(", ") : "none stated"}${c.diets.includes("vegetarian") ? " (vegetarian means no meat, fish or egg)" : ""}.`,
    `Ingredients to use: ${c.use.length ? c.use.map((g) => g.map((i) => i.name).join(" or ")).join("; ") : "none stated"}.`,
    `Ingredients to avoid: ${c.avoid.length ? c.avoid.map((i) => i.name).join(", ") : "none stated"}.`,
  ];
  if (c.maxMinutes) lines.push(`Time limit: ${c.maxMinutes} minutes.`);
  if (c.servings) lines.push(`Servings: ${c.servings}.`);
  if (c.course) lines.push(`Course: ${c.course}.`);
  if (c.cuisine) lines.push(`Cuisine: ${c.cuisine}.`);
  if (c.occasion) lines.push(`Occasion: ${c.occasion}.`);
  return lines.join("\n");
}
