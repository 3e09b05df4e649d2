// The CSP without 'unsafe-inline' for scripts (docs/decisions/0024-csp-script-hashes.md) in Chromium:
// prerendered pages and a page a function answers hydrate with no violation reported, and an inline script
// injected into a page is refused.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { browserSuite, SHARED_SERVER, type TestServer } from "../support/browser.ts";

let server: TestServer;
let browser: BrowserContext | undefined;
const pages = browserSuite(SHARED_SERVER, (s, b) => ((server = s), (browser = b)));

type Watched = { page: Page; violations: () => Promise<string[]>; consoleReports: string[] };

/** A page that records every CSP violation the browser reports (event and console). */
async function watchedPage(): Promise<Watched> {
  const page = await browser!.newPage();
  const consoleReports: string[] = [];
  page.on("console", (m) => /Content Security Policy/i.test(m.text()) && consoleReports.push(m.text()));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return { page, consoleReports, violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations) };
}

describe("CSP with script hashes", () => {
  it.each(["/", "/weekly", "/recipe/1001", "/search?q=paneer", "/question/what-is-tadka-and-how-do-i-make-it", "/signin"])(
    "%s hydrates with no CSP violation, under a policy without 'unsafe-inline' for scripts",
    async (path) => {
      const { page, violations, consoleReports } = await watchedPage();
      const res = await page.goto(`${server.base}${path}`);
      const policy = res!.headers()["content-security-policy"] ?? "";
      expect(/script-src ([^;]+)/.exec(policy)?.[1]).not.toContain("'unsafe-inline'");
      // <html data-hydrated> is set by the root layout once React has hydrated (a blocked script would stop it).
      await page.waitForFunction(() => "hydrated" in document.documentElement.dataset, null, { timeout: 45_000 });
      await page.waitForLoadState("networkidle");
      expect(await violations()).toEqual([]);
      expect(consoleReports).toEqual([]);
      await page.close();
    },
  );

  it("a page a function answers (an unknown recipe's 404) hydrates too", async () => {
    pages.allowConsoleError(/status of 404/);
    const { page, violations } = await watchedPage();
    const res = await page.goto(`${server.base}/recipe/99999`);
    expect(res!.status()).toBe(404);
    expect(res!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    await page.getByRole("heading", { name: "Recipe Not Found" }).waitFor();
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it("an unknown address (the shell with 404) hydrates and shows the not-found page", async () => {
    pages.allowConsoleError(/status of 404/);
    const { page, violations } = await watchedPage();
    const res = await page.goto(`${server.base}/no-such-page-here`);
    expect(res!.status()).toBe(404);
    await page.getByText("Oops! Page not found").waitFor();
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it("refuses an inline script injected into a page, and reports it", async () => {
    pages.allowConsoleError(/Content Security Policy/);
    const { page, violations } = await watchedPage();
    await page.goto(`${server.base}/about`);
    const ran = await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.injectedRan = true";
      document.body.append(s);
      return (window as unknown as { injectedRan?: boolean }).injectedRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline/)]);
    await page.close();
  });
});
