// The fourth probe's cases of the assistant's evaluation (docs/decisions/0015-assistant-constraints-first.md).
// These 60 questions were written by a fourth probe of the assistant as a new user would ask, on 2026-11-30,
// after the third probe's fixes, and asked before any further change: its first score was 7 of the 60 replies
// linking a recipe that broke a declared constraint. The assistant was then fixed against them, so they are
// development cases (regressions), not held-out. Each carries its hard constraints declared by hand, in the
// held-out half's shape: diets the catalog's rules check, and ingredients to avoid as patterns over the plain,
// lower-case ingredient names and title. A food without a diet of its own (onion, sugar, olives, paneer...) is
// an avoid pattern, including the ready-made foods that carry it. A follow-up carries its earlier question in
// `before`, and the constraints in force after it: one lifted in the second turn is no longer declared.
import type { HeldOutCase } from "./evaluation-heldout.ts";
import {
  ONION,
  GARLIC,
  PORK,
  MEAT,
  FISH,
  SHELLFISH,
  SEAFOOD,
  SESAME,
  SOY,
  MUSTARD,
  MUSHROOM,
  PEANUT,
  PASTA,
  NOODLES,
  CHICKEN,
  GINGER,
  TREE_NUT,
  CASHEW,
  SHELLFISH_ALL,
  BEEF_ALL,
  ALCOHOL,
  GELATIN,
  CAKE,
  SABUDANA,
  BRINJAL,
  SUGAR,
  OLIVE,
  PANEER,
} from "./evaluation-foods.ts";

// ---- Foods to avoid (hard) ------------------------------------------------------------------------

// Almonds with the pastes, creams and biscuits made of them.
const ALMOND = /\b(?:almonds?|badam|marzipan|frangipane|amaretti|praline)\b/;
// Raw fish as a recipe names it; tartare sauce is not raw fish, and fish that a sushi only serves raw is not seen.
const RAW_FISH = /\b(?:raw (?:fish|salmon|tuna)|sashimi|sushi grade|sashimi grade|ceviche|poke|crudo|gravlax|kinilaw|tartare(?! sauce))\b/;
const FISH_SAUCE = /\b(?:fish sauce|nam pla|nuoc mam|nuoc cham|patis)\b/;
// Fresh coriander (the leaf); the seeds and ground coriander do not taste of it. Green chutney is made with it.
const CILANTRO = /(?<!\bground )\b(?:cilantro|coriander|dhania|dhaniya|kothamalli)\b(?! seeds?| powder| cumin)|\bgreen chutney\b/;
// Sweet peppers; red pepper flakes and paste are chilli.
const BELL_PEPPER = /\b(?:capsicums?|bell peppers?|(?:red|green|yellow|orange|roasted) peppers?(?! flakes| paste| powder)|pimientos?|piquillo)\b/;
// Sweet potatoes are another plant.
const POTATO = /(?<!\bsweet )\b(?:potato(?:es)?|aloo|batata)\b/;

// ---- Foods to use (soft) -------------------------------------------------------------------------

// Pappu is Telugu for dal.
const LENTIL = /\b(?:lentils?|dal|daal|dhal|pappu|moong|masoor|toor|tuvar|arhar|urad|chana dal)\b/;
const BROWNIES = /\bbrownies?\b/;

