// The fifth probe's cases of the assistant's evaluation (docs/decisions/0015-assistant-constraints-first.md).
// These 60 questions were written by a fifth probe of the assistant as a new user would ask, on 2026-11-30,
// after the fourth probe's fixes, and asked before any further change: its first score was 9 of the 60 replies
// linking a recipe that broke a declared constraint. The assistant was then fixed against them, so they are
// development cases (regressions), not held-out. Each carries its hard constraints declared by hand, in the
// held-out half's shape: diets the catalog's rules check, and ingredients to avoid as patterns over the plain,
// lower-case ingredient names and title. A food without a diet of its own (onion, sugar, olives, paneer...) is
// an avoid pattern, including the ready-made foods that carry it. A follow-up carries its earlier question in
// `before`, and the constraints in force after it: one lifted in the second turn is no longer declared.
// Shorthand: gf, df and nf are gluten free, dairy free and nut free ("my gf" is a girlfriend). Pregnancy keeps
// out alcohol and raw or cured fish; low FODMAP keeps out onion and garlic.
import type { HeldOutCase } from "./evaluation-heldout.ts";
import {
  ONION,
  GARLIC,
  PORK,
  MEAT,
  FISH,
  SEAFOOD,
  SESAME,
  SOY,
  MUSTARD,
  MUSHROOM,
  PEANUT,
  PASTA,
  CHICKEN,
  CHICKPEA,
  GINGER,
  TREE_NUT,
  SHELLFISH_ALL,
  BEEF_ALL,
  ALCOHOL,
  CAKE,
  SUGAR,
  OLIVE,
  PANEER,
} from "./evaluation-foods.ts";

// ---- Foods to avoid (hard) ------------------------------------------------------------------------

// Raw or cured fish, kept out in pregnancy; tartare sauce is not raw fish, and fish that a sushi only serves raw is not seen.
const RAW_FISH =
  /\b(?:raw (?:fish|salmon|tuna)|sashimi|sushi grade|sashimi grade|ceviche|poke|crudo|gravlax|gravadlax|kinilaw|carpaccio|smoked salmon|lox|cured salmon|tartare(?! sauce))\b/;
// Shrimp and prawns are one animal; with the pastes and dried shrimp made of it.
const SHRIMP = /\b(?:shrimps?|prawns?|jhinga|chingri|shrimp paste|belacan|terasi|kapi|dried shrimps?|bagoong|alamang)\b/;

// ---- Foods to use (soft) -------------------------------------------------------------------------

// Pappu is Telugu for dal.
const LENTIL = /\b(?:lentils?|dal|daal|dhal|pappu|moong|masoor|toor|tuvar|arhar|urad|chana dal)\b/;
const PIZZA = /\bpizzas?\b/;
const STIR_FRY = /\bstir fr(?:y|ied|ies)\b/;
const BIRYANI = /\b(?:biryani|biriyani|biryanis)\b/;

