// The plan of a recipe's illustration (for a recipe without a photo): the dish, not a plate, as an
// archetype (curry in a kadai, dal in a katori, biryani in a handi, dosa, idli, flatbreads, noodles,
// pizza, cake...) chosen from the title and dish types, coloured from the main ingredients, garnished
// from the ingredient list (herbs, chillies, nuts, lemon, cream...), on a background of the country's
// own colour. Every visible choice comes from the recipe's data; `artSignature` names them, so the
// content check can count distinct pictures and related recipes can be told apart. The drawing itself
// (SVG, about 1.5 to 3 KB) is src/server/pictures/recipe-drawing.ts.

export type ArtInput = {
  id: number;
  title: string;
  cuisines: string[];
  dishTypes: string[];
  country?: string;
  extendedIngredients?: { name: string }[];
};

export const ARCHETYPES = [
  "drink",
  "biryani",
  "dosa",
  "idli",
  "flatbread",
  "samosa",
  "pakora",
  "dumplings",
  "noodles",
  "pasta",
  "pizza",
  "tacos",
  "sandwich",
  "soup",
  "dal",
  "stew",
  "salad",
  "skewers",
  "fish",
  "roast",
  "rice",
  "eggs",
  "cake",
  "cookies",
  "sweets",
  "pudding",
  "pie",
  "bread",
  "dip",
  "pancakes",
  "chaat",
  "curry",
  "plate",
] as const;
export type Archetype = (typeof ARCHETYPES)[number];

