import { describe, expect, it } from "vitest";
import { xml2js, type Element } from "xml-js";
import { articleFeeds, newsletterFeeds } from "./feeds.ts";
import { loadArticles } from "./articles.ts";

const SITE = "https://masala.example";
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const children = (e: Element | undefined, name: string) => (e?.elements ?? []).filter((c) => c.type === "element" && c.name === name);
const child = (e: Element | undefined, name: string) => children(e, name)[0];
const text = (e: Element | undefined) => (e?.elements ?? []).map((c) => c.text ?? c.cdata ?? "").join("");
const root = (xml: string) => (xml2js(xml) as Element).elements!.find((e) => e.type === "element")!;

/** The elements RSS 2.0 requires (channel title, link, description; each item a title or description) and the ones readers rely on. */
function checkRss(xml: string, expectedItems: number) {
  const rss = root(xml);
  expect(rss.name).toBe("rss");
  expect(rss.attributes?.version).toBe("2.0");
  const channel = child(rss, "channel");
  for (const name of ["title", "link", "description"]) expect(text(child(channel, name)).length, name).toBeGreaterThan(0);
  const self = children(channel, "atom:link").find((l) => l.attributes?.rel === "self");
  expect(self?.attributes?.href).toMatch(/^https:\/\/masala\.example\/feeds\/\w+\.xml$/);
  const items = children(channel, "item");
  expect(items).toHaveLength(expectedItems);
  for (const item of items) {
    expect(text(child(item, "title")).length).toBeGreaterThan(0);
    expect(text(child(item, "link"))).toMatch(/^https:\/\/masala\.example\//);
    expect(text(child(item, "guid"))).toBe(text(child(item, "link")));
    expect(text(child(item, "pubDate"))).toMatch(RFC_822);
  }
  return items;
}

/** The elements Atom (RFC 4287) requires: feed id, title, updated, a self link; each entry id, title, updated and a link. */
function checkAtom(xml: string, expectedEntries: number) {
  const feed = root(xml);
  expect(feed.name).toBe("feed");
  expect(feed.attributes?.xmlns).toBe("http://www.w3.org/2005/Atom");
  for (const name of ["id", "title"]) expect(text(child(feed, name)).length, name).toBeGreaterThan(0);
  expect(text(child(feed, "updated"))).toMatch(RFC_3339);
  expect(children(feed, "link").some((l) => l.attributes?.rel === "self")).toBe(true);
  const entries = children(feed, "entry");
  expect(entries).toHaveLength(expectedEntries);
  for (const entry of entries) {
    expect(text(child(entry, "id"))).toMatch(/^https:\/\/masala\.example\//);
    expect(text(child(entry, "title")).length).toBeGreaterThan(0);
    expect(text(child(entry, "updated"))).toMatch(RFC_3339);
    expect(child(entry, "link")?.attributes?.href).toBe(text(child(entry, "id")));
  }
  return entries;
}

describe("article feeds", () => {
  it("list every article, newest first, with its page address, in valid RSS 2.0 and Atom", async () => {
    const articles = await loadArticles();
    expect(articles.length).toBeGreaterThan(5);
    const { rss, atom } = articleFeeds(articles, SITE);
    const items = checkRss(rss, articles.length);
    const newest = articles[0]!;
    expect(text(child(items[0], "link"))).toBe(`${SITE}/news/${newest.id}`);
    expect(text(child(items[0], "title"))).toBe(newest.title);
    const entries = checkAtom(atom, articles.length);
    expect(text(child(entries.at(-1), "title"))).toBe(articles.at(-1)!.title);
  });
});

describe("newsletter feeds", () => {
  const issues = [
    { id: 7, category: "food" as const, title: "Monsoon <pakoras> & chai", content: "Rain brings pakoras.\n\nTry the onion bhaji.", publishedAt: "2026-11-20T06:30:00.000Z" },
    { id: 3, category: "global" as const, title: "Rice prices", content: "A".repeat(900), publishedAt: "2026-11-01T06:30:00.000Z" },
  ];

  it("escape titles, cut long texts and date each issue", () => {
    const { rss, atom } = newsletterFeeds(issues, SITE);
    const items = checkRss(rss, 2);
    expect(text(child(items[0], "title"))).toBe("Monsoon <pakoras> & chai");
    expect(text(child(items[0], "link"))).toBe(`${SITE}/newsletters/archive/7`);
    expect(text(child(items[0], "pubDate"))).toBe("Fri, 20 Nov 2026 06:30:00 GMT");
    expect(text(child(items[1], "description")).length).toBeLessThanOrEqual(400);
    const entries = checkAtom(atom, 2);
    expect(text(child(entries[0], "updated"))).toBe("2026-11-20T06:30:00.000Z");
  });

  it("is a valid feed with no entries before the first issue", () => {
    const { rss, atom } = newsletterFeeds([], SITE);
    checkRss(rss, 0);
    checkAtom(atom, 0);
  });
});
