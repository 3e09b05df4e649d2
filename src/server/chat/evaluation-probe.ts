// The probe cases of the assistant's evaluation (docs/decisions/0015-assistant-constraints-first.md).
// These 67 questions were written by a probe of the assistant as a new user would ask, on 2026-11-30,
// after the held-out half had been seen; the assistant was then fixed against them, so they are
// development cases (regressions), not held-out. Each carries its hard constraints declared by hand,
// in the held-out half's shape: diets the catalog's rules check, and ingredients
// to avoid as patterns over the plain, lower-case ingredient names and title. A food without a diet of
// its own (onion, beef, sesame...) is an avoid pattern, including the ready-made foods that carry it.
import type { HeldOutCase } from "./evaluation-heldout.ts";
import {
  ONION,
  GARLIC,
  BEEF,
  PORK,
  MEAT,
  FISH,
  SHELLFISH,
  SEAFOOD,
  SESAME,
  SOY,
  MUSTARD,
  MUSHROOM,
  COCONUT,
  PEANUT,
  PASTA,
  NOODLES,
  CHICKEN,
  CHICKPEA,
  SABUDANA,
} from "./evaluation-foods.ts";

// ---- Foods to avoid (hard) ------------------------------------------------------------------------

// ---- Foods to use (soft) -------------------------------------------------------------------------

const POTATO = /(?<!\bsweet )\b(?:potato(?:es)?|aloo|alu|batata)\b/;
const RICE = /\b(?:rice|chawal|basmati)\b(?! flour| vinegar| paper| noodles| vermicelli)/;
const TOFU = /\btofu\b/;
// Idli ("rice and lentil cakes"), meat cakes and the sponge fingers in a tiramisu are not what is asked.
const CAKE_OR_COOKIES = /(?<!\b(?:lentil|rice|meat|fish|potato|savoiardi) )\b(?:cakes?|cupcakes?|cookies?|biscuits?)\b/;

