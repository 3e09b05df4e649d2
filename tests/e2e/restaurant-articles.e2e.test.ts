// The two restaurant articles as a reader meets them (docs/product.md#b-screens, docs/product.md#b-data, docs/architecture.md#honesty): 10 New York and 8 world
// restaurants, their badges, the breadcrumbs, the dated recognitions, the JSON-LD ItemList of Restaurant,
// the links from the home page and the news hub, and the same pages on a phone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { PHONE, browserSuite, hasReactFiber, launchBrowser, screenshot, type TestServer, SHARED_SERVER } from "../support/browser.ts";
import { a11yViolations } from "../support/a11y.ts";

let server: TestServer;
let browser: BrowserContext | undefined;
const pages = browserSuite(SHARED_SERVER, (s, b) => ((server = s), (browser = b)));
// A second browser as a phone (375x812, touch), its console errors collected by hand.
let phone: BrowserContext | undefined;
const phoneErrors: string[] = [];
beforeAll(async () => {
  phone = await launchBrowser(PHONE);
  phone.on("page", (p) => p.on("console", (m) => m.type() === "error" && phoneErrors.push(m.text())));
});
afterAll(async () => {
  await phone?.close();
});

const ARTICLES = [
  {
    path: "/articles/top-nyc-restaurants",
    title: "Ten New York restaurants with Michelin stars, 2025 guide",
    names: ["Eleven Madison Park", "Jungsik", "Le Bernardin", "Per Se", "Sushi Sho", "Aquavit", "César", "Chef's Table at Brooklyn Fare", "Joo Ok", "Masa"],
    badges: [...Array<string>(5).fill("3 Michelin Stars"), ...Array<string>(5).fill("2 Michelin Stars")],
    // Michelin stars group restaurants, they do not rank them: no numerals, the stars as the headline.
    ranks: [] as number[],
    headlines: [
      ...Array<string>(5).fill("Three Michelin stars, Michelin Guide New York 2025"),
      ...Array<string>(5).fill("Two Michelin stars, Michelin Guide New York 2025"),
    ],
  },
  {
    path: "/articles/world-fine-dining",
    title: "Eight restaurants from The World's 50 Best Restaurants 2025",
    names: ["Maido", "Quintonil", "DiverXO", "Alchemist", "Gaggan", "Sézanne", "Kjolle", "Trèsind Studio"],
    // A ranking: each card shows its real place on the list, not its position on the page.
    ranks: [1, 3, 4, 5, 6, 7, 9, 27],
    headlines: [1, 3, 4, 5, 6, 7, 9, 27].map((n) => `No. ${n}, The World's 50 Best Restaurants 2025`),
    badges: [
      "World's 50 Best",
      "2 Michelin Stars",
      "3 Michelin Stars",
      "World's 50 Best",
      "World's 50 Best",
      "3 Michelin Stars",
      "World's 50 Best",
      "3 Michelin Stars",
    ],
  },
] as const;

type Ld = Record<string, unknown> & { "@type": string };
const ldBlocks = (html: string): Ld[] => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
const cards = (page: Page) => page.getByTestId("restaurant-card");

