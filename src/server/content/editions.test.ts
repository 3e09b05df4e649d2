import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { checkEditions, monthsSince } from "./editions.ts";
import { checkRestaurantArticles } from "./restaurant-article-check.ts";

const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as unknown;
const editions = read("content/editions.json") as { editions: { guide: string; edition: number; announced: string }[] };
const articleFiles = () => [
  { file: "top-nyc-restaurants.json", raw: read("content/restaurant-articles/top-nyc-restaurants.json") },
  { file: "world-fine-dining.json", raw: read("content/restaurant-articles/world-fine-dining.json") },
];
const articles = () => checkRestaurantArticles(articleFiles()).articles;
const DAY = new Date("2026-11-25T12:00:00Z");

describe("guide editions: the articles cite the newest edition listed", () => {
  it("accepts the articles as written", () => {
    const found = checkEditions(editions, articles(), DAY);
    expect(articles()).toHaveLength(2);
    expect(found.problems).toEqual([]);
  });

  it("refuses the New York guide as it stood on the 2024 edition, naming the newest edition and its source", () => {
    const nyc = articleFiles()[0]!.raw as { rankedBy: { edition: number }; restaurants: { recognitions: { edition: number }[] }[] };
    nyc.rankedBy.edition = 2024;
    for (const r of nyc.restaurants) for (const x of r.recognitions) x.edition = 2024;
    const old = checkRestaurantArticles([{ file: "top-nyc-restaurants.json", raw: nyc }]).articles;
    const { problems } = checkEditions(editions, old, DAY);
    expect(problems).toHaveLength(11);
    expect(problems[0]!.message).toMatch(/^the ranking: cites the Michelin Guide New York 2024, but the newest edition is 2025 \(announced 2025-11-18, https:\/\//);
  });

  it("refuses a guide the file does not list, and a duplicate entry", () => {
    const [, world] = articles();
    const copy = structuredClone(world!);
    copy.restaurants[0]!.recognitions.push({ kind: "michelin", stars: 2, guide: "Michelin Guide Peru", edition: 2026 });
    expect(checkEditions(editions, [copy], DAY).problems.map((p) => p.message)).toEqual([
      "Maido: cites the Michelin Guide Peru 2026, which content/editions.json does not list (add its newest edition there)",
    ]);
    const twice = { ...editions, editions: [...editions.editions, editions.editions[0]] };
    expect(checkEditions(twice, [], DAY).problems.map((p) => p.message)).toEqual(["Michelin Guide New York is listed twice: list only its newest edition"]);
  });

  it("warns, without failing, when a listed edition is more than 13 months old", () => {
    const { warnings, problems } = checkEditions(editions, articles(), new Date("2027-01-20T00:00:00Z"));
    expect(problems).toEqual([]);
    expect(warnings.map((w) => w.message)).toContain("Michelin Guide New York 2025 was announced 14 months ago (2025-11-18): look for a newer edition");
    expect(checkEditions(editions, articles(), new Date("2026-12-17T00:00:00Z")).warnings.map((w) => w.message).join("\n")).not.toMatch(/New York/);
  });

  it("counts whole months, with or without a day", () => {
    expect(monthsSince("2025-11-18", new Date("2026-12-17T00:00:00Z"))).toBe(12);
    expect(monthsSince("2025-11-18", new Date("2026-12-18T00:00:00Z"))).toBe(13);
    expect(monthsSince("2024-10", new Date("2026-11-25T00:00:00Z"))).toBe(25);
  });

  it("refuses a malformed entry with its field", () => {
    const bad = { ...editions, editions: [{ ...editions.editions[0], announced: "18 November 2025" }] };
    expect(checkEditions(bad, [], DAY).problems[0]).toMatchObject({ path: "editions.0.announced", message: expect.stringMatching(/^announced must be YYYY-MM-DD/) });
  });
});
