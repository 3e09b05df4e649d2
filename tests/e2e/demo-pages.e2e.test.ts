// The demo pages (docs/product.md#b-screens, docs/product.md#b-limits) in Chromium, at 1280 px and on a phone: /test-features (like, save
// and share on a real recipe and article, signed out and signed in) and /animation-demo (scroll reveals,
// the 3-second page loader on a fake clock, reset, reduced motion, the restaurant widget); and the
// link-preview PNG a recipe page points at.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { launchBrowser, PHONE, screenshot, browserSuite, watchPages, type TestServer } from "../support/browser.ts";
import { accountFlows, person } from "../support/accounts.ts";
import { pngSize } from "../../scripts/lib/og-images.ts";

const PORT = 8915;
let server: TestServer;
let browser: BrowserContext | undefined;
let phone: BrowserContext | undefined;
browserSuite(PORT, (s, b) => ((server = s), (browser = b)));
beforeAll(async () => {
  phone = await launchBrowser(PHONE);
});
afterAll(() => phone?.close());
watchPages(() => phone);

const { signUp, verify } = accountFlows(() => server.base);
const POLL = { timeout: 10_000 };

async function open(context: BrowserContext | undefined, path: string): Promise<Page> {
  const page = await context!.newPage();
  await page.goto(`${server.base}${path}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}
const robots = (page: Page) => page.locator('head meta[name="robots"]').getAttribute("content");
const toast = (page: Page) => page.getByTestId("toast");
const recipeActions = (page: Page) => page.getByTestId("recipe-demo-actions");
const articleActions = (page: Page) => page.getByTestId("article-demo-actions");
const cardTitle = async (page: Page, section: string) =>
  (await page.getByRole("region", { name: section }).getByRole("heading", { level: 3 }).textContent())!.trim();

describe("/test-features", () => {
  it("signed out: the like counts, the save stays on this device with a Sign In prompt, Share copies the link; noindex, out of the sitemap", async () => {
    await browser!.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.base });
    const page = await open(browser, "/test-features");
    expect(await page.title()).toBe("Test Features | Masala Table");
    expect(await robots(page)).toBe("noindex");
    await page.getByText("You are not signed in").waitFor(POLL);

    const like = recipeActions(page).getByTestId("like-button");
    await expect.poll(() => like.textContent(), POLL).toBe("Like0 likes");
    await like.click();
    await expect.poll(() => like.textContent(), POLL).toBe("Liked1 like");
    expect(await like.getAttribute("aria-pressed")).toBe("true");

    const save = recipeActions(page).getByTestId("save-button");
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await expect.poll(() => toast(page).textContent(), POLL).toContain("Save locally");
    expect(await toast(page).getByRole("button", { name: "Sign In" }).count()).toBe(1);
    expect(await save.getAttribute("aria-pressed")).toBe("true");

    // Headless desktop Chromium has no share sheet: the menu's Copy link puts the article's address on the clipboard.
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    const articleTitle = await cardTitle(page, "An article");
    await articleActions(page)
      .getByRole("button", { name: `Share: ${articleTitle}` })
      .click();
    await page.getByRole("button", { name: "Copy link", exact: true }).click();
    await expect.poll(() => toast(page).textContent(), POLL).toContain("Link copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${server.base}/news/[a-z0-9-]+$`));
    await screenshot(page, "test-features-1280");

    const href = (name: string) => page.getByRole("navigation", { name: "Where they end up" }).getByRole("link", { name }).getAttribute("href");
    expect([await href("Saved recipes"), await href("Saved articles"), await href("Sitemap")]).toEqual(["/saved-recipes", "/saved-articles", "/sitemap.xml"]);
    const sitemap = await fetch(`${server.base}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const listed = await sitemap.text();
    expect(listed).toContain("/recipe/");
    expect(listed).not.toMatch(/test-features|animation-demo/);
  });

  it("on a phone, signed in through sign-up: the saves go to the account and show on the saved pages", async () => {
    const cook = person("demo");
    const page = await phone!.newPage();
    await signUp(page, cook);
    await verify(page, cook.email);
    await page.goto(`${server.base}/test-features`);
    await page.getByText(`You are signed in as ${cook.name}`).waitFor(POLL);
    const recipeTitle = await cardTitle(page, "A recipe");
    const articleTitle = await cardTitle(page, "An article");

    const saveRecipe = recipeActions(page).getByTestId("save-button");
    await expect.poll(() => saveRecipe.isEnabled()).toBe(true);
    await saveRecipe.tap();
    await expect.poll(() => toast(page).textContent(), POLL).toContain("Recipe saved!");
    const saveArticle = articleActions(page).getByTestId("save-button");
    await saveArticle.tap();
    await expect.poll(() => toast(page).textContent(), POLL).toContain("Article saved!");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await screenshot(page, "test-features-375");

    await page.getByRole("navigation", { name: "Where they end up" }).getByRole("link", { name: "Saved recipes" }).tap();
    await page.getByRole("heading", { name: "Your Saved Recipes" }).waitFor();
    await expect.poll(() => page.getByTestId("saved-item").count(), POLL).toBe(1);
    expect(await page.getByTestId("saved-item").textContent()).toContain(recipeTitle);
    await page.goto(`${server.base}/saved-articles`);
    await expect.poll(() => page.getByTestId("saved-item").count(), POLL).toBe(1);
    expect(await page.getByTestId("saved-item").textContent()).toContain(articleTitle);
  });
});

const blocks = (page: Page) => page.locator("[data-reveal]");
const style = (el: Locator, prop: "opacity" | "transform" | "transitionDuration" | "transitionDelay" | "animationName") =>
  el.evaluate((e, p) => getComputedStyle(e)[p], prop);
const shown = (el: Locator) => el.evaluate((e) => e.hasAttribute("data-shown"));

describe("the share menu with a share sheet", () => {
  it("offers 'Share via device' where the browser has navigator.share, and passes the recipe's title and address", async () => {
    // A phone's browser has a share sheet; headless Chromium has none, so this page is given one that records its calls.
    const page = await phone!.newPage();
    await page.addInitScript(() => {
      const calls: ShareData[] = ((window as unknown as { __shared: ShareData[] }).__shared = []);
      Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void calls.push(data), configurable: true });
    });
    await page.goto(`${server.base}/test-features`);
    const recipeTitle = await cardTitle(page, "A recipe");
    await recipeActions(page)
      .getByRole("button", { name: `Share: ${recipeTitle}` })
      .tap();
    await page.getByRole("button", { name: "Share via device" }).tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([{ title: recipeTitle, url: expect.stringMatching(new RegExp(`^${server.base}/recipe/\\d+$`)) }]);
    expect(await page.getByRole("button", { name: "Share via device" }).count()).toBe(0);
  });
});

describe("/animation-demo", () => {
  it("reveals blocks as they scroll into view (800 ms, 150 ms apart), replays them on Reset, and embeds the restaurant search", async () => {
    const page = await open(browser, "/animation-demo");
    expect(await page.title()).toBe("Animation Demo | Masala Table");
    expect(await robots(page)).toBe("noindex");
    expect(await blocks(page).count()).toBe(9);
    const first = blocks(page).nth(0);
    const last = blocks(page).nth(8);
    // The first row is in view: it is revealed; the last row, far below, waits hidden.
    await expect.poll(() => shown(first), POLL).toBe(true);
    await expect.poll(() => style(first, "opacity"), POLL).toBe("1");
    expect(await shown(last)).toBe(false);
    expect(await style(last, "opacity")).toBe("0");
    expect(await style(first, "transitionDuration")).toBe("0.8s, 0.8s");
    expect([await style(blocks(page).nth(1), "transitionDelay"), await style(blocks(page).nth(2), "transitionDelay")]).toEqual(["0.15s, 0.15s", "0.3s, 0.3s"]);

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => shown(last), POLL).toBe(true);
    await expect.poll(() => style(last, "opacity"), POLL).toBe("1");

    // Reset: back at the top, the blocks out of view are hidden again and wait for the scroll.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Reset animations" }).click();
    await expect.poll(() => shown(last), POLL).toBe(false);
    expect(await style(last, "opacity")).toBe("0");
    await expect.poll(() => shown(first), POLL).toBe(true);

    // The restaurant search widget works here as on its own page (the built-in sample entries).
    await page.getByRole("heading", { name: "Find Restaurants Anywhere" }).scrollIntoViewIfNeeded();
    await page.getByRole("combobox", { name: /City, town/ }).fill("Mulayankavu");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("heading", { name: /Sample entries/ }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("place-card").count()).toBe(4);
    await screenshot(page, "animation-demo-1280");
  });

  for (const [name, device] of [
    ["at 1280 px", {}],
    ["on a phone", PHONE],
  ] as const) {
    it(`${name}: the page loader covers the page for 3 seconds, then goes`, async () => {
      const context = await launchBrowser(device);
      try {
        const page = await context.newPage();
        await page.clock.install();
        await page.goto(`${server.base}/animation-demo`);
        await page.waitForSelector("html[data-hydrated]", { state: "attached" });
        await page.clock.pauseAt(new Date(Date.now() + 60_000));
        const loader = page.getByTestId("page-loader");
        expect(await loader.count()).toBe(0);
        await page.getByRole("button", { name: "Show the page loader (3 s)" }).click();
        await loader.waitFor();
        expect(await loader.getByRole("status").textContent()).toBe("Loading…");
        await page.clock.runFor(2_900);
        expect(await loader.isVisible()).toBe(true);
        await page.clock.runFor(100);
        await loader.waitFor({ state: "detached" });
      } finally {
        await context.close();
      }
    });
  }

  it("on a phone with reduced motion: every block shows at once, nothing moves, the spinner stands still", async () => {
    const page = await phone!.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${server.base}/animation-demo`);
    await page.getByRole("heading", { level: 1, name: "Animation Demo" }).waitFor();
    const last = blocks(page).nth(8);
    // Armed by the script (the same state in which, with motion, it would be hidden), yet visible.
    await expect.poll(() => page.locator("[data-reveal-ready]").count(), POLL).toBe(1);
    expect(await shown(last)).toBe(false);
    expect(await style(last, "opacity")).toBe("1");
    expect(await style(last, "transform")).toBe("none");
    expect(await style(last, "transitionDuration")).toBe("0s");
    await page.getByRole("button", { name: "Show the page loader (3 s)" }).tap();
    expect(await style(page.getByTestId("page-loader").locator("span").first(), "animationName")).toBe("none");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await screenshot(page, "animation-demo-375-reduced-motion");
  });
});

describe("link previews", () => {
  it("a recipe page's og:image is a 1200x630 PNG the site serves", async () => {
    const html = await (await fetch(`${server.base}/recipe/1001`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\/og\/recipe\/1001\.png$/);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta name="twitter:image"');
    const res = await fetch(`${server.base}${new URL(image!).pathname}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });
});
