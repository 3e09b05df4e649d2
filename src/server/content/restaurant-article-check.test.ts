import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { checkRestaurantArticle, checkRestaurantArticles } from "./restaurant-article-check.ts";
import {
  finderHref,
  isRanking,
  rankingRecognition,
  recognitionHeadline,
  recognitionSources,
  recognitionText,
  restaurantBadge,
} from "../../shared/restaurant-articles/types.ts";

type RawRestaurant = Record<string, unknown> & { name: string; recognitions: Record<string, unknown>[] };
type RawFile = { restaurants: RawRestaurant[]; intro: string[] } & Record<string, unknown>;
const read = (id: string) => JSON.parse(readFileSync(`content/restaurant-articles/${id}.json`, "utf8")) as RawFile;
const nyc = read("top-nyc-restaurants");
const world = read("world-fine-dining");
const messages = (raw: unknown, file = "top-nyc-restaurants.json") => checkRestaurantArticle({ file, raw }).problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message));
/** The NYC file with one restaurant changed. */
const nycWith = (i: number, change: (r: RawRestaurant) => RawRestaurant) => {
  const copy = structuredClone(nyc);
  copy.restaurants[i] = change(copy.restaurants[i]!);
  return copy;
};

describe("the restaurant article check", () => {
  it("accepts both files as written: 10 New York restaurants and 8 world restaurants", () => {
    const { articles, problems } = checkRestaurantArticles([
      { file: "top-nyc-restaurants.json", raw: nyc },
      { file: "world-fine-dining.json", raw: world },
    ]);
    expect(problems).toEqual([]);
    expect(articles.map((a) => [a.id, a.restaurants.length])).toEqual([
      ["top-nyc-restaurants", 10],
      ["world-fine-dining", 8],
    ]);
  });

  it("refuses a list of the wrong length, with the count the specification asks for", () => {
    expect(messages({ ...nyc, restaurants: nyc.restaurants.slice(0, 9) })).toContain("the list holds 9 restaurants; docs/product.md#b-limits asks for exactly 10");
    expect(messages({ ...world, restaurants: world.restaurants.slice(0, 7) }, "world-fine-dining.json")).toContain(
      "the list holds 7 restaurants; docs/product.md#b-limits asks for exactly 8",
    );
  });

  it("refuses ratings, review counts, phone numbers, opening hours and prices, saying why", () => {
    const bad = nycWith(0, (r) => ({ ...r, rating: 4.8, reviews: 2100, phone: "+1 212 889 0905", hours: "Thu-Sun 17:30-22:00", priceRange: "$$$$" }));
    const found = messages(bad);
    expect(found).toHaveLength(5);
    expect(found[0]).toBe(
      'restaurants.0 (Eleven Madison Park): "rating" is not allowed: the site cannot vouch for ratings; the card links to live OpenStreetMap details instead',
    );
    expect(found.join("\n")).toMatch(/"phone" is not allowed: the site cannot vouch for phone numbers/);
    expect(found.join("\n")).toMatch(/"hours" is not allowed: the site cannot vouch for opening hours/);
  });

  it("refuses a recognition without its edition, and a description that names one without a year", () => {
    const undated = nycWith(9, (r) => ({ ...r, recognitions: [{ kind: "michelin", stars: 3, guide: "Michelin Guide New York" }] }));
    expect(messages(undated)).toContain("restaurants.9.recognitions.0.edition: edition must be the year of the guide or list edition (e.g. 2024).");
    const vague = nycWith(9, (r) => ({ ...r, description: "Masa Takayama's sushi counter at Columbus Circle, long one of the city's three-star restaurants." }));
    expect(messages(vague)).toContain("Masa: the description names a recognition without its year or edition");
  });

  it("refuses a website that is not https, and a phone number or a price hidden in the text", () => {
    expect(messages(nycWith(0, (r) => ({ ...r, website: "http://www.elevenmadisonpark.com/" })))).toContain("restaurants.0.website: website must be an https:// address.");
    const phone = nycWith(9, (r) => ({ ...r, description: `${String(r.description)} Book on (212) 823-9800 from noon.` }));
    expect(messages(phone)).toContain("Masa: the text holds a phone number, which the site cannot vouch for");
    const price = nycWith(9, (r) => ({ ...r, description: `${String(r.description)} Dinner is $750 a head.` }));
    expect(messages(price)).toContain("Masa: the text holds a price, which the site cannot vouch for");
  });

  it("refuses an order that does not follow the ranking criteria", () => {
    const swapped = structuredClone(nyc);
    [swapped.restaurants[0], swapped.restaurants[9]] = [swapped.restaurants[9]!, swapped.restaurants[0]!];
    expect(messages(swapped)).toContain("Jungsik must come before Masa: the order follows the ranking (most stars first, then by name; or by list place)");
    const reordered = structuredClone(world);
    reordered.restaurants.reverse();
    expect(messages(reordered, "world-fine-dining.json")[0]).toMatch(/must come before Trèsind Studio/);
  });

  it("refuses a restaurant that does not cite the edition the list is ranked by", () => {
    const older = nycWith(9, (r) => ({ ...r, recognitions: [{ kind: "michelin", stars: 3, guide: "Michelin Guide New York", edition: 2024 }] }));
    expect(messages(older)).toContain("Masa: the list is ranked by the Michelin Guide New York 2025, which this restaurant does not cite");
  });

  it("refuses a badge the recognitions cannot back: no stars and no place on The World's 50 Best Restaurants", () => {
    const copy = structuredClone(world);
    const gaggan = copy.restaurants.find((r) => r.name === "Gaggan")!;
    // A fixture, not a fact: Gaggan citing only an Asia's 50 Best place.
    gaggan.recognitions = [{ kind: "50best", list: "Asia's 50 Best Restaurants", edition: 2026, rank: 5 }];
    expect(messages(copy, "world-fine-dining.json")).toContain(
      `Gaggan: with no Michelin stars cited its badge reads "World's 50 Best", so cite its place on The World's 50 Best Restaurants`,
    );
  });

  it("asks for both files", () => {
    expect(checkRestaurantArticles([{ file: "top-nyc-restaurants.json", raw: nyc }]).problems).toEqual([
      { file: "content/restaurant-articles", message: "world-fine-dining.json is missing", severity: "error" },
    ]);
  });
});

