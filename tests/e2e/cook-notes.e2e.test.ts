// Cook's notes on the recipe page (issue #16): the headnote under the summary, then Tips, Make ahead,
// Storage and Substitutions blocks with their own headings, in the prerendered HTML, in print, and
// never in the JSON-LD.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { screenshot, type TestServer, browserSuite, SHARED_SERVER } from "../support/browser.ts";
import { a11yViolations } from "../support/a11y.ts";

// Punjabi Chole: its notes have every block, substitutions included.
const CHOLE = "/recipe/1001";
const notes = (
  JSON.parse(readFileSync("content/notes/india-north-1.json", "utf8")) as Record<
    string,
    {
      headnote: string;
      tips: string[];
      makeAhead?: string;
      storage: string;
      substitutions?: string[];
    }
  >
)["1001"]!;

let server: TestServer;
let browser: BrowserContext | undefined;
browserSuite(SHARED_SERVER, (s, b) => ((server = s), (browser = b)));

async function openRecipe(width: number, height: number): Promise<Page> {
  const page = await browser!.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`${server.base}${CHOLE}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

describe("cook's notes on a recipe page", () => {
  it("arrive in the prerendered HTML and in the API answer, and stay out of the JSON-LD", async () => {
    const html = await (await fetch(`${server.base}${CHOLE}`)).text();
    expect(html).toContain(notes.headnote.slice(0, 60));
    expect(html).toMatch(/<h2 id="cook-notes-heading"[^>]*>Cook&#x27;s notes<\/h2>/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]!).join("\n");
    expect(ld).toContain('"@type":"Recipe"');
    expect(ld).not.toContain(notes.headnote.slice(0, 40));
    expect(ld).not.toContain(notes.tips[0]!.slice(0, 40));

    const api = (await (await fetch(`${server.base}/api/recipes/1001`)).json()) as { notes?: unknown };
    expect(api.notes).toEqual(notes);
  });

  it("show the headnote and the Tips, Make ahead, Storage and Substitutions blocks with headings (1280 px)", async () => {
    const page = await openRecipe(1280, 900);
    expect(await page.getByTestId("headnote").textContent()).toBe(notes.headnote);
    const section = page.getByRole("region", { name: "Cook's notes" });
    expect(await section.isVisible()).toBe(true);
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Tips", "Make ahead", "Storage", "Substitutions"]);
    const tips = page.getByRole("region", { name: "Tips" });
    expect(await tips.getByRole("listitem").allTextContents()).toEqual(notes.tips);
    expect(await page.getByRole("region", { name: "Make ahead" }).textContent()).toContain(notes.makeAhead);
    expect(await page.getByRole("region", { name: "Storage" }).textContent()).toContain(notes.storage);
    expect(await page.getByRole("region", { name: "Substitutions" }).getByRole("listitem").count()).toBe(notes.substitutions!.length);
    // The notes come after the method, before "About this recipe".
    const order = await page.evaluate(() =>
      ["method-heading", "cook-notes-heading", "about-heading"].map((id) => document.getElementById(id)!.getBoundingClientRect().top),
    );
    expect(order[0]!).toBeLessThan(order[1]!);
    expect(order[1]!).toBeLessThan(order[2]!);
    await screenshot(page, "cook-notes-1280");
    expect(await a11yViolations(page)).toEqual([]);
  });

  it("fit a phone screen without sideways scrolling (375 px)", async () => {
    const page = await openRecipe(375, 812);
    await page.getByRole("heading", { name: "Cook's notes" }).scrollIntoViewIfNeeded();
    expect(await page.getByRole("region", { name: "Storage" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "cook-notes-375");
    expect(await a11yViolations(page)).toEqual([]);
  });

  it("are printed with the recipe", async () => {
    const page = await openRecipe(1280, 900);
    await page.emulateMedia({ media: "print" });
    expect(await page.getByTestId("headnote").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Cook's notes" }).isVisible()).toBe(true);
    expect(await page.getByRole("region", { name: "Storage" }).isVisible()).toBe(true);
    // The summary and the About block are screen-only; the notes are not.
    expect(await page.getByRole("heading", { name: "About this recipe" }).isVisible()).toBe(false);
  });
});
