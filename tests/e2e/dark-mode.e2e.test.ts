// The dark theme (docs/product.md#theme): it follows the device's setting, the switch in the header and
// the phone menu overrides it for every later visit with no light flash, every page passes axe (colour
// contrast included) in both themes, and cook mode turns dark at night unless the reader has chosen.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { screenshot, type TestServer, browserSuite, launchBrowser, PHONE, SHARED_SERVER } from "../support/browser.ts";
import { a11yViolations } from "../support/a11y.ts";

let server: TestServer;
let browser: BrowserContext | undefined;
const pages = browserSuite(SHARED_SERVER, (s, b) => ((server = s), (browser = b)));

const PAGES = [
  "/",
  "/recipe/1001",
  "/all-recipes",
  "/search?q=dal",
  "/world-recipes",
  "/weekly",
  "/news",
  "/news/making-paneer-at-home",
  "/articles/cooking-techniques",
  "/saved-recipes",
  "/plan",
  "/pantry",
  "/restaurant-finder",
  "/contact",
  "/signin",
];

async function open(page: Page, path: string) {
  await page.goto(`${server.base}${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Forgets the reader's choice (the browser's storage outlives a test): the device's setting applies again. */
async function forgetChoice(page: Page) {
  await open(page, "/privacy");
  await page.evaluate(() => localStorage.removeItem("theme"));
}

const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const darkSwitch = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Dark theme" });
/** The theme-color metas there are, and the colour the browser's bar takes: the first whose media matches. */
const barColour = (page: Page) =>
  page.evaluate(() => {
    const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
    return `${metas.length} ${metas.find((m) => !m.media || matchMedia(m.media).matches)?.content}`;
  });
const ORANGE = "2 #c2410c";
const DARK_BAR = "2 #1c1917";

/**
 * The theme <html> had when <body> was first inserted, recorded by a script that runs before the page's
 * own: what the first paint used.
 */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __firstTheme?: string };
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      w.__firstTheme = document.documentElement.dataset.theme ?? "none";
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __firstTheme?: string }).__firstTheme);
}

describe("the dark theme", () => {
  it.each(PAGES)("follows the device's setting on %s, which passes axe in both themes", async (path) => {
    const page = await browser!.newPage();
    await forgetChoice(page);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await open(page, path);
      expect(await shownTheme(page), path).toBe(colorScheme);
      expect(await barColour(page), path).toBe(colorScheme === "dark" ? DARK_BAR : ORANGE);
      expect(await a11yViolations(page), `${path} (${colorScheme})`).toEqual([]);
    }
    if (path === "/") await screenshot(page, "dark-device-home-1280");
  });

  // A chosen theme sets the same attribute on <html> as the device's setting, so the colours axe checked
  // above are the ones shown: here the first paint is what is checked on every page, axe on one.
  it("the header switch turns the site dark before its first paint on every later visit, and back", async () => {
    const page = await browser!.newPage();
    await page.emulateMedia({ colorScheme: "light" });
    await forgetChoice(page);
    const firstPaint = await recordFirstPaintTheme(page);
    await open(page, "/");
    expect(await darkSwitch(page).getAttribute("aria-pressed")).toBe("false");
    expect(await barColour(page)).toBe(ORANGE);
    await darkSwitch(page).click();
    expect(await shownTheme(page)).toBe("dark");
    expect(await darkSwitch(page).getAttribute("aria-pressed")).toBe("true");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    // The browser's bar is dark whatever the device says, at once and from the next page's first script.
    expect(await barColour(page)).toBe(DARK_BAR);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    for (const path of PAGES) {
      await open(page, path);
      expect(await firstPaint(), path).toBe("dark");
    }
    expect(await barColour(page)).toBe(DARK_BAR);
    expect(await a11yViolations(page), "/signin (chosen dark)").toEqual([]);
    expect(await background()).toBe(dark);
    await screenshot(page, "dark-chosen-signin-1280");

    // Chosen light on a dark device: light from the first paint on.
    await page.emulateMedia({ colorScheme: "dark" });
    await darkSwitch(page).click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await open(page, "/news");
    expect(await firstPaint()).toBe("light");
    expect(await background()).not.toBe(dark);
    expect(await a11yViolations(page)).toEqual([]);
    expect(await barColour(page)).toBe(ORANGE);

    // The footer's choice shows what holds, and Match device goes back to following the device.
    const choice = page.getByRole("contentinfo").getByRole("group", { name: "Theme" });
    expect(await choice.getByRole("radio", { name: "Light" }).isChecked()).toBe(true);
    await choice.getByText("Match device").click();
    expect(await choice.getByRole("radio", { name: "Match device" }).isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    expect(await shownTheme(page)).toBe("dark");
    expect(await barColour(page)).toBe(DARK_BAR);
    expect(await a11yViolations(page), "/news (device dark, footer choice)").toEqual([]);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => shownTheme(page)).toBe("light");
    expect(await barColour(page)).toBe(ORANGE);
    await choice.getByText("Dark", { exact: true }).click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await darkSwitch(page).getAttribute("aria-pressed")).toBe("true");
    await choice.scrollIntoViewIfNeeded();
    await screenshot(page, "dark-footer-choice-1280");
  }, 300_000);

  it("on a phone, the switch is in the header and in the menu, which passes axe open in both themes", async () => {
    const phone = await launchBrowser(PHONE);
    try {
      const page = await phone.newPage();
      await open(page, "/");
      expect(await darkSwitch(page).isVisible()).toBe(true);
      for (const theme of ["dark", "light"] as const) {
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        await menu.getByRole("link", { name: "About" }).waitFor();
        await menu.getByRole("button", { name: "Dark theme" }).click();
        expect(await shownTheme(page)).toBe(theme);
        expect(await menu.getByRole("button", { name: "Dark theme" }).getAttribute("aria-pressed")).toBe(String(theme === "dark"));
        // Beside its words the switch keeps the moon (a sun beside "Dark theme" read as the light one).
        expect(await menu.getByRole("button", { name: "Dark theme" }).locator("svg circle").count()).toBe(0);
        // The menu slides in: axe measures it once it is in place.
        await expect.poll(() => menu.evaluate((el) => el.getBoundingClientRect().right)).toBe(375);
        await screenshot(page, `menu-${theme}-375`);
        expect(await a11yViolations(page), theme).toEqual([]);
        await page.keyboard.press("Escape");
        await menu.waitFor({ state: "detached" });
      }
    } finally {
      await phone.close();
    }
  });
});

describe("states in the dark theme", () => {
  it("the assistant open, the offline pill, the 404 page and a refused sign-in pass axe", async () => {
    // The 404 page's own answer, and what fails while offline, are logged by Chromium as errors.
    pages.allowConsoleError(/status of 404|ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/);
    const page = await browser!.newPage();
    await page.emulateMedia({ colorScheme: "dark" });
    await forgetChoice(page);
    await open(page, "/");
    expect(await shownTheme(page)).toBe("dark");
    await page.getByRole("button", { name: "Chat", exact: true }).click();
    await page.getByRole("dialog", { name: "Cooking Assistant" }).waitFor();
    expect(await a11yViolations(page), "chat").toEqual([]);
    await screenshot(page, "dark-chat-1280");

    await open(page, "/about");
    await page.context().setOffline(true);
    try {
      await page.getByRole("status").filter({ hasText: "Offline Mode" }).waitFor();
      expect(await shownTheme(page)).toBe("dark");
      expect(await a11yViolations(page), "offline pill").toEqual([]);
    } finally {
      await page.context().setOffline(false);
    }

    await open(page, "/no-such-page");
    await page.getByText("Oops! Page not found").waitFor();
    expect(await shownTheme(page)).toBe("dark");
    expect(await a11yViolations(page), "404").toEqual([]);

    await open(page, "/signin");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("alert").first().waitFor();
    expect(await shownTheme(page)).toBe("dark");
    expect(await a11yViolations(page), "sign-in errors").toEqual([]);
    await screenshot(page, "dark-signin-errors-1280");
  });
});

describe("cook mode at night", () => {
  /** Cook mode of a recipe with the clock at `time` (local time of the browser, UTC here). */
  async function cookMode(page: Page, time: string) {
    await page.clock.setFixedTime(new Date(`2026-11-29T${time}:00`));
    await open(page, "/recipe/1001");
    await page.getByRole("button", { name: "Start cook mode" }).click();
    return page.getByRole("dialog", { name: /Punjabi Chole/ });
  }

  it("is dark from 19:00 to 07:00 when the reader has not chosen, light by day, and the reader's choice wins", async () => {
    const context = await launchBrowser({ colorScheme: "light", timezoneId: "UTC" });
    try {
      const page = await context.newPage();
      const night = await cookMode(page, "21:30");
      expect(await night.getAttribute("data-theme")).toBe("dark");
      expect(await shownTheme(page)).toBe("light");
      expect(await night.getByRole("button", { name: "Dark theme" }).getAttribute("aria-pressed")).toBe("true");
      await screenshot(page, "cook-mode-night-1280");
      expect(await a11yViolations(page)).toEqual([]);

      const morning = await cookMode(page, "06:59");
      expect(await morning.getAttribute("data-theme")).toBe("dark");
      const day = await cookMode(page, "07:00");
      expect(await day.getAttribute("data-theme")).toBe("light");

      // Chosen light (in cook mode itself): light at night too, there and on the page.
      const chosen = await cookMode(page, "23:00");
      await chosen.getByRole("button", { name: "Dark theme" }).click();
      expect(await chosen.getAttribute("data-theme")).toBe("light");
      expect(await (await cookMode(page, "23:00")).getAttribute("data-theme")).toBe("light");
    } finally {
      await context.close();
    }
  });
});
