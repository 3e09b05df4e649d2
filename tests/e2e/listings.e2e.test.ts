// Search, the listings, world recipes, the time-based pages and home's Trending Now, walked as a visitor.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import {
  expectSharingTags,
  expectSuggestionsToCloseAfterBlur,
  fetchPage,
  gate,
  hasReactFiber,
  screenshot,
  type TestServer,
  browserSuite,
  SHARED_SERVER,
} from "../support/browser.ts";
import { a11yViolations } from "../support/a11y.ts";
import { mealTypeOf, seasonOf, weekOfYear } from "../../src/shared/common/calendar.ts";
import { MONTH_NAMES } from "../../src/shared/common/us-format.ts";

// This machine can be slow: polls wait as long as a locator does.
const POLL = { timeout: 30_000 };

let server: TestServer;
let browser: BrowserContext | undefined;
const pages = browserSuite(SHARED_SERVER, (s, b) => ((server = s), (browser = b)));

const api = async <T>(path: string): Promise<T> => (await fetch(`${server.base}${path}`)).json() as Promise<T>;
type Listing = { totalResults: number; results?: { id: number; title: string }[]; recipes?: { id: number; title: string }[] };

async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser!.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.base}${path}`);
  return page;
}

/** The titles of the recipe cards in the list with that name, once it has loaded. */
async function cardTitles(page: Page, list: string): Promise<string[]> {
  const l = page.getByRole("list", { name: list, exact: true });
  await l.locator("article").first().waitFor();
  // textContent, not innerText: cards far from the screen are not laid out (content-visibility), and innerText reads the layout.
  return (await l.locator("article h2, article h3").allTextContents()).map((t) => t.trim());
}

/** Scrolls to the end and back so lazy images load, then waits for them (for full-page screenshots). */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  // Images off to the side in a swipeable row load only when swiped to.
  const loaded = () => [...document.images].filter((i) => i.getBoundingClientRect().left < window.innerWidth).every((i) => i.complete);
  await page.waitForFunction(loaded, null, { timeout: 30_000 });
}

async function searchFromHome(page: Page, text: string) {
  const box = page.getByRole("combobox", { name: "Search recipes" });
  await box.click();
  await box.fill(text);
  await box.press("Enter");
}

describe("prerendered pages", () => {
  it.each([
    ["/all-recipes", "All Recipes"],
    ["/world-recipes", "Every Recipe from Every Country"],
    ["/weekly", "Weekly Meal Inspiration"],
    ["/daily", "Daily Food Journey"],
    ["/search", "Search recipes"],
  ])("%s arrives as HTML with its heading and meta tags", async (path, heading) => {
    const { html } = await fetchPage(server, path);
    expect(html).toContain(`>${heading}</h1>`);
    expectSharingTags(html);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+"/);
  });

  it("all-recipes and world-recipes carry their first page of cards and the real totals in the HTML", async () => {
    const health = await api<{ catalog: { recipes: number } }>("/api/health");
    const all = await (await fetch(`${server.base}/all-recipes`)).text();
    expect(all.match(/>Full Recipe</g)).toHaveLength(12);
    expect(all).toContain(`${health.catalog.recipes} recipes available`);
    expect(all).not.toMatch(/1,?[0-9]{3} recipes available/); // not "count plus 1000"
    expect(all).toContain('"@type":"ItemList"');
    const world = await (await fetch(`${server.base}/world-recipes`)).text();
    expect(world.match(/>Full Recipe</g)).toHaveLength(20);
    expect(world).not.toContain("7,000+");
  });
});

describe("search", () => {
  it("from the home box: suggestions on focus, results with the found count, a card opens its recipe page", async () => {
    const page = await open("/");
    const box = page.getByRole("combobox", { name: "Search recipes" });
    await box.click();
    const list = page.getByRole("listbox", { name: "Search suggestions" });
    await list.waitFor();
    expect(await list.getByRole("option").count()).toBe(8);
    await box.fill("chicken t");
    await expect.poll(() => list.getByRole("option").first().innerText(), POLL).toBe("chicken tikka");
    await searchFromHome(page, "paneer");
    await page.waitForURL(/\/search\?q=paneer$/);
    const expected = await api<Listing>("/api/recipes/search?query=paneer&number=12&offset=0");
    // docs/product.md#a-screens: the count adds the matching articles and news to the recipes.
    const articles = await api<{ total: number }>("/api/articles?q=paneer&limit=30");
    expect(articles.total).toBeGreaterThan(0);
    await page.getByText(`Found ${expected.totalResults + articles.total} items for “paneer”`).waitFor();
    const titles = await cardTitles(page, "Recipe results");
    expect(titles).toEqual(expected.results!.map((r) => r.title));
    await page.getByRole("link", { name: new RegExp(`^Full Recipe\\W+${titles[0]}$`) }).click();
    await page.waitForURL(new RegExp(`/recipe/${expected.results![0]!.id}$`));
  });

  it("the dropdown closes 200 ms after the box loses focus, and choosing a suggestion searches at once", async () => {
    const page = await open("/search?q=dal");
    const box = page.getByRole("combobox", { name: "Search recipes" });
    const list = page.getByRole("listbox", { name: "Search suggestions" });
    await expectSuggestionsToCloseAfterBlur(page, box, list);
    await box.click();
    await box.fill("rice");
    await list.getByRole("option", { name: "lemon rice" }).click();
    await page.waitForURL(/\/search\?q=lemon%20rice$/);
    expect(await box.inputValue()).toBe("lemon rice");
  });

  it("a shared search link asks the API from the HTML, before the page's JavaScript, and only once", async () => {
    const page = await browser!.newPage();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${server.base}/search?q=paneer`);
    expect(await cardTitles(page, "Recipe results")).not.toHaveLength(0);
    const first = (path: string) => requests.findIndex((p) => p.startsWith(path));
    expect(first("/api/recipes/search")).toBeGreaterThan(-1);
    expect(first("/api/recipes/search")).toBeLessThan(first("/assets/entry.client"));
    expect(first("/api/articles")).toBeLessThan(first("/assets/entry.client"));
    expect(requests.filter((p) => p === "/api/recipes/search")).toHaveLength(1);
    expect(requests.filter((p) => p === "/api/articles")).toHaveLength(1);
  });

  it("the prerendered skeletons are not hydrated: the results replace them as they are", async () => {
    // docs/decisions/0018-hydration-budget.md: placeholders are dropped, never made interactive.
    const page = await browser!.newPage();
    const held = gate();
    await page.route("**/api/recipes/search*", async (r) => {
      await held.opened;
      await r.continue();
    });
    await page.goto(`${server.base}/search?q=paneer`);
    await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
    const hasFiber = (selector: string) => hasReactFiber(page.locator(selector).first());
    expect(await hasFiber("[data-testid=recipe-skeletons]")).toBe(true);
    expect(await page.locator("[data-testid=recipe-skeletons] [aria-hidden=true]").count()).toBe(12);
    expect(await hasFiber("[data-testid=recipe-skeletons] [aria-hidden=true]")).toBe(false);
    held.release();
    expect(await cardTitles(page, "Recipe results")).not.toHaveLength(0);
    expect(await page.getByTestId("recipe-skeletons").count()).toBe(0);
  });

  it("sends 'quick' as 'quick easy recipes' and shows related searches", async () => {
    const page = await browser!.newPage();
    const sent: string[] = [];
    page.on("request", (r) => r.url().includes("/api/recipes/search") && sent.push(new URL(r.url()).searchParams.get("query") ?? ""));
    await page.goto(`${server.base}/search?q=quick`);
    await page.getByText(/^Found \d+ items for/).waitFor();
    expect(sent).toContain("quick easy recipes");
    expect(sent).not.toContain("quick");
    await page.getByRole("link", { name: "quick dinner" }).click();
    await page.waitForURL(/q=quick(%20|\+)dinner/);
    await expect.poll(() => sent.at(-1), POLL).toBe("quick dinner");
  });

  it("a search with no match offers Browse All Recipes", async () => {
    const page = await open("/search?q=zzqqxxv");
    await page.getByText("No recipes found for “zzqqxxv”").waitFor();
    await page.getByRole("link", { name: "Browse All Recipes" }).click();
    await page.waitForURL(/\/all-recipes$/);
  });

  it("a failed search shows the error with Try Again", async () => {
    pages.allowConsoleError(/Failed to load resource|net::ERR/);
    const page = await browser!.newPage();
    await page.route("**/api/recipes/search*", (r) => r.abort());
    await page.goto(`${server.base}/search?q=dal`);
    await page.getByText("Failed to search recipes. Please try again.").waitFor();
    await page.unroute("**/api/recipes/search*");
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByText(/^Found \d+ items for/).waitFor();
  });
});

