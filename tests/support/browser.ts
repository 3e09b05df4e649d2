import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { startLocalServer, type LocalServer } from "../../scripts/lib/local-server.ts";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type TestServer = LocalServer;

/** The local server of the README (`scripts/serve.ts`) on its own port with an in-memory database. */
export const startServer = (port: number, env: Record<string, string> = {}): Promise<TestServer> => startLocalServer({ port, env, args: ["--lazy-functions"] });

/**
 * Instead of a port: the run's one server for the files that only read (tests/support/shared-server.ts).
 * A file that signs up, likes, saves, subscribes or needs env of its own starts its own server.
 */
export const SHARED_SERVER = "shared";

/** The run's shared server; stopping it is the global tear-down's job, not a file's. */
const sharedServer = (): TestServer => ({ base: inject("sharedServerBase"), output: () => "", stop: async () => {} });

/**
 * One local server (its own on `port`, or the run's shared one) and browsers for a test file, started
 * side by side before its tests and stopped after them. `assign` receives the server and one browser
 * per entry of `contexts`.
 */
function serverAndBrowsers(
  port: number | typeof SHARED_SERVER,
  env: Record<string, string>,
  contexts: ContextOptions[],
  assign: (server: TestServer, browsers: BrowserContext[]) => void,
) {
  let server: TestServer | undefined;
  let browsers: BrowserContext[] = [];
  beforeAll(async () => {
    const [started, ...launched] = await Promise.allSettled([
      port === SHARED_SERVER ? Promise.resolve(sharedServer()) : startServer(port, env),
      ...contexts.map((options) => launchBrowser(options)),
    ]);
    if (started!.status === "fulfilled") server = started!.value;
    browsers = launched.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const failed = [started!, ...launched].find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    assign(server!, browsers);
  });
  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await server?.stop();
  });
}

/**
 * One local server and one browser for a test file (started before its tests, stopped after them), with
 * its pages watched for console errors; `assign` receives both once they are up.
 */
export function browserSuite(
  port: number | typeof SHARED_SERVER,
  assign: (server: TestServer, browser: BrowserContext) => void,
  env: Record<string, string> = {},
  options: ContextOptions = {},
) {
  let browser: BrowserContext | undefined;
  serverAndBrowsers(port, env, [options], (s, [b]) => assign(s, (browser = b!)));
  return watchPages(() => browser);
}

type ContextOptions = Omit<NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>, "executablePath" | "headless" | "args">;

/**
 * browserSuite with a phone (PHONE) beside the desktop browser, on the same server: `assign` receives
 * the server, the desktop browser and the phone; the answer watches each one's pages.
 */
export function browserAndPhoneSuite(
  port: number | typeof SHARED_SERVER,
  assign: (server: TestServer, browser: BrowserContext, phone: BrowserContext) => void,
  env: Record<string, string> = {},
) {
  let browser: BrowserContext | undefined;
  let phone: BrowserContext | undefined;
  serverAndBrowsers(port, env, [{}, PHONE], (s, [b, p]) => assign(s, (browser = b!), (phone = p!)));
  return { desktop: watchPages(() => browser), phone: watchPages(() => phone) };
}

/**
 * Debian's Chromium through playwright-core, with a fresh profile; never a browser download. The site's
 * service worker is blocked unless asked for: requests it handles would pass by the tests' page.route().
 */
export async function launchBrowser(options: ContextOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(await mkdtemp(join(tmpdir(), "chromium-")), {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: "block",
    ...options,
  });
}

/** A request held until `release()`: the test, not a timer, decides when the slow answer arrives. */
export function gate() {
  let release!: () => void;
  const opened = new Promise<void>((r) => (release = r));
  return { opened, release };
}

/** Whether React has hydrated the element: it carries React's fiber key (docs/decisions/0018-hydration-budget.md). */
/**
 * Runs the page's scripts `rate` times slower (Chrome's CPU throttling): a slow phone, on which React's
 * render after hydration can take longer than a search box's 500 ms settling time.
 */
export async function slowCpu(page: Page, rate = 25): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

