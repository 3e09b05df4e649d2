// The recipe page as a visitor uses it: prerendered HTML with its meta tags, scaling, units, cook mode,
// the print view, and the not-found and failure states (docs/product.md#a-screens, docs/product.md#a-errors).
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { join } from "node:path";
import { SCREENSHOT_DIR, fetchPage, hasReactFiber, screenshot, type TestServer, browserSuite, SHARED_SERVER } from "../support/browser.ts";
import { a11yViolations } from "../support/a11y.ts";

// Punjabi Samosa: 6 servings, grams, ml, cups, teaspoons, an inch of ginger, and a timer on every step but one.
const SAMOSA = "/recipe/1021";

let server: TestServer;
let browser: BrowserContext | undefined;
const pages = browserSuite(SHARED_SERVER, (s, b) => ((server = s), (browser = b)));

async function openRecipe(path = SAMOSA, width = 1280): Promise<Page> {
  const page = await browser!.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.base}${path}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  // Hydrated: the stepper answers clicks.
  await page.waitForFunction(() => document.querySelector("[data-testid=servings-count]") !== null);
  return page;
}

/** The amount shown for the ingredient whose name is `name` (in `group` when it is listed in several), e.g. "1/2 tsp". */
async function amountOf(page: Page, name: string, group?: string): Promise<string> {
  const scope = group ? page.getByTestId("ingredient-group").filter({ hasText: group }).locator("xpath=following-sibling::ul[1]") : page;
  const row = scope.getByTestId("ingredient").filter({ has: page.getByText(name, { exact: true }) });
  return ((await row.getByTestId("ingredient-amount").textContent()) ?? "").trim();
}

async function setServings(page: Page, target: number) {
  const count = page.getByTestId("servings-count");
  for (let i = 0; i < 100 && Number(await count.textContent()) !== target; i++) {
    await page.getByRole("button", { name: Number(await count.textContent()) < target ? "More servings" : "Fewer servings" }).click();
  }
  await expect.poll(() => count.textContent()).toBe(String(target));
}

