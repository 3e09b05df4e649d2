// Which ingredient names break which diet. Used by the catalog's content check so that a recipe's
// flags (vegetarian, vegan, glutenFree, dairyFree, paleo) agree with what is actually in it.
// Matching is by whole words on the lower-cased ingredient name; an exception wins over a match.

import { EGG_WORDS, EGG_EXCEPTIONS } from "../../shared/recipe-egg.ts";

type Rule = { words: RegExp; except?: RegExp };

const w = (list: string[]) => new RegExp(`\\b(?:${list.join("|")})\\b`);

export const MEAT: Rule = {
  words: w([
    "chicken", "mutton", "lamb", "goat", "beef", "pork", "bacon", "pancetta", "ham", "prosciutto", "sausages?",
    "chorizo", "pepperoni", "salami", "turkey", "duck", "veal", "venison", "meat", "keema", "mince", "minced",
    "lard", "suet", "gelatine?", "oxtail", "liver", "tripe", "bone broth", "stock cubes?", "chicken stock",
    "beef stock", "rabbit", "quail", "guanciale", "speck", "corned", "brisket", "ribs", "steaks?", "bresaola", "chops?",
  ]),
  except: w(["[a-z]*fish steaks?", "hilsa steaks?", "tuna steaks?", "salmon steaks?", "cauliflower steaks?", "soy mince", "veggie mince", "vegetable stock", "vegetable stock cubes?", "mushroom stock", "plant-based sausages?", "vegetarian sausages?", "jackfruit"]),
};
export const SEAFOOD: Rule = {
  words: w([
    "fish", "fish sauce", "prawns?", "shrimps?", "crabs?", "lobsters?", "squid", "octopus", "mussels?", "clams?",
    "oysters?", "oyster sauce", "scallops?", "salmon", "tuna", "cod", "sardines?", "mackerel", "pomfret",
    "kingfish", "surmai", "hilsa", "rohu", "tilapia", "anchovy", "anchovies", "bonito", "katsuobushi", "dashi",
    "shrimp paste", "worcestershire", "haddock", "herring", "trout", "seabass", "sea bass", "snapper", "halibut",
    "caviar", "roe", "calamari", "carp", "seer fish", "mahi-mahi", "mahi mahi", "grouper", "walu", "basa", "barramundi", "whitebait", "swordfish", "pollock", "bombil", "bangda", "karimeen", "catfish", "eel", "crayfish",
  ]),
  except: w(["kombu dashi", "vegan fish sauce", "vegan worcestershire", "mushroom oyster sauce", "oyster mushrooms?", "fish-free"]),
};
export const DAIRY: Rule = {
  words: w([
    "milk", "cream", "butter", "ghee", "cheese", "paneer", "yogurt", "yoghurt", "curd", "dahi", "khoa", "khoya",
    "mawa", "malai", "buttermilk", "whey", "condensed", "evaporated", "parmesan", "mozzarella", "feta", "ricotta",
    "mascarpone", "cheddar", "gruyere", "halloumi", "labneh", "kefir", "chhena", "quark", "skyr", "custard",
    "pecorino", "brie", "camembert", "gorgonzola", "emmental", "ice cream", "creme fraiche", "crème fraîche",
    "sour cream", "kashk", "smetana", "queso", "cotija", "jameed", "crema", "niter kibbeh", "chhana", "rabri", "shrikhand",
  ]),
  except: w([
    "coconut milk", "coconut cream", "almond milk", "oat milk", "soy milk", "soya milk", "cashew milk",
    "rice milk", "peanut butter", "almond butter", "cashew butter", "nut butter", "cocoa butter", "shea butter",
    "cream of tartar", "vegan butter", "vegan cheese", "coconut yogurt", "coconut yoghurt", "dairy-free",
    "plant-based", "butter beans", "butternut", "cream crackers", "sesame butter", "tofu", "coconut condensed milk",
    "vegan yogurt", "vegan cream", "soy yogurt", "butter lettuce", "butterhead",
  ]),
};
export const EGG: Rule = { words: EGG_WORDS, except: EGG_EXCEPTIONS };
export const HONEY: Rule = { words: w(["honey"]) };
export const GLUTEN: Rule = {
  words: w([
    "wheat", "flour", "maida", "atta", "semolina", "sooji", "suji", "rava", "barley", "rye", "spelt", "bulgur",
    "bulghur", "couscous", "freekeh", "farro", "seitan", "bread", "breadcrumbs", "panko", "pasta", "spaghetti",
    "penne", "macaroni", "noodles", "lasagne", "lasagna", "tortellini", "ravioli", "fettuccine", "linguine",
    "orzo", "vermicelli", "sevai", "seviyan", "pita", "naan", "roti", "chapati", "tortillas?", "puff pastry",
    "pastry", "filo", "phyllo", "soy sauce", "beer", "malt", "biscuits?", "crackers?", "buns?", "brioche",
    "croutons?", "dumpling wrappers?", "wonton", "udon", "ramen", "soba", "oats", "rolled oats", "asafoetida",
    "hing", "teriyaki", "hoisin", "graham", "cake", "dalia", "daliya", "wafers?", "matzo", "baguette", "sourdough",
    "ciabatta", "focaccia", "gnocchi", "bao", "papad", "khakhra", "sev", "boondi", "pav", "puris?", "golgappa", "kulchas?", "bhaturas?", "parathas?", "rusks?", "semolina",
  ]),
  except: w([
    "rice flour", "chickpea flour", "gram flour", "besan", "corn flour", "cornflour", "maize flour", "almond flour",
    "coconut flour", "tapioca flour", "buckwheat flour", "millet flour", "jowar flour", "bajra flour", "ragi flour",
    "sorghum flour", "potato flour", "cassava flour", "teff flour", "quinoa flour", "arrowroot", "gluten-free",
    "rice noodles", "rice vermicelli", "glass noodles", "mung bean noodles", "corn tortillas?", "tamari",
    "rice paper", "rice sevai", "rice rava", "idli rava", "rice pasta", "kuttu", "singhara", "rajgira",
    "sabudana", "potato starch", "poha", "dal flour", "lentil flour", "urad dal flour", "rice puris?", "water chestnut flour", "urad dal papad",
    "buckwheat noodles", "100% buckwheat", "rice cakes?", "cassava bread", "fish sauce",
  ]),
};
// Paleo: no grains, legumes, dairy (ghee is accepted), refined sugar or processed oils.
export const PALEO_BREAKERS: Rule = {
  words: w([
    "rice", "wheat", "flour", "oats", "corn", "maize", "quinoa", "barley", "millet", "bread", "pasta", "noodles",
    "beans", "lentils?", "dal", "chickpeas?", "chana", "peas", "peanuts?", "peanut butter", "soy", "soy sauce",
    "tofu", "tempeh", "edamame", "sugar", "jaggery", "milk", "cheese", "yogurt", "yoghurt", "cream", "butter",
    "paneer", "curd", "canola", "vegetable oil", "sunflower oil", "semolina", "besan", "rajma", "moong", "urad",
    "toor", "masoor", "poha", "sooji", "rava", "couscous", "bulgur", "potato(?:es)?", "miso", "corn starch", "cornstarch",
  ]),
  except: w([
    "coconut milk", "coconut cream", "almond milk", "almond flour", "coconut flour", "tapioca flour", "arrowroot",
    "cauliflower rice", "coconut sugar", "coconut aminos", "green beans", "french beans", "runner beans",
    "sugar snap peas", "snow peas", "almond butter", "cashew butter", "ghee", "cocoa butter", "sweet potatoes?",
    "cassava flour",
  ]),
};

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