export const hasReactFiber = (el: Locator) => el.evaluate((e) => Object.keys(e).some((k) => k.startsWith("__reactFiber$")));

/** A phone: 375x812 with touch and mobile viewport emulation (what a phone user sees, sideways scroll included). */
export const PHONE: ContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export const SCREENSHOT_DIR = join(process.cwd(), "test-results", "screenshots");

/**
 * Saves a full-page screenshot of every open page when a test fails (test-results/screenshots/),
 * and fails a test whose pages logged a browser console error it did not expect.
 */
export function watchPages(getBrowser: () => BrowserContext | undefined) {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  const watched = new WeakSet<BrowserContext>();
  beforeEach(() => {
    errors.length = 0;
    allowed.length = 0;
    const browser = getBrowser();
    if (!browser || watched.has(browser)) return;
    watched.add(browser); // one listener per browser, or each error would count once per earlier test
    browser.on("page", (page) => {
      page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
      page.on("pageerror", (err) => errors.push(err.message));
      waitForHydrationAfterGoto(page);
    });
  });
  afterEach(async (ctx) => {
    const browser = getBrowser();
    if (ctx.task.result?.state === "fail" && browser) {
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      const name = ctx.task.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
      await Promise.all(browser.pages().map((p, i) => p.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${i}.png`), fullPage: true }).catch(() => undefined)));
    }
    for (const p of browser?.pages() ?? []) await p.close().catch(() => undefined);
    const unexpected = errors.filter((e) => !allowed.some((a) => a.test(e)));
    expect(unexpected, "browser console errors").toEqual([]);
  });
  return { allowConsoleError: (pattern: RegExp) => allowed.push(pattern) };
}

/**
 * The pages' JavaScript loads after the first paint, so a click right after `load` could reach a page
 * React has not hydrated yet (a link would then navigate as a plain link). Every `page.goto` of the
 * tests therefore also waits for <html data-hydrated> (set by the root layout). A page that never
 * hydrates (its scripts blocked on purpose) is given up on after 10 s; the test's own checks then fail.
 */
function waitForHydrationAfterGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 10_000 }).catch(() => undefined);
    return response;
  };
}

/** GETs a page as a crawler does (no JavaScript): it must answer 200. */
export async function fetchPage(server: TestServer, path: string): Promise<{ res: Response; html: string }> {
  const res = await fetch(`${server.base}${path}`);
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
}

/** What a shared link shows: a description of 40 to 160 characters and an absolute og:image. */
export function expectSharingTags(html: string) {
  expect(html).toMatch(/<meta name="description" content="[^"]{40,160}"/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
}

/**
 * A full-page PNG in test-results/screenshots/ for a person to look at, when SCREENSHOTS=1 (README,
 * "Tests"): it checks nothing, and at 0.3-0.6 s of a busy 2-core machine each, the ~90 of a full
 * run are left out of `npm test`. A failing test's pages are always saved (watchPages).
 */
export async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * A new page at `url` whose connectivity probe (its fetch of /placeholder.svg?t=…, src/client/ui/connectivity.tsx)
 * fails, returned once the badge says "Limited Connectivity"; the failed load is an allowed console error.
 */
export async function pageWithFailingProbe(browser: BrowserContext, pages: ReturnType<typeof watchPages>, url: string): Promise<Page> {
  pages.allowConsoleError(/Failed to load resource/);
  const page = await browser.newPage();
  await page.route("**/placeholder.svg?t=*", (route) => route.abort());
  await page.goto(url);
  await page.getByRole("status").filter({ hasText: "Limited Connectivity" }).waitFor();
  return page;
}

/**
 * A search box's suggestions open when it is clicked and, once it loses focus, stay open a moment before they
 * hide (docs/product.md#a-limits: closing 200 ms after blur, so a click on one still lands).
 */
export async function expectSuggestionsToCloseAfterBlur(page: Page, box: Locator, list: Locator) {
  await box.click();
  await list.waitFor();
  await page.getByRole("heading", { level: 1 }).click();
  expect(await list.isVisible()).toBe(true); // still open right after the blur
  await list.waitFor({ state: "hidden", timeout: 1000 });
}
