// What a new user tripped over (issue #11): the phone menu, typo ranking, false alarms, listing comfort.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { browserAndPhoneSuite, gate, pageWithFailingProbe, screenshot, slowCpu, type TestServer, SHARED_SERVER } from "../support/browser.ts";

let server: TestServer;
let browser: BrowserContext | undefined;
let phone: BrowserContext | undefined;
const { desktop: pages } = browserAndPhoneSuite(SHARED_SERVER, (s, b, p) => ((server = s), (browser = b), (phone = p)));

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("the phone menu (375x812, touch)", () => {
  it("is an opaque full-height panel with its links on screen, traps focus, closes with Escape, and never scrolls the page sideways", async () => {
    const page = await phone!.newPage();
    await page.goto(`${server.base}/`);
    expect(await scrollWidth(page)).toBe(375);
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.tap();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    // Wait for the slide-in to end: the panel's right edge at the viewport's.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(375 - 288);
    const box = (await menu.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBeGreaterThanOrEqual(812);
    expect(await menu.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
    for (const link of await menu.getByRole("link").all()) {
      const b = (await link.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(375);
      expect(b.y + b.height).toBeLessThanOrEqual(812);
    }
    // What is drawn at a link's centre is the link, not the hero text behind it.
    const news = menu.getByRole("link", { name: "News", exact: true });
    const nb = (await news.boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.textContent, [nb.x + nb.width / 2, nb.y + nb.height / 2])).toBe(
      "News",
    );
    expect(await scrollWidth(page)).toBe(375);
    await screenshot(page, "new-user-menu-375");

    // Focus stays inside the dialog, both ways.
    const focusInside = () => menu.evaluate((el) => el.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    const count = await menu.locator("a[href], button").count();
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.count()).toBe(0);
    expect(await scrollWidth(page)).toBe(375);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // A link in the menu works by touch.
    await opener.tap();
    await menu.getByRole("link", { name: "News", exact: true }).tap();
    await page.waitForURL(/\/news$/);
    await expect.poll(() => menu.count()).toBe(0);
  });
});

describe("a corrected search", () => {
  it("'butter chiken' shows Butter Chicken first, and suggests from the corrected words", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/search?q=${encodeURIComponent("butter chiken")}`);
    const status = page.getByRole("status").filter({ hasText: "Showing results for" });
    await status.waitFor();
    expect(await status.textContent()).toContain("Showing results for butter chicken");
    const grid = page.getByRole("list", { name: "Recipe results" });
    await expect.poll(() => grid.getByRole("article").first().getByRole("heading").textContent()).toMatch(/^Butter Chicken/);
    const related = page.getByRole("heading", { name: "Related searches" }).locator("..");
    expect(await related.textContent()).not.toContain("chiken");
    await page.getByLabel("Search recipes").focus();
    const options = page.getByRole("option");
    await options.first().waitFor();
    expect((await options.allTextContents()).join("|")).not.toContain("chiken");
    await screenshot(page, "new-user-corrected-search-1280");
  });
});

describe("the connectivity badge", () => {
  it("does not call a slow first answer lost connectivity", async () => {
    const page = await browser!.newPage();
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    // The probe's answer is held past the specification's 3 s time-out, as on a slow first visit.
    await page.route("**/placeholder.svg?t=*", async (route) => {
      await released;
      await route.continue();
    });
    const probed = page.waitForEvent("requestfinished", (r) => r.url().includes("/placeholder.svg?t="));
    await page.goto(`${server.base}/about`);
    await page.waitForFunction(() => performance.now() > 4500, undefined, { polling: 250 });
    expect(await page.getByText("Limited Connectivity").count()).toBe(0);
    release();
    await probed;
    await page.waitForFunction(() => performance.now() > 5000, undefined, { polling: 250 });
    expect(await page.getByText("Limited Connectivity").count()).toBe(0);
  });

  it("clears itself when a later request reaches the server", async () => {
    const page = await pageWithFailingProbe(browser!, pages, `${server.base}/about`);
    // A client-side navigation whose API call succeeds.
    await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${server.base}/`);
    await page.getByText("Limited Connectivity").waitFor({ state: "detached" });
  });
});

