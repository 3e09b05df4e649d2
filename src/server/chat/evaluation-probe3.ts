// The third probe's cases of the assistant's evaluation (docs/decisions/0015-assistant-constraints-first.md).
// These 60 questions were written by a third probe of the assistant as a new user would ask, on 2026-11-30,
// after the second probe's fixes; the assistant was then fixed against them, so they are development cases
// (regressions), not held-out. Each carries its hard constraints declared by hand, in the held-out half's
// shape: diets the catalog's rules check, and ingredients to avoid as patterns over the plain, lower-case
// ingredient names and title. A food without a diet of its own (onion, alcohol, honey, organ meat...) is an
// avoid pattern, including the ready-made foods that carry it; a faith's or a doctor's rule becomes the
// diets and foods it names. A follow-up carries its earlier question in `before`, and the constraints of
// both turns together.
import type { HeldOutCase } from "./evaluation-heldout.ts";
import {
  ONION,
  GARLIC,
  PORK,
  MEAT,
  SHELLFISH,
  SEAFOOD,
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
} from "./evaluation-foods.ts";

// ---- Foods to avoid (hard) ------------------------------------------------------------------------

const CARROT = /\b(?:carrots?|gajar)\b/;
const HONEY = /\b(?:honey|honeycomb|shahad|shehad)\b/;
// Organ meat: liver, kidney (not kidney beans), heart (not artichoke or palm hearts), brain, tripe, gizzard.
const OFFAL =
  /\b(?:offal|livers?|kaleji|kalegi|kidneys?(?! beans?)|gurda|gurde|(?:chicken|lamb|beef|pork|goat|mutton|duck|veal|ox) hearts?|tripe|sweetbreads?|gizzards?|brains?|bheja|foie gras|liverwurst|haggis)\b/;
const ANCHOVY = /\b(?:anchov(?:y|ies)|boquerones|alici|acciughe|colatura|bagna cauda|worcestershire)\b/;
const SARDINE = /\b(?:sardines?|sardinhas|sardinas|sarde|pilchards?)\b/;
const LIVER = /\b(?:livers?|kaleji|kalegi|foie gras|liverwurst)\b/;
// For a kidney patient: sweet potato and potato starch are left out (the doctor named aloo).
const POTATO = /(?<!\bsweet )\b(?:potato(?:es)?|aloo(?! bukhara)|batata|batate)\b(?! starch| flour)/;
// Tomatillos are not tomatoes.
const TOMATO = /\b(?:tomato(?:es)?|tamatar|tameta|passata|ketchup|pomodori|pomodoro|marinara|sugo)\b/;
// Raw and ripe bananas and plantains; banana leaves (a wrapper), flowers and peppers are not the fruit.
const BANANA = /\b(?:bananas?(?! leaf| leaves| flowers?| blossoms?| peppers?| shallots?)|plantains?|kela|kele|nendran|vazhakkai|ethakka)\b/;
// Water spinach (kangkong) is another plant.
const SPINACH = /(?<!\bwater )\b(?:spinach|palak|spinaci)\b/;
// A raw or runny egg named in the ingredients or title; a yolk left runny only in the steps is not seen,
// and pasteurised mayonnaise and fried eggs are left out.
const RAW_EGG = /\b(?:raw eggs?|runny|soft boiled|half boiled|jammy|onsen tamago|ajitsuke tamago|ajitama|ramen eggs?|poached eggs?)\b/;

// ---- Foods to use (soft) -------------------------------------------------------------------------

const LENTIL = /\b(?:lentils?|dal|daal|dhal|moong|masoor|toor|tuvar|arhar|urad|chana dal)\b/;
const RICE_DISH = /\b(?:biryani|pulao|pulav|pilau|pilaf|plov)\b/;
const FRIED_RICE = /\b(?:fried rice|nasi goreng|sinangag|garlic rice|khao pad|bokkeumbap|chahan)\b/;

