// docs/product.md#a-validation and docs/product.md#a-limits: search suggestions and related searches, the query rewrites of the search page.

/** docs/product.md#a-limits: at most 8 suggestions. */
export const MAX_SUGGESTIONS = 8;
/** docs/product.md#a-limits: search debounce. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Shown when the box is empty: ideas to start from. */
export const DEFAULT_SUGGESTIONS = [
  "paneer butter masala",
  "quick dinner",
  "chicken biryani",
  "dal tadka",
  "vegetarian curry",
  "healthy breakfast",
  "pasta",
  "masala dosa",
];

/** Shown for 1-2 typed characters with no keyword match, and as related searches for any other query. */
export const POPULAR_SEARCHES = ["butter chicken", "chole", "palak paneer", "biryani", "vegan recipes", "soup", "dessert", "street food"];

/** docs/product.md#a-screens: the keywords that have their own list (used for suggestions and related searches). */
export const KEYWORD_SUGGESTIONS: Record<string, string[]> = {
  quick: ["quick dinner", "quick breakfast", "quick snacks", "quick curry", "quick pasta", "quick vegetarian", "quick chicken", "quick rice"],
  "30 minutes": ["30 minute dinner", "30 minute curry", "30 minute chicken", "30 minute pasta", "30 minute vegetarian", "30 minute soup"],
  easy: ["easy dinner", "easy curry", "easy breakfast", "easy dessert", "easy chicken", "easy dal", "easy vegetarian", "easy rice"],
  chicken: ["butter chicken", "chicken biryani", "chicken curry", "chicken tikka", "chettinad chicken", "chicken soup", "chicken rice", "grilled chicken"],
  beef: ["beef stew", "beef curry", "beef tacos", "beef noodles", "beef pho", "beef roast"],
  pasta: ["pasta carbonara", "pasta with tomato sauce", "pesto pasta", "lasagne", "vegetarian pasta", "quick pasta"],
  rice: ["biryani", "pulao", "fried rice", "lemon rice", "curd rice", "jeera rice", "risotto", "rice pudding"],
  vegetarian: ["vegetarian curry", "paneer recipes", "dal", "vegetarian biryani", "chole", "vegetarian soup", "vegetarian breakfast", "vegan recipes"],
  healthy: [
    "healthy breakfast",
    "healthy dinner",
    "healthy salad",
    "healthy soup",
    "high protein vegetarian",
    "healthy snacks",
    "lentil recipes",
    "low carb dinner",
  ],
  indian: ["butter chicken", "palak paneer", "dal makhani", "masala dosa", "chole bhature", "biryani", "sambar", "rogan josh"],
  thai: ["thai green curry", "pad thai", "tom yum", "thai red curry", "som tam", "thai fried rice"],
  italian: ["pasta carbonara", "risotto", "lasagne", "minestrone", "margherita pizza", "tiramisu", "pesto pasta", "focaccia"],
  breakfast: ["masala dosa", "poha", "upma", "idli", "aloo paratha", "pancakes", "shakshuka", "healthy breakfast"],
  dinner: ["quick dinner", "vegetarian dinner", "chicken curry", "dal tadka", "healthy dinner", "one pot dinner", "fish curry", "biryani"],
  lunch: ["rajma chawal", "vegetarian lunch", "salad", "sandwich", "soup", "thali", "curd rice", "wraps"],
};

const KEYWORDS = Object.keys(KEYWORD_SUGGESTIONS);
const normalise = (q: string) => q.trim().toLowerCase().replace(/\s+/g, " ");
const unique = (items: string[]) => [...new Set(items)];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Keywords related to the text: a keyword (or one of its words) starting with it ("chick" -> chicken,
 * "min" -> 30 minutes), or a keyword the text contains as a word ("chicken curry" -> chicken).
 */
export function matchingKeywords(query: string): string[] {
  const q = normalise(query);
  if (!q) return [];
  return KEYWORDS.filter(
    (k) => k.startsWith(q) || (q.length >= 2 && k.split(" ").some((w) => w.startsWith(q))) || new RegExp(`(^|\\s)${escapeRegExp(k)}($|\\s)`).test(q),
  );
}

/** Phrases made from the typed text when no keyword matches (3 or more characters). */
export function generatedSuggestions(query: string): string[] {
  const q = normalise(query);
  return [q, `${q} recipe`, `easy ${q}`, `quick ${q}`, `vegetarian ${q}`, `healthy ${q}`, `${q} curry`, `${q} for dinner`].slice(0, MAX_SUGGESTIONS);
}

/** The text suggestions are made from: the corrected query while the box still holds the typo it corrects. */
export function correctedText(text: string, correction: { typed: string; corrected: string } | undefined): string {
  return correction && normalise(text) === normalise(correction.typed) ? correction.corrected : text;
}

/**
 * docs/product.md#a-validation: empty -> default ideas; an exact keyword -> its list; partial matches -> their lists
 * merged (capped at 8); no match with 3+ characters -> generated phrases; shorter -> popular searches.
 */
export function getSuggestions(query: string): string[] {
  const q = normalise(query);
  if (!q) return DEFAULT_SUGGESTIONS.slice(0, MAX_SUGGESTIONS);
  const exact = KEYWORD_SUGGESTIONS[q];
  if (exact) return exact.slice(0, MAX_SUGGESTIONS);
  const keys = matchingKeywords(q);
  if (keys.length > 0) {
    // Phrases that contain what was typed come first ("chicken t" -> "chicken tikka").
    const merged = unique(keys.flatMap((k) => KEYWORD_SUGGESTIONS[k]!));
    const first = merged.filter((s) => s.includes(q));
    return unique([...first, ...merged]).slice(0, MAX_SUGGESTIONS);
  }
  if (q.length >= 3) return generatedSuggestions(q);
  return POPULAR_SEARCHES.slice(0, MAX_SUGGESTIONS);
}

/** docs/product.md#a-screens: related searches come from the keyword lists, else the popular list; never the query itself. */
export function relatedSearches(query: string): string[] {
  const q = normalise(query);
  const keys = matchingKeywords(q);
  const list = keys.length > 0 ? unique(keys.flatMap((k) => KEYWORD_SUGGESTIONS[k]!)) : POPULAR_SEARCHES;
  return list.filter((s) => s !== q).slice(0, MAX_SUGGESTIONS);
}

/**
 * docs/product.md#a-validation: the search page rewrites the query it sends: 'quick' or '30 minute' -> 'quick easy
 * recipes'; 'healthy' -> 'healthy recipes'; 'easy' -> 'easy recipes'. Whole-query matches only
 * ("quick dinner" is sent as typed). "30 minutes" and "30-minute" count as '30 minute'.
 */
export function rewriteSearchQuery(query: string): string {
  const q = normalise(query);
  if (q === "quick" || /^30[ -]minutes?$/.test(q)) return "quick easy recipes";
  if (q === "healthy") return "healthy recipes";
  if (q === "easy") return "easy recipes";
  return query.trim();
}