describe("all recipes", () => {
  it("pages by 12, keeps page and filters in the URL, and Back restores them", async () => {
    const page = await open("/all-recipes");
    const previous = page.getByRole("link", { name: "Previous" });
    const next = page.getByRole("link", { name: "Next" });
    const first = await cardTitles(page, "Recipes");
    expect(first).toHaveLength(12);
    expect(await previous.isDisabled()).toBe(true);

    await next.click();
    await page.waitForURL(/\/all-recipes\?page=2$/);
    await page.getByText("Page 2", { exact: true }).waitFor();
    await expect.poll(async () => (await cardTitles(page, "Recipes"))[0], POLL).not.toBe(first[0]);
    const second = await cardTitles(page, "Recipes");
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    await page.getByText("Showing 13–24 of").waitFor();

    await page.getByLabel("Cuisine").selectOption("indian");
    await page.waitForURL(/\/all-recipes\?cuisine=indian$/);
    const indian = await api<Listing>("/api/recipes/search?number=12&offset=0&cuisine=indian");
    await page.getByText(`${indian.totalResults} recipes available`).waitFor();
    await page.getByLabel("Diet").selectOption("vegetarian");
    await page.waitForURL(/\/all-recipes\?cuisine=indian&diet=vegetarian$/);
    await next.click();
    await page.waitForURL(/cuisine=indian&diet=vegetarian&page=2$/);
    await page.getByText("Page 2", { exact: true }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/all-recipes\?cuisine=indian&diet=vegetarian$/);
    await page.getByText("Page 1", { exact: true }).waitFor();
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/all-recipes\?page=2$/);
    await page.getByText("Page 2", { exact: true }).waitFor();
    expect(await page.getByLabel("Cuisine").inputValue()).toBe("all");
    await expect.poll(() => cardTitles(page, "Recipes"), POLL).toEqual(second);
  });

  it("searches 500 ms after typing; nothing found offers Clear Filters, which resets everything", async () => {
    const page = await open("/all-recipes?cuisine=thai&page=1");
    const box = page.getByRole("searchbox", { name: "Search recipes" });
    await box.fill("zzqqxxv");
    await page.waitForURL(/q=zzqqxxv/);
    await page.getByText("No recipes found", { exact: true }).waitFor();
    expect(await page.getByRole("navigation", { name: "Pages" }).count()).toBe(0); // no pager with nothing to page through (issue #11)
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.waitForURL(/\/all-recipes$/);
    expect(await box.inputValue()).toBe("");
    expect(await page.getByLabel("Cuisine").inputValue()).toBe("all");
    expect(await cardTitles(page, "Recipes")).toHaveLength(12);
  });

  it("disables Next on the last page", async () => {
    const total = (await api<Listing>("/api/recipes/search?number=1")).totalResults;
    const last = Math.ceil(total / 12);
    const page = await open(`/all-recipes?page=${last}`);
    await page.getByText(`Page ${last}`, { exact: true }).waitFor();
    await expect.poll(async () => (await cardTitles(page, "Recipes")).length, POLL).toBe(total - (last - 1) * 12);
    expect(await page.getByRole("link", { name: "Next" }).isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: "Previous" }).isDisabled()).toBe(false);
  });
});

