import { describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { expectSharingTags, fetchPage, pageWithFailingProbe, screenshot, type TestServer, browserSuite, SHARED_SERVER } from "../support/browser.ts";
import { a11yViolations } from "../support/a11y.ts";

let server: TestServer;
let browser: BrowserContext | undefined;
const pages = browserSuite(SHARED_SERVER, (s, b) => ((server = s), (browser = b)));

describe("prerendered pages", () => {
  it.each([
    ["/", "Cook Indian favourites and dishes from every country"],
    ["/about", "About Masala Table"],
    ["/privacy", "Privacy Policy"],
  ])("%s arrives as HTML with its heading, meta tags and JSON-LD", async (path, heading) => {
    const { res, html } = await fetchPage(server, path);
    expect(html).toContain(heading);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expectSharingTags(html);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    if (path !== "/privacy") expect(html).toContain('<script type="application/ld+json">');
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("the home page shows figures counted from the catalog, not marketing claims", async () => {
    const html = await (await fetch(`${server.base}/`)).text();
    const health = await (await fetch(`${server.base}/api/health`)).json();
    expect(html).toContain(`>${health.catalog.recipes}</dd>`);
    expect(html).not.toMatch(/100K\+|2\.5M\+|4\.9/);
  });
});

describe("the navigation shell", () => {
  it("home: one h1, lang set, labelled controls, no WCAG AA violations, search goes to /search?q=", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/`);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await a11yViolations(page)).toEqual([]);
    await screenshot(page, "home-1280");
    await page.getByLabel("Search recipes").fill("  paneer tikka ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/search\?q=paneer%20tikka$/);
  });

  it("small screens: the side menu slides in with the top links and closes with Escape", async () => {
    const page = await browser!.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.base}/`);
    await expect.poll(() => page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    await expect.poll(() => menu.getByRole("link", { name: "About" }).isVisible()).toBe(true);
    await screenshot(page, "menu-375");
    expect(await a11yViolations(page)).toEqual([]);
    await menu.getByRole("link", { name: "About" }).click();
    await page.waitForURL(/\/about$/);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it("an unknown path answers 404 with the 404 page, which logs the path", async () => {
    pages.allowConsoleError(/Failed to load resource: the server responded with a status of 404/); // the document's own status
    const page = await browser!.newPage();
    const status = page.waitForResponse((r) => r.url().endsWith("/no/such/page")).then((r) => r.status());
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.goto(`${server.base}/no/such/page`);
    await page.getByRole("heading", { name: /Oops! Page not found/ }).waitFor();
    expect(await page.getByText("404", { exact: true }).isVisible()).toBe(true);
    expect(await status).toBe(404);
    expect(warnings.join("\n")).toContain("/no/such/page");
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${server.base}/`);
  });

  it("old paths redirect, replacing the history entry", async () => {
    // This test once logged React's hydration mismatch #418 about one run in two: React Router's async
    // bootstrap could hydrate before the page was parsed to its end. The bootstrap now runs deferred
    // (scripts/lib/defer-hydration.ts), and any console error fails the test again.
    const page = await browser!.newPage();
    await page.goto(`${server.base}/about`);
    await page.evaluate(() => window.history.pushState({}, "", "/ai-chef"));
    await page.goto(`${server.base}/ai-chef`);
    await page.waitForURL(`${server.base}/`);
    const res = await fetch(`${server.base}/faq/x`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toMatch(/\/articles$/);
  });

  it("the error screen appears when a page fails, with the network badge for fetch errors", async () => {
    pages.allowConsoleError(/Failed to fetch|\[app\]|Failed to load resource/);
    const page = await browser!.newPage();
    await page.goto(`${server.base}/about`);
    // Simulate a failed client navigation: the route's data request cannot be fetched.
    await page.route("**/_root.data*", (route) => route.abort());
    await page.getByRole("link", { name: "Home" }).first().click();
    await page.getByRole("heading", { name: "Something went wrong" }).waitFor();
    expect(await page.getByText("Network Issue", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("Online", { exact: true }).isVisible()).toBe(true);
    await screenshot(page, "error-screen");
    await page.unroute("**/_root.data*");
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByRole("heading", { name: /Cook Indian favourites/ }).waitFor();
  });

  it("the connectivity badge reports limited connectivity when the probe fails", async () => {
    const page = await pageWithFailingProbe(browser!, pages, `${server.base}/about`);
    await page.context().setOffline(true);
    await page.getByText("Offline Mode").waitFor();
    await page.context().setOffline(false);
  });
});
