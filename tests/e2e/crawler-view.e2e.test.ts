// A crawler's view of the build (issue 25): what the prerendered HTML in build/client holds before any
// script runs (robots.txt disallows /api/, so nothing a page fetches from there is seen). Reads the files
// of the last `npm run build`; no browser.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = join(process.cwd(), "build", "client");
const html = (path: string) => readFileSync(join(CLIENT, path === "/" ? "" : path, "index.html"), "utf8");
/** The <main> element's markup, scripts left out. */
const mainOf = (page: string) => (/<main[\s\S]*?<\/main>/.exec(page)?.[0] ?? "").replace(/<script[\s\S]*?<\/script>/g, "");
const recipeLinks = (markup: string) => [...markup.matchAll(/<a [^>]*href="\/recipe\/(\d+)"[^>]*>([\s\S]*?)<\/a>/g)];

describe("the time-based pages' prerendered HTML (docs/architecture.md#shape)", () => {
  // docs/product.md#b-limits: weekly 12 / 8 / 8, monthly 12 / 8 / 8, seasonal up to 20, daily 8 and 6.
  it.each([
    ["/weekly", ["featured", "indian-weekly", "meal-prep"]],
    ["/monthly", ["editors-picks", "trending-month", "indian-month"]],
    ["/seasonal", ["highlights"]],
    ["/daily", ["featured-today", "indian-daily"]],
  ])("%s holds recipe cards with names and links in each section, and no skeletons", (path, sections) => {
    const main = mainOf(html(path));
    expect(main).not.toContain('aria-busy="true"');
    for (const id of sections) {
      const section = new RegExp(`<section aria-labelledby="${id}"[\\s\\S]*?</section>`).exec(main)?.[0] ?? "";
      const links = recipeLinks(section);
      expect(links.length, `${path} #${id}`).toBeGreaterThan(0);
      // Each card's title is a heading linking to the recipe by its name.
      for (const [, , name] of links.slice(0, 3)) expect(name!.trim().length).toBeGreaterThan(2);
      expect(section).toMatch(/<h3 id="recipe-card-\d+"[^>]*><a [^>]*href="\/recipe\/\d+"[^>]*>[^<]{3,}<\/a><\/h3>/);
    }
  });
});
