// Checks content/restaurant-articles/*.json: the schema, the counts of docs/product.md#b-limits, and the honesty rules of
// docs/architecture.md#honesty (every claim dated by its guide or list edition, no field the site cannot vouch for, a badge
// that matches the recognitions, an order that follows the stated ranking criteria).
import { basename } from "node:path";
import { RestaurantArticleFileSchema, asRestaurantArticle } from "../../shared/restaurant-articles/schema.ts";
import {
  WORLDS_50_BEST,
  michelinStars,
  type RankedBy,
  type Recognition,
  type RestaurantArticle,
} from "../../shared/restaurant-articles/types.ts";
import { RESTAURANT_ARTICLE_COUNTS } from "../../shared/restaurant-articles/ids.ts";
import type { SourcedFile } from "./content-check.ts";
import { contentError, schemaProblems, type ContentProblem } from "./problems.ts";

/** Fields the specification lists that the site cannot vouch for: refused with the reason. */
export const UNVOUCHED_FIELDS: Record<string, string> = {
  rating: "ratings",
  reviews: "review counts",
  reviewCount: "review counts",
  phone: "phone numbers",
  hours: "opening hours",
  openingHours: "opening hours",
  opening_hours: "opening hours",
  priceRange: "prices",
  price: "prices",
  signature: "signature dishes (menus change)",
};

/** A restaurant's description that mentions a recognition must date it. */
const CLAIM = /michelin|50 best|\bstars?\b|\branked\b|\bno\. ?\d/i;
/** The article's own text may explain stars in general, but a named guide or list needs its edition. */
const NAMED_SOURCE = /Michelin Guide|50 Best Restaurants/;
const YEAR = /\b(19|20)\d{2}\b/;
const UNSOURCED_TEXT: [RegExp, string][] = [
  [/(?:\+\d{1,3}[ .-]?)?\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b|\+\d[\d ]{8,}/, "a phone number"],
  [/[$€£₹]\s?\d/, "a price"],
  [/\b\d(\.\d)?\s*(\/|out of)\s*(5|10)\b|\brated\b|\breviews?\b/i, "a rating or review"],
  [/<[a-z][^>]*>/i, "HTML"],
];

/** "Michelin Guide New York 2024", "The World's 50 Best Restaurants 2025": one guide or list edition. */
const sourceOf = (x: Recognition | RankedBy) => (x.kind === "michelin" ? `${x.guide} ${x.edition}` : `${x.list} ${x.edition}`);

/** Removes the unvouched fields (each reported once, with its reason) so the schema reports the rest. */
function withoutUnvouched(raw: unknown, problems: string[]): unknown {
  if (!raw || typeof raw !== "object" || !Array.isArray((raw as { restaurants?: unknown }).restaurants)) return raw;
  const file = raw as { restaurants: unknown[] };
  return {
    ...file,
    restaurants: file.restaurants.map((r, i) => {
      if (!r || typeof r !== "object") return r;
      const kept: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(r)) {
        const what = UNVOUCHED_FIELDS[key];
        if (what) problems.push(`restaurants.${i} (${String((r as { name?: unknown }).name)}): "${key}" is not allowed: the site cannot vouch for ${what}; the card links to live OpenStreetMap details instead`);
        else kept[key] = value;
      }
      return kept;
    }),
  };
}

function checkOrder(a: RestaurantArticle): string[] {
  const out: string[] = [];
  const by = a.rankedBy;
  const keys = a.restaurants.map((r) => {
    const rec = r.recognitions.find((x) => sourceOf(x) === sourceOf(by));
    if (!rec) out.push(`${r.name}: the list is ranked by the ${sourceOf(by)}, which this restaurant does not cite`);
    return rec;
  });
  if (out.length) return out;
  for (let i = 1; i < keys.length; i++) {
    const [prev, cur] = [keys[i - 1]!, keys[i]!];
    const [p, c] = [a.restaurants[i - 1]!, a.restaurants[i]!];
    const inOrder =
      prev.kind === "michelin" && cur.kind === "michelin"
        ? prev.stars > cur.stars || (prev.stars === cur.stars && p.name.localeCompare(c.name, "en") < 0)
        : prev.kind === "50best" && cur.kind === "50best" && prev.rank < cur.rank;
    if (!inOrder) out.push(`${c.name} must come before ${p.name}: the order follows the ranking (most stars first, then by name; or by list place)`);
  }
  return out;
}

export function checkRestaurantArticle({ file, raw }: SourcedFile): { article: RestaurantArticle | null; problems: ContentProblem[] } {
  const messages: string[] = [];
  const parsed = RestaurantArticleFileSchema.safeParse(withoutUnvouched(raw, messages));
  if (!parsed.success) {
    return { article: null, problems: [...messages.map((message) => contentError(file, message)), ...schemaProblems(file, parsed.error.issues)] };
  }
  const a = asRestaurantArticle(parsed.data);
  if (basename(file) !== `${a.id}.json`) messages.push(`the file name must be ${a.id}.json`);
  const count = RESTAURANT_ARTICLE_COUNTS[a.id];
  if (a.restaurants.length !== count) messages.push(`the list holds ${a.restaurants.length} restaurants; docs/product.md#b-limits asks for exactly ${count}`);
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const r of a.restaurants) {
    if (ids.has(r.id)) messages.push(`restaurant id ${r.id} is used twice`);
    if (names.has(r.name.toLowerCase())) messages.push(`${r.name} is listed twice`);
    ids.add(r.id);
    names.add(r.name.toLowerCase());
    if (new Set(r.recognitions.map(sourceOf)).size !== r.recognitions.length) messages.push(`${r.name}: one source is cited twice`);
    if (michelinStars(r) === 0 && !r.recognitions.some((x) => x.kind === "50best" && x.list === WORLDS_50_BEST)) {
      messages.push(`${r.name}: with no Michelin stars cited its badge reads "World's 50 Best", so cite its place on ${WORLDS_50_BEST}`);
    }
    const prose = `${r.description} ${r.chef} ${r.cuisine}`;
    if (CLAIM.test(r.description) && !YEAR.test(r.description)) messages.push(`${r.name}: the description names a recognition without its year or edition`);
    for (const [pattern, what] of UNSOURCED_TEXT) if (pattern.test(prose)) messages.push(`${r.name}: the text holds ${what}, which the site cannot vouch for`);
  }
  for (const p of [...a.intro, ...a.rankingCriteria]) {
    if (NAMED_SOURCE.test(p) && !YEAR.test(p)) messages.push(`"${p.slice(0, 40)}...": a claim about a guide or list needs its year or edition`);
  }
  messages.push(...checkOrder(a));
  return { article: messages.length ? null : a, problems: messages.map((message) => contentError(file, message, { id: a.id })) };
}

/** Both files: each checked, and both present. */
export function checkRestaurantArticles(items: SourcedFile[]): { articles: RestaurantArticle[]; problems: ContentProblem[] } {
  const articles: RestaurantArticle[] = [];
  const problems: ContentProblem[] = [];
  for (const item of items) {
    const checked = checkRestaurantArticle(item);
    problems.push(...checked.problems);
    if (checked.article) articles.push(checked.article);
  }
  for (const id of Object.keys(RESTAURANT_ARTICLE_COUNTS)) {
    if (!items.some((i) => basename(i.file) === `${id}.json`)) problems.push(contentError("content/restaurant-articles", `${id}.json is missing`));
  }
  return { articles, problems };
}