// First match wins: specific dishes before families, families before the dish-type fallbacks.
const TITLE_RULES: [Archetype, RegExp][] = [
  ["drink", /\b(lassi|chai|kahwa|coffee|tea|juice|sharbat|agua fresca|smoothie|sambharam|lemonade|sol kadhi)\b/],
  [
    "pudding",
    /\b(kheer|yogurt bowl|breakfast bowl|porridge|payasam|pudding|brûlée|brulee|custard|mishti doi|kulfi|tiramisu|pavlova|qubani|double ka meetha|chia|muesli|panipopo)\b/,
  ],
  ["cookies", /\b(cookies?|biscuits?|shortbread|nankhatai|murukku|chips|luqaimat|poffertjes|macadamias?)\b/],
  ["sweets", /\b(ladoo|laddu|barfi|burfi|peda|gulab jamun|rasgulla|jalebi|mysore pak|sandesh|halwa|kesari|baklava|pori|kelewele)\b/],
  ["cake", /\b(cake|bebinca|sponge|brownie|chhena poda|malva|bobotie)\b/],
  ["pie", /\b(pie|tart|quiche|strudel|pastel de choclo|karjalanpiirakka)\b/],
  ["biryani", /\b(biryani|pulao|pilau|pilaf|plov|paella|jollof|kabsa|machboos|mandi|bisi bele|thieboudienne|koshari|mansaf|saleeg)\b/],
  ["idli", /\b(idli|dhokla|khaman|handvo|khandvi|muthia|paniyaram|puttu|onigiri|kothimbir)\b/],
  ["dosa", /\b(dosa|uttapam|pesarattu|appam|crêpes?|crepes?|blini|cachapas|pancakes?|chilla|okonomiyaki|syrniki|bramboráky|rösti|rosti|tamagoyaki)\b/],
  ["dumplings", /\b(momo|dumplings?|gyoza|pierogi|buuz|mandu|khinkali|bao|modak|wontons?|kibbeh|goi cuon)\b/],
  ["samosa", /\b(samosa|empanadas?|kachori|sambusa|gujiya|pasty|mhadjeb|mutabbaq|puran poli|lahm bi ajeen)\b/],
  ["pakora", /\b(pakora|pakoda|bhaji|bhajiya|vada|fritters?|falafel|bonda|tikki|croquettes?|chicken 65|katsu|schnitzel|kebab|köttbullar|kofta)\b/],
  ["noodles", /\b(noodles?|ramen|pho|pad thai|laksa|udon|soba|chow mein|naengmyeon|mohinga|bun cha|spätzle|spaetzle|guriltai)\b/],
  ["pasta", /\b(pasta|spaghetti|lasagne|lasagna|penne|carbonara|macaroni|gnocchi|fettuccine|tagliatelle|ravioli|trofie|zucchini noodles)\b/],
  ["pizza", /\b(pizza|pide|lahmacun|manakish|khachapuri)\b/],
  ["tacos", /\b(tacos?|burritos?|quesadillas?|enchiladas?|arepas?|wraps?|shawarma|kathi|frankie|gyros?|pupusas?|chilaquiles)\b/],
  ["sandwich", /\b(sandwich|burger|vada pav|pav bhaji|misal|toast|smørrebrød|bruschetta|banh mi)\b/],
  ["chaat", /\b(chaat|bhel|pani puri|golgappa|jhalmuri|dahi bhalla|sundal|elote|poutine)\b/],
  ["skewers", /\b(tikka|satay|skewers?|souvlaki|yakitori|suya|seekh|anticuchos|shashlik|nyama choma|boti)\b/],
  ["soup", /\b(soup|shorba|rasam|broth|chowder|gazpacho|borscht|harira|chorba|caldo|yakhni|lohikeitto|fiskesuppe|gulyásleves|tom yum|jjigae|sinigang|miso)\b/],
  ["dal", /\b(dal|daal|dhal|sambar|kadhi|pappu|parippu|dalma|misir|wot|kootu|kuzhambu|rajma|chole|haleem|harees|dhansak)\b/],
  [
    "stew",
    /\b(stew|tagine|goulash|feijoada|locro|chili|casserole|ragout|bourguignon|carbonnade|nihari|ghormeh|bigos|fårikål|stroganoff|moqueca|osso buco|coq au vin|ratatouille|adobo|pozole|stamppot|ajiaco|ca kho|saloona|paprikás|kokoda|moules|mussels|undhiyu|avial|olan|shukto)\b/,
  ],
  [
    "salad",
    /\b(salad|salade|kachumber|kachumbari|slaw|tabbouleh|fattoush|som tam|horiatiki|caprese|niçoise|sunomono|larb|thoke|gado|sambol|maroulosalata|namul|pebre|chakalaka|raita|thoran|poriyal)\b/,
  ],
  ["eggs", /\b(eggs?|omelette|akuri|shakshuka|frittata|tortilla española|menemen|huevos|eedu|chipsi mayai|koki|kuku)\b/],
  ["fish", /\b(fish|salmon|machhi|macher|ilish|surmai|ceviche|gravlax|masgouf|sardinhas|amok|jhol|tenga|ambul|prawns?|shrimp|gambas|chingri|balchao|moilee)\b/],
  ["roast", /\b(roast|roasted|pulled pork|shuwa|char siu|flæskesteg|porchetta|ghee roast|steak|lok lak|grilled|barbecue|tandoori|bulgogi|teriyaki)\b/],
  ["rice", /\b(rice|risotto|congee|khichdi|pongal|poha|upma|pulihora|puliyodarai|pakhala|bath|nasi|donburi|bibimbap|mudde)\b/],
  ["flatbread", /\b(roti|rotti|naan|paratha|parotta|chapati|kulcha|bhature|luchi|puri|thepla|sidu|pita|flatbread|lavash|bhakri|thalipeeth|baati)\b/],
  ["bread", /\b(bread|loaf|brioche|focaccia|challah|pão|pao|bun|scones?)\b/],
  [
    "dip",
    /\b(chutney|dip|hummus|salsa|sauce|pickle|achar|pachadi|ganoush|guacamole|tzatziki|muhammara|zhoug|saunth|fatteh|ful medames|bharta|pitika|sambol)\b/,
  ],
  [
    "curry",
    /\b(curry|masala|korma|paneer|sabzi|sabji|shaak|salan|vindaloo|xacuti|cafreal|sorpotel|kosha|rogan josh|makhani|makhanwala|laal maas|kura|vangi|bhaji|posto|fry|saag|haak|madra|gosht|gatte|ker sangri|dum aloo|aloo gobi|mapo|kung pao|rendang|karahi|aloo|bhaja|kafuli|gutke|sadeko|rourou|sukuma|red-red|sapasui|bobotie|matar)\b/,
  ],
];

function archetypeOf(r: ArtInput): Archetype {
  const title = r.title.toLowerCase();
  for (const [a, re] of TITLE_RULES) if (re.test(title)) return a;
  const t = new Set(r.dishTypes);
  if (t.has("beverage") || t.has("drink")) return "drink";
  if (t.has("dessert")) return "pudding";
  if (t.has("bread")) return "bread";
  if (t.has("salad")) return "salad";
  if (t.has("soup")) return "soup";
  if (t.has("condiment") || t.has("sauce") || t.has("dip")) return "dip";
  if (t.has("snack") || t.has("fingerfood") || t.has("appetizer") || t.has("starter")) return "pakora";
  if (r.cuisines.some((c) => /indian|pakistani|bangladeshi|sri lankan|nepali/i.test(c))) return "curry";
  return "plate";
}