// Jain food (ahimsa): vegetarian without egg or honey, and nothing that grows underground or is eaten
// whole with its root (uprooting kills the plant and the life in the soil): onion, garlic and their kin,
// potato, sweet potato, carrot, beetroot, radish, turnip, yam, colocasia, cassava, fresh ginger and fresh
// turmeric; no mushrooms, yeast or alcohol (fungi and fermentation); no brinjal or figs (many-seeded);
// nothing fermented overnight (the content check refuses a Jain recipe whose waiting is fermenting or setting). Dried ginger (sonth) and ground
// turmeric are accepted in Jain kitchens, so the powders are exceptions.
export const JAIN_BREAKERS: Rule = {
  words: w([
    "onions?", "garlic", "shallots?", "leeks?", "spring onions?", "scallions?", "chives", "pyaaz", "lahsun",
    "potato(?:es)?", "aloo", "sweet potato(?:es)?", "carrots?", "gajar", "beetroots?", "beets?", "radish(?:es)?", "mooli",
    "turnips?", "yams?", "suran", "colocasia", "arbi", "taro", "cassava", "tapioca", "ginger", "fresh turmeric",
    "mushrooms?", "yeast", "brinjals?", "eggplants?", "aubergines?", "baingan", "begun", "figs?", "wine", "beer", "rum", "brandy", "vodka", "honey", "ginger garlic paste", "jerusalem artichokes?",
  ]),
  except: w(["dried ginger", "dry ginger", "ginger powder", "ground ginger", "sonth", "saunth", "tapioca pearls", "sabudana"]),
};

