// A crawler's view of the build (issue 25): what the prerendered HTML in build/client holds before any
// script runs (robots.txt disallows /api/, so nothing a page fetches from there is seen). Reads the files
// of the last `npm run build`; no browser.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mainText, unlistedReason } from "../../scripts/lib/sitemap.ts";
import { recipeDates } from "../../src/server/content/content-dates.ts";

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

describe("the sitemap (docs/product.md#b-sitemap)", () => {
  const xml = readFileSync(join(CLIENT, "sitemap.xml"), "utf8");
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({
    path: new URL(m[1]!).pathname,
    lastmod: m[2],
  }));

  it("lists only pages whose prerendered HTML holds their main content: no noindex, no thin shells", () => {
    expect(entries.length).toBeGreaterThan(400);
    const bad = entries.flatMap(({ path }) => {
      const page = html(path);
      const reason = unlistedReason(page);
      return reason ? [`${path}: ${reason} (${mainText(page).length} characters in <main>)`] : [];
    });
    expect(bad).toEqual([]);
    for (const shell of ["/saved-recipes", "/plan", "/shopping-list", "/search", "/signin", "/test-features"])
      expect(entries.map((e) => e.path)).not.toContain(shell);
  });

  it("gives every recipe, article and question card page the last change the content records", () => {
    for (const { path, lastmod } of entries) {
      if (/^\/(recipe|news|question)\//.test(path)) expect(lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
    const recipe = entries.find((e) => e.path === "/recipe/1001")!;
    expect(recipe.lastmod).toBe(recipeDates(1001)!.modified);
  });

  it("a recipe page's JSON-LD has its dates, the 1200x630 PNG first, and keywords that do not repeat its cuisine", () => {
    const page = html("/recipe/1001");
    const ld = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((d) => d["@type"] === "Recipe")!;
    expect(ld.datePublished).toBe(recipeDates(1001)!.published);
    expect((ld.image as string[])[0]).toMatch(/\/og\/recipe\/1001\.png$/);
    const cuisines = String(ld.recipeCuisine).toLowerCase().split(", ");
    for (const k of String(ld.keywords ?? "")
      .toLowerCase()
      .split(", "))
      expect(cuisines).not.toContain(k);
  });
});

describe("the static pages' CSP (docs/decisions/0024-csp-script-hashes.md)", () => {
  const headers = readFileSync(join(CLIENT, "_headers"), "utf8");
  const policy = /^\s+Content-Security-Policy: (.+)$/m.exec(headers)?.[1] ?? "";
  const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];

  it("allows scripts by address and hash only, Google sign-in's address kept", () => {
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toContain("https://accounts.google.com/gsi/client");
  });

  it("has the hash of every inline script in every built HTML file", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.name.endsWith(".html")) files.push(join(dir, e.name));
      }
    };
    walk(CLIENT);
    expect(files.length).toBeGreaterThan(500);
    const missing = new Set<string>();
    let scripts = 0;
    for (const file of files) {
      for (const m of readFileSync(file, "utf8").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=/.test(m[1]!) || /type="application\/(ld\+)?json"/.test(m[1]!)) continue;
        scripts += 1;
        const hash = `'sha256-${createHash("sha256").update(m[2]!).digest("base64")}'`;
        if (!scriptSrc.includes(hash)) missing.add(`${file.slice(CLIENT.length)}: ${m[2]!.slice(0, 60)}`);
      }
    }
    expect(scripts).toBeGreaterThan(files.length);
    expect([...missing]).toEqual([]);
    // One data-loading script for all pages, not one hash a page.
    expect(scriptSrc.length).toBeLessThan(80);
  });
});