export const PROBE3: HeldOutCase[] = [
  // ---- Indian homes, often in Hinglish or Tanglish ----
  // Jain covers carrot and fresh ginger; said outright, so also as foods.
  {
    kind: "constraint",
    q: "my ajja ajji are jain n staying with us for a week. gujarati thali items pls - they dont even eat carrot or ginger",
    diets: ["jain"],
    avoid: [CARROT, GINGER],
  },
  { kind: "constraint", q: "gujju family, pure veg, no eggs ever. something kathiyawadi for saturday dinner?", diets: ["vegetarian"], course: "dinner" },
  // Tamil: "mum says no onion or garlic today, it's the new moon day (a vegetarian day). What to make for lunch?"
  {
    kind: "constraint",
    q: "amma says vengayam poondu vendam today, it's amavasai. lunch ku enna pannalam?",
    diets: ["vegetarian"],
    avoid: [ONION, GARLIC],
    course: "lunch",
  },
  // A Tamil Brahmin kitchen is vegetarian.
  {
    kind: "constraint",
    q: "tamil brahmin household here - no onion, no garlic, no egg obviously. kootu or some rasam variety?",
    diets: ["vegetarian"],
    avoid: [ONION, GARLIC],
    use: [/\b(?:kootu|rasam)\b/],
  },
  // Tamil: "tell me a sweet without egg, dad has an egg allergy".
  { kind: "constraint", q: "muttai illama oru sweet sollunga, appa ku egg allergy", diets: ["eggless"], course: "dessert" },
  // Niramish: vegetarian without onion or garlic (no fish either).
  {
    kind: "constraint",
    q: "Bengali family, my thakuma is a widow and eats only niramish. what can I cook for her lunch?",
    diets: ["vegetarian"],
    avoid: [ONION, GARLIC],
    course: "lunch",
  },
  {
    kind: "constraint",
    q: "amritdhari sikh guests for lunch - fully vegetarian, no eggs, no alcohol in anything. punjabi menu?",
    diets: ["vegetarian"],
    avoid: [ALCOHOL],
    course: "lunch",
  },
  {
    kind: "constraint",
    q: "iftar spread for 10 ppl this ramadan. halal only, nothing with gelatin or alcohol pls",
    diets: ["halal"],
    avoid: [GELATIN, ALCOHOL],
  },
  // Hinglish: "something filling for sehri (the pre-dawn meal), it must be halal, no pork at all".
  { kind: "constraint", q: "sehri ke liye kuch filling chahiye, halal hona chahiye, pork bilkul nahi", diets: ["halal"], avoid: [PORK] },
  { kind: "constraint", q: "anaphylactic to cashews. can i still have a korma or any rich mughlai gravy?", avoid: [CASHEW] },
  // Prawns are crustaceans: all shellfish, with shrimp paste and dried shrimp.
  { kind: "constraint", q: "my throat closes up with prawns. goan lunch that's safe for me?", avoid: [SHELLFISH_ALL], course: "lunch" },
  // Hinglish: "but my wife has coeliac".
  { kind: "constraint", q: "indo chinese craving - gobi manchurian type - but meri wife ko coeliac hai", diets: ["gluten free"] },
  // Hinglish: "I'm lactose intolerant, no dairy at all. Biryani or pulao?"
  { kind: "constraint", q: "lactose intolerant hu, bilkul dairy nahi chalega. biryani ya pulao?", diets: ["dairy free"], use: [RICE_DISH] },
  // Pregnancy: no alcohol (toddy and arrack included).
  { kind: "constraint", q: "7 months pregnant and craving kerala food. what can i make?", avoid: [ALCOHOL] },
  // Whole nuts are a choking risk; the catalog does not say how a nut is cut, so no nuts.
  {
    kind: "constraint",
    q: "baby turns 1 next month - 11 months now. indian sweet he can have? no honey, no whole nuts",
    diets: ["nut free"],
    avoid: [HONEY],
    course: "dessert",
  },
  { kind: "constraint", q: "dad has gout, doc said no organ meat and no seafood. hyderabadi dinner ideas?", avoid: [OFFAL, SEAFOOD], course: "dinner" },
  { kind: "constraint", q: "low fodmap diet from my gastro - no onion no garlic. dosa or upma type breakfast?", avoid: [ONION, GARLIC], course: "breakfast" },
  // Hinglish: "a snack for the kids, no egg at all, and the little one has a peanut allergy".
  {
    kind: "constraint",
    q: "bachon ke liye snack, anda bilkul nahi aur chhote wale ko peanut allergy hai",
    diets: ["eggless"],
    avoid: [PEANUT],
    course: "snack",
  },
  // Hinglish: "dad is a kidney patient, the doctor has forbidden tomato, potato and banana. Tell me a dal recipe."
  {
    kind: "constraint",
    q: "papa kidney patient hai, doctor ne tamatar aloo kela mana kiya hai. dal recipe batao",
    avoid: [TOMATO, POTATO, BANANA],
    use: [LENTIL],
  },

  // ---- Readers everywhere ----
  { kind: "constraint", q: "Hindu in-laws visiting, they never touch beef. want a mexican or argentinian bbq night", avoid: [BEEF_ALL] },
  { kind: "constraint", q: "just went vegan last week and honestly lost. easy weeknight noodle dish?", diets: ["vegan"], use: [NOODLES] },
  { kind: "constraint", q: "new vegan, really miss cheesy food. italian dinner that works?", diets: ["vegan"], course: "dinner" },
  // Lent: no meat; fish and seafood allowed.
  { kind: "constraint", q: "Lent Friday dinner - no meat but fish is fine. something spanish or portuguese?", avoid: [MEAT], course: "dinner" },
  { kind: "constraint", q: "good friday lunch for the family, we skip meat but seafood is ok. filipino ideas?", avoid: [MEAT], course: "lunch" },
  // Kosher: no pork, no shellfish. Meat with dairy cannot be one pattern over single ingredients, so it is left out.
  {
    kind: "constraint",
    q: "Jewish friends coming for Shabbat dinner: no pork, no shellfish, and they don't mix meat with dairy. main course?",
    avoid: [PORK, SHELLFISH],
    course: "dinner",
  },
  // Kosher-style: no pork, no shellfish; meat with cheese cannot be one pattern, so it is left out.
  {
    kind: "constraint",
    q: "friend keeps kosher-ish (no pork, no shellfish, no meat+cheese combos). middle eastern dinner?",
    avoid: [PORK, SHELLFISH],
    course: "dinner",
  },
  // An Orthodox fast: vegan.
  { kind: "constraint", q: "Orthodox great lent - we eat fully plant based, no oil restrictions though. greek or russian dishes?", diets: ["vegan"] },
  { kind: "constraint", q: "coeliac diagnosis last month :( want to make a chinese stir fry, help", diets: ["gluten free"] },
  { kind: "constraint", q: "gluten wrecks my gut (coeliac). tacos or enchiladas?", diets: ["gluten free"], use: [/\b(?:tacos?|enchiladas?)\b/] },
  { kind: "constraint", q: "egg makes me sick, like throwing up sick. french breakfast or brunch?", diets: ["eggless"], course: "breakfast" },
  // A crustacean allergy: all shellfish, with shrimp paste and dried shrimp.
  { kind: "constraint", q: "crab and lobster send me to the ER. vietnamese dinner?", avoid: [SHELLFISH_ALL], course: "dinner" },
  // Pregnancy: no alcohol, mirin and sake included.
  { kind: "constraint", q: "pregnant, first trimester. japanese dinner at home?", avoid: [ALCOHOL], course: "dinner" },
  { kind: "constraint", q: "expecting twins!! want a fancy french dinner for our anniversary, what's safe", avoid: [ALCOHOL], course: "dinner" },
  { kind: "constraint", q: "IBS flare, on low-FODMAP so no onion or garlic. thai or vietnamese soup?", avoid: [ONION, GARLIC], course: "soup" },
  {
    kind: "constraint",
    q: "gout flare up - no anchovies, sardines, liver, shellfish. mediterranean lunch?",
    avoid: [ANCHOVY, SARDINE, LIVER, SHELLFISH],
    course: "lunch",
  },
  // Whole nuts are a choking risk; the catalog does not say how a nut is cut, so no nuts.
  { kind: "constraint", q: "toddler is 2, choking risk so no whole nuts please. african stew for the family?", diets: ["nut free"] },
  {
    kind: "constraint",
    q: "baby is 10 months, starting family foods. no honey, no whole nuts. mild dinner i can share with her?",
    diets: ["nut free"],
    avoid: [HONEY],
    course: "dinner",
  },
  { kind: "constraint", q: "lactose intolerant but love baking. european cake w/o milk butter or cream?", diets: ["dairy free"], use: [CAKE] },
  // Ramadan and iftar: halal.
  { kind: "constraint", q: "muslim colleagues at an iftar potluck, i want to bring something korean. halal pls", diets: ["halal"] },
  {
    kind: "constraint",
    q: "ramzan iftar: turkish or moroccan dish, no alcohol, no pork, no gelatine",
    diets: ["halal"],
    avoid: [ALCOHOL, PORK, GELATIN],
  },
  // A Sikh avoids halal meat, which no recipe shows, and this one prefers vegetarian: vegetarian, no alcohol.
  {
    kind: "constraint",
    q: "Sikh friend wont eat halal meat, no alcohol, and prefers veg anyway. british pub style food?",
    diets: ["vegetarian"],
    avoid: [ALCOHOL],
  },
  { kind: "constraint", q: "hindu grandma visiting, no beef in the house. korean bbq night ideas?", avoid: [BEEF_ALL] },
  {
    kind: "constraint",
    q: "anaphylactic to walnuts & pecans (all tree nuts really). american thanksgiving sides?",
    avoid: [TREE_NUT],
    course: "side dish",
  },
  {
    kind: "constraint",
    q: "CKD stage 3, potassium restricted - no potatoes, tomatoes, bananas or spinach. italian dinner?",
    avoid: [POTATO, TOMATO, BANANA, SPINACH],
    course: "dinner",
  },
  {
    kind: "constraint",
    q: "tamil brahmin friend coming for dinner, want to cook italian she can eat. no onion garlic egg or meat",
    diets: ["vegetarian"],
    avoid: [ONION, GARLIC],
    course: "dinner",
  },
  { kind: "constraint", q: "jain grandparents visiting, want to show them mexican food. possible?", diets: ["jain"] },
  { kind: "constraint", q: "gujarati in-laws (strict veg, no eggs) - chinese night at home?", diets: ["vegetarian"] },
  // An Orthodox fast: vegan.
  { kind: "constraint", q: "Orthodox Christian fast Wednesday: no meat, dairy, eggs or fish. ethiopian food?", diets: ["vegan"] },

  // ---- Follow-ups: the earlier question in `before` ----
  {
    kind: "constraint",
    before: "what's a good paella recipe",
    q: "oh wait, my partner's throat closes with prawns and mussels",
    avoid: [SHELLFISH_ALL],
    use: [/\bpaella\b/],
  },
  // Kosher: no pork, no shellfish; meat with cheese cannot be one pattern, so it is left out.
  {
    kind: "constraint",
    before: "lasagne for a crowd",
    q: "one guest keeps kosher - no pork and no meat together with cheese",
    avoid: [PORK, SHELLFISH],
    use: [/\blasagn[ae]\b/],
  },
  // Lent: no meat; fish allowed.
  { kind: "constraint", before: "pho recipe please", q: "make it work for a lent friday, no meat (fish is ok)", avoid: [MEAT], use: [/\bpho\b/] },
  { kind: "constraint", before: "fried rice ideas", q: "my son is coeliac so gluten free only pls", diets: ["gluten free"], use: [FRIED_RICE] },
  // Hinglish: "how to make butter chicken", then an Orthodox fast: vegan, which takes the chicken out.
  { kind: "constraint", before: "butter chicken kaise banaye", q: "actually guests are on orthodox fast, no animal products at all", diets: ["vegan"] },
  {
    kind: "constraint",
    before: "give me a ramen recipe",
    q: "im pregnant btw - nothing with alcohol or raw/runny egg",
    avoid: [ALCOHOL, RAW_EGG],
    use: [NOODLES],
  },
  // Ramadan: halal.
  {
    kind: "constraint",
    before: "pasta carbonara",
    q: "my guest is muslim and it's ramadan, halal please",
    diets: ["halal"],
    use: [PASTA, /\bcarbonara\b/],
  },
  // Tamil: "mum says make it without onion or garlic, it's a festival day" (a vegetarian day).
  {
    kind: "constraint",
    before: "idli sambar recipe",
    q: "amma says vengayam poondu illama pannu, it's a festival day",
    diets: ["vegetarian"],
    avoid: [ONION, GARLIC],
    use: [/\b(?:idli|idly|sambar|sambhar)\b(?! rice| powder)/],
  },
  {
    kind: "constraint",
    before: "dessert for a kids party",
    q: "one kid is anaphylactic to peanuts and tree nuts",
    diets: ["nut free"],
    avoid: [PEANUT, TREE_NUT],
    course: "dessert",
  },
  // Green curry paste is made with garlic and shallot: the foods' patterns name curry paste.
  { kind: "constraint", before: "thai green curry", q: "wait, im on low FODMAP now - no garlic or onion", avoid: [ONION, GARLIC], use: [/\bgreen curry\b/] },
  {
    kind: "constraint",
    before: "chicken tikka masala",
    q: "guest is lactose intolerant so no cream butter or yogurt",
    diets: ["dairy free"],
    use: [CHICKEN, /\btikka\b/],
  },
  // The egg asked for first is taken back: eggless, still breakfast.
  {
    kind: "constraint",
    before: "shakshuka or any egg breakfast",
    q: "scratch that, egg makes me sick. other brunch?",
    diets: ["eggless"],
    course: "breakfast",
  },
];
