// The home page's connectivity badge (docs/product.md#b-states), the progress bar that replaces the splash
// (docs/decisions/0011-progress-bar-instead-of-splash.md) and the 'Why cooks choose' section, on a
// desktop and on a phone.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { browserAndPhoneSuite, gate, hasReactFiber, pageWithFailingProbe, screenshot, type TestServer, SHARED_SERVER } from "../support/browser.ts";

let server: TestServer;
let desktop: BrowserContext | undefined;
let phone: BrowserContext | undefined;
const watched = browserAndPhoneSuite(SHARED_SERVER, (s, d, p) => ((server = s), (desktop = d), (phone = p)));

const devices = [
  ["desktop", () => desktop!, watched.desktop],
  ["phone", () => phone!, watched.phone],
] as const;

/** Every text the connectivity badge (role=status with a dot) has shown since this was called. */
async function recordBadgeTexts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __badge: string[] }).__badge = []);
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"]')) if (el.querySelector("span[aria-hidden]")) seen.push(el.textContent ?? "");
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __badge: string[] }).__badge);
}

describe.each(devices)("the connectivity badge (%s)", (name, context, pages) => {
  it("shows nothing while the site answers, 'Offline Mode' at once when the browser goes offline, and nothing again back online", async () => {
    // The full-page screenshot scrolls lazy pictures into view while offline: they cannot load.
    pages.allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
    const page = await context().newPage();
    const probed = page.waitForEvent("requestfinished", (r) => r.url().includes("/placeholder.svg?t="));
    await page.goto(`${server.base}/`);
    await probed;
    const badge = page.getByRole("status").filter({ hasText: /Offline Mode|Limited Connectivity/ });
    expect(await badge.count()).toBe(0);

    await page.context().setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole("status").filter({ hasText: "Offline Mode" }).waitFor({ timeout: 2000 });
    await screenshot(page, `home-offline-${name}`);

    // Back online, the next probe is slow: the badge must not claim limited connectivity while it runs.
    const probe = gate();
    await page.route("**/placeholder.svg?t=*", async (route) => (await probe.opened, route.continue()));
    const texts = await recordBadgeTexts(page);
    const reprobed = page.waitForRequest((r) => r.url().includes("/placeholder.svg?t="));
    await page.context().setOffline(false);
    await page.getByText("Offline Mode").waitFor({ state: "detached", timeout: 2000 });
    await reprobed;
    probe.release();
    expect(await texts()).not.toContain("Limited Connectivity");
    expect(await badge.count()).toBe(0);
  });

  it("shows 'Limited Connectivity' when online but the reachability check fails", async () => {
    await pageWithFailingProbe(context(), pages, `${server.base}/`);
  });
});

/** The two boxes share some area (touching edges do not count). */
const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the connectivity badge on a phone (375x812)", () => {
  it.each(["/", "/saved-recipes", "/saved-articles", "/news", "/news/making-paneer-at-home", "/recipe/1001", "/about"])(
    "'Offline Mode' covers no part of the page title of %s",
    async (path) => {
      // Requests still in flight when the phone goes offline (lazy pictures, prefetched pages) fail, as they should.
      watched.phone.allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
      const page = await phone!.newPage();
      await page.goto(`${server.base}${path}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.context().setOffline(true);
      try {
        const pill = page.getByRole("status").filter({ hasText: "Offline Mode" });
        await pill.waitFor({ timeout: 2000 });
        const title = (await page.locator("h1").first().boundingBox())!;
        const box = (await pill.boundingBox())!;
        expect(title.height).toBeGreaterThan(0);
        expect(intersects(box, title), `pill ${JSON.stringify(box)} over title ${JSON.stringify(title)}`).toBe(false);
        if (path === "/saved-recipes") await screenshot(page, "offline-pill-phone");
      } finally {
        await page.context().setOffline(false);
      }
    },
  );
});

/** After the first load: a first-load bar (shown when hydration took a while, as on a busy machine) has gone. */
const settled = (page: Page) => page.getByRole("progressbar").waitFor({ state: "detached" });

describe.each(devices)("the progress bar instead of the splash (%s)", (name, context) => {
  it("a slow client-side navigation shows a 3 px progressbar with its percentage over the top edge, covering nothing, gone once the page is there", async () => {
    const page = await context().newPage();
    await page.goto(`${server.base}/`);
    const data = gate();
    await page.route("**/about.data*", async (route) => (await data.opened, route.continue()));
    await settled(page);
    const about = page.locator('footer a[href="/about"]');
    await about.click();

    const bar = page.getByRole("progressbar", { name: "Loading page" });
    await bar.waitFor();
    expect(await bar.getAttribute("aria-valuemin")).toBe("0");
    expect(await bar.getAttribute("aria-valuemax")).toBe("100");
    const first = Number(await bar.getAttribute("aria-valuenow"));
    expect(first).toBeGreaterThanOrEqual(0);
    // It climbs while the data is held back, and stays short of 100.
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 5000 }).toBeGreaterThan(first + 5);
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
    const box = (await bar.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()!.width });
    expect(box.height).toBeLessThanOrEqual(4);
    // The painted page stays visible under it: the link just clicked is still what sits at its centre.
    expect(
      await about.evaluate((a) => {
        const r = a.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest("a") === a;
      }),
    ).toBe(true);
    await screenshot(page, `progress-bar-${name}`);

    data.release();
    await page.getByRole("heading", { name: "About Masala Table" }).waitFor();
    await bar.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/about");
  });

  it("while a slow first load hydrates, the prerendered page is shown at once with the bar over it, which finishes when React takes over", async () => {
    const page = await context().newPage();
    const scripts = gate();
    await page.route("**/assets/*.js", async (route) => (await scripts.opened, route.continue()));
    const loading = page.goto(`${server.base}/`);
    const bar = page.getByRole("progressbar", { name: "Loading page" });
    await bar.waitFor();
    // The page was painted before any JavaScript arrived.
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(await page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(false);
    const first = Number(await bar.getAttribute("aria-valuenow"));
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 5000 }).toBeGreaterThan(first);
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(4);
    scripts.release();
    await loading;
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await bar.waitFor({ state: "detached" });
    // React hydrated around the extra element without complaint (watchPages fails on console errors),
    // and the page works: the menu or the header's links answer.
    await page.locator('footer a[href="/about"]').click();
    await page.getByRole("heading", { name: "About Masala Table" }).waitFor();
  });
});

describe("the progress bar under prefers-reduced-motion", () => {
  it("jumps between steps and goes without a fade", async () => {
    const page = await desktop!.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${server.base}/`);
    await settled(page);
    const data = gate();
    await page.route("**/about.data*", async (route) => (await data.opened, route.continue()));
    await page.locator('footer a[href="/about"]').click();
    const bar = page.getByRole("progressbar", { name: "Loading page" });
    await bar.waitFor();
    // The fade is off, and the climb moves in plain steps either way.
    const transitions = await bar.evaluate((el) => [getComputedStyle(el).transitionProperty, getComputedStyle(el.firstElementChild!).transitionDuration]);
    expect(transitions).toEqual(["none", "0s"]);
    data.release();
    await bar.waitFor({ state: "detached" });
  });
});

