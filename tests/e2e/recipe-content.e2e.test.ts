// Issue #16 as a cook sees it: the Eggless filter, busy time with the waiting on its own line, ingredient
// groups, related recipes, and the Indian listing on a phone and a desktop (screenshots looked at).
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, launchBrowser, screenshot, type TestServer, browserSuite, SHARED_SERVER } from "../support/browser.ts";

const POLL = { timeout: 30_000 };

let server: TestServer;
let browser: BrowserContext | undefined;
browserSuite(SHARED_SERVER, (s, b) => ((server = s), (browser = b)));

async function open(path: string): Promise<Page> {
  const page = await browser!.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.base}${path}`);
  return page;
}

const cardTitles = async (page: Page) => {
  const list = page.getByRole("list", { name: "Recipes", exact: true });
  await list.locator("article").first().waitFor(POLL);
  // textContent: cards far from the screen are not laid out (content-visibility), and innerText reads the layout.
  return (await list.locator("article h2, article h3").allTextContents()).map((t) => t.trim());
};

describe("India's vegetarian on /all-recipes: no egg, unless the reader ticks Include eggs", () => {
  it("Include eggs shows Parsi Akuri labelled eggetarian; unticked, the vegetarian filter leaves it out", async () => {
    const page = await open("/all-recipes?q=akuri&diet=vegetarian&eggs=true");
    await expect.poll(() => cardTitles(page), POLL).toContain("Parsi Akuri");
    const akuri = page.getByRole("article").filter({ hasText: "Parsi Akuri" });
    expect(await akuri.getByTestId("contains-egg").innerText()).toBe("Eggetarian (contains egg)");
    const include = page.getByRole("checkbox", { name: "Include eggs" });
    expect(await include.isChecked()).toBe(true);
    await include.click();
    await page.waitForURL((u) => !u.search.includes("eggs=true"), POLL);
    await expect.poll(() => page.getByRole("article").filter({ hasText: "Parsi Akuri" }).count(), POLL).toBe(0);
  });
});

describe("the Eggless filter on /all-recipes", () => {
  it("leaves out the dishes with egg, says so in the URL, and labels egg in vegetarian cards", async () => {
    const page = await open("/all-recipes?q=parsi");
    await expect.poll(() => cardTitles(page), POLL).toContain("Parsi Akuri");
    const akuri = page.getByRole("article").filter({ hasText: "Parsi Akuri" });
    await expect.poll(() => akuri.getByTestId("contains-egg").innerText(), POLL).toBe("Eggetarian (contains egg)");

    // The box follows the URL, which the click changes through a navigation: wait for it, then the box is ticked.
    const eggless = page.getByRole("checkbox", { name: "Eggless" });
    await eggless.click();
    await page.waitForURL(/eggless=true/, POLL);
    await expect.poll(() => eggless.isChecked(), POLL).toBe(true);
    await expect.poll(async () => (await cardTitles(page)).some((t) => /Akuri|Eedu/.test(t)), POLL).toBe(false);
    const titles = await cardTitles(page);
    expect(titles.some((t) => /Dhansak/.test(t))).toBe(true);
    expect(await page.getByTestId("contains-egg").count()).toBe(0);

    // The filter lives in the URL: a reload keeps it.
    await page.reload();
    await expect.poll(() => page.getByRole("checkbox", { name: "Eggless" }).isChecked(), POLL).toBe(true);
  });
});

describe("honest times", () => {
  it("shows a dosa's busy time on its card and page, with the soak and ferment as their own line", async () => {
    const page = await open("/all-recipes?q=plain%20dosa");
    const card = page.getByRole("article").filter({ hasText: "Plain Dosa" }).first();
    await card.waitFor(POLL);
    await expect.poll(() => card.innerText(), POLL).toContain("1 h 10 min");
    // Seen as "+ 6 h soak + overnight ferment"; read by a screen reader as "plus 6 h soak...".
    expect(await card.getByTestId("waiting-line").textContent()).toBe("+ plus 6 h soak + overnight ferment");

    await card.getByRole("link", { name: /Full Recipe/ }).click();
    await page.waitForURL(/\/recipe\/1202$/, POLL);
    await expect.poll(() => page.getByTestId("waiting-line").first().innerText(), POLL).toContain("6 h soak + overnight ferment");
    const note = await page.getByTestId("time-note").innerText();
    expect(note).toContain("Ready in includes 16 h of waiting (6 h soak + overnight ferment); hands-on and cooking time is 1 h 10 min.");
    // The total stays the total: the Ready in fact and the JSON-LD.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allInnerTexts();
    expect(jsonLd.join()).toContain('"totalTime":"PT17H10M"');
  });
});

describe("a recipe page", () => {
  it("lists ingredients under their group headings and ends with related recipes that open", async () => {
    const page = await open("/recipe/1004");
    await expect
      .poll(() => page.getByTestId("ingredient-group").allTextContents(), POLL)
      .toEqual(["For the dal", "For the masala", "For the tadka", "To finish"]);
    const related = page.getByTestId("related-recipes");
    await expect.poll(() => related.getByRole("link").count(), POLL).toBeGreaterThanOrEqual(3);
    await related.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.images].every((i) => i.complete), null, POLL);
    await screenshot(page, "recipe-dal-tadka-1280");
    const first = related.getByRole("link").first();
    const title = (await first.locator("p").nth(1).textContent())!;
    await first.click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText(), POLL).toBe(title);
    // After a client-side navigation the related recipes come from the API.
    await expect.poll(() => page.getByTestId("related-recipes").getByRole("link").count(), POLL).toBeGreaterThanOrEqual(3);
  });
});

describe("/all-recipes?cuisine=indian", () => {
  const pictures = async (page: Page) => {
    const list = page.getByRole("list", { name: "Recipes", exact: true });
    await list.locator("article img").first().waitFor(POLL);
    return list.locator("article img").evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
  };

  it("shows twelve different pictures at 1280 px", async () => {
    const page = await open("/all-recipes?cuisine=indian");
    await expect.poll(async () => (await pictures(page)).length, POLL).toBe(12);
    const srcs = await pictures(page);
    const svgs = await Promise.all(srcs.map(async (s) => (await fetch(s)).text()));
    const drawings = svgs.map((s) => s.replace(/<title>.*?<\/title>/, "").replace(/aria-label="[^"]*"/, ""));
    expect(new Set(drawings).size).toBe(12);
    await page.waitForFunction(() => [...document.images].every((i) => i.complete), null, POLL);
    await screenshot(page, "all-recipes-indian-1280");
  });

  it("reads on a 375 px phone", async () => {
    const phone = await launchBrowser(PHONE);
    try {
      const page = await phone.newPage();
      await page.goto(`${server.base}/all-recipes?cuisine=indian`);
      await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 10_000 });
      await page.getByRole("list", { name: "Recipes", exact: true }).locator("article").first().waitFor(POLL);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect.poll(() => page.getByRole("checkbox", { name: "Eggless" }).isVisible(), POLL).toBe(true);
      // Lazy pictures load as they scroll into view: walk down the page, then wait for all of them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(r));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0), null, POLL);
      await screenshot(page, "all-recipes-indian-375");
    } finally {
      await phone.close();
    }
  });
});