export const PROBE4: HeldOutCase[] = [
  // ---- Indian homes, in their own languages ----
  // Marathi: "no onion or garlic (kanda, lasun); tell me something simple like dal and rice for grandma, she is ill".
  { kind: "constraint", q: "kanda lasun nako, aaji sathi sadha varan bhaat type kahitari sanga. ti aajari aahe", avoid: [ONION, GARLIC] },
  // Bengali: "a niramish (vegetarian) vegetable dish without onion or garlic (peyaj, rosun), for the deity's offering".
  {
    kind: "constraint",
    q: "peyaj rosun chara niramish torkari chai, thakur er bhog er jonno",
    diets: ["vegetarian"],
    avoid: [ONION, GARLIC],
  },
  // Telugu: "I need a dal (pappu) recipe without onion or garlic (ullipaya, vellulli) for mum".
  { kind: "constraint", q: "ullipaya vellulli lekunda pappu recipe kavali amma ki", avoid: [ONION, GARLIC], use: [LENTIL] },
  // Kannada: "no onion or garlic (eerulli, bellulli); how to make saaru (rasam) or huli (sambar)? it's a festival today".
  {
    kind: "constraint",
    q: "eerulli bellulli beda, saaru or huli madodu hege? ivattu habba",
    avoid: [ONION, GARLIC],
    use: [/\b(?:saaru|huli|rasam|sambar|sambhar)\b(?! powder)/],
  },
  // Hinglish: "dad is diabetic, no jaggery, sugar or honey at all. can we make a sweet like kheer or halwa?"
  {
    kind: "constraint",
    q: "papa diabetic hai, gud shakkar shahad kuch nahi chalega. koi kheer ya halwa jaisa meetha bana sakte??",
    avoid: [SUGAR],
    course: "dessert",
  },
  // Pregnancy: no alcohol; wine vinegar is not alcohol.
  {
    kind: "constraint",
    q: "im 6 months pregnant and my ob said zero alcohol. want a french chicken dish for date night, the fancy kind",
    avoid: [ALCOHOL],
    use: [CHICKEN],
  },
  { kind: "constraint", q: "pregnant wife craving risotto.. plz nothing with wine in it", avoid: [ALCOHOL], use: [/\brisotto\b/] },
  // Marathi: "tomorrow is a fast (upvas); tell me something other than sabudana khichdi. and my son has a peanut (shengdana) allergy".
  { kind: "constraint", q: "udya upvas aahe, sabudana khichdi sodun kahi sanga. aani mulala shengdana allergy aahe", diets: ["vrat"], avoid: [PEANUT] },
  // "No anaaj" (no grain) and rock salt only are the fast's rules: vrat.
  { kind: "constraint", q: "mahashivratri fast, no anaaj, only sendha namak. sweet dish for bhog?", diets: ["vrat"], course: "dessert" },
  { kind: "constraint", q: "8 yr old just diagnosed coeliac. indian lunchbox thing that stays ok till 1pm?", diets: ["gluten free"] },
  { kind: "constraint", q: "gf thai", diets: ["gluten free"] },
  { kind: "constraint", q: "no gluten no dairy.. brownies possible?", diets: ["gluten free", "dairy free"], use: [BROWNIES] },
  { kind: "constraint", q: "dairy free rasmalai alternative for diwali", diets: ["dairy free"], course: "dessert" },
  // All nuts, peanuts included; the catalog's nut free rule counts peanuts, said outright so also as foods.
  {
    kind: "constraint",
    q: "my kid has severe nut allergy incl peanuts. satay style skewers without any nuts, can it be done?",
    diets: ["nut free"],
    avoid: [PEANUT, TREE_NUT],
  },
  { kind: "constraint", q: "peanut allergic, want pad thai sooo bad", avoid: [PEANUT], use: [/\bpad thai\b/] },
  { kind: "constraint", q: "sesame allergy!! need a hummus type dip for a party saturday", avoid: [SESAME] },
  // Hinglish: "I have a sesame (til) allergy. tell me a chutney that goes with idli and dosa".
  { kind: "constraint", q: "til allergy hai mujhe. idli dosa ke saath wali chutney batao", avoid: [SESAME], use: [/\bchutney\b/] },
  { kind: "constraint", q: "allergic to rai (mustard seeds). lemon rice or curd rice type thing without the tadka issue?", avoid: [MUSTARD] },
  // A fish allergy: fish with fish sauce and the pastes made of it; shellfish is not named.
  { kind: "constraint", q: "fish allergy. pho or any vietnamese noodle soup i can make?", avoid: [FISH], use: [NOODLES] },
  { kind: "constraint", q: "shellfish allergic hubby, its paella night!", avoid: [SHELLFISH_ALL], use: [/\bpaella\b/] },
  {
    kind: "constraint",
    q: "egg allergy, kid wants french toast or pancakes for sunday breakfast",
    diets: ["eggless"],
    use: [/\b(?:french toast|pancakes?)\b/],
    course: "breakfast",
  },
  { kind: "constraint", q: "halal only. want to make spaghetti carbonara for my roomates", diets: ["halal"], use: [PASTA, /\bcarbonara\b/] },
  // Kosher-style: no pork, no shellfish; meat with milk cannot be one pattern over single ingredients, so it is left out.
  {
    kind: "constraint",
    q: "keeping kosher style - no pork, no shellfish, never meat with milk. indian chicken curry?",
    avoid: [PORK, SHELLFISH],
    use: [CHICKEN],
  },
  // "dont" without an apostrophe: a negation.
  { kind: "constraint", q: "we dont eat beef. japanese hotpot ideas for winter", avoid: [BEEF_ALL] },
  {
    kind: "constraint",
    q: "no pork pls. chinese dumplings from scratch",
    avoid: [PORK],
    use: [/\b(?:dumplings?|jiaozi|wontons?|gyoza|potstickers?|baozi|bao|siu mai|shumai|har gow)\b/],
  },
  { kind: "constraint", q: "low fodmap (no onion/garlic at all). mexican chilli for game night", avoid: [ONION, GARLIC] },
  // Jain covers onion and potato; said outright, so also as foods.
  { kind: "constraint", q: "jain pizza for kids bday party, no onion no potato obviously", diets: ["jain"], avoid: [ONION, POTATO], use: [/\bpizzas?\b/] },
  // Hinglish: "Jain khichdi recipe, don't add ginger (adrak) either".
  {
    kind: "constraint",
    q: "jain khichdi recipe, adrak bhi nahi daalna",
    diets: ["jain"],
    avoid: [GINGER],
    use: [/\b(?:khichdi|khichri|khichuri|khichadi)\b/],
  },
  // Mithai are Indian sweets.
  { kind: "constraint", q: "vegan mithai for bhai dooj, bhai went vegan this year", diets: ["vegan"], course: "dessert" },
  { kind: "constraint", q: "hate coriander, cilantro tastes like soap to me. salsa or guac alternative?", avoid: [CILANTRO] },
  {
    kind: "constraint",
    q: "my husband hates paneer. veg party main course for 15 ppl, north indian",
    diets: ["vegetarian"],
    avoid: [PANEER],
    course: "main course",
  },
  {
    kind: "constraint",
    q: "no capsicum pls, bell peppers give me reflux. pasta for dinner?",
    avoid: [BELL_PEPPER],
    use: [PASTA],
    course: "dinner",
  },
  // Kosher-style and pescatarian at one table: no meat (pork with it) and no shellfish; fish is allowed.
  {
    kind: "constraint",
    q: "so my sister is visiting from london with her new husband, he's jewish (not super strict but no pork and no shellfish), she's been veggie for years but eats fish, and my mum insists on making something indian. we're 6 at the table. what main can everyone eat??",
    avoid: [MEAT, PORK, SHELLFISH],
    course: "main course",
  },
  // Hinglish: "grandma's Ekadashi fast at home, dad is diabetic so no sugar (cheeni), and I'm trying gluten free. one dish for everyone?"
  {
    kind: "constraint",
    q: "ghar pe dadi ji ka ekadashi hai, papa diabetic hain to cheeni nahi, aur main gluten free try kar rahi hu. ek hi dish sabke liye mil sakti hai?",
    diets: ["vrat", "gluten free"],
    avoid: [SUGAR],
  },
  // Only almonds are named; vanilla extract (alcohol) is left out of halal.
  { kind: "constraint", q: "halal cake for eid, my nephew is allergic to almonds", diets: ["halal"], avoid: [ALMOND], use: [CAKE] },
  // "Veg" the Indian way; rennet in the cheese is not seen.
  {
    kind: "constraint",
    q: "eggless cheesecake without gelatin (we are veg)",
    diets: ["eggless", "vegetarian"],
    avoid: [GELATIN],
    use: [/\bcheesecakes?\b/],
  },
  {
    kind: "constraint",
    q: "vegan + soy free + gluten free dinner, is that even possible lol",
    diets: ["vegan", "gluten free"],
    avoid: [SOY],
    course: "dinner",
  },
  {
    kind: "constraint",
    q: "dairy free egg free nut free muffins for my son's class snack day",
    diets: ["dairy free", "eggless", "nut free"],
    use: [/\bmuffins?\b/],
  },
  // Telugu: "is there any sandwich spread or mayo-like dip without egg (guddu)? nobody at home eats egg".
  { kind: "constraint", q: "guddu lekunda sandwich spread or mayo laanti dip emaina undha? intlo evaru egg tinaru", diets: ["eggless"] },
  // Tamil: "I can't eat fish (meen), fish allergy. but I want non-veg: a Chettinad dinner idea?"
  { kind: "constraint", q: "meen saapida koodathu, fish allergy. but non veg venum - chettinad dinner idea?", avoid: [FISH], course: "dinner" },
  // Bengali: "I don't eat fish (maachh), I'm allergic to prawns (chingri). tell me some Bengali non-veg"; prawns are crustaceans: all shellfish.
  { kind: "constraint", q: "maachh khai na, chingri te allergy. bengali non-veg kichu bolo", avoid: [FISH, SHELLFISH_ALL] },
  {
    kind: "constraint",
    q: "no mushroom no brinjal. sunday veg lunch for family",
    diets: ["vegetarian"],
    avoid: [MUSHROOM, BRINJAL],
    course: "lunch",
  },
  { kind: "constraint", q: "olives are gross to me. greek salad type thing without them?", avoid: [OLIVE] },
  { kind: "constraint", q: "halal lasagne", diets: ["halal"], use: [/\blasagn[ae]\b/] },
  { kind: "constraint", q: "eggless tiramisu", diets: ["eggless"], use: [/\btiramisu\b/] },

  // ---- Follow-ups: the earlier question in `before` ----
  // The vegan of the first turn is lifted; only gluten free is left.
  {
    kind: "constraint",
    before: "vegan dinner party menu for 6, indian",
    q: "forget the vegan part, they eat dairy. but one of them is coeliac",
    diets: ["gluten free"],
  },
  // The paneer asked for first is dairy: dairy free, with no dish to use.
  { kind: "constraint", before: "paneer tikka masala recipe", q: "actually my friend is lactose intolerant, no dairy at all", diets: ["dairy free"] },
  {
    kind: "constraint",
    before: "chocolate cake for my daughters bday",
    q: "also no nuts, her friend is allergic. and make it eggless",
    diets: ["nut free", "eggless"],
    use: [CAKE, /\b(?:chocolate|cocoa)\b/],
  },
  // The eggless of the first turn is lifted; only gluten free is left.
  { kind: "constraint", before: "eggless brownies", q: "actually she eats eggs, but make it gluten free", diets: ["gluten free"], use: [BROWNIES] },
  // Shengdana is Marathi for peanuts.
  {
    kind: "constraint",
    before: "jain sabzi for paryushan lunch",
    q: "also my bhabhi is allergic to peanuts, most jain food has shengdana",
    diets: ["jain"],
    avoid: [PEANUT],
    course: "lunch",
  },
  {
    kind: "constraint",
    before: "chicken biryani for eid",
    q: "make sure its halal, and no nuts, cousin has cashew allergy",
    diets: ["halal", "nut free"],
    avoid: [CASHEW],
    use: [CHICKEN, /\bbiryani\b/],
  },
  // Pescatarian: no meat, fish allowed. Green curry paste is made with shrimp paste: the shellfish pattern names curry paste.
  {
    kind: "constraint",
    before: "thai green curry",
    q: "shellfish allergy in the house, and we're pescatarian",
    avoid: [SHELLFISH_ALL, MEAT],
    use: [/\bgreen curry\b/],
  },
  // "Low carb" is not a diet the evaluation checks.
  {
    kind: "constraint",
    before: "low carb dinner ideas",
    q: "also diabetic so zero sugar honey or jaggery please, and no pork",
    avoid: [SUGAR, PORK],
    course: "dinner",
  },
  // Navratri is a fast: vrat.
  {
    kind: "constraint",
    before: "navratri thali ideas",
    q: "also no sabudana, it doesnt suit me, and no potatoes",
    diets: ["vrat"],
    avoid: [SABUDANA, POTATO],
  },
  {
    kind: "constraint",
    before: "sushi at home",
    q: "oh wait im pregnant, no raw fish and no alcohol",
    avoid: [RAW_FISH, ALCOHOL],
    use: [/\b(?:sushi|maki|makizushi|temaki|uramaki|nigiri|chirashi|onigiri)\b/],
  },
  // Only fish sauce is named, not fish.
  {
    kind: "constraint",
    before: "soy free stir fry",
    q: "and sesame free too, plus no fish sauce",
    avoid: [SOY, SESAME, FISH_SAUCE],
    use: [/\bstir fr(?:y|ied|ies)\b/],
  },
  // A vegetarian who eats eggs: no meat or fish, egg allowed.
  { kind: "constraint", before: "mutton rogan josh", q: "actually make it vegetarian, eggs are fine though", avoid: [MEAT, SEAFOOD] },
  // The garlic of the first turn is lifted; no onion is still in force.
  {
    kind: "constraint",
    before: "no onion no garlic pasta",
    q: "also dairy free. and never mind the garlic, garlic is fine",
    diets: ["dairy free"],
    avoid: [ONION],
    use: [PASTA],
  },
  // "dont" without an apostrophe: a negation. A Hindu family: no beef; "no wine" is no alcohol.
  {
    kind: "constraint",
    before: "beef stew for winter",
    q: "we dont eat beef actually, hindu family. also no wine",
    avoid: [BEEF_ALL, ALCOHOL],
    use: [/\b(?:stews?|casseroles?|goulash|ragout|tagine|daube|navarin|estofado|guisado)\b/],
  },
  // Sarson ka tel is mustard oil.
  {
    kind: "constraint",
    before: "punjabi dinner menu for 8 people",
    q: "one guest has mustard allergy - no rai and no sarson ka tel please",
    avoid: [MUSTARD],
  },
];