// Colours of main ingredients, most telling first within each line; a name takes the first that matches.
const INGREDIENT_COLOURS: [RegExp, string][] = [
  [
    /spinach|palak|sarson|mustard greens|saag|kale|methi|fenugreek leaves|haak|collard|sukuma|gongura|taro leaves|cassava leaves|gotu kola|herbs|parsley|coriander leaves|chives/,
    "#3f7d2c",
  ],
  [
    /peas|matar|edamame|pistachio|green moong|moong beans|avocado|zucchini|courgette|broccoli|okra|bhindi|green beans|french beans|asparagus|bok choy|cucumber|kheera|lettuce|cabbage|ash gourd|drumstick|bottle gourd|dudhi|green chilli paste|pesto|basil|green tomatillo|tomatillo|chimichurri/,
    "#7cb342",
  ],
  [/beetroot|beet|red cabbage|kokum|hibiscus|watermelon|pomegranate|strawberr|raspberr|cherr|berries/, "#b0284a"],
  [/tomato|red chilli paste|kashmiri chilli|red pepper|bell pepper|capsicum|paprika|gochujang|harissa|chorizo|achiote|annatto|red lentil|masoor/, "#cf3e26"],
  [/carrot|gajar|pumpkin|squash|sweet potato|mango|apricot|papaya|orange|saffron|salmon|prawn|shrimp|crab|lobster/, "#ee8a2a"],
  [
    /turmeric|toor|arhar|moong dal|chana dal|yellow split|split pea|corn|maize|makki|egg yolk|eggs?\b|banana|plantain|lemon|pineapple|besan|gram flour|chickpea flour/,
    "#eab830",
  ],
  [/chickpea|chana|kabuli|potato|aloo|cauliflower|gobi|apple|peanut|cashew|almond|walnut|hazelnut|sesame|tahini|mushroom|jackfruit/, "#d5a24e"],
  [/chicken|turkey|duck|quail/, "#d2904f"],
  [/mutton|lamb|goat|beef|pork|veal|keema|mince|brisket|sausage|bacon|ham|venison|liver/, "#8a4527"],
  [
    /kidney bean|rajma|black bean|whole urad|black gram|black chickpea|kala chana|cowpea|black-eyed|lentil|eggplant|aubergine|brinjal|baingan|vangi|chocolate|cocoa|coffee|date|tamarind|jaggery|soy sauce|dark/,
    "#5b3020",
  ],
  [/fish|cod|pomfret|hilsa|ilish|surmai|kingfish|mackerel|sardine|tuna|tilapia|herring|haddock|seer|rohu|mussels|squid|octopus/, "#c9b79c"],
  [
    /rice|poha|sabudana|semolina|sooji|rava|noodle|pasta|spaghetti|penne|flour|atta|maida|dough|bread|oats|quinoa|couscous|bulgur|wheat|buckwheat|ragi|millet|tofu|paneer|chhena|cheese|feta|mozzarella|parmesan|ricotta|halloumi|coconut|milk|cream|yogurt|yoghurt|curd|dahi|khoya|mawa|butter|ghee|sugar|onion/,
    "#f2e6c9",
  ],
];
const SKIP_FOR_COLOUR =
  /\b(salt|water|oil|pepper|black pepper|cumin|mustard seeds|asafoetida|hing|bay leaf|cloves?|cardamom|cinnamon|garam masala|stock|broth|baking|vinegar|ice)\b/;

function colourOf(name: string): string | undefined {
  const n = name.toLowerCase();
  if (SKIP_FOR_COLOUR.test(n) && !/turmeric|saffron|tomato/.test(n)) return undefined;
  return INGREDIENT_COLOURS.find(([re]) => re.test(n))?.[1];
}

const GARNISHES = {
  coriander: /coriander leaves|cilantro|fresh coriander|dhania/,
  mint: /\bmint|pudina/,
  parsley: /parsley|dill|basil|chives|oregano leaves|thyme/,
  curryLeaves: /curry leaves|kadi patta/,
  chilli: /green chill|chilli|chili|jalapeño|jalapeno|serrano|bird's eye/,
  onion: /\b(red onion|onion|shallots?|spring onion|scallions?)\b/,
  lemon: /\b(lemon|lime|calamansi)\b/,
  cream: /\b(cream|yogurt|yoghurt|curd|dahi|malai|crème|smetana|sour cream)\b/,
  nuts: /cashew|almond|pistachio|peanut|walnut|hazelnut|pine nut|macadamia/,
  pomegranate: /pomegranate/,
  sesame: /sesame/,
  tomato: /tomato/,
  cheese: /cheese|feta|parmesan|paneer|mozzarella|queso|halloumi/,
  egg: /\beggs?\b/,
  seeds: /mustard seeds|cumin seeds|nigella|kalonji|poppy|fennel seeds/,
  coconut: /coconut/,
  saffron: /saffron|kesar/,
  berries: /berr(y|ies)|cherr/,
} satisfies Record<string, RegExp>;
export type Garnish = keyof typeof GARNISHES;

