// What a new user tripped over (issue #11): the phone menu, typo ranking, false alarms, listing comfort.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser, PHONE, screenshot, startServer, watchPages, type TestServer } from "../support/browser.ts";

let server: TestServer;
let browser: BrowserContext | undefined;
let phone: BrowserContext | undefined;
beforeAll(async () => {
  server = await startServer(8931);
  browser = await launchBrowser();
  phone = await launchBrowser(PHONE);
});
afterAll(async () => {
  await phone?.close();
  await browser?.close();
  await server?.stop();
});
const pages = watchPages(() => browser);
watchPages(() => phone);

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
    const news = menu.getByRole("link", { name: "News" });
    const nb = (await news.boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.textContent, [nb.x + nb.width / 2, nb.y + nb.height / 2])).toBe("News");
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
    await menu.getByRole("link", { name: "News" }).tap();
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
    pages.allowConsoleError(/Failed to load resource/);
    const page = await browser!.newPage();
    await page.route("**/placeholder.svg?t=*", (route) => route.abort());
    await page.goto(`${server.base}/about`);
    await page.getByText("Limited Connectivity").waitFor();
    // A client-side navigation whose API call succeeds.
    await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${server.base}/`);
    await page.getByText("Limited Connectivity").waitFor({ state: "detached" });
  });
});