export const PROBE5: HeldOutCase[] = [
  // ---- Several constraints, in shorthand ----
  { kind: "constraint", q: "gf df dinner for 4 tonight pls nothing too fancy", diets: ["gluten free", "dairy free"], course: "dinner" },
  // "Veg" the Indian way; a nut free school keeps out peanuts too (the catalog's nut free rule counts them).
  {
    kind: "constraint",
    q: "veg n no egg, quick tiffin for my 8yo, its a nf school",
    diets: ["vegetarian", "eggless", "nut free"],
  },

  // ---- Indian homes, in their own languages ----
  // Gujarati: "tell me a vegetable dish without onion or garlic (dungli, lasan); a Jain monk visits our home today, strictly Jain".
  {
    kind: "constraint",
    q: "dungli lasan vagar nu shaak batavo ne, aaje ghare maharaj saheb padharvana che, pakka jain",
    diets: ["jain"],
    avoid: [ONION, GARLIC],
  },
  // Punjabi: "tell me a dal without onion or garlic (pyaaz, lassan); grandma is vegetarian and there is a prayer reading at home".
  {
    kind: "constraint",
    q: "pyaaz lassan ton bina koi dal dasso, bebe ji shakahari ne te ghar vich path rakhya hai",
    diets: ["vegetarian"],
    avoid: [ONION, GARLIC],
    use: [LENTIL],
  },
  // Malayalam: "I want a curry without onion (ulli); mum can't have onion; pure veg only". Shallots are onions.
  { kind: "constraint", q: "ulli illathe oru curry venam, amma ku ulli pattilla, pure veg mathi", diets: ["vegetarian"], avoid: [ONION] },
  // Urdu: "mum wants meat (gosht) only halal and nothing with alcohol (sharab); tell me a Mughlai curry for a dinner party".
  {
    kind: "constraint",
    q: "ammi ko gosht sirf halal chahiye aur sharab wali koi cheez nahi, dawat ke liye koi mughlai salan batayen",
    diets: ["halal"],
    avoid: [ALCOHOL],
  },
  // One lunch for the whole family: each dish keeps both.
  {
    kind: "constraint",
    q: "my SIL is vegan and my FIL has a peanut allergy, what do i make for sunday lunch for the whole gang",
    diets: ["vegan"],
    avoid: [PEANUT],
    course: "lunch",
  },
  {
    kind: "constraint",
    q: "we're trying to avoid anything with gluten since my diagnosis, what's a good warming curry for a cold night",
    diets: ["gluten free"],
  },
  // No meat and no fish; eggs allowed.
  {
    kind: "constraint",
    q: "no meat in our house, eggs okay fish not, anything with a bit of protein for after the gym",
    avoid: [MEAT, SEAFOOD],
  },
  { kind: "constraint", q: "sesame allergy 🥲 want something asian and crispy for movie night", avoid: [SESAME] },
  { kind: "constraint", q: "soy free stir fry pls my hubby reacts to soya really badly", avoid: [SOY], use: [STIR_FRY] },
  {
    kind: "constraint",
    q: "no mustard please its an allergy – want a chicken dish my kids will actually eat",
    avoid: [MUSTARD],
    use: [CHICKEN],
  },
  {
    kind: "constraint",
    q: "my daughter is allergic to fish so no fish in anything, kerala style lunch with chicken or veg",
    avoid: [FISH],
    course: "lunch",
  },
  { kind: "constraint", q: "shellfish makes my lips swell so i avoid it — chinese takeaway style at home?", avoid: [SHELLFISH_ALL] },
  { kind: "constraint", q: "halal only 🙏 something bbq for saturday", diets: ["halal"] },
  { kind: "constraint", q: "no beef in anything my mom's hindu, need a pasta bake for 6", avoid: [BEEF_ALL], use: [PASTA] },
  { kind: "constraint", q: "pork free pizza night, what toppings and which recipe", avoid: [PORK], use: [PIZZA] },
  // Pescatarian: no meat, fish allowed.
  {
    kind: "constraint",
    q: "pescatarian but no shellfish, something light for lunch",
    avoid: [MEAT, SHELLFISH_ALL],
    course: "lunch",
  },
  {
    kind: "constraint",
    q: "low fodmap week 2 of elimination 😩 what can i make for dinner that isnt boring",
    avoid: [ONION, GARLIC],
    course: "dinner",
  },
  { kind: "constraint", q: "type 2 diabetic, cant have sugar, need a dessert for my own bday", avoid: [SUGAR], course: "dessert" },
  // Pregnancy: no alcohol, and no raw or cured fish (gravlax).
  {
    kind: "constraint",
    q: "36 weeks pregnant and craving something in a wine sauce, obviously no alcohol tho, what can I do",
    avoid: [ALCOHOL, RAW_FISH],
  },
  { kind: "constraint", q: "hate mushrooms and olives, mediterranean dinner?", avoid: [MUSHROOM, OLIVE], course: "dinner" },
  // Hinglish: "can we make chole in Paryushan without onion, garlic or ginger (pyaaz, lahsun, adrak)? we are Jain".
  {
    kind: "constraint",
    q: "paryushan mein chole bana sakte hai kya bina pyaaz lahsun adrak ke? jain hai hum",
    diets: ["jain"],
    avoid: [ONION, GARLIC, GINGER],
    use: [CHICKPEA],
  },
  // Ekadashi is a fast: vrat, which keeps out grains and beans.
  {
    kind: "constraint",
    q: "ekadashi tomorrow, no grains no beans, something savory for breakfast",
    diets: ["vrat"],
    course: "breakfast",
  },
  // Hinglish: "brother is keeping the Navratri fast; I want to give him something phalahari (fast food) in his office lunchbox".
  { kind: "constraint", q: "bhai ka navratri vrat hai, office lunchbox ke liye kuch phalahari dena hai", diets: ["vrat"] },
  // The first "gf" is gluten free; "my gf" is a girlfriend.
  { kind: "constraint", q: "gf vegan 🎂 bday cake for my gf (girlfriend lol)", diets: ["gluten free", "vegan"], use: [CAKE] },
  {
    kind: "constraint",
    q: "my BIL is coeliac and my niece is allergic to eggs, one dessert that works for both",
    diets: ["gluten free", "eggless"],
    course: "dessert",
  },
  // "Veggie" for one child at a shared dinner: each dish keeps all three.
  {
    kind: "constraint",
    q: "df nf kids dinner, also one of them is veggie",
    diets: ["dairy free", "nut free", "vegetarian"],
    course: "dinner",
  },
  // Hinglish: "I don't eat curd or paneer (dahi, paneer), lactose intolerance; some Punjabi food?"
  {
    kind: "constraint",
    q: "dahi aur paneer nahi khata mai, lactose intolerance hai, punjabi khana kuch?",
    diets: ["dairy free"],
    avoid: [PANEER],
  },
  // Hinglish: "my daughter has a sesame (til) allergy; we're having a chaat party at home, what should I make".
  { kind: "constraint", q: "meri beti ko til se allergy hai, chaat party rakh rahe hain ghar pe, kya kya banaun", avoid: [SESAME] },
  // Hinglish: "husband has a mustard-seed (rai) allergy; can sambar be made without rai?"
  {
    kind: "constraint",
    q: "rai ki allergy hai husband ko, sambar bina rai ke ho sakta hai?",
    avoid: [MUSTARD],
    use: [/\b(?:sambar|sambhar)\b(?! powder| masala)/],
  },
  // Hinglish: "allergic to cashews, almonds, pistachios, all of them; something rich like shahi paneer?" Tree nuts; peanuts are not named.
  { kind: "constraint", q: "kaju badam pista sab se allergy hai, shahi paneer jaisa kuch rich gravy?", avoid: [TREE_NUT] },
  // Marathi: "we don't eat fish and seafood (masli) but chicken is fine; tell me Goan xacuti".
  {
    kind: "constraint",
    q: "amhi masli khat nahi pan chicken chalta, goan xacuti sanga",
    avoid: [FISH, SHELLFISH_ALL],
    use: [/\bxacuti\b/],
  },
  // Hinglish: "I need a halal keema recipe, there's a dinner party at home"; minced garlic is not keema.
  {
    kind: "constraint",
    q: "halal keema recipe chahiye, ghar pe daawat hai",
    diets: ["halal"],
    use: [/\b(?:keema|kheema|qeema|mince)\b|\bminced (?:meat|lamb|mutton|beef|chicken|goat)\b/],
  },
  // "No meat": fish and eggs are not named.
  {
    kind: "constraint",
    q: "granny is 90 and eats no onion, no garlic, no meat, and only soft food",
    avoid: [ONION, GARLIC, MEAT],
  },
  {
    kind: "constraint",
    q: "my FIL is diabetic and my SIL is vegan — one indian sweet that works for both?",
    diets: ["vegan"],
    avoid: [SUGAR],
    course: "dessert",
  },
  { kind: "constraint", q: "eggs fine but no dairy at all — saturday breakfast ideas", diets: ["dairy free"], course: "breakfast" },
  // Dashi is made with bonito flakes: fish, said outright, so also as a food.
  { kind: "constraint", q: "vegan japanese dinner, careful w the dashi pls", diets: ["vegan"], avoid: [FISH], course: "dinner" },
  // Mirin and soju are alcohol.
  { kind: "constraint", q: "no pork no alcohol korean fried chicken?", avoid: [PORK, ALCOHOL], use: [CHICKEN] },
  { kind: "constraint", q: "peanut free thai curry my son is allergic", avoid: [PEANUT], use: [/\bcurr(?:y|ies)\b/] },
  {
    kind: "constraint",
    q: "gluten free pakora for a monsoon evening? is hing ok",
    diets: ["gluten free"],
    use: [/\b(?:pakoras?|pakodas?|bhajis?|bhajias?|bhaji)\b/],
  },
  // A counter everyone eats from: each dish keeps both.
  {
    kind: "constraint",
    q: "chaat counter for diwali party, my FIL is jain and my SIL is gluten free",
    diets: ["jain", "gluten free"],
  },
  // Pescatarian and egg free: no meat (chicken with it), fish allowed. Brunch is a breakfast course.
  {
    kind: "constraint",
    q: "fish ok, chicken not, eggs not — pescatarian and egg free. brunch?",
    diets: ["eggless"],
    avoid: [MEAT],
    course: "breakfast",
  },
  // Only beef and pork are named; halal is not asked for.
  {
    kind: "constraint",
    q: "no beef no pork bcz half our friends r muslim half hindu, biryani for 20",
    avoid: [BEEF_ALL, PORK],
    use: [BIRYANI],
  },

  // ---- Follow-ups: the earlier question in `before` ----
  {
    kind: "constraint",
    before: "butter chicken recipe",
    q: "actually make it dairy free, my guest is lactose intolerant",
    diets: ["dairy free"],
    use: [CHICKEN],
  },
  // The paneer asked for first is dairy: vegan, with no dish to use.
  { kind: "constraint", before: "paneer tikka for a party", q: "one of the guests is vegan, can you swap it", diets: ["vegan"] },
  // Green curry paste is made with shrimp paste and often fish sauce: the fish and shellfish patterns name curry paste.
  {
    kind: "constraint",
    before: "thai green curry",
    q: "my mum has a fish and shellfish allergy, she's coming too",
    avoid: [FISH, SHELLFISH_ALL],
    use: [/\bgreen curry\b/],
  },
  {
    kind: "constraint",
    before: "egg fried rice",
    q: "make it eggless pls, and no soy sauce cuz soy allergy",
    diets: ["eggless"],
    avoid: [SOY],
    use: [/\bfried rice\b/],
  },
  // The vegan of the first turn is lifted; only gluten free is left.
  {
    kind: "constraint",
    before: "vegan chocolate cake",
    q: "never mind vegan, they eat dairy and eggs now, but it must be gluten free",
    diets: ["gluten free"],
    use: [CAKE, /\b(?:chocolate|cocoa)\b/],
  },
  // Hinglish: "don't want Jain now, just no onion or garlic (pyaaz, lahsun)": Jain is lifted.
  {
    kind: "constraint",
    before: "jain dal recipe",
    q: "jain nahi chahiye ab, bas pyaaz lahsun nahi hona chahiye",
    avoid: [ONION, GARLIC],
    use: [LENTIL],
  },
  // Only shrimp is named, not all shellfish.
  {
    kind: "constraint",
    before: "pad thai",
    q: "and no peanuts, plus my wife doesn't eat shrimp",
    avoid: [PEANUT, SHRIMP],
    use: [/\bpad thai\b/],
  },
  {
    kind: "constraint",
    before: "lasagne for sunday",
    q: "my brother just converted, so it needs to be halal",
    diets: ["halal"],
    use: [/\blasagn[ae]\b/],
  },
  // Hinglish: "everyone at home is keeping the Navratri fast": vrat; the potato of the first turn is not a dish to use.
  { kind: "constraint", before: "aloo paratha", q: "ghar mein navratri vrat chal raha hai sabka", diets: ["vrat"] },
  // Lent's Friday: no meat, fish instead.
  {
    kind: "constraint",
    before: "chicken curry for 6",
    q: "swap to fish, we're doing lent friday",
    avoid: [MEAT],
    use: [FISH],
  },
  // The gluten free of the first turn is lifted; only dairy free is left.
  {
    kind: "constraint",
    before: "gluten free pasta",
    q: "ok gluten is fine now the test was negative lol but still no dairy",
    diets: ["dairy free"],
    use: [PASTA],
  },
  { kind: "constraint", before: "pesto pasta", q: "nut allergy in the house, and one person is vegan", diets: ["nut free", "vegan"], use: [PASTA] },
  // Pregnancy: no alcohol, and no raw or cured fish.
  {
    kind: "constraint",
    before: "bengali fish curry",
    q: "also mustard free, and my sister's pregnant so no alcohol",
    avoid: [MUSTARD, ALCOHOL, RAW_FISH],
    use: [FISH],
  },
  // Pregnancy: nothing raw, and no alcohol (the mirin and sake of sushi rice).
  {
    kind: "constraint",
    before: "sushi night at home",
    q: "my wife's pregnant, so nothing raw",
    avoid: [RAW_FISH, ALCOHOL],
    use: [/\b(?:sushi|maki|makizushi|temaki|uramaki|nigiri|chirashi|onigiri)\b/],
  },
  {
    kind: "constraint",
    before: "indian veg dinner for guests",
    q: "oh and one guest is allergic to mustard and sesame",
    diets: ["vegetarian"],
    avoid: [MUSTARD, SESAME],
    course: "dinner",
  },
  // "Doesnt drink": no alcohol (the wine, sherry or brandy of the soup).
  {
    kind: "constraint",
    before: "french onion soup",
    q: "my guest is coeliac and doesnt drink",
    diets: ["gluten free"],
    avoid: [ALCOHOL],
    use: [/\bonion soups?\b/],
  },
];