export const PROBE: HeldOutCase[] = [
  // ---- The first round (60) ----
  // Hinglish: "tell me a good vegetable dish without onion or garlic, for lunch".
  { kind: "constraint", q: "bina pyaz lahsun ki koi achhi sabzi batao lunch ke liye", avoid: [ONION, GARLIC], course: "lunch" },
  { kind: "constraint", q: "pescatarian here - i eat fish but no meat. dinner ideas?", avoid: [MEAT], course: "dinner" },
  // "dont" without an apostrophe: a negation.
  { kind: "constraint", q: "we dont eat beef or pork, what can i make for sunday lunch for 6 people", avoid: [BEEF, PORK], course: "lunch" },
  { kind: "constraint", q: "need a halal dessert for our eid party", diets: ["halal"], course: "dessert" },
  // The nine days of Navratri are a fast: vrat food.
  { kind: "constraint", q: "navratri special recipes please, for the 9 days", diets: ["vrat"] },
  // Hinglish: "what should I make for the Ekadashi fast?"; "no grains" is part of vrat.
  { kind: "constraint", q: "ekadashi upwas ke liye kya banau? no grains", diets: ["vrat"] },
  // Farali is fasting food: vrat.
  { kind: "constraint", q: "farali recipe for shravan somvar", diets: ["vrat"] },
  { kind: "constraint", q: "jain pav bhaji or something like that for evening", diets: ["jain"] },
  { kind: "constraint", q: "I have a shellfish allergy but love thai food. any curry I can make?", avoid: [SHELLFISH] },
  { kind: "constraint", q: "vegetarian thai green curry recipe", diets: ["vegetarian"] },
  // "thats" without an apostrophe; a laksa is a noodle soup.
  { kind: "constraint", q: "vegan laksa or any noodle soup thats fully plant based", diets: ["vegan"], use: [NOODLES], course: "soup" },
  { kind: "constraint", q: "allergic to sesame - japanese dinner ideas?", avoid: [SESAME], course: "dinner" },
  { kind: "constraint", q: "my son has a soy allergy, what chinese dishes are safe to cook at home", avoid: [SOY] },
  { kind: "constraint", q: "mustard allergy in the family, suggest a north indian curry", avoid: [MUSTARD] },
  { kind: "constraint", q: "chickpea allergy. south indian breakfast with chutney?", avoid: [CHICKPEA], course: "breakfast" },
  { kind: "constraint", q: "i really hate mushrooms. creamy italian dinner?", avoid: [MUSHROOM], course: "dinner" },
  { kind: "constraint", q: "kerala style curry but no coconut please, my husband dislikes it", avoid: [COCONUT] },
  { kind: "constraint", q: "peanut allergy - need an indian tea time snack", diets: ["nut free"], avoid: [PEANUT], course: "snack" },
  { kind: "constraint", q: "eggless dessert for a birthday", diets: ["eggless"], course: "dessert" },
  { kind: "constraint", q: "gluten free indian breakfast ideas", diets: ["gluten free"], course: "breakfast" },
  { kind: "constraint", q: "celiac and craving korean food, what can i make", diets: ["gluten free"] },
  { kind: "constraint", q: "I can't have dairy or eggs. Something to bake?", diets: ["dairy free", "eggless"] },
  // Keto is not a diet the evaluation checks; vegetarian is.
  { kind: "constraint", q: "keto vegetarian dinner", diets: ["vegetarian"], course: "dinner" },
  // A vegetarian who eats eggs: no meat or fish, egg allowed.
  { kind: "constraint", q: "my mom is vegetarian but eats eggs. brunch ideas for her visit", avoid: [MEAT, SEAFOOD], course: "breakfast" },
  { kind: "constraint", q: "vegan, nut allergy, high protein dinner", diets: ["vegan", "nut free"], course: "dinner" },
  { kind: "constraint", q: "jain and gluten free snack", diets: ["jain", "gluten free"], course: "snack" },
  { kind: "constraint", q: "fish allergy. korean recipes?", avoid: [FISH] },
  { kind: "constraint", q: "vegetarian korean food", diets: ["vegetarian"] },
  // "Pure veg" is the Indian vegetarian mark: no meat, fish or egg.
  { kind: "constraint", q: "pure veg japanese recipes", diets: ["vegetarian"] },
  { kind: "constraint", q: "vegan mexican dinner", diets: ["vegan"], course: "dinner" },
  { kind: "constraint", q: "dairy free pasta dish", diets: ["dairy free"], use: [PASTA] },
  { kind: "constraint", q: "no onion no garlic italian", avoid: [ONION, GARLIC] },
  // Satvik food is vegetarian without onion or garlic; "khana" is food.
  { kind: "constraint", q: "satvik khana without onion garlic for pooja day", diets: ["vegetarian"], avoid: [ONION, GARLIC] },
  // Misspelt "halal chicken dinner recipe"; halal is checked as in the held-out half (no meat the catalog can vouch for).
  { kind: "constraint", q: "hlal chiken dinner recipe", diets: ["halal"], use: [CHICKEN], course: "dinner" },
  { kind: "constraint", q: "nut free dessert for school bake sale", diets: ["nut free"], course: "dessert" },
  { kind: "constraint", q: "veg biryani without any dairy, vegan friends coming", diets: ["vegan"] },
  { kind: "constraint", q: "gluten free vegan soup", diets: ["gluten free", "vegan"], course: "soup" },
  // "arent" without an apostrophe: not a constraint, only a wish for more than cereal.
  { kind: "constraint", q: "egg allergy - breakfast ideas that arent just cereal", diets: ["eggless"], course: "breakfast" },
  { kind: "constraint", q: "anything vegetarian from the middle east?", diets: ["vegetarian"] },
  { kind: "constraint", q: "vegetarian chinese recipes", diets: ["vegetarian"] },
  { kind: "constraint", q: "i'm vegan, what can i cook with tofu", diets: ["vegan"], use: [TOFU] },
  { kind: "constraint", q: "lactose intolerant, want a creamy curry", diets: ["dairy free"] },
  { kind: "constraint", q: "gluten-free dessert", diets: ["gluten free"], course: "dessert" },
  { kind: "constraint", q: "Sesame and peanut allergy - asian noodle recipe?", diets: ["nut free"], avoid: [SESAME, PEANUT], use: [NOODLES] },
  { kind: "constraint", q: "vegetarian recipes from south east asia like vietnam or indonesia", diets: ["vegetarian"] },
  { kind: "constraint", q: "dinner without garlic, it gives me heartburn", avoid: [GARLIC], course: "dinner" },
  { kind: "constraint", q: "jain dessert", diets: ["jain"], course: "dessert" },
  { kind: "constraint", q: "vegan indian sweet for diwali", diets: ["vegan"], course: "dessert" },
  // Negation without "don't": no meat and no fish, egg allowed.
  { kind: "constraint", q: "no meat no fish but eggs ok - something spicy", avoid: [MEAT, SEAFOOD] },
  { kind: "constraint", q: "halal friendly italian food", diets: ["halal"] },
  // Hinglish: "for the fast, something other than sabudana".
  { kind: "constraint", q: "vrat ke liye sabudana ke alawa kuch aur", diets: ["vrat"], avoid: [SABUDANA] },
  { kind: "constraint", q: "vegetarian snack for a party, one guest has a gluten allergy", diets: ["vegetarian", "gluten free"], course: "snack" },
  { kind: "constraint", q: "dairy free indian dessert", diets: ["dairy free"], course: "dessert" },
  // "thats" without an apostrophe.
  { kind: "constraint", q: "what can i make with potatoes thats vegan and gluten free", diets: ["vegan", "gluten free"], use: [POTATO] },
  { kind: "constraint", q: "I am allergic to mustard and coconut, give me a south indian lunch", avoid: [MUSTARD, COCONUT], course: "lunch" },
  { kind: "constraint", q: "eggless cake or cookies", diets: ["eggless"], use: [CAKE_OR_COOKIES] },
  { kind: "constraint", q: "vegetarian french food", diets: ["vegetarian"] },
  // "Seafood-free": no shellfish and no fish.
  { kind: "constraint", q: "shrimp allergy, want a seafood-free spanish or portuguese dish", avoid: [SHELLFISH, FISH] },
  { kind: "constraint", q: "soy free vegan dinner", diets: ["vegan"], avoid: [SOY], course: "dinner" },
  { kind: "constraint", q: "vegetarian, no mushrooms, something hearty and european", diets: ["vegetarian"], avoid: [MUSHROOM] },

  // ---- The second round (7) ----
  { kind: "constraint", q: "halal dessert, something italian please", diets: ["halal"], course: "dessert" },
  // "For tonight" is dinner.
  { kind: "constraint", q: "I don't eat pork. quick italian pasta for tonight?", avoid: [PORK], use: [PASTA], course: "dinner" },
  { kind: "constraint", q: "I don't eat beef. argentinian grilled dinner?", avoid: [BEEF], course: "dinner" },
  { kind: "constraint", q: "sesame allergy - maharashtrian breakfast ideas", avoid: [SESAME], course: "breakfast" },
  { kind: "constraint", q: "chickpea allergy, karnataka rice dish for lunch", avoid: [CHICKPEA], use: [RICE], course: "lunch" },
  // "cant" without an apostrophe: a negation.
  { kind: "constraint", q: "cant have gluten, any noodle dish?", diets: ["gluten free"], use: [NOODLES] },
  // "dont" without an apostrophe: a negation.
  { kind: "constraint", q: "i dont eat eggs, breakfast pancakes?", diets: ["eggless"], course: "breakfast" },
];