describe("world recipes", () => {
  it("region tab, country button and paging by 20", async () => {
    const page = await open("/world-recipes");
    await page.getByRole("heading", { name: "Global Recipes" }).waitFor();
    const countries = await api<{ countries: string[] }>("/api/global-recipes/countries");
    // Every country with recipes (docs/architecture.md#honesty; the specification's 50 was a display cap), plus "All countries".
    expect(await page.getByLabel("Country").locator("option").count()).toBe(countries.countries.length + 1);

    await page.getByRole("group", { name: "Regions" }).getByRole("button", { name: "Asia" }).click();
    await page.waitForURL(/region=Asia/);
    await page.getByRole("heading", { name: "Asia Recipes" }).waitFor();
    const asia = await api<Listing>("/api/global-recipes/all?limit=20&page=1&region=Asia");
    await page.getByText(`${asia.totalResults} recipes found`).waitFor();

    await page
      .getByRole("group", { name: "Countries in Asia" })
      .getByRole("button", { name: /^India/ })
      .click();
    await page.waitForURL(/country=India/);
    await page.getByRole("heading", { name: "India Recipes" }).waitFor();
    const india = await api<Listing>("/api/global-recipes/country/India?limit=20");
    await page.getByText(`${india.totalResults} recipes found`).waitFor();
    expect(await cardTitles(page, "India Recipes")).toEqual(india.recipes!.map((r) => r.title));

    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    const page2 = await api<Listing>("/api/global-recipes/country/India?limit=20&page=2");
    await expect.poll(() => cardTitles(page, "India Recipes"), POLL).toEqual(page2.recipes!.map((r) => r.title));
    await page.goBack();
    await page.getByText("Page 1", { exact: true }).waitFor();
  });

  it("the country select hydrates as one element: its options carry no fiber, and it shows and changes the country in the address", async () => {
    // The options are the select's HTML (docs/decisions/0018-hydration-budget.md).
    const page = await open("/world-recipes?country=India");
    const select = page.getByLabel("Country");
    await expect.poll(() => select.inputValue(), POLL).toBe("India");
    expect(await hasReactFiber(select)).toBe(true);
    expect(await hasReactFiber(select.locator("optgroup option").first())).toBe(false);
    await select.selectOption("Japan");
    await page.waitForURL(/country=Japan/);
    await page.getByRole("heading", { name: "Japan Recipes" }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: "India Recipes" }).waitFor();
    expect(await select.inputValue()).toBe("India");
    // A country typed into the address that has no recipes is still shown as the one chosen (its list answers 404).
    pages.allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
    await page.goto(`${server.base}/world-recipes?country=Atlantis`);
    await page.getByRole("heading", { name: "Atlantis Recipes" }).waitFor();
    await expect.poll(() => select.inputValue(), POLL).toBe("Atlantis");
    expect(await select.locator("option:checked").textContent()).toBe("Atlantis");
  });

  it("Next is disabled when fewer than 20 are shown; an empty search offers Clear Filters", async () => {
    const india = await api<Listing>("/api/global-recipes/country/India?limit=20");
    const last = Math.ceil(india.totalResults / 20);
    const page = await open(`/world-recipes?country=India&page=${last}`);
    await expect.poll(async () => (await cardTitles(page, "India Recipes")).length, POLL).toBe(india.totalResults - (last - 1) * 20);
    expect(await page.getByRole("link", { name: "Next" }).isDisabled()).toBe(true);

    await page.getByRole("searchbox", { name: "Search world recipes" }).fill("zzqqxxv");
    await page.getByText("No recipes found for this search").waitFor();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.getByRole("heading", { name: "Global Recipes" }).waitFor();
    await page.waitForURL(/\/world-recipes$/);
  });
});

