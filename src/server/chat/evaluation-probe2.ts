// The second probe's cases of the assistant's evaluation (docs/decisions/0015-assistant-constraints-first.md).
// These 70 questions were written by a second probe of the assistant as a new user would ask, on 2026-11-30,
// after the first probe's fixes; the assistant was then fixed against them, so they are development cases
// (regressions), not held-out. Each carries its hard constraints declared by hand, in the held-out half's
// shape: diets the catalog's rules check, and ingredients to avoid as patterns over the plain, lower-case
// ingredient names and title. A food without a diet of its own (coconut, brinjal, sugar, alcohol...) is an
// avoid pattern, including the ready-made foods that carry it. A follow-up carries its earlier question in
// `before`, and the constraints of both turns together.
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
  GINGER,
  TREE_NUT,
  BRINJAL,
  SUGAR,
  GELATIN,
} from "./evaluation-foods.ts";

// ---- Foods to avoid (hard) ------------------------------------------------------------------------

const BITTER_GOURD = /\b(?:bitter ?gourds?|karela|bitter melons?|pavakkai)\b/;
// Wines and spirits, not the vinegars made from them nor ginger ale.
const ALCOHOL =
  /\b(?:(?:wine|cider)(?! vinegar)|beer|(?<!ginger )ale|lager|stout|rum|brandy|vodka|whisky|whiskey|gin|sake|mirin|sherry(?! vinegar)|cognac|liqueur|bourbon|tequila|shaoxing|vermouth|kirsch|amaretto|marsala|madeira|port|calvados|grappa|champagne(?! vinegar)|prosecco|burgundy|pinot noir|merlot|cabernet|chardonnay|riesling|cointreau|grand marnier|kahlua)\b/;

// ---- Foods to use (soft) -------------------------------------------------------------------------

const LENTIL = /\b(?:lentils?|dal|daal|dhal|moong|masoor|toor|tuvar|arhar|urad|chana dal)\b/;
const FISH_DISH = /\b(?:fish|hilsa|ilish|rohu|bhetki|pomfret|macher|maach|katla|tilapia|basa|prawns?|chingri)\b/;
// Idli ("rice and lentil cakes"), meat and fish cakes are not a cake.
const CAKE = /(?<!\b(?:lentil|rice|meat|fish|potato|crab) )\b(?:cakes?|cupcakes?)\b/;
const COOKIES = /\b(?:cookies?|biscuits?)\b/;

