// The zod-free half of the two restaurant articles (docs/product.md#b-screens, docs/product.md#b-data "Restaurant NYC", "Restaurant world";
// docs/architecture.md#honesty): their types, counts and the display rules the page and the JSON-LD share. The content
// check's schema is in schema.ts.

import type { RestaurantArticleId } from "./ids.ts";

/** The 50 Best lists a recognition may come from (the badge reads "World's 50 Best" only for the first). */
export const FIFTY_BEST_LISTS = ["The World's 50 Best Restaurants", "Asia's 50 Best Restaurants"] as const;
export type FiftyBestList = (typeof FIFTY_BEST_LISTS)[number];
export const WORLDS_50_BEST: FiftyBestList = "The World's 50 Best Restaurants";

/** Where a reader can check a claim: the publishers' own sites. */
export const RECOGNITION_SITES = { michelin: "https://guide.michelin.com/", "50best": "https://www.theworlds50best.com/" } as const;

/** Stars as of one named edition of one Michelin guide ("Michelin Guide New York", 2024). */
export type MichelinRecognition = { kind: "michelin"; stars: 1 | 2 | 3; guide: string; edition: number };
/** A place on one year's 50 Best list. */
export type FiftyBestRecognition = { kind: "50best"; list: FiftyBestList; edition: number; rank: number };
export type Recognition = MichelinRecognition | FiftyBestRecognition;

/**
 * A restaurant as the site can vouch for it: who, where, what, and each recognition with its edition.
 * Ratings, review counts, prices, phone numbers, opening hours and signature dishes are left out on
 * purpose (docs/architecture.md#honesty): they change or cannot be sourced; the card links to live OpenStreetMap data.
 */
export type Restaurant = {
  id: string;
  name: string;
  cuisine: string;
  chef: string;
  city: string;
  neighbourhood?: string;
  country: string;
  description: string;
  recognitions: Recognition[];
  /** The restaurant's own site, only where we are sure of the address. */
  website?: string;
};

/** How a list is ordered: by stars in one guide edition, or by place on one 50 Best list. */
export type RankedBy = { kind: "michelin"; guide: string; edition: number } | { kind: "50best"; list: FiftyBestList; edition: number };

export type RestaurantArticle = {
  id: RestaurantArticleId;
  title: string;
  description: string;
  intro: string[];
  rankingCriteria: string[];
  rankedBy: RankedBy;
  restaurants: Restaurant[];
};

const STAR_WORDS = ["", "One", "Two", "Three"] as const;

export function michelinStars(r: Pick<Restaurant, "recognitions">): number {
  return r.recognitions.reduce((n, rec) => (rec.kind === "michelin" ? Math.max(n, rec.stars) : n), 0);
}

/** docs/product.md#b-screens: '{n} Michelin Star(s)', or "World's 50 Best" when the star count is 0. */
export function restaurantBadge(r: Pick<Restaurant, "recognitions">): string {
  const n = michelinStars(r);
  return n > 0 ? `${n} Michelin ${n === 1 ? "Star" : "Stars"}` : "World's 50 Best";
}

/** One claim with its source: "Three Michelin stars, as of the Michelin Guide New York 2024". */
export function recognitionText(rec: Recognition): string {
  return rec.kind === "michelin"
    ? `${STAR_WORDS[rec.stars]} Michelin ${rec.stars === 1 ? "star" : "stars"}, as of the ${rec.guide} ${rec.edition}`
    : `No. ${rec.rank} on ${rec.list} ${rec.edition}`;
}

/** A list is a ranking only when its source ranks (a 50 Best list); Michelin stars group, they do not rank. */
export const isRanking = (by: RankedBy) => by.kind === "50best";

/** The recognition the list is ordered by: the card's headline. */
export function rankingRecognition(r: Pick<Restaurant, "recognitions">, by: RankedBy): Recognition | undefined {
  return r.recognitions.find(
    (x) => (x.kind === "michelin" ? by.kind === "michelin" && x.guide === by.guide : by.kind === "50best" && x.list === by.list) && x.edition === by.edition,
  );
}

/** The card headline: "Three Michelin stars, Michelin Guide New York 2025" or "No. 9, The World's 50 Best Restaurants 2025". */
export function recognitionHeadline(rec: Recognition): string {
  return rec.kind === "michelin"
    ? `${STAR_WORDS[rec.stars]} Michelin ${rec.stars === 1 ? "star" : "stars"}, ${rec.guide} ${rec.edition}`
    : `No. ${rec.rank}, ${rec.list} ${rec.edition}`;
}

/** The sources a list cites, once each, in the order they first appear. */
export function recognitionSources(restaurants: Restaurant[]): { name: string; url: string }[] {
  const seen = new Map<string, string>();
  for (const r of restaurants) {
    for (const rec of r.recognitions) {
      const name = rec.kind === "michelin" ? `${rec.guide} ${rec.edition}` : `${rec.list} ${rec.edition}`;
      if (!seen.has(name)) seen.set(name, RECOGNITION_SITES[rec.kind]);
    }
  }
  return [...seen].map(([name, url]) => ({ name, url }));
}

export const locationText = (r: Pick<Restaurant, "neighbourhood" | "city" | "country">) => [r.neighbourhood, r.city, r.country].filter(Boolean).join(", ");

/** The restaurant finder (reads ?q=) searched on the restaurant itself: live OpenStreetMap details. */
/**
 * The finder around the restaurant's city ("New York, United States"): the finder lists places near a
 * location, and a restaurant's own name is not a place the offline gazetteer knows (issue 25).
 */
export const finderHref = (r: Pick<Restaurant, "city" | "country">) => `/restaurant-finder?${new URLSearchParams({ q: `${r.city}, ${r.country}` }).toString()}`;
