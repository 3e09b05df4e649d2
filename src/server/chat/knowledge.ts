// The built-in assistant's cooking knowledge base: well-established kitchen facts only (food-safety
// temperatures as published by food-safety agencies, common substitutions, starting ratios that match
// our article on pressure-cooker rice and dal). Each entry names the catalog content that goes with it.

export type KnowledgeEntry = {
  id: string;
  kind: "substitution" | "doneness" | "ratio" | "spice" | "technique";
  title: string;
  /** Words or phrases that select the entry (lower case; a phrase matches as a whole). */
  keywords: string[];
  /**
   * For substitutions and doneness: the ingredients the entry is about. The entry is also chosen when
   * the question names one of them together with a cue of its kind ("instead of", "temperature", ...).
   */
  subjects?: string[];
  /** The answer, a few short lines. */
  lines: string[];
  /** Ids of articles in content/articles that go deeper. */
  articles?: string[];
  /** Ids of techniques in content/techniques.json. */
  techniques?: string[];
  /** A recipe search that finds dishes using this knowledge. */
  recipeQuery?: string;
};

export const KNOWLEDGE: KnowledgeEntry[] = [
  // Substitutions
  {
    id: "sub-buttermilk",
    subjects: ["buttermilk"],
    kind: "substitution",
    title: "Buttermilk substitute",
    keywords: ["buttermilk"],
    lines: [
      "No buttermilk? Stir 1 tablespoon of lemon juice or white vinegar into 1 cup (240 ml) of milk and leave it 5 to 10 minutes until it thickens slightly.",
      "Thinned plain yogurt (2 parts yogurt to 1 part water) works too, and is what chaas and sambharam are made from.",
    ],
    recipeQuery: "buttermilk",
  },
  {
    id: "sub-egg",
    subjects: ["egg", "eggs"],
    kind: "substitution",
    title: "Egg substitute in baking",
    keywords: [
      "egg substitute",
      "replace egg",
      "replace eggs",
      "without egg",
      "without eggs",
      "eggless",
      "egg free",
      "no egg",
      "no eggs",
      "instead of egg",
      "instead of eggs",
    ],
    lines: [
      "For one egg in cakes, muffins or pancakes: 1 tablespoon ground flaxseed mixed with 3 tablespoons water, rested 5 minutes until gel-like.",
      "Other options: 3 to 4 tablespoons of mashed ripe banana or unsweetened apple purée (adds flavour and moisture), or 3 tablespoons of aquafaba (chickpea cooking liquid) whisked until foamy.",
      "These work where the egg binds or moistens; in recipes where eggs are the structure (soufflé, meringue) there is no good swap.",
      "Rice and lentil batters make crisp pancakes with no egg at all: dosa batter is fermented, while pesarattu is green moong soaked and ground and cooked the same day, with no fermenting.",
    ],
    recipeQuery: "dosa",
  },
  {
    id: "sub-paneer",
    subjects: ["paneer"],
    kind: "substitution",
    title: "Paneer substitute",
    keywords: ["paneer substitute", "instead of paneer", "replace paneer", "no paneer", "without paneer", "paneer alternative"],
    lines: [
      "Firm or extra-firm tofu, pressed for 15 minutes, is the usual swap for paneer in curries and tikka; it also makes the dish vegan.",
      "Halloumi holds its shape when seared, but it is much saltier, so reduce the salt in the dish.",
      "You can also make paneer at home from whole milk and lemon juice in about 30 minutes.",
    ],
    articles: ["making-paneer-at-home"],
    recipeQuery: "paneer",
  },
  {
    id: "sub-cream",
    subjects: ["cream", "heavy cream", "malai"],
    kind: "substitution",
    title: "Cream substitute",
    keywords: ["cream substitute", "instead of cream", "replace cream", "without cream", "no cream", "dairy free cream", "heavy cream"],
    lines: [
      "In curries, cashew paste is the classic swap: soak 1/4 cup of cashews in hot water for 15 minutes and blend with a little water until smooth.",
      "Full-fat coconut milk gives richness and suits South Indian and Thai-style dishes.",
      "For cooking (not whipping), 3/4 cup milk plus 1/4 cup melted butter stands in for 1 cup of cream.",
    ],
    recipeQuery: "cashew",
  },
  {
    id: "sub-ghee",
    subjects: ["ghee"],
    kind: "substitution",
    title: "Ghee substitute",
    keywords: ["ghee substitute", "instead of ghee", "replace ghee", "without ghee", "no ghee"],
    lines: [
      "Unsalted butter is closest in flavour, but it burns sooner, so keep the heat moderate.",
      "A neutral oil (sunflower, peanut, rice bran) works for tadka and frying, and keeps the dish vegan; the nutty ghee aroma is what you lose.",
    ],
    articles: ["tadka-tempering-explained"],
  },
  {
    id: "sub-tamarind",
    subjects: ["tamarind", "imli"],
    kind: "substitution",
    title: "Tamarind substitute",
    keywords: ["tamarind substitute", "instead of tamarind", "replace tamarind", "no tamarind", "without tamarind"],
    lines: [
      "Lime or lemon juice with a little jaggery or brown sugar gives a similar sweet-sour note: roughly 1 tablespoon of juice and 1/2 teaspoon of sugar for 1 tablespoon of tamarind paste.",
      "Add it at the end of cooking, since lime juice turns bitter when boiled for long.",
    ],
    recipeQuery: "tamarind",
  },
  {
    id: "sub-yogurt",
    subjects: ["yogurt", "yoghurt", "curd", "dahi", "sour cream"],
    kind: "substitution",
    title: "Yogurt (curd) substitute",
    keywords: ["yogurt substitute", "curd substitute", "instead of yogurt", "instead of curd", "replace yogurt", "no yogurt", "without yogurt", "sour cream"],
    lines: [
      "Sour cream and Greek yogurt swap for each other one to one.",
      "For a dairy-free marinade or gravy, use unsweetened coconut or soy yogurt, or cashew paste with a squeeze of lemon.",
      "Whisk yogurt smooth and add it off the heat (or with a spoon of flour mixed in) so it does not split.",
    ],
    recipeQuery: "yogurt",
  },
  {
    id: "sub-spice",
    subjects: ["fresh ginger", "ginger", "garlic", "fresh herbs", "herbs"],
    kind: "substitution",
    title: "Fresh and dried aromatics",
    keywords: ["ginger powder", "ground ginger", "garlic powder", "dried herbs", "fresh herbs", "instead of fresh", "instead of ginger", "instead of garlic"],
    lines: [
      "1 tablespoon of grated fresh ginger is about 1/4 teaspoon of ground ginger.",
      "1 garlic clove is about 1/8 teaspoon of garlic powder.",
      "1 tablespoon of chopped fresh herbs is about 1 teaspoon of dried; add dried herbs early, fresh ones at the end.",
    ],
    recipeQuery: "ginger garlic",
  },
  {
    id: "sub-baking",
    subjects: ["baking powder", "baking soda", "self raising flour"],
    kind: "substitution",
    title: "Baking powder and self-raising flour",
    keywords: ["baking powder", "self raising", "self rising", "baking soda"],
    lines: [
      "1 teaspoon of baking powder = 1/4 teaspoon of baking soda + 1/2 teaspoon of cream of tartar.",
      "Self-raising flour = 1 cup (125 g) plain flour + 1 1/2 teaspoons baking powder + 1/4 teaspoon salt.",
      "Baking soda needs an acid (buttermilk, yogurt, lemon) in the recipe to lift; baking powder carries its own.",
    ],
    recipeQuery: "baking powder",
  },
  {
    id: "sub-wine",
    subjects: ["wine", "white wine", "red wine"],
    kind: "substitution",
    title: "Cooking without wine",
    keywords: ["instead of wine", "without wine", "replace wine", "wine substitute", "no wine", "alcohol free"],
    lines: [
      "Replace wine in a stew or sauce with the same amount of stock plus a teaspoon of wine vinegar or lemon juice per cup, for the acidity.",
      "Grape juice works in sweeter dishes but adds sugar.",
    ],
    recipeQuery: "wine",
  },
  {
    id: "sub-asafoetida",
    kind: "substitution",
    title: "Asafoetida (hing)",
    keywords: ["asafoetida", "hing"],
    lines: [
      "A pinch of asafoetida goes into hot oil or ghee at the start of a tadka; it mellows into an onion-garlic savour.",
      "Without it, a little extra garlic or onion gives a similar depth. Many compounded hing powders contain wheat flour, so check the label if you cook gluten free.",
    ],
    recipeQuery: "asafoetida",
    articles: ["tadka-tempering-explained"],
  },
  // Doneness temperatures (food-safety agencies' published minimum internal temperatures).
  {
    id: "done-poultry",
    subjects: ["chicken", "poultry", "turkey", "duck"],
    kind: "doneness",
    title: "Chicken and poultry doneness",
    keywords: ["chicken temperature", "chicken done", "chicken cooked", "poultry", "turkey", "internal temperature chicken", "is my chicken"],
    lines: [
      "Chicken, turkey and other poultry are safe at an internal temperature of 74 °C (165 °F), measured in the thickest part without touching bone.",
      "Juices running clear is a rough sign only; a probe thermometer is the reliable check.",
    ],
    articles: ["food-safety-for-leftovers"],
    recipeQuery: "chicken",
  },
  {
    id: "done-meat",
    subjects: ["beef", "pork", "lamb", "mutton", "steak", "mince", "minced meat", "burger", "meat", "veal", "keema"],
    kind: "doneness",
    title: "Meat doneness",
    keywords: [
      "steak temperature",
      "meat temperature",
      "pork temperature",
      "lamb temperature",
      "beef temperature",
      "doneness",
      "medium rare",
      "internal temperature",
      "minced meat",
      "ground meat",
      "burger temperature",
    ],
    lines: [
      "Whole cuts of beef, pork, lamb and veal (steaks, chops, roasts): 63 °C (145 °F), then rest 3 minutes.",
      "Minced or ground meat (burgers, kebabs, keema): 71 °C (160 °F) all the way through, since mincing spreads surface bacteria inside.",
      "For steak by preference: about 52-55 °C is medium-rare and 60-63 °C medium; the 63 °C figure is the food-safety minimum agencies publish.",
    ],
    articles: ["food-safety-for-leftovers"],
    techniques: ["searing"],
  },
  {
    id: "done-fish",
    subjects: ["fish", "salmon", "prawns", "prawn", "shrimp", "seafood", "tuna", "cod"],
    kind: "doneness",
    title: "Fish and seafood doneness",
    keywords: ["fish temperature", "fish done", "fish cooked", "salmon temperature", "prawns done", "shrimp done", "seafood done"],
    lines: [
      "Fish is done at 63 °C (145 °F), or when the flesh turns opaque and flakes easily with a fork.",
      "Prawns and shrimp are done when they turn pink and opaque and curl into a loose C; a tight O means overcooked.",
    ],
    recipeQuery: "fish",
  },
  {
    id: "done-eggs-leftovers",
    kind: "doneness",
    title: "Eggs and reheated leftovers",
    keywords: ["reheat", "reheating", "leftover", "leftovers", "egg dish temperature", "casserole temperature"],
    lines: [
      "Egg dishes (quiche, frittata, casseroles) are safe at 71 °C (160 °F).",
      "Reheat leftovers until steaming hot, 74 °C (165 °F) in the centre; cool cooked food and refrigerate within 2 hours, and reheat rice only once.",
    ],
    articles: ["food-safety-for-leftovers"],
  },
  // Ratios (the same starting points as content/articles/pressure-cooker-rice-and-dal-ratios.json).
  {
    id: "ratio-rice",
    kind: "ratio",
    title: "Rice to water ratios",
    keywords: [
      "rice ratio",
      "rice water",
      "water for rice",
      "cook rice",
      "cooking rice",
      "basmati",
      "rice to water",
      "how much water rice",
      "fluffy rice",
      "sona masoori",
      "jasmine rice",
      "brown rice",
    ],
    lines: [
      "Measure rice and water with the same cup and rinse the rice until the water runs mostly clear.",
      "Basmati, soaked 20-30 minutes: about 1 cup rice to 1 1/2 cups water (one whistle in a pressure cooker, or covered on low heat about 12 minutes in a pot, then 5 minutes resting).",
      "Sona masoori and other everyday medium-grain rice: 1 to 2, up to 1 to 2 1/2, in a pressure cooker (two to three whistles).",
      "Brown rice needs more water and time: about 1 to 2 1/4 in a pot, 40 minutes.",
      "Soft rice for curd rice or khichdi: 1 to 3.",
    ],
    articles: ["pressure-cooker-rice-and-dal-ratios", "rice-around-the-world"],
    techniques: ["pressure-cooking"],
    recipeQuery: "rice",
  },
  {
    id: "ratio-dal",
    kind: "ratio",
    title: "Dal to water ratios",
    keywords: [
      "dal ratio",
      "dal water",
      "water for dal",
      "cook dal",
      "cooking dal",
      "toor dal",
      "moong dal",
      "masoor dal",
      "chana dal",
      "lentil water",
      "how much water dal",
      "whistles",
    ],
    lines: [
      "Rinse the dal first. Starting ratios by volume in a pressure cooker:",
      "Toor (arhar) dal: 1 cup to about 3 cups water, four to five whistles, until it mashes easily.",
      "Moong dal (split yellow): 1 to 3, two or three whistles.",
      "Masoor dal (split red): 1 to 2 1/2 or 3, two whistles (it also cooks in an open pot in about 20 minutes).",
      "Chana dal, soaked an hour or two: 1 to 3, five or six whistles. A drop of oil and a pinch of turmeric keep the foam down.",
    ],
    articles: ["pressure-cooker-rice-and-dal-ratios"],
    techniques: ["pressure-cooking", "tadka"],
    recipeQuery: "dal",
  },
  // Spice basics
  {
    id: "spice-tadka",
    kind: "spice",
    title: "Tadka (tempering)",
    keywords: ["tadka", "tempering", "chhonk", "bloom spices", "blooming spices", "mustard seeds", "cumin seeds", "curry leaves"],
    lines: [
      "A tadka is whole spices fried briefly in hot ghee or oil, then poured over (or stirred into) a dish so the fat carries their flavour.",
      "Order matters: mustard seeds first until they pop, then cumin until it darkens a shade, then quick ones like curry leaves, dried chillies and a pinch of asafoetida, for seconds only.",
      "Ground spices burn fast, so add them last or off the heat.",
    ],
    articles: ["tadka-tempering-explained"],
    techniques: ["tadka"],
    recipeQuery: "dal tadka",
  },
  {
    id: "spice-storage",
    kind: "spice",
    title: "Storing and toasting spices",
    keywords: [
      "store spices",
      "storing spices",
      "toast spices",
      "toasting spices",
      "spice storage",
      "masala dabba",
      "garam masala",
      "how long spices",
      "whole spices",
      "ground spices",
    ],
    lines: [
      "Keep spices in airtight jars away from heat, light and steam (not above the stove).",
      "Whole spices keep their aroma far longer than ground ones; buy ground spices in small amounts and use them within a few months.",
      "Dry-toast whole spices in a pan over medium heat until fragrant, cool, then grind: that is how fresh garam masala is made.",
    ],
    articles: ["storing-and-toasting-spices"],
  },
  {
    id: "spice-heat",
    kind: "spice",
    title: "Chilli heat and spice balance",
    keywords: ["too spicy", "less spicy", "reduce heat", "too hot", "chilli heat", "kashmiri chilli", "mild curry", "spice level", "spicy"],
    recipeQuery: "raita",
    lines: [
      "Kashmiri chilli powder gives colour with mild heat; use it when you want a red curry that is not fiery.",
      "If a dish is too hot, add dairy (yogurt, cream, a splash of milk), coconut milk, a little sugar or jaggery, or more of the unspiced base (tomato, onion, potato); serving it with rice or raita also helps.",
      "Seeds and white ribs of fresh chillies carry most of their heat; remove them for a milder dish.",
    ],
  },
  {
    id: "spice-turmeric",
    kind: "spice",
    title: "Turmeric, cumin and coriander",
    keywords: ["turmeric", "haldi", "coriander powder", "dhania", "jeera", "cumin powder", "spice basics", "basic spices", "indian spices", "which spices"],
    lines: [
      "The everyday Indian trio is turmeric (colour and earthy bitterness; a little goes a long way), ground coriander (mild, citrusy, thickens a gravy) and cumin (warm; whole seeds in tadka, ground in masalas).",
      "Add ground spices to the onion-tomato masala and cook them for a minute or two with a splash of water so they lose their raw taste (bhuna).",
      "A starter masala dabba: mustard seeds, cumin seeds, turmeric, red chilli powder, coriander powder, garam masala and asafoetida.",
    ],
    articles: ["storing-and-toasting-spices"],
    techniques: ["bhuna"],
  },
  // Techniques that the techniques page covers in depth.
  {
    id: "tech-fermentation",
    kind: "technique",
    title: "Fermenting idli and dosa batter",
    keywords: ["ferment", "fermentation", "fermenting", "batter not rising", "idli batter", "dosa batter"],
    lines: [
      "Idli and dosa batter needs warmth to ferment: about 8 to 12 hours around 30 °C, longer in a cold kitchen.",
      "In winter, put the batter in a switched-off oven with the light on, or wrap the pot in a towel; use non-iodised salt and mix the batter with your hand.",
      "It is ready when it has roughly doubled, smells pleasantly sour and looks bubbly.",
    ],
    articles: ["fermenting-idli-dosa-batter-in-a-cold-kitchen"],
    techniques: ["batter-fermentation"],
    recipeQuery: "dosa",
  },
  {
    id: "tech-dum",
    kind: "technique",
    title: "Dum cooking and biryani",
    keywords: ["dum", "layer biryani", "biryani rice", "biryani technique", "sealed pot"],
    lines: [
      "Dum means sealing the pot (with a tight lid or dough) and cooking on very low heat, so the rice finishes in the steam of the meat or vegetables below.",
      "For biryani, parboil basmati until about 70 percent done, layer it over the cooked masala, seal, and give it 20 to 30 minutes on the lowest flame (a flat tawa under the pot stops scorching).",
    ],
    techniques: ["dum"],
    recipeQuery: "biryani",
  },
  {
    id: "tech-bhuna",
    kind: "technique",
    title: "Bhuna (frying the masala)",
    keywords: ["bhuna", "masala base", "onion tomato masala", "oil separates", "curry base", "gravy base"],
    lines: [
      "Bhuna is frying onions, ginger-garlic, tomatoes and ground spices together until the oil separates at the edges: that is when the raw taste is gone and the base is ready.",
      "Add a splash of water whenever the spices start to stick, and stir often.",
    ],
    techniques: ["bhuna"],
    recipeQuery: "curry",
  },
  {
    id: "tech-searing",
    kind: "technique",
    title: "Searing",
    keywords: ["sear", "searing", "browning meat", "maillard", "crust on steak"],
    lines: [
      "Pat meat dry, heat the pan until very hot, add a thin film of oil and do not crowd the pan; leave the meat alone until it releases by itself.",
      "Browning (the Maillard reaction) needs a dry surface and high heat; wet or crowded meat steams instead.",
    ],
    techniques: ["searing"],
  },
  {
    id: "tech-knife",
    kind: "technique",
    title: "Knife skills",
    keywords: ["knife", "chop", "chopping", "dice onion", "cut onion", "claw grip"],
    lines: [
      "Hold the knife with a pinch grip (thumb and finger on the blade just ahead of the handle) and curl the fingers of your other hand into a claw, knuckles guiding the blade.",
      "Put a damp cloth under the board so it cannot slide, and keep the knife sharp: a dull knife slips.",
    ],
    articles: ["knife-skills-for-home-cooks"],
  },
];