describe("listings and small honesty fixes", () => {
  it("an empty listing says so, without '0 recipes available' or a pager; one page of results has no pager", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/all-recipes?q=zzqxwv`);
    await page.getByText("No recipes found", { exact: true }).waitFor();
    expect(await page.getByText("No matching recipes").isVisible()).toBe(true);
    expect(await page.getByText(/0 recipes available/).count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Pages" }).count()).toBe(0);
    await page.goto(`${server.base}/all-recipes?q=pavlova`);
    await page.getByText("1 recipe available").waitFor();
    expect(await page.getByRole("navigation", { name: "Pages" }).count()).toBe(0);
    await page.goto(`${server.base}/all-recipes`);
    await page.getByRole("navigation", { name: "Pages" }).waitFor();
  });

  it("a search that finds one thing says 'Found 1 item'", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/search?q=pavlova`);
    await page.getByText("Found 1 item for “pavlova”").waitFor();
    expect(await page.getByRole("navigation", { name: "Search result pages" }).count()).toBe(0);
  });

  it("sort, maximum time and course live in the URL on /all-recipes and /search, and the results follow them", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/all-recipes`);
    await page.getByLabel("Sort by").selectOption("quickest");
    await page.getByLabel("Maximum time").selectOption("30");
    await page.getByLabel("Course").selectOption("dessert");
    await page.waitForURL(/\/all-recipes\?sort=quickest&time=30&course=dessert$/);
    const answer = await (await fetch(`${server.base}/api/recipes/search?sort=quickest&maxReadyTime=30&type=dessert&number=12`)).json();
    expect(answer.totalResults).toBeGreaterThan(0);
    const grid = page.getByRole("list", { name: "Recipes" });
    await expect.poll(() => grid.getByRole("article").first().getByRole("heading").textContent()).toBe(answer.results[0].title);
    // Shareable: a fresh visit to the URL shows the same choices.
    const other = await browser!.newPage();
    await other.goto(page.url());
    expect(await other.getByLabel("Sort by").inputValue()).toBe("quickest");
    expect(await other.getByLabel("Course").inputValue()).toBe("dessert");

    await page.goto(`${server.base}/search?q=chicken`);
    await page.getByLabel("Sort by").selectOption("quickest");
    await page.waitForURL(/\/search\?q=chicken&sort=quickest$/);
    const quick = await (await fetch(`${server.base}/api/recipes/search?query=chicken&sort=quickest&number=12`)).json();
    const results = page.getByRole("list", { name: "Recipe results" });
    await expect.poll(() => results.getByRole("article").first().getByRole("heading").textContent()).toBe(quick.results[0].title);
  });

  it("choices made before the scripts have run are kept when the page hydrates, with the rest of the address", async () => {
    // The scripts load after first paint (docs/decisions/0004-page-javascript-after-first-paint.md): a reader on a slow
    // phone can choose in the prerendered selects first. Held here until all choices are made.
    const page = await browser!.newPage();
    const scripts = gate();
    await page.route("**/assets/*.js", async (route) => (await scripts.opened, route.continue()));
    const loading = page.goto(`${server.base}/all-recipes`);
    await page.getByLabel("Sort by").selectOption("quickest");
    await page.getByLabel("Maximum time").selectOption("30");
    await page.getByLabel("Course").selectOption("dessert");
    await page.getByRole("searchbox", { name: "Search recipes" }).fill("kheer");
    await page.getByLabel("Eggless").check();
    expect(await page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(false);
    scripts.release();
    await loading;
    // A poll of the address, not waitForURL: a failure then names the address the page reached.
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/all-recipes\?q=kheer&eggless=true&sort=quickest&time=30&course=dessert$/);
    expect(await page.getByLabel("Eggless").isChecked()).toBe(true);
    expect(await page.getByLabel("Sort by").inputValue()).toBe("quickest");
    expect(await page.getByLabel("Course").inputValue()).toBe("dessert");

    // A search's query stays in the address when the sort is chosen before hydration.
    const search = await browser!.newPage();
    const held = gate();
    await search.route("**/assets/*.js", async (route) => (await held.opened, route.continue()));
    const searching = search.goto(`${server.base}/search?q=chicken`);
    await search.getByLabel("Sort by").selectOption("quickest");
    held.release();
    await searching;
    await expect.poll(() => search.url(), { timeout: 30_000 }).toMatch(/\/search\?q=chicken&sort=quickest$/);
    const quick = await (await fetch(`${server.base}/api/recipes/search?query=chicken&sort=quickest&number=12`)).json();
    const results = search.getByRole("list", { name: "Recipe results" });
    await expect.poll(() => results.getByRole("article").first().getByRole("heading").textContent()).toBe(quick.results[0].title);
    // One entry in the history for the one choice: Back leaves the sort.
    await search.goBack();
    await search.waitForURL(/\/search\?q=chicken$/);

    // A query typed into the search page's box before hydration is searched for.
    const typed = await browser!.newPage();
    const late = gate();
    await typed.route("**/assets/*.js", async (route) => (await late.opened, route.continue()));
    const opening = typed.goto(`${server.base}/search`);
    await typed.getByRole("combobox", { name: "Search recipes" }).fill("paneer");
    late.release();
    await opening;
    await typed.waitForURL(/\/search\?q=paneer$/);
    await typed.getByText(/^Found \d+ items? for “paneer”$/).waitFor();
  });

  it.each([
    ["/all-recipes", "searchbox", /\/all-recipes\?q=kheer&sort=quickest$/],
    ["/search", "combobox", /\/search\?q=kheer&sort=quickest$/],
  ] as const)(
    "on a slow phone, a sort and a query chosen on %s before the scripts ran are both kept, though the query settles before React has taken over",
    async (path, role, address) => {
      // React's render after hydration is a transition (docs/decisions/0018-hydration-budget.md); on a slow CPU,
      // with the sort's navigation to render too, it commits after the typed text's 500 ms settling time has passed.
      const page = await browser!.newPage();
      await slowCpu(page);
      const scripts = gate();
      await page.route("**/assets/*.js", async (route) => (await scripts.opened, route.continue()));
      const loading = page.goto(`${server.base}${path}`);
      await page.getByLabel("Sort by").selectOption("quickest");
      await page.getByRole(role, { name: "Search recipes" }).fill("kheer");
      scripts.release();
      await loading;
      await expect.poll(() => page.url(), { timeout: 40_000 }).toMatch(address);
    },
  );

  it("the Fall page asks for fall dishes and shows no Bircher muesli or cold soup", async () => {
    const page = await browser!.newPage();
    await page.clock.setFixedTime(new Date("2026-10-20T12:00:00"));
    const asked = page.waitForRequest((r) => r.url().includes("/api/recipes/search") && r.url().includes("season=fall"));
    await page.goto(`${server.base}/seasonal`);
    await asked;
    const titles = page.getByRole("article").getByRole("heading");
    await expect.poll(() => titles.count()).toBeGreaterThan(8);
    expect((await titles.allTextContents()).join("|")).not.toMatch(/Bircher|Gazpacho|\bcold\b|chilled/i);
  });

  it("the world-recipes country select lists every country with recipes, grouped by region", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/world-recipes`);
    const { countries } = await (await fetch(`${server.base}/api/global-recipes/countries`)).json();
    const select = page.getByLabel("Country");
    const listed = await select.locator("optgroup option").allTextContents();
    expect(listed.sort()).toEqual([...countries].sort());
    expect(countries.length).toBeGreaterThan(50);
    expect(await select.locator("optgroup").count()).toBeGreaterThanOrEqual(5);
    expect(await select.locator('optgroup[label="Asia"] option', { hasText: "India" }).count()).toBe(1);
  });

  it("an article's 'Recipes to try' cards are wide enough for 'Full Recipe' and 'Serves 4' on one line", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/articles/making-paneer-at-home`);
    const cards = page.getByRole("list", { name: "Related recipes" }).getByRole("article");
    await cards.first().waitFor();
    for (const card of await cards.all()) {
      const link = card.getByRole("link", { name: /^Full Recipe/ });
      expect((await link.boundingBox())!.height).toBeLessThan(40);
      const serves = card.getByText(/^Serves \d+$/);
      expect((await serves.boundingBox())!.height).toBeLessThan(24);
      expect((await card.boundingBox())!.width).toBeGreaterThanOrEqual(280);
    }
  });

  it("Quick Access on the home page includes News", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/`);
    const quick = page.getByRole("navigation", { name: "Quick Access" });
    await quick.getByRole("link", { name: /News/ }).click();
    await page.waitForURL(/\/news$/);
  });

  it("signed out, the saved page says the saves are in the account and offers Sign In", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/saved-recipes`);
    await page.getByRole("heading", { name: "Your saved recipes are in your account" }).waitFor();
    expect(await page.getByText("No saved recipes yet").count()).toBe(0);
    await page.getByTestId("signin-prompt").getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL(/\/signin$/);
  });
});

describe("compact cards on a phone (375x812)", () => {
  it("fold ingredients and steps behind Quick look, so two cards fit a screen", async () => {
    const page = await phone!.newPage();
    await page.goto(`${server.base}/all-recipes`);
    const cards = page.getByRole("list", { name: "Recipes" }).getByRole("article");
    const first = cards.first();
    await first.waitFor();
    const [a, b] = [(await first.boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(b.y + b.height - a.y).toBeLessThanOrEqual(812);
    expect(await first.getByRole("list", { name: "Key ingredients" }).isVisible()).toBe(false);
    const toggle = first.getByRole("button", { name: /^Quick look/ });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.tap();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await first.getByRole("list", { name: "Key ingredients" }).isVisible()).toBe(true);
    expect(await first.getByText("Quick steps").isVisible()).toBe(true);
    expect(await scrollWidth(page)).toBe(375);
    await screenshot(page, "new-user-listing-375");
  });

  it("keeps the full card on wider screens, with no Quick look button", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/all-recipes`);
    const first = page.getByRole("list", { name: "Recipes" }).getByRole("article").first();
    await first.waitFor();
    expect(await first.getByRole("list", { name: "Key ingredients" }).isVisible()).toBe(true);
    expect(await first.getByRole("button", { name: /^Quick look/ }).isVisible()).toBe(false);
  });
});