describe("the restaurant card's words", () => {
  const recognitions = (stars: number) => [{ kind: "michelin" as const, stars: stars as 1 | 2 | 3, guide: "Michelin Guide New York", edition: 2024 }];
  it("reads '{n} Michelin Star(s)', and \"World's 50 Best\" with no stars", () => {
    expect(restaurantBadge({ recognitions: recognitions(1) })).toBe("1 Michelin Star");
    expect(restaurantBadge({ recognitions: recognitions(3) })).toBe("3 Michelin Stars");
    expect(restaurantBadge({ recognitions: [{ kind: "50best", list: "The World's 50 Best Restaurants", edition: 2025, rank: 1 }] })).toBe("World's 50 Best");
  });
  it("dates every claim with its edition, and names each source once", () => {
    expect(recognitionText(recognitions(2)[0]!)).toBe("Two Michelin stars, as of the Michelin Guide New York 2024");
    expect(recognitionText({ kind: "50best", list: "Asia's 50 Best Restaurants", edition: 2025, rank: 1 })).toBe("No. 1 on Asia's 50 Best Restaurants 2025");
    const sources = recognitionSources([{ recognitions: recognitions(3) }, { recognitions: recognitions(1) }] as never);
    expect(sources).toEqual([{ name: "Michelin Guide New York 2024", url: "https://guide.michelin.com/" }]);
  });
  it("heads each card with the recognition the list is ordered by, and numbers only a ranked list, with the real place", () => {
    const { articles } = checkRestaurantArticles([
      { file: "top-nyc-restaurants.json", raw: nyc },
      { file: "world-fine-dining.json", raw: world },
    ]);
    const [ny, w] = [articles.find((a) => a.id === "top-nyc-restaurants")!, articles.find((a) => a.id === "world-fine-dining")!];
    expect(isRanking(ny.rankedBy)).toBe(false);
    expect(isRanking(w.rankedBy)).toBe(true);
    expect(ny.restaurants.map((r) => recognitionHeadline(rankingRecognition(r, ny.rankedBy)!))).toContain("Two Michelin stars, Michelin Guide New York 2025");
    const kjolle = w.restaurants.find((r) => r.name === "Kjolle")!;
    // Seventh card on the page, ninth on the list: the headline says 9.
    expect(w.restaurants.indexOf(kjolle)).toBe(6);
    expect(recognitionHeadline(rankingRecognition(kjolle, w.rankedBy)!)).toBe("No. 9, The World's 50 Best Restaurants 2025");
  });
  it("sends the reader to the restaurant finder's ?q= search for live OpenStreetMap details", () => {
    expect(finderHref({ city: "New York", country: "United States" })).toBe("/restaurant-finder?q=New+York%2C+United+States");
  });
});