async function open(b: BrowserContext, path: string): Promise<Page> {
  const page = await b.newPage();
  await page.goto(`${server.base}${path}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

describe.each(ARTICLES)("$path", (a) => {
  it("arrives as prerendered HTML with its meta tags and a JSON-LD ItemList of Restaurant in the list's order", async () => {
    const res = await fetch(`${server.base}${a.path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${a.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")} | Masala Table</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+${a.path}"/>`));
    expect(html).toMatch(/<meta property="og:type" content="article"\/>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}"\/>/);
    expect(html.match(/data-testid="restaurant-card"/g)).toHaveLength(a.names.length);

    const blocks = ldBlocks(html);
    const list = blocks.find((b) => b["@type"] === "ItemList") as Ld & { numberOfItems: number; itemListElement: { position: number; item: Ld }[] };
    expect(list.numberOfItems).toBe(a.names.length);
    expect(list.itemListElement.map((e) => e.position)).toEqual(a.names.map((_, i) => i + 1));
    expect(list.itemListElement.map((e) => e.item.name)).toEqual([...a.names]);
    for (const { item } of list.itemListElement) {
      expect(item["@type"]).toBe("Restaurant");
      expect(item).toMatchObject({ address: { "@type": "PostalAddress", addressLocality: expect.any(String), addressCountry: expect.any(String) } });
      expect(typeof item.servesCuisine).toBe("string");
      // Every award names its edition; nothing the site cannot vouch for.
      for (const award of item.award as string[]) expect(award).toMatch(/\b20\d\d$/);
      for (const unvouched of ["aggregateRating", "review", "telephone", "openingHours", "priceRange"]) expect(item).not.toHaveProperty(unvouched);
    }
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList") as Ld & { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(["Home", "Articles", a.title]);

    expect(await (await fetch(`${server.base}/sitemap.xml`)).text()).toContain(`${a.path}</loc>`);
  });

  it("shows the cards in order with their badges, dated recognitions, breadcrumbs and live-details links (1280 px)", async () => {
    const page = await open(browser!, a.path);
    await page.setViewportSize({ width: 1280, height: 900 });
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link").evaluateAll((links) => links.map((l) => [l.textContent, l.getAttribute("href")]))).toEqual([
      ["Home", "/"],
      ["Articles", "/articles"],
    ]);
    expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe(a.title);

    expect(await cards(page).count()).toBe(a.names.length);
    expect(await cards(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual(
      a.names.map((n, i) => (a.ranks.length ? `No. ${a.ranks[i]}. ${n}` : n)),
    );
    expect((await page.getByTestId("restaurant-rank").allInnerTexts()).map(Number)).toEqual([...a.ranks]);
    expect(await page.getByTestId("restaurant-headline").allInnerTexts()).toEqual([...a.headlines]);
    expect(await page.getByTestId("restaurant-badge").allInnerTexts()).toEqual([...a.badges]);
    for (const r of await page.getByTestId("recognitions").locator("li").allInnerTexts()) {
      expect(r).toMatch(/^(One|Two|Three) Michelin stars?, as of the Michelin Guide [\w ]+ 20\d\d$|^No\. \d+ on .+ 50 Best Restaurants 20\d\d$/);
    }
    expect(await page.getByRole("heading", { name: "How this list is ranked" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Sources" }).isVisible()).toBe(true);

    const live = page.getByRole("link", { name: /^Places to eat in .+, live from OpenStreetMap \(near .+\)$/ });
    expect(await live.count()).toBe(a.names.length);
    // The finder searches around the restaurant's city, a place the offline gazetteer knows (issue 25).
    expect(await live.last().getAttribute("href")).toMatch(/^\/restaurant-finder\?q=[^&]+%2C\+[^&]+$/);
    await screenshot(page, `restaurant-article${a.path.replace(/\W+/g, "-")}-1280`);
    expect(await a11yViolations(page)).toEqual([]);
  });

  it("fits a phone: every card, no sideways scroll", async () => {
    const page = await open(phone!, a.path);
    expect(await cards(page).count()).toBe(a.names.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.getByTestId("restaurant-badge").first().isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).isVisible()).toBe(true);
    await screenshot(page, `restaurant-article${a.path.replace(/\W+/g, "-")}-375`);
    await page.close();
    expect(phoneErrors).toEqual([]);
  });
});

describe("how readers reach them", () => {
  it("the home page's Popular Food Questions and the news hub link both articles", async () => {
    const home = await open(browser!, "/");
    const popular = home.getByRole("region", { name: "Popular Food Questions" }).getByRole("link");
    const homeLinks = await popular.evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    for (const a of ARTICLES) {
      expect(homeLinks).toContain(a.path);
      const hub = await open(browser!, a.path === ARTICLES[0].path ? "/news" : "/articles");
      const guides = hub.getByRole("navigation", { name: "Guides from our editors" }).getByRole("link");
      expect(await guides.evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toContain(a.path);
    }
  });

  it("on a phone a card far below the screen waits to hydrate, and its finder link pressed before then navigates inside the app", async () => {
    // docs/decisions/0018-hydration-budget.md: each card hydrates when near or touched.
    const page = await phone!.newPage();
    await page.goto(`${server.base}/articles/top-nyc-restaurants`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const masa = page.locator("li#masa");
    await expect.poll(() => hasReactFiber(page.getByRole("heading", { level: 1 }))).toBe(true);
    expect(await hasReactFiber(masa)).toBe(true);
    const link = page.getByRole("link", { name: "Places to eat in New York, live from OpenStreetMap (near Masa)" });
    expect(await hasReactFiber(link)).toBe(false);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await link.evaluate((a: HTMLElement) => a.click());
    await page.waitForURL(/\/restaurant-finder\?q=/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.close();
  });

  it("a card's finder link opens the restaurant finder on a place it finds, the restaurant's city (issue 25)", async () => {
    // No Overpass in this file's site: the finder finds the place, then says live data cannot be reached.
    pages.allowConsoleError(/50\d/);
    const page = await open(browser!, "/articles/top-nyc-restaurants");
    await page.getByRole("link", { name: "Places to eat in New York, live from OpenStreetMap (near Masa)" }).click();
    await page.waitForURL(`${server.base}/restaurant-finder?q=New+York%2C+United+States`);
    await expect.poll(() => page.getByRole("combobox").first().inputValue()).toBe("New York, United States");
    await page
      .getByText(/New York City, United States/)
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await page.getByText(/Location not found/i).count()).toBe(0);
  });
});