describe("time-based pages", () => {
  const today = new Date();

  it("weekly: week number, 12 featured, 8 Indian specials, 8 meal-prep, and the cooking focus", async () => {
    const page = await open("/weekly");
    await page.getByText(`Week ${weekOfYear(today)} of ${today.getFullYear()}`).waitFor();
    expect(await cardTitles(page, "Featured Recipes")).toHaveLength(12);
    expect(await cardTitles(page, "Indian Weekly Specials")).toHaveLength(8);
    expect(await cardTitles(page, "Meal Prep Champions")).toHaveLength(8);
    for (const t of ["Time-saving tip", "Featured technique", "Spice of the week"]) await page.getByText(t, { exact: true }).waitFor();
  });

  it("weekly: cards far below the screen hydrate when they come near, and a click on one before that is not lost", async () => {
    // docs/decisions/0018-hydration-budget.md: prerendered cards hydrate when they come within a screen of the viewport.
    const page = await browser!.newPage();
    await page.goto(`${server.base}/weekly`);
    const cards = page.getByRole("article");
    const hydrated = (i: number) => hasReactFiber(cards.nth(i));
    await expect.poll(() => hydrated(0), POLL).toBe(true);
    const last = (await cards.count()) - 1;
    expect(last).toBeGreaterThan(20);
    expect(await hydrated(last)).toBe(false);
    expect(await hydrated(last - 1)).toBe(false);

    // A click where no scroll has brought the card: React hydrates it and the click saves.
    const save = cards.nth(last).getByTestId("save-button");
    await save.evaluate((button: HTMLElement) => button.click());
    await expect.poll(() => save.getAttribute("aria-pressed"), POLL).toBe("true");
    await expect.poll(() => page.getByTestId("toast").textContent(), POLL).toContain("Save locally");
    expect(await hydrated(last)).toBe(true);
    // Its icons hydrated as one element each, their shapes left as markup, and the heart fills.
    const heart = save.locator("svg");
    expect(await hasReactFiber(heart)).toBe(true);
    expect(await hasReactFiber(heart.locator("path"))).toBe(false);
    expect(await heart.getAttribute("fill")).toBe("currentColor");
    expect(await cards.nth(last).locator("svg circle").count()).toBeGreaterThan(0);

    // Scrolled near, a card hydrates by itself.
    await cards.nth(last - 1).scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(last - 1), POLL).toBe(true);
  });

  it("weekly: a card saved in this browser hydrates with the page, so its heart reads as saved far below the screen", async () => {
    // docs/decisions/0018-hydration-budget.md: the cards of saved recipes do not wait to come near.
    const { html } = await fetchPage(server, "/weekly");
    const ids = [...html.matchAll(/<article aria-labelledby="recipe-card-(\d+)"/g)].map((m) => m[1]!);
    const savedId = ids.at(-1)!;
    const page = await browser!.newPage();
    await page.addInitScript((id) => {
      const list = JSON.parse(localStorage.getItem("saved_recipes") ?? "[]") as { id: string }[];
      if (!list.some((i) => i.id === id)) list.push({ id, title: "Saved before", image: "", summary: "", url: `/recipe/${id}` } as { id: string });
      localStorage.setItem("saved_recipes", JSON.stringify(list));
    }, savedId);
    await page.goto(`${server.base}/weekly`);
    const card = page.locator(`article[aria-labelledby="recipe-card-${savedId}"]`).last();
    await expect.poll(() => card.getByTestId("save-button").getAttribute("aria-pressed"), POLL).toBe("true");
    // Its neighbours, not saved, still wait.
    const cards = page.getByRole("article");
    const hydrated = (i: number) => hasReactFiber(cards.nth(i));
    expect(await hydrated((await cards.count()) - 2)).toBe(false);
    expect(await card.evaluate((el) => el.getBoundingClientRect().top > 3 * window.innerHeight)).toBe(true);
  });

  it("monthly: the month's title, 12 editor's picks and the month's Indian specials", async () => {
    const month = MONTH_NAMES[today.getMonth()]!;
    const page = await open("/monthly");
    await page.getByRole("heading", { level: 1, name: `${month} Recipe Collection` }).waitFor();
    expect(await cardTitles(page, "Editor's Picks")).toHaveLength(12);
    expect((await cardTitles(page, `Indian ${month} Specials`)).length).toBeGreaterThan(0);
    await page.getByRole("list", { name: "Seasonal ingredients" }).waitFor();
  });

  it("monthly: once hydrated, only trending is asked again; the painted picks and Indian specials (a random handful) stay", async () => {
    const month = MONTH_NAMES[today.getMonth()]!;
    // The cards the prerendered page paints, by recipe id, from its HTML.
    const { html } = await fetchPage(server, "/monthly");
    const paintedIds = (list: string) => {
      const start = html.indexOf(`<ul aria-label="${list.replaceAll("'", "&#x27;")}"`);
      expect(start, list).toBeGreaterThan(0);
      return [...html.slice(start, html.indexOf("</section>", start)).matchAll(/<article aria-labelledby="(recipe-card-\d+)"/g)].map((m) => m[1]);
    };
    const painted = { picks: paintedIds("Editor's Picks"), indian: paintedIds(`Indian ${month} Specials`) };
    expect(painted.indian.length).toBeGreaterThan(0);

    const page = await browser!.newPage();
    const asked: string[] = [];
    page.on("request", (r) => r.url().includes("/api/") && asked.push(new URL(r.url()).pathname));
    const trending = page.waitForResponse((r) => r.url().includes("/api/recipes/trending"));
    await page.goto(`${server.base}/monthly`);
    const fresh = ((await (await trending).json()) as { recipes: { id: number }[] }).recipes.map((r) => `recipe-card-${r.id}`);
    const shownIds = (list: string) =>
      page
        .getByRole("list", { name: list, exact: true })
        .locator("article")
        .evaluateAll((as) => as.map((a) => a.getAttribute("aria-labelledby")));
    // Trending shows the answer (set, or already painted), so the refresh is done.
    await expect.poll(() => shownIds("Trending This Month"), POLL).toEqual(fresh);
    expect(await shownIds(`Indian ${month} Specials`)).toEqual(painted.indian);
    expect(await shownIds("Editor's Picks")).toEqual(painted.picks);
    expect(asked.filter((path) => /^\/api\/(recipes\/search|indian-recipes)/.test(path))).toEqual([]);
  });

  it("seasonal: the season's title, 8 highlights and the rest under Seasonal Comfort", async () => {
    const page = await open("/seasonal");
    await page.getByRole("heading", { level: 1, name: `${seasonOf(today)} Seasonal Recipes` }).waitFor();
    expect(await cardTitles(page, "Highlights")).toHaveLength(8);
    expect((await cardTitles(page, "Seasonal Comfort")).length).toBe(12);
  });

  it("daily: the meal type defaults by day of year; switching it reloads the picks, with JSON-LD", async () => {
    const page = await browser!.newPage();
    const queries: string[] = [];
    page.on("request", (r) => r.url().includes("/api/recipes/search") && queries.push(new URL(r.url()).searchParams.get("query") ?? ""));
    await page.goto(`${server.base}/daily`);
    const meals = page.getByRole("group", { name: "Meal type" });
    const byDay = mealTypeOf(today);
    const label = (m: string) => m[0]!.toUpperCase() + m.slice(1);
    await expect.poll(() => meals.getByRole("button", { name: label(byDay) }).getAttribute("aria-pressed"), POLL).toBe("true");
    expect(await cardTitles(page, `Today's ${label(byDay)} Picks`)).toHaveLength(8);
    expect(await cardTitles(page, "Daily Indian Specialties")).toHaveLength(6);

    const other = byDay === "snack" ? "dinner" : "snack";
    await meals.getByRole("button", { name: label(other) }).click();
    await page.waitForURL(new RegExp(`meal=${other}`));
    expect(await cardTitles(page, `Today's ${label(other)} Picks`)).toHaveLength(8);
    expect(queries).toContain(other);
    expect(await meals.getByRole("button", { name: label(byDay) }).getAttribute("aria-pressed")).toBe("false");
    const ld = JSON.parse((await page.locator('main script[type="application/ld+json"]').textContent())!);
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.itemListElement).toHaveLength(8);
    expect(JSON.stringify(ld)).not.toMatch(/rating|review/i);
  });

  it("on the build's date the prerendered sections stay: no search is sent; another week loads its own", async () => {
    const built = JSON.parse(readFileSync(join(process.cwd(), "node_modules", ".cache", "time-pages.json"), "utf8")) as { builtOn: string };
    const asked: string[] = [];
    const page = await browser!.newPage();
    page.on("request", (r) => r.url().includes("/api/") && asked.push(r.url()));
    await page.clock.setFixedTime(new Date(`${built.builtOn}T12:00:00`));
    await page.goto(`${server.base}/weekly`);
    expect(await cardTitles(page, "Featured Recipes")).toHaveLength(12);
    await page.waitForLoadState("networkidle");
    expect(asked.filter((u) => /recipes|indian-recipes/.test(u))).toEqual([]);

    const later = await browser!.newPage();
    const searched = later.waitForRequest((r) => r.url().includes("/api/recipes/search"));
    await later.clock.setFixedTime(new Date(new Date(`${built.builtOn}T12:00:00`).getTime() + 7 * 86_400_000));
    await later.goto(`${server.base}/weekly`);
    await searched;
    expect(await cardTitles(later, "Featured Recipes")).toHaveLength(12);
  });

  it("a failed load shows 'Unable to load recipes' with Try Again", async () => {
    pages.allowConsoleError(/Failed to load resource|net::ERR/);
    const page = await browser!.newPage();
    // A week after the build's: the page loads that week's sections (the build's are prerendered).
    await page.clock.setFixedTime(new Date(Date.now() + 7 * 86_400_000));
    await page.route(/\/api\/(recipes|indian-recipes)/, (r) => r.abort());
    await page.goto(`${server.base}/weekly`);
    await page.getByText("Unable to load recipes. Please try again later.").waitFor();
    await page.unroute(/\/api\/(recipes|indian-recipes)/);
    await page.getByRole("button", { name: "Try Again" }).click();
    expect(await cardTitles(page, "Featured Recipes")).toHaveLength(12);
  });
});