describe("a catalog recipe page", () => {
  it("arrives as prerendered HTML with its title, description, Open Graph image and a JSON-LD Recipe without ratings", async () => {
    const res = await fetch(`${server.base}${SAMOSA}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Punjabi Samosa | Masala Table</title>");
    expect(html).toMatch(/<h1[^>]*>Punjabi Samosa<\/h1>/);
    expect(html).toMatch(/<meta name="description" content="Crisp, blistered pastry cones[^"]{20,150}"/);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/og\/recipe\/1021\.png"\/>/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const recipe = blocks.find((b) => b["@type"] === "Recipe");
    expect(recipe).toMatchObject({
      name: "Punjabi Samosa",
      prepTime: "PT55M",
      cookTime: "PT55M",
      totalTime: "PT1H50M",
      recipeYield: "6 servings",
      recipeCategory: "Snack",
    });
    // Deep-fried: how much oil the pastry takes up is not in the recipe, so no nutrition is claimed.
    expect(recipe).not.toHaveProperty("nutrition");
    expect(recipe.recipeIngredient).toContain("1/2 tsp ajwain (carom seeds)");
    expect(recipe.recipeInstructions).toHaveLength(5);
    expect(recipe.recipeInstructions[0]).toMatchObject({ "@type": "HowToStep", position: 1 });
    expect(JSON.stringify(blocks)).not.toMatch(/aggregateRating|reviewCount|ratingValue/);
    expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
    // Every catalog recipe is prerendered, not just this one.
    expect((await fetch(`${server.base}/recipe/4038`)).status).toBe(200);
  });

  it("shows every part of the page, with breadcrumbs, a back link and no WCAG AA violations (1280 px)", async () => {
    const page = await openRecipe();
    expect(await page.locator("h1").count()).toBe(1);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link", { name: "Recipes" }).getAttribute("href")).toBe("/all-recipes");
    expect(await crumbs.getByText("Punjabi Samosa").getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("link", { name: "Back", exact: true }).getAttribute("href")).toBe("/");
    expect(
      await page
        .locator("span", { hasText: /^Ready in 1 h 50 min$/ })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText("Serves 6", { exact: true }).isVisible()).toBe(true);
    const image = page.getByRole("img", { name: /Punjabi Samosa/ }).first();
    expect(await image.getAttribute("width")).toBe("800");
    expect(await image.getAttribute("height")).toBe("520");
    expect(await page.getByTestId("step").count()).toBe(5);
    const firstStep = page.getByTestId("step").first();
    expect(await firstStep.textContent()).toContain("Mix the flour, ajwain");
    expect(await firstStep.getByText("bowl", { exact: true }).isVisible()).toBe(true);
    expect(await firstStep.getByText("ajwain", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId("ingredient").count()).toBe(17);
    expect(await page.getByTestId("ingredient-group").allTextContents()).toEqual(["For the pastry", "For the filling", "For frying"]);
    expect(await amountOf(page, "Ajwain")).toBe("1/2 tsp");
    expect(await page.getByText("1/2 tsp ajwain (carom seeds)").isVisible()).toBe(true);
    const about = page.getByRole("region", { name: "About this recipe" });
    expect(await about.getByRole("link", { name: "India" }).getAttribute("href")).toBe("/world-recipes?country=India");
    expect(await page.getByRole("region", { name: "Nutrition per serving" }).count()).toBe(0);
    const details = page.getByRole("region", { name: "Details" });
    expect(await details.textContent()).toMatch(/Prep time\s*55 min/);
    // The catalog recipe has no sourceUrl: no source link.
    expect(await page.getByRole("link", { name: /original recipe/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /Jump to recipe/ }).isVisible()).toBe(false);
    await screenshot(page, "recipe-detail-1280");
    expect(await a11yViolations(page)).toEqual([]);
  });

  it("on a small screen: a Jump to recipe link at the top, and a clean layout (375 px)", async () => {
    const page = await openRecipe(SAMOSA, 375);
    const jump = page.getByRole("link", { name: /Jump to recipe/ });
    expect(await jump.isVisible()).toBe(true);
    await jump.click();
    await page.waitForURL(/#recipe$/);
    await expect.poll(() => page.getByRole("heading", { name: /^Ingredients/ }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "recipe-detail-375");
    expect(await a11yViolations(page)).toEqual([]);
  });
});

describe("nutrition", () => {
  // Punjabi Chole: every ingredient in IFCT 2017 or USDA SR Legacy.
  const CHOLE = "/recipe/1001";

  it("shows the figures computed on the server with the tables they come from, in the page and its JSON-LD (1280 and 375 px)", async () => {
    const api = (await (await fetch(`${server.base}/api/recipes/1001`)).json()) as {
      nutrition: { calories: number; protein: number; carbohydrates: number; fat: number; fiber: number; sodium: number; coverage: number };
    };
    expect(api.nutrition.coverage).toBeGreaterThanOrEqual(0.9);
    const html = await (await fetch(`${server.base}${CHOLE}`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)).find((b) => b["@type"] === "Recipe");
    expect(ld.nutrition).toMatchObject({
      calories: `${Math.round(api.nutrition.calories)} kcal`,
      proteinContent: `${Math.round(api.nutrition.protein)} g`,
      fiberContent: `${Math.round(api.nutrition.fiber)} g`,
      sodiumContent: `${Math.round(api.nutrition.sodium)} mg`,
    });
    for (const width of [1280, 375]) {
      const page = await openRecipe(CHOLE, width);
      const block = page.getByRole("region", { name: "Nutrition per serving" });
      await block.scrollIntoViewIfNeeded();
      expect(await block.getByText("Computed", { exact: true }).isVisible()).toBe(true);
      const text = (await block.textContent()) ?? "";
      expect(text).toContain(`${Math.round(api.nutrition.calories)} kcal`);
      expect(text).toMatch(new RegExp(`Fibre\\s*${Math.round(api.nutrition.fiber)} g`));
      expect(text).toMatch(new RegExp(`Sodium\\s*${Math.round(api.nutrition.sodium)} mg`));
      expect(await block.getByTestId("nutrition-source").textContent()).toMatch(/^Computed from IFCT 2017 \/ USDA SR Legacy for one of 4 servings/);
      if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await block.screenshot({ path: join(SCREENSHOT_DIR, `recipe-nutrition-${width}.png`) });
      await page.close();
    }
  });
});

describe("servings and units", () => {
  it("scales every amount when the servings change, with kitchen fractions", async () => {
    const page = await openRecipe();
    await setServings(page, 9);
    expect(await amountOf(page, "Ajwain")).toBe("3/4 tsp");
    expect(await amountOf(page, "Salt", "For the pastry")).toBe("1 1/8 tsp");
    expect(await amountOf(page, "All-purpose flour")).toBe("375 g");
    expect(await amountOf(page, "Potatoes")).toBe("6");
    expect(await amountOf(page, "Green peas")).toBe("3/4 cup");
    expect(await page.getByTestId("scaled-note").textContent()).toContain("scaled for 9 servings");
    await setServings(page, 12);
    expect(await amountOf(page, "Vegetable oil", "For frying")).toBe("1 l");
    await page.getByRole("button", { name: "Reset to 6" }).click();
    expect(await amountOf(page, "Ajwain")).toBe("1/2 tsp");
    expect(await page.getByTestId("scaled-note").count()).toBe(0);
    // One serving is the floor: the button is disabled there.
    await setServings(page, 1);
    expect(await page.getByRole("button", { name: "Fewer servings" }).isDisabled()).toBe(true);
    expect(await amountOf(page, "Ajwain")).toBe("1/8 tsp");
  });

  it("leaves the method and the cook's notes as prerendered while the servings change; a related recipe shows its own steps", async () => {
    // docs/decisions/0018-hydration-budget.md: text with no controls is not hydrated unless it changes.
    const page = await openRecipe();
    const steps = page.getByTestId("step");
    const stepCount = await steps.count();
    expect(stepCount).toBeGreaterThan(3);
    expect(await hasReactFiber(page.getByTestId("servings-count"))).toBe(true);
    expect(await hasReactFiber(steps.first())).toBe(false);
    expect(await hasReactFiber(page.getByTestId("cook-notes"))).toBe(false);
    await setServings(page, 9);
    expect(await steps.count()).toBe(stepCount);
    expect(await hasReactFiber(steps.first())).toBe(false);

    const link = page.getByTestId("related-recipes").getByRole("link").first();
    const href = (await link.getAttribute("href"))!;
    const { html } = await fetchPage(server, href);
    const firstStep = /data-testid="step"[\s\S]*?<\/span>([^<]+)</.exec(html)![1]!;
    expect(await steps.first().textContent()).not.toContain(firstStep.trim());
    await link.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => steps.first().textContent()).toContain(firstStep.trim());
  });

  it("leaves the title block and the details as prerendered until the servings change; an ingredient ticks off and back", async () => {
    // docs/decisions/0018-hydration-budget.md: the title block, the facts and an ingredient's name are
    // markup React does not hydrate; the tick and the print line still follow the page's state.
    const page = await openRecipe();
    const title = page.getByRole("heading", { level: 1 });
    const facts = page.locator("#details-heading + dl");
    const printLine = page.getByText(/^Serves \d+ · Ready in/);
    expect(await hasReactFiber(title)).toBe(false);
    expect(await hasReactFiber(facts)).toBe(false);

    const row = page.getByTestId("ingredient").filter({ has: page.getByText("Ajwain", { exact: true }) });
    const box = row.getByRole("checkbox");
    const name = row.getByText("Ajwain", { exact: true });
    await row.locator("label").click();
    await expect.poll(() => box.isChecked()).toBe(true);
    expect(await name.getAttribute("class")).toContain("line-through");

    await setServings(page, 9);
    expect(await printLine.textContent()).toMatch(/^Serves 9 · /);
    expect(await hasReactFiber(facts)).toBe(false);
    // The tick stays through a change of servings, and undoes.
    expect(await box.isChecked()).toBe(true);
    expect(await name.getAttribute("class")).toContain("line-through");
    await row.locator("label").click();
    await expect.poll(() => box.isChecked()).toBe(false);
    expect(await name.getAttribute("class")).not.toContain("line-through");
  });

  it("switches between metric and US units and remembers the choice", async () => {
    const page = await openRecipe();
    await page.getByText("US", { exact: true }).click();
    expect(await amountOf(page, "All-purpose flour")).toBe("9 oz");
    expect(await amountOf(page, "Vegetable oil", "For frying")).toBe("2 cups");
    expect(await amountOf(page, "Green peas")).toBe("1/2 cup");
    expect(await amountOf(page, "Ajwain")).toBe("1/2 tsp");
    await page.getByText("Metric", { exact: true }).click();
    expect(await amountOf(page, "Green peas")).toBe("120 ml");
    expect(await amountOf(page, "Ginger")).toBe("2.5 cm");
    expect(await amountOf(page, "Potatoes")).toBe("4");
    await page.reload();
    await page.waitForFunction(() => document.querySelector("[data-testid=servings-count]") !== null);
    await expect.poll(() => page.getByRole("radio", { name: "Metric" }).isChecked()).toBe(true);
    await expect.poll(() => amountOf(page, "Green peas")).toBe("120 ml");
    await page.getByText("As written", { exact: true }).click();
    expect(await amountOf(page, "Green peas")).toBe("1/2 cup");
  });
});

describe("cook mode", () => {
  it("shows one step at a time with its scaled ingredients and a timer, keeps the screen awake, and exits with Escape", async () => {
    const page = await browser!.newPage();
    // Record the Screen Wake Lock calls (headless Chromium may refuse a real lock).
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { wakeLog: string[] }).wakeLog = log;
      Object.defineProperty(navigator, "wakeLock", {
        value: {
          request: async (type: string) => {
            log.push(`request:${type}`);
            const listeners: (() => void)[] = [];
            return {
              released: false,
              addEventListener: (_: string, l: () => void) => listeners.push(l),
              release: async function (this: { released: boolean }) {
                this.released = true;
                log.push("release");
                listeners.forEach((l) => l());
              },
            };
          },
        },
      });
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.clock.install(); // time flows as usual; the paused timer is checked by jumping ahead
    await page.goto(`${server.base}${SAMOSA}`);
    await page.waitForFunction(() => document.querySelector("[data-testid=servings-count]") !== null);
    await setServings(page, 12);
    await page.getByRole("button", { name: "Start cook mode" }).click();
    const dialog = page.getByRole("dialog", { name: "Punjabi Samosa" });
    await dialog.waitFor();
    expect(await dialog.getByText("Step 1 of 5").isVisible()).toBe(true);
    expect(await dialog.getByTestId("cook-step-text").textContent()).toContain("Mix the flour, ajwain");
    const forStep = dialog.getByRole("complementary", { name: "For this step" });
    expect(await forStep.textContent()).toContain("500 g");
    expect(await forStep.textContent()).toContain("All-purpose flour");
    await expect.poll(() => dialog.getByText("Screen stays on").isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog)).toEqual(["request:screen"]);

    // Step 1 rests the dough for 30 minutes: its timer.
    const timer = dialog.getByRole("timer");
    expect(await timer.textContent()).toBe("30:00");
    await dialog.getByRole("button", { name: "Start timer" }).click();
    await expect.poll(() => timer.textContent(), { timeout: 5000 }).toMatch(/^29:5\d$/);
    await dialog.getByRole("button", { name: "Pause timer" }).click();
    const paused = await timer.textContent();
    await page.clock.fastForward(1200);
    expect(await timer.textContent()).toBe(paused);
    await dialog.getByRole("button", { name: "Resume timer" }).click();
    // The viewport only: cook mode is a fixed overlay, which a full-page capture would stretch.
    await page.screenshot({ path: join(SCREENSHOT_DIR, "recipe-cook-mode-375.png") });
    expect(await a11yViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Next" }).click();
    expect(await dialog.getByText("Step 2 of 5").isVisible()).toBe(true);
    expect(await dialog.getByRole("timer").textContent()).toBe("20:00");
    // Step 1's timer keeps running while on another step.
    expect(await dialog.getByRole("button", { name: /Step 1 timer: 29:\d\d/ }).isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await dialog.getByText("Step 4 of 5").isVisible()).toBe(true);
    expect(await dialog.getByRole("timer").count()).toBe(0); // step 4 has no length
    await dialog.getByRole("button", { name: "Previous" }).click();
    expect(await dialog.getByText("Step 3 of 5").isVisible()).toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog)).toEqual(["request:screen", "release"]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Start cook mode");
  });
});

describe("print view", () => {
  it("prints the title, the ingredients, the steps and the cook's notes, without the page's chrome", async () => {
    const page = await openRecipe();
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: /^Ingredients/ }).isVisible()).toBe(true);
    expect(await page.getByTestId("step").first().isVisible()).toBe(true);
    for (const hidden of [
      page.getByRole("img", { name: /Punjabi Samosa/ }).first(),
      page.getByRole("button", { name: "Print" }),
      page.getByRole("button", { name: "More servings" }),
      page.getByRole("region", { name: "About this recipe" }),
      page.getByRole("region", { name: "Nutrition per serving" }),
      page.getByRole("navigation", { name: "Breadcrumb" }),
      page.locator("header").first(),
    ]) {
      expect(await hidden.isVisible()).toBe(false);
    }
    await screenshot(page, "recipe-print");
  });
});

describe("recipes that are not prerendered", () => {
  it("an unknown id gets the shell with 404 from the preview function, then 'Recipe Not Found'", async () => {
    pages.allowConsoleError(/404|Failed to load resource/);
    const res = await fetch(`${server.base}/recipe/99999999`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain("<title data-recipe-preview>Recipe Not Found | Masala Table</title>");

    const page = await browser!.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const nav = await page.goto(`${server.base}/recipe/99999999`);
    expect(nav?.status()).toBe(404);
    await page.getByRole("heading", { name: "Recipe Not Found" }).waitFor();
    expect(await page.getByText("No recipe with id 99999999.").isVisible()).toBe(true);
    expect(await page.locator("title").count()).toBe(1);
    await screenshot(page, "recipe-not-found-375");
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(`${server.base}/`);
  });

  it("a recipe only the API knows renders from the API, replacing the preview tags", async () => {
    pages.allowConsoleError(/404|Failed to load resource/);
    const fresh = await (await fetch(`${server.base}/api/recipes/1125`)).json();
    const page = await browser!.newPage();
    // Stand-in for a recipe added after the build: the API knows it, no prerendered file exists.
    await page.route("**/api/recipes/7777777", (route) => route.fulfill({ json: { ...fresh, id: 7777777, title: "Xitt Kodi, Added Later" } }));
    await page.goto(`${server.base}/recipe/7777777`);
    await page.getByRole("heading", { level: 1, name: "Xitt Kodi, Added Later" }).waitFor();
    await expect.poll(() => page.title()).toBe("Xitt Kodi, Added Later | Masala Table");
    expect(await page.locator("title").count()).toBe(1);
    expect(await page.locator("[data-recipe-preview]").count()).toBe(0);
    expect(await page.getByTestId("step").count()).toBeGreaterThan(2);
  });

  it("a recipe without ingredients or steps says so clearly, and links its source in a new tab", async () => {
    pages.allowConsoleError(/404|Failed to load resource/);
    const fresh = await (await fetch(`${server.base}/api/recipes/1125`)).json();
    const page = await browser!.newPage();
    await page.route("**/api/recipes/10000077", (route) =>
      route.fulfill({
        json: {
          ...fresh,
          id: 10000077,
          title: "Sparse Vendor Curry",
          source: "spoonacular",
          sourceUrl: "https://example.org/curry",
          extendedIngredients: [],
          analyzedInstructions: [],
          nutrition: undefined,
        },
      }),
    );
    await page.goto(`${server.base}/recipe/10000077`);
    await page.getByRole("heading", { level: 1, name: "Sparse Vendor Curry" }).waitFor();
    expect(await page.getByText("No ingredient list came with this recipe.").isVisible()).toBe(true);
    expect(await page.getByText("Step-by-step instructions are not available for this recipe.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Start cook mode" }).isDisabled()).toBe(true);
    expect(await page.getByRole("region", { name: "Nutrition per serving" }).count()).toBe(0);
    const source = page.getByRole("link", { name: /the original recipe/ });
    expect(await source.getAttribute("href")).toBe("https://example.org/curry");
    expect(await source.getAttribute("target")).toBe("_blank");
    expect(await source.getAttribute("rel")).toContain("noopener");
  });

  it("a failed fetch shows 'Failed to load recipe. Please try again.' and Try Again recovers", async () => {
    pages.allowConsoleError(/Failed to fetch|Failed to load resource|\[recipe\]|404/);
    const page = await browser!.newPage();
    await page.route("**/api/recipes/10000001", (route) => route.abort());
    await page.goto(`${server.base}/recipe/10000001`);
    await page.getByRole("heading", { name: "Recipe Not Found" }).waitFor();
    expect(await page.getByText("Failed to load recipe. Please try again.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Back to Home" }).isVisible()).toBe(true);
    await page.unroute("**/api/recipes/10000001");
    await page.route("**/api/recipes/10000001", (route) => route.fulfill({ status: 404, json: { error: "No recipe with id 10000001." } }));
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByText("No recipe with id 10000001.").waitFor();
  });
});