describe.each(devices)("'Why cooks choose' (%s)", (name, context) => {
  it("states the catalog's real counts, each point leading to its feature", async () => {
    const api = async <T>(path: string) => (await (await fetch(`${server.base}${path}`)).json()) as T;
    const total = (await api<{ catalog: { recipes: number } }>("/api/health")).catalog.recipes;
    const indian = (await api<{ totalResults: number }>("/api/global-recipes/country/India?limit=1")).totalResults;
    const articles = (await api<{ total: number }>("/api/articles?limit=1")).total;
    const questions = (JSON.parse(await readFile("content/questions.json", "utf8")) as { cards: unknown[] }).cards.length;
    expect(total).toBeGreaterThan(0);
    expect(indian).toBeGreaterThan(0);

    const page = await context().newPage();
    await page.goto(`${server.base}/`);
    const section = page.getByRole("region", { name: /^Why cooks choose/ });
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByRole("listitem");
    const titles = await section.getByRole("heading", { level: 3 }).allInnerTexts();
    expect(titles).toContain(`${total} recipes`);
    expect(titles).toContain(`${indian} Indian recipes`);
    expect(titles).toContain(`${articles} articles and guides`);
    const text = await section.innerText();
    expect(text).toContain(`${Math.round((indian / total) * 100)}% of the catalog`);
    expect(text).toContain(`answers to ${questions} common kitchen questions`);
    // No figure that the site cannot count: ratings, reviews, user numbers, testimonials.
    expect(text).not.toMatch(/★|rating|review|\busers?\b|members|\d+\s*[kKM]\+|trusted by|loved by/i);

    // Every point leads somewhere real: its link answers 200, and the assistant's button opens the chat.
    expect(await cards.count()).toBe(titles.length);
    const hrefs = await section.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/all-recipes", "/world-recipes?country=India", "/saved-recipes", "/restaurant-finder", "/newsletters", "/news"]),
    );
    expect(hrefs.some((h) => /^\/recipe\/\d+$/.test(h))).toBe(true);
    for (const href of hrefs) expect((await fetch(`${server.base}${href}`)).status, href).toBe(200);
    expect(hrefs.length + (await section.getByRole("button").count())).toBe(titles.length);
    await screenshot(page, `why-choose-${name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);

    await section.getByRole("button", { name: "Ask the assistant" }).click();
    await page.getByRole("dialog", { name: "Cooking Assistant" }).waitFor();
    await page.getByRole("button", { name: "Close chat" }).click();

    // The whole card answers a tap, not only its link text.
    const card = cards.filter({ hasText: "Restaurant finder" });
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + 30);
    await page.waitForURL("**/restaurant-finder");
  });
});

describe("the home page's sections below the first screen (phone)", () => {
  it("hydrate when they come near, and a tap on one before that is not lost", async () => {
    // docs/decisions/0018-hydration-budget.md: prerendered content below the fold hydrates when near or touched.
    const page = await phone!.newPage();
    await page.goto(`${server.base}/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const hero = page.getByRole("heading", { level: 1 });
    const quick = page.getByRole("navigation", { name: "Quick Access" }).getByRole("link", { name: /^Weekly/ });
    const ask = page.getByRole("region", { name: /^Why cooks choose/ }).getByRole("button", { name: "Ask the assistant" });
    const footerLink = page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Privacy Policy" });
    await expect.poll(() => hasReactFiber(hero), { timeout: 10_000 }).toBe(true);
    expect(await hasReactFiber(quick)).toBe(false);
    expect(await hasReactFiber(ask)).toBe(false);
    expect(await hasReactFiber(footerLink)).toBe(false);

    // A press where no scroll has brought the section: React hydrates it and the press opens the assistant.
    await ask.evaluate((button: HTMLElement) => button.click());
    await page.getByRole("dialog", { name: "Cooking Assistant" }).waitFor();
    await page.getByRole("button", { name: "Close chat" }).click();

    // Scrolled near, the footer hydrates by itself.
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => hasReactFiber(footerLink), { timeout: 10_000 }).toBe(true);

    // A link of a section still waiting navigates inside the app (the page is not loaded again).
    expect(await hasReactFiber(quick)).toBe(false);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await quick.evaluate((a: HTMLElement) => a.click());
    await page.waitForURL("**/weekly");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});