describe("home", () => {
  it("Trending Now shows 8 cards; when the call fails, the three built-in recipes and Try Again", async () => {
    pages.allowConsoleError(/Failed to load resource|net::ERR/);
    const page = await browser!.newPage();
    await page.route("**/api/recipes/trending*", (r) => r.abort());
    await page.goto(`${server.base}/`);
    expect(await cardTitles(page, "Kitchen classics")).toEqual(["Classic Chicken Biryani", "Italian Pasta Carbonara", "Healthy Buddha Bowl"]);
    expect(await page.getByRole("list", { name: "Kitchen classics" }).getByRole("link").count()).toBe(0);
    // Their drawings are the build's files (the service worker keeps them for offline).
    const pictures = page.getByRole("list", { name: "Kitchen classics" }).locator("img");
    await expect.poll(() => pictures.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0))).toEqual([true, true, true]);
    await page.unroute("**/api/recipes/trending*");
    await page.getByRole("button", { name: "Try Again" }).click();
    expect(await cardTitles(page, "Trending recipes")).toHaveLength(8);
  });

  it("Quick Access links to the time-based pages and the listings", async () => {
    const page = await open("/");
    const row = page.getByRole("navigation", { name: "Quick Access" });
    for (const [name, path] of [
      ["Weekly", "/weekly"],
      ["Monthly", "/monthly"],
      ["Seasonal", "/seasonal"],
      ["Daily", "/daily"],
      ["All Recipes", "/all-recipes"],
      ["World Recipes", "/world-recipes"],
    ]) {
      expect(await row.getByRole("link", { name: new RegExp(`^${name}`) }).getAttribute("href")).toBe(path);
    }
  });
});