// Vrat (the Hindu fasts of Navratri, Ekadashi and the like, as kept in most North and West Indian
// homes): no cereal grains (wheat, rice, semolina, maize, oats, barley...) and no pulses (dal, gram
// flour, lentils, beans); no onion or garlic; no meat, fish or egg; many households also leave out
// turmeric, asafoetida and mustard seeds. Salt is rock salt (sendha namak) only. What is eaten instead:
// sabudana, buckwheat (kuttu), water chestnut flour (singhara), amaranth (rajgira), barnyard millet
// (samak / vrat ke chawal), potato, sweet potato, makhana, peanuts, milk, yogurt, paneer, fruit, ghee.
export const VRAT_BREAKERS: Rule = {
  words: w([
    "wheat", "atta", "maida", "flour", "semolina", "sooji", "suji", "rava", "rice", "poha", "corn", "maize", "makki",
    "oats", "barley", "millet", "ragi", "jowar", "bajra", "bread", "pasta", "noodles", "vermicelli", "sevai", "dal",
    "lentils?", "chickpeas?", "cowpeas?", "black-eyed", "chana", "besan", "gram flour", "rajma", "beans", "moong", "urad", "toor", "masoor",
    "peas", "soy", "onions?", "garlic", "shallots?", "leeks?", "turmeric", "haldi", "asafoetida", "hing",
    "mustard seeds", "ginger garlic paste", "eggs?", "meat", "chicken", "fish",
  ]),
  except: w([
    "kuttu(?: ka)? atta", "buckwheat flour", "singhara(?: ka)? atta", "singhara flour", "water chestnut flour",
    "rajgira(?: ka)? atta", "rajgira flour", "amaranth flour", "samak rice", "samvat rice", "barnyard millet",
    "vrat ke chawal", "sama rice", "potato flour", "arrowroot",
  ]),
};
/** In a vrat recipe every salt is rock salt (sendha namak). */
export const isPlainSalt = (name: string) => /\bsalt\b/.test(name.toLowerCase()) && !/\b(rock salt|sendha namak|sendha)\b/.test(name.toLowerCase());
/** What fasting kitchens cook with; a vrat recipe uses at least one. */
export const VRAT_STAPLES = w([
  "sabudana", "tapioca pearls", "kuttu", "buckwheat", "singhara", "water chestnut flour", "rajgira", "amaranth",
  "samak", "samvat", "barnyard millet", "vrat ke chawal", "potato(?:es)?", "sweet potato(?:es)?", "makhana",
  "peanuts?", "milk", "yogurt", "curd", "paneer", "banana", "raw banana", "pumpkin", "colocasia", "arbi",
]);

export const breaksJain = (name: string) => breaks(JAIN_BREAKERS, name);
export const breaksVrat = (name: string) => breaks(VRAT_BREAKERS, name);
