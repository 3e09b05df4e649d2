// The meal plan and its shopping list, walked as a visitor who is not signed in (the plan lives in the
// browser): a recipe page's "Add to plan", a slot chosen on /plan, the week's list built from it.
import { describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { browserAndPhoneSuite, screenshot, type TestServer, SHARED_SERVER } from "../support/browser.ts";
import { a11yViolations } from "../support/a11y.ts";

let server: TestServer;
let browser: BrowserContext | undefined;
let phone: BrowserContext | undefined;
browserAndPhoneSuite(SHARED_SERVER, (s, b, p) => ((server = s), (browser = b), (phone = p)));

const RECIPE = 1001;
const recipeTitle = async () => ((await (await fetch(`${server.base}/api/recipes/${RECIPE}`)).json()) as { title: string }).title;

describe("meal plan", () => {
  it("a recipe page's Add to plan puts it in the slot the cook picks; it stays after a reload and fills the week's shopping list", async () => {
    const title = await recipeTitle();
    const page = await browser!.newPage();
    await page.goto(`${server.base}/recipe/${RECIPE}`);
    await page.getByRole("link", { name: "Add to plan", exact: true }).click();
    await page.waitForURL(new RegExp(`/plan\\?add=${RECIPE}&`));
    await page.getByRole("status").getByText(title).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Meal plan");

    // The first day's dinner: the slot shows the recipe, with its servings, and the choice is over.
    const dinner = page.locator('[data-slot$="|dinner"]').first();
    await dinner.getByRole("button", { name: "Put it here" }).click();
    await dinner.getByRole("link", { name: title }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Put it here" }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe("");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(await a11yViolations(page)).toEqual([]);
    await screenshot(page, "plan-1280");

    await page.reload();
    await page.locator('[data-slot$="|dinner"]').first().getByRole("link", { name: title }).waitFor();

    await page.getByRole("link", { name: "Shopping list for this week" }).click();
    await page.waitForURL(/\/shopping-list\?week=\d{4}-\d{2}-\d{2}$/);
    // Every line says which recipes need it.
    await page.getByText(`for ${title}`).first().waitFor();
    expect(await page.getByRole("checkbox").count()).toBeGreaterThan(2);
    expect(await a11yViolations(page)).toEqual([]);
    await screenshot(page, "shopping-list-1280");
  });

  it("a recipe card's Add to plan (on a phone) opens the week with that recipe to place", async () => {
    const page = await phone!.newPage();
    await page.goto(`${server.base}/all-recipes`);
    const card = page.getByRole("article").first();
    const title = (await card.getByRole("heading").textContent())!.trim();
    const add = card.getByRole("link", { name: /^Add to plan/ });
    expect(await add.getAttribute("href")).toMatch(/^\/plan\?add=\d+&title=/);
    // The card's footer still shows servings and Full Recipe, each on one line, beside the new link.
    expect((await card.getByRole("link", { name: /^Full Recipe/ }).boundingBox())!.height).toBeLessThan(40);
    await add.tap();
    await page.waitForURL(/\/plan\?add=\d+&/);
    await page.getByRole("status").getByText(title).waitFor();
    expect(await page.locator('[data-slot$="|dinner"]').first().getByRole("button", { name: "Put it here" }).count()).toBe(1);
    await screenshot(page, "plan-from-card-375");
  });

  it("on a phone (375x812, touch): the week fits the screen, and a planned meal can be removed", async () => {
    const title = await recipeTitle();
    const page = await phone!.newPage();
    await page.goto(`${server.base}/plan?add=${RECIPE}&title=${encodeURIComponent(title)}&servings=2`);
    const lunch = page.locator('[data-slot$="|lunch"]').first();
    await lunch.getByRole("button", { name: "Put it here" }).tap();
    await lunch.getByRole("link", { name: title }).waitFor();
    expect(await lunch.getByRole("spinbutton").inputValue()).toBe("2");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "plan-375");
    await lunch.getByRole("button", { name: "Remove" }).tap();
    await lunch.getByText("empty", { exact: true }).waitFor();
    expect(await lunch.getByRole("link", { name: title }).count()).toBe(0);
  });

  it("a week of 10 recipes prints its shopping list on one A4 page, and 'Share or copy' copies the open lines as text", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/shopping-list`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const week = /For the week of (\d{4}-\d{2}-\d{2})/.exec((await page.getByText(/For the week of/).textContent())!)![1]!;
    // Signed out, the plan lives in this browser: lunch and dinner on five days.
    await page.evaluate((week) => {
      const day = (n: number) => new Date(Date.parse(`${week}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
      const ids = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010];
      localStorage.setItem(
        "masala:plan",
        JSON.stringify(ids.map((recipeId, i) => ({ day: day(Math.floor(i / 2)), slot: i % 2 ? "dinner" : "lunch", recipeId, servings: 4, title: "" }))),
      );
    }, week);
    await page.reload();
    const lines = page.locator("input[type=checkbox][data-line]");
    await expect.poll(() => lines.count(), { timeout: 15_000 }).toBeGreaterThan(40);
    const first = (await lines.first().getAttribute("data-line"))!;
    await lines.first().check();

    const pdf = await page.pdf({ format: "A4", printBackground: false });
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    expect(pages).toBe(1);

    await browser!.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.base });
    await page.getByRole("button", { name: "Share or copy" }).click();
    await page.getByText("The list is copied.").waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const openLines = text.split("\n").filter((l) => l.trim());
    expect(openLines.length).toBeGreaterThan(30);
    // The ticked line is bought already: it is not in the text.
    const tickedName = (await page.locator(`input[data-line="${first}"] + span span.font-semibold`).textContent())!;
    expect(openLines.some((l) => l === `- ${tickedName}` || l.startsWith(`- ${tickedName}: `))).toBe(false);
  });

  it("/pantry on a phone: a link's ingredients are searched on arrival, and tapping what you have adds it and ranks again", async () => {
    const page = await phone!.newPage();
    await page.goto(`${server.base}/pantry?have=${encodeURIComponent("chickpeas, spinach")}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const results = page.getByRole("list", { name: "Recipes by what you have" });
    await results.getByRole("listitem").first().waitFor();
    expect(await page.getByLabel("Ingredients at hand, separated by commas").inputValue()).toBe("chickpeas, spinach");
    const picks = page.getByRole("group", { name: "Tap what you have" });
    expect(await picks.getByRole("button", { name: "chickpeas" }).getAttribute("aria-pressed")).toBe("true");
    await picks.getByRole("button", { name: "onion", exact: true }).tap();
    await picks.getByRole("button", { name: "tomato", exact: true }).tap();
    await page.waitForURL((url) => url.searchParams.get("have") === "chickpeas, spinach, onion, tomato");
    await expect.poll(() => results.getByRole("listitem").first().getByRole("link").first().textContent()).toBe("Punjabi Chole (Chickpea Curry)");
    expect(await results.getByRole("listitem").first().textContent()).toMatch(/% of the ingredients by weight at hand/);
    // Tapped again, it leaves the list.
    await picks.getByRole("button", { name: "tomato", exact: true }).tap();
    await page.waitForURL((url) => url.searchParams.get("have") === "chickpeas, spinach, onion");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await a11yViolations(page)).toEqual([]);
    await screenshot(page, "pantry-375");
  });
});