describe("every page: one h1, no sideways overflow, no WCAG AA violations, no layout shift, screenshots at 375 and 1280", () => {
  it.each([
    ["home", "/", "Trending recipes"],
    ["search", "/search?q=paneer", "Recipe results"],
    ["all-recipes", "/all-recipes", "Recipes"],
    ["world-recipes", "/world-recipes", "Global Recipes"],
    ["weekly", "/weekly", "Featured Recipes"],
    ["monthly", "/monthly", "Editor's Picks"],
    ["seasonal", "/seasonal", "Highlights"],
    ["daily", "/daily", null],
  ])("%s", async (name, path, list) => {
    for (const width of [1280, 375]) {
      const page = await open(path, width);
      await page.evaluate(() => {
        (window as unknown as { cls: number }).cls = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) (window as unknown as { cls: number }).cls += e.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      if (list) await cardTitles(page, list);
      else await page.locator("main article").first().waitFor();
      expect(await page.locator("h1").count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling of the page").toBeLessThanOrEqual(width);
      expect(await a11yViolations(page)).toEqual([]);
      const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
      expect(cls, `cumulative layout shift on ${path} at ${width}px`).toBeLessThan(0.1);
      if (process.env.SCREENSHOTS) {
        await scrollThrough(page); // the lazy images, for a whole picture
        await screenshot(page, `${name}-${width}`);
      }
      await page.close();
    }
  });
});