export const PROBE2: HeldOutCase[] = [
  // ---- Indian home cooks, often in Hinglish ----
  // Hinglish: "my husband doesn't eat non-veg, nor egg; want to make something new for dinner".
  { kind: "constraint", q: "mere husband non veg nahi khate aur anda bhi nahi, dinner mein kuch naya banana hai", diets: ["vegetarian"], course: "dinner" },
  // Hinglish: "no egg, no meat: something easy and quick for the kids' tiffin"; "meat" here is all non-veg.
  { kind: "constraint", q: "no anda no meat. kids tiffin ke liye kuch easy aur jaldi wala", diets: ["vegetarian"] },
  // Hinglish: "Jain guests are coming tomorrow; tell me a dal or sabzi: no onion, garlic, potato or ginger".
  { kind: "constraint", q: "jain guests aa rahe hai kal. koi dal ya sabzi batao - no kanda lasun, no aloo, no adrak", diets: ["jain"], avoid: [GINGER] },
  // Hinglish: "Paryushan is on, mum is strictly Jain".
  { kind: "constraint", q: "paryushan chal raha hai, mummy strictly jain hai. lunch idea?", diets: ["jain"], course: "lunch" },
  // Hinglish: "what to make for dinner in the Navratri fast? rock salt only, no grain".
  { kind: "constraint", q: "navratri vrat mein dinner kya banaye? sendha namak only, koi anaj nahi", diets: ["vrat"], course: "dinner" },
  // Phalahari is fasting food: vrat.
  { kind: "constraint", q: "janmashtami fast tomorrow, what can i cook thats phalahari", diets: ["vrat"] },
  // Hinglish: "make something for the Karva Chauth sargi, but it must be fit for the fast".
  { kind: "constraint", q: "karva chauth sargi ke liye kuch bana do but vrat friendly hona chahiye", diets: ["vrat"] },
  {
    kind: "constraint",
    q: "my sister in law has celiac, im planning a punjabi dinner at home for her - which dishes are actually safe",
    diets: ["gluten free"],
  },
  // Hing is usually cut with wheat flour: the gluten free rule checks it.
  {
    kind: "constraint",
    q: "gluten free south indian breakfast? also i use hing in everything, is that a problem",
    diets: ["gluten free"],
    course: "breakfast",
  },
  // Hinglish: "I'm vegan, no ghee, curd, paneer or cream. Tell me a North Indian curry".
  { kind: "constraint", q: "vegan hu main, ghee dahi paneer malai kuch nahi chalega. north indian curry batao", diets: ["vegan"] },
  // Hinglish: "my son has a milk protein allergy; an Indian sweet without milk, ghee or khoya?"
  { kind: "constraint", q: "beta ko milk protein allergy hai. indian mithai without doodh ghee khoya?", diets: ["dairy free"], course: "dessert" },
  // Hinglish: "how to make poha or sabudana khichdi without peanuts".
  {
    kind: "constraint",
    q: "my daughter has peanut allergy, poha ya sabudana khichdi bina moongphali ke kaise banaye",
    diets: ["nut free"],
    avoid: [PEANUT],
    use: [/\b(?:poha|sabudana|sago|tapioca pearls?|flattened rice|beaten rice)\b/],
  },
  { kind: "constraint", q: "tree nut allergy. mughlai food always has cashew n almonds - anything without kaju badam?", avoid: [TREE_NUT] },
  { kind: "constraint", q: "muslim family coming for dinner, halal only pls. hyderabadi style would be nice", diets: ["halal"], course: "dinner" },
  { kind: "constraint", q: "we are hindus so no beef at all. kerala non veg recipe for guests?", avoid: [BEEF] },
  { kind: "constraint", q: "i dont like coconut at all but want south indian food for lunch", avoid: [COCONUT], course: "lunch" },
  // Hinglish: "I hate brinjal, tell me any sabzi without brinjal"; a sabzi is a vegetable dish.
  { kind: "constraint", q: "baingan se nafrat hai mujhe, koi bhi sabzi batao jisme brinjal na ho", diets: ["vegetarian"], avoid: [BRINJAL] },
  // Hinglish: "please don't suggest bitter gourd".
  { kind: "constraint", q: "karela mat batana please :) simple veg dinner for 4 people", diets: ["vegetarian"], avoid: [BITTER_GOURD], course: "dinner" },
  { kind: "constraint", q: "mustard allergy here - bengali fish curry possible without sarson?", avoid: [MUSTARD], use: [FISH_DISH] },
  // Hinglish: "a sweet for Makar Sankranti without sesame?"
  { kind: "constraint", q: "sesame allergy, makar sankranti ke liye sweet without til?", avoid: [SESAME], course: "dessert" },
  {
    kind: "constraint",
    q: "my father is 72, diabetic and vegetarian. needs soft food for dinner, no sugar",
    diets: ["vegetarian"],
    avoid: [SUGAR],
    course: "dinner",
  },
  // Whole nuts are a choking risk; the catalog does not say how a nut is cut, so no nuts.
  { kind: "constraint", q: "toddler 18 months, pure veg family, no whole nuts. soft khichdi type ideas?", diets: ["vegetarian", "nut free"] },
  // Hinglish: "we don't eat onion or garlic but egg is fine": no meat or fish either.
  {
    kind: "constraint",
    q: "onion garlic nahi khate hum but egg chalta hai. sunday breakfast ideas",
    avoid: [MEAT, SEAFOOD, ONION, GARLIC],
    course: "breakfast",
  },
  { kind: "constraint", q: "coconut allergy in family - any goan or konkani food we can eat?", avoid: [COCONUT] },

  // ---- Readers everywhere ----
  {
    kind: "constraint",
    q: "veg friendly thai food? my friend is allergic to shellfish too, and no fish sauce pls",
    diets: ["vegetarian"],
    avoid: [SHELLFISH, FISH],
  },
  { kind: "constraint", q: "kosher style dinner - no pork, no shellfish. something french or italian", avoid: [PORK, SHELLFISH], course: "dinner" },
  { kind: "constraint", q: "hosting a jewish friend, we keep it simple: no pork no shellfish. bbq ideas for the weekend?", avoid: [PORK, SHELLFISH] },
  // A Muslim reader: halal (no pork, no alcohol).
  {
    kind: "constraint",
    q: "my bf is muslim and i want to cook him a nice french dinner. anything i should watch out for?",
    diets: ["halal"],
    course: "dinner",
  },
  { kind: "constraint", q: "halal chinese food at home? no pork no rice wine", diets: ["halal"], avoid: [PORK, ALCOHOL] },
  { kind: "constraint", q: "egg allergy kid's birthday next week, need a cake recipe", diets: ["eggless"], use: [CAKE] },
  { kind: "constraint", q: "sesame allergy, want to do a middle eastern mezze spread for friends", avoid: [SESAME] },
  { kind: "constraint", q: "soy allergy but i love japanese. what can i make", avoid: [SOY] },
  { kind: "constraint", q: "allergic to mustard, what salad or dressing can i make", avoid: [MUSTARD] },
  { kind: "constraint", q: "fish allergy - caesar salad or something similar?", avoid: [FISH] },
  { kind: "constraint", q: "we're vegan, looking for a hearty stew for winter nights", diets: ["vegan"] },
  { kind: "constraint", q: "vegan and nut free cookies for the school fair", diets: ["vegan", "nut free"], use: [COOKIES] },
  // "cant" without an apostrophe: a negation.
  { kind: "constraint", q: "cant eat gluten.. pizza or flatbread options??", diets: ["gluten free"] },
  { kind: "constraint", q: "dairy free mac and cheese type comfort food", diets: ["dairy free"] },
  { kind: "constraint", q: "no mushrooms please!! risotto recipe", avoid: [MUSHROOM], use: [/\b(?:risotto|arborio|carnaroli)\b/] },
  { kind: "constraint", q: "hate onions, even the smell of them. mexican dinner?", avoid: [ONION], course: "dinner" },
  { kind: "constraint", q: "vegetarian greek food for a dinner party, 6 ppl", diets: ["vegetarian"], course: "dinner" },
  // Pescatarian: no meat; fish allowed, shellfish not.
  { kind: "constraint", q: "i eat fish but not meat, and im allergic to shellfish. spanish dinner?", avoid: [MEAT, SHELLFISH], course: "dinner" },
  { kind: "constraint", q: "milk allergy + egg allergy, breakfast for my 4 yr old?", diets: ["dairy free", "eggless"], course: "breakfast" },
  { kind: "constraint", q: "my grandma cant chew well and eats no meat, fish or eggs. soups?", diets: ["vegetarian"], course: "soup" },
  // "isnt" without an apostrophe: a wish for more than fruit, not a constraint.
  { kind: "constraint", q: "lactose free dessert that isnt just fruit", diets: ["dairy free"], course: "dessert" },
  { kind: "constraint", q: "peanut and tree nut allergy - african or caribbean dish?", diets: ["nut free"], avoid: [PEANUT, TREE_NUT] },
  { kind: "constraint", q: "gluten free and dairy free chicken dinner", diets: ["gluten free", "dairy free"], use: [CHICKEN], course: "dinner" },
  { kind: "constraint", q: "vegetarian ramen?", diets: ["vegetarian"], use: [NOODLES] },
  { kind: "constraint", q: "no beef no pork - burger ideas for a cookout", avoid: [BEEF, PORK], use: [/\bburgers?\b/] },
  { kind: "constraint", q: "i'm allergic to coconut. indonesian or malaysian food thats safe?", avoid: [COCONUT] },
  { kind: "constraint", q: "Coeliac here. any korean fried chicken that's safe for me", diets: ["gluten free"], use: [CHICKEN] },
  { kind: "constraint", q: "Vegan brunch for 8 people, a few are also gluten intolerant", diets: ["vegan", "gluten free"], course: "breakfast" },
  { kind: "constraint", q: "no alcohol in my cooking please (im in recovery). french beef stew alternative?", avoid: [ALCOHOL] },
  { kind: "constraint", q: "egg free pasta? i like making my own dough", diets: ["eggless"], use: [PASTA] },
  { kind: "constraint", q: "vegetarian mexican, no eggs no cheese - actually im vegan", diets: ["vegan"] },
  // Ekadashi is a fast: vrat.
  { kind: "constraint", q: "ekadashi fast tomorrow but i like western food, anything i can eat?", diets: ["vrat"] },
  // A "veggie main" is vegetarian.
  { kind: "constraint", q: "brinjal allergy (yes its real), mediterranean veggie main?", diets: ["vegetarian"], avoid: [BRINJAL] },
  { kind: "constraint", q: "allergic to tree nuts and sesame, lebanese food ideas?", avoid: [TREE_NUT, SESAME] },
  { kind: "constraint", q: "nut free pesto pasta possible?", diets: ["nut free"], use: [PASTA] },
  {
    kind: "constraint",
    q: "vegetarian dessert, no egg no gelatin, western style for a diwali party",
    diets: ["vegetarian"],
    avoid: [GELATIN],
    course: "dessert",
  },

  // ---- Follow-ups: the earlier question in `before` ----
  // Vegan takes the paneer out, so paneer is not asked for.
  { kind: "constraint", before: "paneer tikka masala recipe", q: "make it vegan, my guest doesnt take any dairy", diets: ["vegan"] },
  { kind: "constraint", before: "pad thai recipe pls", q: "my guest is also allergic to nuts and shrimp", diets: ["nut free"], avoid: [PEANUT, SHELLFISH] },
  // Hinglish: "want to make chole bhature at the weekend", then "a pooja at home": vegetarian without onion or garlic.
  {
    kind: "constraint",
    before: "chole bhature banana hai weekend pe",
    q: "and without onion garlic, ghar pe pooja hai",
    diets: ["vegetarian"],
    avoid: [ONION, GARLIC],
    use: [CHICKPEA],
  },
  {
    kind: "constraint",
    before: "suggest a good pasta for dinner",
    q: "oh and my wife is celiac so gluten free only",
    diets: ["gluten free"],
    use: [PASTA],
    course: "dinner",
  },
  // "No egg also": vegetarian the Indian way.
  {
    kind: "constraint",
    before: "biryani recipe for sunday lunch",
    q: "make it veg, no egg also",
    diets: ["vegetarian"],
    use: [/\bbiryani\b/],
    course: "lunch",
  },
  // Hinglish: "we don't eat egg".
  { kind: "constraint", before: "chocolate cake recipe", q: "eggless please, we dont eat anda", diets: ["eggless"], use: [CAKE, /\b(?:chocolate|cocoa)\b/] },
  {
    kind: "constraint",
    before: "thai green curry",
    q: "vegetarian version pls, no fish sauce or shrimp paste",
    diets: ["vegetarian"],
    avoid: [FISH, SHELLFISH],
  },
  { kind: "constraint", before: "japanese dinner ideas", q: "forgot to mention my son has sesame and soy allergy", avoid: [SESAME, SOY], course: "dinner" },
  // Hinglish: "tell me a good dal recipe", then "I want a Jain version, no ginger either".
  { kind: "constraint", before: "ek achhi dal recipe batao", q: "jain version chahiye, adrak bhi nahi", diets: ["jain"], avoid: [GINGER], use: [LENTIL] },
  {
    kind: "constraint",
    before: "tacos for a party",
    q: "some guests are muslim, so halal - no pork and no alcohol",
    diets: ["halal"],
    avoid: [PORK, ALCOHOL],
    use: [/\btacos?\b/],
  },
];