// A soft backdrop per country (real data: where the dish is from), picked by a hash of its name.
const BACKDROPS = [
  "#fde68a",
  "#fed7aa",
  "#fecaca",
  "#fbcfe8",
  "#ddd6fe",
  "#c7d2fe",
  "#bae6fd",
  "#a5f3fc",
  "#99f6e4",
  "#bbf7d0",
  "#d9f99d",
  "#fef08a",
  "#e7e5e4",
  "#f5d0fe",
  "#ffe4e6",
  "#cffafe",
  "#dcfce7",
  "#fae8ff",
  "#e0f2fe",
  "#fef3c7",
];
// The vessel's metal or glaze by region: copper and brass in South Asia, glazed clay elsewhere.
const VESSELS: Record<string, string> = {
  india: "#b8733a",
  "south asia": "#a8763e",
  "east asia": "#e8eef7",
  "southeast asia": "#cfd8c4",
  europe: "#f8f6f2",
  "middle east": "#c98b5a",
  africa: "#a0522d",
  americas: "#e3c9a3",
  oceania: "#d8d2c4",
};

/** FNV-1a with a final avalanche (murmur3's fmix32), so short names spread over the palette's few slots. */
function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export type ArtPlan = {
  archetype: Archetype;
  food: string;
  accent: string;
  garnish: Garnish[];
  backdrop: string;
  vessel: string;
  /** 0 for a dish drawn from its data alone; 1, 2... set by `artVariants` when two recipes would look the same. */
  variant: number;
};

export function artPlan(r: ArtInput, variant = 0): ArtPlan {
  const archetype = archetypeOf(r);
  const names = (r.extendedIngredients ?? []).map((i) => i.name.toLowerCase());
  const colours: string[] = [];
  for (const n of names) {
    const c = colourOf(n);
    if (c && !colours.includes(c)) colours.push(c);
    if (colours.length === 2) break;
  }
  // The title's own words first ("Palak Paneer", "Gajar Halwa"), not its gloss ("Idli (Rice and Lentil Cakes)").
  const titleColour = colourOf(r.title.split("(")[0]!);
  const food = titleColour ?? colours[0] ?? "#e0a458";
  const accent = colours.find((c) => c !== food) ?? "#b45309";
  const garnish: Garnish[] = [];
  for (const n of names) {
    for (const [g, re] of Object.entries(GARNISHES) as [Garnish, RegExp][]) {
      if (!garnish.includes(g) && re.test(n)) garnish.push(g);
    }
  }
  // The backdrop follows the most specific cuisine (Kerala, Punjabi, Sicilian), else the country.
  const specific = [...r.cuisines].reverse().find((c) => !/^(indian|north indian|south indian|international)$/i.test(c));
  const country = (specific ?? r.country ?? r.cuisines[0] ?? "").toLowerCase();
  const region = regionKey(r);
  return {
    archetype,
    food,
    accent,
    garnish: garnish.slice(0, 3),
    backdrop: BACKDROPS[(hash(country) + variant) % BACKDROPS.length]!,
    vessel: VESSELS[region] ?? "#f8f6f2",
    variant,
  };
}

function regionKey(r: ArtInput): string {
  const c = (r.country ?? "").toLowerCase();
  if (c === "india") return "india";
  if (/pakistan|bangladesh|sri lanka|nepal|bhutan|maldives/.test(c)) return "south asia";
  if (/china|japan|korea|mongolia|taiwan/.test(c)) return "east asia";
  if (/thailand|vietnam|malaysia|indonesia|philippines|singapore|myanmar|cambodia|laos/.test(c)) return "southeast asia";
  if (/lebanon|syria|israel|jordan|iran|iraq|saudi|emirates|yemen|oman|kuwait|qatar|bahrain|turkey|palestine/.test(c)) return "middle east";
  if (/morocco|egypt|ethiopia|nigeria|south africa|kenya|ghana|senegal|tunisia|algeria|tanzania|africa/.test(c)) return "africa";
  if (/united states|canada|mexico|brazil|argentina|peru|chile|colombia|venezuela|cuba|jamaica/.test(c)) return "americas";
  if (/australia|new zealand|fiji|samoa|tonga|papua/.test(c)) return "oceania";
  return "europe";
}

/** What a viewer sees: two recipes with the same signature get the same picture. */
export const artSignature = (p: ArtPlan) => [p.archetype, p.food, p.accent, p.garnish.join("+"), p.backdrop, p.vessel, p.variant].join("|");

/**
 * Variants for a whole catalog: recipes whose data alone would draw the same picture get variants
 * 1, 2... (in id order; another backdrop and garnish layout), so no two catalog recipes look alike and
 * no listing page can show one picture twice.
 */
export function artVariants(recipes: ArtInput[]): Map<number, number> {
  const out = new Map<number, number>();
  const taken = new Set<string>();
  for (const r of [...recipes].sort((a, b) => a.id - b.id)) {
    let v = 0;
    while (taken.has(artSignature(artPlan(r, v))) && v < 200) v++;
    taken.add(artSignature(artPlan(r, v)));
    if (v) out.set(r.id, v);
  }
  return out;
}
