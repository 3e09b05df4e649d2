// The cooking assistant in the browser: the dialog (chips, Enter, pending, line-by-line typing, unread
// counter, errors, history, keyboard), a question page, the home question cards and /api-test.
// Every chat from the browser counts against the 30-a-minute limit of 127.0.0.1: this file sends fewer.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { PHONE, SCREENSHOT_DIR, browserSuite, hasReactFiber, launchBrowser, screenshot, type TestServer } from "../support/browser.ts";
import { a11yViolations } from "../support/a11y.ts";

let server: TestServer;
let browser: BrowserContext | undefined;
let phone: BrowserContext | undefined;
const pages = browserSuite(8951, (s, b) => ((server = s), (browser = b)));
afterAll(async () => {
  for (const c of extraContexts) await c.close();
  await phone?.close();
});
/** The dialog is fixed to the viewport, so it is pictured as the screen shows it (not the full page). */
const screenshotViewport = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
const CHAT_PATH = /\/(\.netlify\/functions\/api\/)?(api\/)?(ai-)?chat$/;

async function open(path: string, width = 1280, height = 900): Promise<Page> {
  const page = await browser!.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`${server.base}${path}`);
  return page;
}

/** Opens the assistant from the sticky bar's Chat button (desktop). */
async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat", exact: true }).click();
  await page.getByRole("dialog", { name: "Cooking Assistant" }).waitFor();
}
const dialog = (page: Page) => page.getByRole("dialog", { name: "Cooking Assistant" });
const lastReply = (page: Page) => page.getByTestId("chat-reply").last();
const shownLines = (page: Page) => lastReply(page).locator("[data-line]").count();
/** Sends by typing and Enter, and waits until the new reply is fully shown. */
async function ask(page: Page, text: string) {
  const replies = dialog(page).getByTestId("chat-reply");
  const before = await replies.count();
  await dialog(page).getByLabel("Message").fill(text);
  await dialog(page).getByLabel("Message").press("Enter");
  await replies.nth(before).and(page.locator("[data-done]")).waitFor();
  return replies.nth(before);
}
/** The fake clock of the page stops; timers fire only when the test runs it. */
const pauseClock = (page: Page) => page.clock.pauseAt(new Date(Date.now() + 60_000));
const extraContexts: BrowserContext[] = [];
/**
 * A page in a browser of its own: Playwright's clock belongs to the whole browser context, so a test
 * that installs and pauses it must not share the context with the others.
 */
async function pageWithOwnClock(width = 1280, height = 900): Promise<Page> {
  const context = await launchBrowser({ viewport: { width, height } });
  extraContexts.push(context);
  const page = await context.newPage();
  page.on("pageerror", (err) => {
    throw err;
  });
  await page.clock.install();
  return page;
}

describe("the chat dialog", () => {
  it("loads the chat code only when the dialog first opens", async () => {
    const page = await browser!.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`${server.base}/`);
    expect(scripts.some((u) => /chat-dialog|chat-client/.test(u))).toBe(false);
    await openChat(page);
    expect(scripts.some((u) => /chat-dialog/.test(u))).toBe(true);
  });

  it("when the chat code cannot be fetched, the dialog closes and the page stays usable", async () => {
    pages.allowConsoleError(/Failed to load resource|dynamically imported module|chat-dialog|error occurred/i);
    const page = await open("/");
    await page.route(/chat-dialog-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Chat", exact: true }).click();
    await page.getByRole("button", { name: "Open the cooking assistant" }).waitFor(); // closed again, launcher back
    expect(await page.locator("h1").textContent()).toContain("Cook Indian favourites");
    expect(await dialog(page).count()).toBe(0);
    await page.getByRole("link", { name: "About" }).first().click();
    await page.waitForURL(/\/about$/);
  });

  it("a chip sends its question; the reply streams, then shows line by line (min(400, 120 + 8/char) ms a line); Send waits while pending", async () => {
    const page = await pageWithOwnClock();
    await page.goto(`${server.base}/`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await openChat(page); // React's Suspense reveal runs on timers: open before the clock stops
    await pauseClock(page);
    const send = dialog(page).getByRole("button", { name: "Send" });
    expect(await send.isDisabled()).toBe(true); // blank input
    await dialog(page).getByLabel("Message").fill("   ");
    expect(await send.isDisabled()).toBe(true);
    const answered = page.waitForResponse((r) => CHAT_PATH.test(new URL(r.url()).pathname) && r.request().method() === "POST");
    await dialog(page).getByRole("button", { name: "Paneer recipe" }).click();
    await expect.poll(() => dialog(page).getByTestId("chat-user-message").last().textContent()).toBe("Paneer recipe");
    const res = await answered;
    expect(res.headers()["content-type"]).toMatch(/text\/event-stream/);
    expect(new URL(res.url()).pathname).toBe("/.netlify/functions/api/api/chat"); // the first path of docs/product.md#a-api
    // Pending: chips and Send are disabled, even with text in the box.
    await dialog(page).getByLabel("Message").fill("another question");
    expect(await send.isDisabled()).toBe(true);
    expect(await dialog(page).getByRole("button", { name: "Meal plan" }).isDisabled()).toBe(true);
    // Typing: no line before its delay, then one line at a time.
    await lastReply(page).waitFor();
    expect(await shownLines(page)).toBe(0);
    await page.clock.runFor(400);
    expect(await shownLines(page)).toBe(1);
    await page.clock.runFor(20_000);
    await page.clock.resume(); // axe and screenshots run on timers
    await lastReply(page).and(page.locator("[data-done]")).waitFor();
    expect(await shownLines(page)).toBeGreaterThan(3);
    await expect.poll(() => send.isDisabled()).toBe(false);
    const link = lastReply(page).getByRole("link", { name: "Palak Paneer", exact: true });
    expect(await link.getAttribute("href")).toMatch(/^\/recipe\/\d+$/);
    expect(await lastReply(page).textContent()).toContain("Built-in assistant");
    expect(await page.getByTestId("chat-announcer").textContent()).toContain("Palak Paneer");
    expect(await a11yViolations(page)).toEqual([]);
    await screenshotViewport(page, "chat-dialog-1280");
  });

  it("Enter sends; with reduced motion the reply shows at once; history survives a reload and Clear chat empties it", async () => {
    const page = await browser!.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${server.base}/`);
    await openChat(page);
    expect(await (await ask(page, "How much water for basmati rice?")).textContent()).toContain("1 1/2 cups water");
    expect(await dialog(page).getByLabel("Message").inputValue()).toBe("");
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await openChat(page);
    expect(await dialog(page).getByTestId("chat-user-message").last().textContent()).toBe("How much water for basmati rice?");
    await dialog(page).getByRole("button", { name: "Clear chat" }).click();
    expect(await dialog(page).getByTestId("chat-user-message").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("chat_history"))).toBeNull();
  });

  it("Escape closes and returns focus; Tab stays inside the dialog", async () => {
    const page = await open("/");
    await openChat(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("placeholder"))).toMatch(/Ask about/);
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Chat");
  });

  it("counts a reply that arrives while the dialog is closed, and resets on opening", async () => {
    const page = await open("/");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(CHAT_PATH, async (route) => {
      await held;
      await route.continue();
    });
    await openChat(page);
    await dialog(page).getByLabel("Message").fill("dal");
    await dialog(page).getByLabel("Message").press("Enter");
    await dialog(page).getByTestId("chat-pending").waitFor();
    await page.keyboard.press("Escape");
    release();
    await page.getByTestId("chat-unread").waitFor();
    expect(await page.getByTestId("chat-unread").textContent()).toBe("1");
    expect(await page.getByRole("button", { name: /Open the cooking assistant \(1 unread reply\)/ }).count()).toBe(1);
    // From the keyboard: where the floating button would cover a control it steps aside until focused.
    const launcher = page.getByRole("button", { name: /Open the cooking assistant/ });
    await launcher.focus();
    await launcher.press("Enter");
    await dialog(page).waitFor();
    await lastReply(page).and(page.locator("[data-done]")).waitFor();
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("chat-unread").count()).toBe(0);
  });

  it("shows the docs/product.md#a-errors texts: unreachable after all five paths, an unreadable reply, and the server's 429 message", async () => {
    pages.allowConsoleError(/Failed to load resource/);
    const page = await browser!.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${server.base}/`);
    const tried: string[] = [];
    await page.route(CHAT_PATH, (route) => {
      tried.push(new URL(route.request().url()).pathname);
      return route.abort("connectionrefused");
    });
    await openChat(page);
    expect(await (await ask(page, "dal")).textContent()).toBe("I couldn't reach the AI. Please try again.");
    expect(tried).toEqual([
      "/.netlify/functions/api/api/chat",
      "/.netlify/functions/api/chat",
      "/api/chat",
      "/.netlify/functions/api/api/ai-chat",
      "/api/ai-chat",
    ]);

    await page.unroute(CHAT_PATH);
    await page.route(CHAT_PATH, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true, reply: "  " }) }));
    expect(await (await ask(page, "dal again")).textContent()).toBe(
      "I'm here and ready, but I couldn't read the AI response. Please try again or ask differently.",
    );

    await page.unroute(CHAT_PATH);
    await page.route(CHAT_PATH, (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "retry-after": "42" },
        body: JSON.stringify({ error: "You have sent many messages in a short time. Try again in 42 seconds." }),
      }),
    );
    expect(await (await ask(page, "dal once more")).textContent()).toBe("You have sent many messages in a short time. Try again in 42 seconds.");
  });

  it("reads a plain JSON answer from a server that does not stream ({response} shape)", async () => {
    const page = await browser!.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${server.base}/`);
    await page.route(CHAT_PATH, (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ response: "```\nUse [Kadai Paneer](/recipe/1010).\n\n\n\nEnjoy!\n```" }),
      }),
    );
    await openChat(page);
    expect(await (await ask(page, "paneer")).locator("p[data-line]").allTextContents()).toEqual(["Use Kadai Paneer.", "Enjoy!"]);
  });

  it("on a phone (375 x 812, touch) the side menu's Chat button opens a full-screen dialog", async () => {
    phone = await launchBrowser({ ...PHONE, reducedMotion: "reduce" });
    const page = await phone.newPage();
    await page.goto(`${server.base}/`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const launcher = page.getByRole("button", { name: "Open the cooking assistant" });
    expect(await launcher.evaluate((b) => getComputedStyle(b).bottom)).toBe("96px"); // docs/product.md#a-states: phone width, top of the page
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Chat" }).tap();
    await dialog(page).waitFor();
    await dialog(page).getByRole("button", { name: "Quick dinner" }).tap();
    await lastReply(page).and(page.locator("[data-done]")).waitFor();
    const box = await dialog(page).boundingBox();
    expect(box!.width).toBe(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshotViewport(page, "chat-dialog-375");
    // Each recipe of a finished reply can go into the week's plan (issue 28).
    await lastReply(page)
      .getByRole("link", { name: /^Add to plan: / })
      .first()
      .tap();
    await page.waitForURL(/\/plan\?add=\d+&title=/);
    await page.getByRole("button", { name: "Put it here" }).first().waitFor();
  });
});

describe("question pages", () => {
  it("a card question is prerendered with its title, meta tags and Article JSON-LD", async () => {
    const res = await fetch(`${server.base}/question/what-is-tadka-and-how-do-i-make-it`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>What is tadka and how do I make it? | Masala Table</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{40,160}"/);
    expect(html).toMatch(/"@type":"Article"/);
    expect(html).toContain("Expert Knowledge Base");
  });

  it("shows badges, four pictures, sections, tags, six related questions that open their pages, and Ask another question", async () => {
    const page = await open("/question/how-do-i-make-paneer-at-home");
    expect(await page.locator("h1").textContent()).toBe("How do I make paneer at home?");
    expect(await page.getByTestId("source").textContent()).toBe("Expert Knowledge Base");
    expect(await page.getByTestId("category").textContent()).toBe("Cooking");
    expect(await page.getByTestId("read-time").textContent()).toMatch(/^\d+ min read$/);
    expect(await page.getByTestId("answer-images").locator("img").count()).toBe(4);
    expect(await page.getByRole("navigation", { name: /breadcrumb/i }).textContent()).toMatch(/Home.*Articles.*How do I make paneer at home\?/);
    const related = page.getByTestId("related-questions").getByRole("link");
    expect(await related.count()).toBe(6);
    expect(await a11yViolations(page)).toEqual([]);
    await screenshot(page, "question-1280");
    // The answer and the related links are left as prerendered (docs/decisions/0018-hydration-budget.md);
    // a click on a link still opens its page in the app, without loading a new document.
    expect(await hasReactFiber(page.getByTestId("answer-body"))).toBe(false);
    expect(await hasReactFiber(related.first())).toBe(false);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const first = (await related.first().textContent())!;
    await related.first().click();
    await page.waitForURL(/\/question\/[a-z0-9-]+$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe(first);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await page.getByLabel("Ask another question").fill("Best way to cook basmati rice?");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/question\/best-way-to-cook-basmati-rice$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Best Way To Cook Basmati Rice");
    expect(await page.getByTestId("answer-body").textContent()).toContain("Basmati");
  });

  it("on a phone the question page fits the screen", async () => {
    const page = await open("/question/what-can-i-cook-for-dinner-in-30-minutes", 375, 812);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "question-375");
  });

  it("a question that is not prerendered moves nothing in view when its answer arrives (CLS under 0.02 on a phone)", async () => {
    const context = await launchBrowser(PHONE);
    extraContexts.push(context);
    const page = await context.newPage();
    await page.addInitScript(
      "window.__cls = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });",
    );
    await page.goto(`${server.base}/question/how-to-cook-basmati-rice`);
    await page.getByTestId("answer-body").waitFor();
    // A shift is reported with the frame that made it: wait until two more frames have been drawn.
    await page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
    expect(await page.evaluate("window.__cls")).toBeLessThan(0.02);
  });

  it("an unknown topic says so and offers search and the assistant; a bad slug shows 'Question not found'", async () => {
    const page = await open("/question/how-to-repair-a-bicycle-chain");
    await page.getByTestId("unknown-topic").waitFor();
    expect(await page.getByTestId("unknown-topic").textContent()).toContain("We don't have an answer to this yet");
    await page.getByRole("button", { name: "Ask the cooking assistant" }).click();
    await dialog(page).waitFor();
    pages.allowConsoleError(/Failed to load resource: the server responded with a status of 404/); // the bad slug's page answers 404
    const bad = await open("/question/Not_A_Slug");
    await bad.getByRole("heading", { name: "Question not found" }).waitFor();
    await bad.getByRole("link", { name: "Back to Articles" }).click();
    await bad.waitForURL(/\/articles$/);
  });
});

describe("home question cards", () => {
  it("shows the prerendered 6 of the 20 and deals six new ones on 'Get New Questions' ('Refreshing...' for 500 ms)", async () => {
    const page = await pageWithOwnClock();
    await page.goto(`${server.base}/`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await pauseClock(page);
    const cards = page.getByTestId("question-cards").getByRole("link");
    expect(await cards.count()).toBe(6);
    const before = await cards.allTextContents();
    // Hydration keeps the prerendered six (issue 25: they were swapped for another six).
    const html = await (await fetch(`${server.base}/`)).text();
    const list = html.slice(html.indexOf('data-testid="question-cards"'));
    const prerendered = [...list.slice(0, list.indexOf("</ul>")).matchAll(/href="(\/question\/[a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(prerendered).toHaveLength(6);
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(prerendered);
    await page.getByRole("button", { name: "Get New Questions" }).click();
    const busy = page.getByRole("button", { name: "Refreshing..." });
    expect(await busy.isDisabled()).toBe(true);
    await page.clock.runFor(499);
    expect(await busy.count()).toBe(1);
    await page.clock.runFor(1);
    await page.getByRole("button", { name: "Get New Questions" }).waitFor();
    expect(await cards.count()).toBe(6);
    const after = await cards.allTextContents();
    for (const text of after) expect(before).not.toContain(text); // six new ones, none repeated

    expect(await cards.first().getAttribute("href")).toMatch(/^\/question\/[a-z0-9-]+$/);
    const popular = page.getByRole("region", { name: "Popular Food Questions" }).getByRole("link");
    expect(await popular.count()).toBe(6);
    expect(await popular.first().getAttribute("href")).toBe("/articles/cooking-techniques");
  });
});

describe("/api-test", () => {
  it("shows the built-in mode, a healthy badge, and a live biryani test that passes", async () => {
    const page = await open("/api-test");
    await expect.poll(() => page.getByTestId("ai-health").textContent()).toBe("Healthy");
    expect(await page.getByTestId("ai-mode").textContent()).toBe("Built-in (no AI key)");
    await page.getByRole("button", { name: "Refresh Status" }).click();
    await expect.poll(() => page.getByTestId("ai-health").textContent()).toBe("Healthy");
    await page.getByRole("button", { name: "Run Live Test" }).click();
    await expect.poll(() => page.getByTestId("live-result").textContent(), { timeout: 15_000 }).toMatch(/API Test Passed: Built-in assistant/);
    expect(await page.getByTestId("live-result").textContent()).toMatch(/Biryani/);
  });

  it("shows 'API Test Failed' with the cause when the chat cannot be reached", async () => {
    pages.allowConsoleError(/Failed to load resource/);
    const page = await open("/api-test");
    await page.route(CHAT_PATH, (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Run Live Test" }).click();
    await expect.poll(() => page.getByTestId("live-result").textContent()).toBe("API Test FailedI couldn't reach the AI. Please try again.");
  });
});
