// Structured data as search engines read it (issue 25): every prerendered page's JSON-LD through Adobe's
// structured-data validator (Google's rich-result rules) and structured-data-testing-tool's Google preset,
// offline, on the files of the last `npm run build`; no browser. What the validators call missing and the
// site leaves out on purpose is listed with its reason (docs/product.md#b-structured-data).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import Validator, { type Issue } from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { structuredDataTest, type Result } from "structured-data-testing-tool";
import presets from "structured-data-testing-tool/presets.js";
import { ART_FRAMES } from "../../src/shared/site/og-image.ts";

const CLIENT = join(process.cwd(), "build", "client");

function prerendered(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? prerendered(join(dir, e.name)) : e.name === "index.html" ? [`/${relative(CLIENT, dir)}`.replace(/\/$/, "") || "/"] : [],
  );
}
const html = (path: string) => readFileSync(join(CLIENT, path === "/" ? "" : path, "index.html"), "utf8");
const jsonLd = (page: string): Record<string, unknown>[] =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

/**
 * Recommended properties the site leaves out rather than invent: it collects no star ratings and has no
 * videos; a step has no picture, video or title of its own (a name would repeat its text), and its text
 * is its direction (no list of sub-directions).
 */
const LEFT_OUT = new Set([
  "Recipe: aggregateRating",
  "Recipe: video",
  "Recipe>HowToStep: image",
  "Recipe>HowToStep: video",
  "Recipe>HowToStep: name",
  "Recipe>HowToStep: itemListElement",
]);
const field = (i: Issue) => /Missing field "([^"]+)"/.exec(i.issueMessage)?.[1] ?? i.issueMessage;
const where = (i: Issue) => (i.path ?? []).map((p) => p.type).join(">");

/** Every prerendered page with structured data, and its HTML (each file read once). */
const files = new Map(
  prerendered(CLIENT)
    .map((path) => [path, html(path)] as const)
    .filter(([, page]) => jsonLd(page).length),
);
const pages = [...files.keys()];

describe("structured data on every prerendered page (docs/product.md#b-structured-data)", () => {
  it("covers every family of page: recipes, listings, articles, news, questions, the home page", () => {
    expect(pages.length).toBeGreaterThan(500);
    for (const path of ["/", "/recipe/1001", "/all-recipes", "/weekly", "/news", "/news/making-paneer-at-home", "/articles/cooking-techniques"])
      expect(pages, path).toContain(path);
    expect(pages.some((p) => p.startsWith("/question/"))).toBe(true);
  });

  it("has no error and no warning from Adobe's validator beyond what is left out on purpose", async () => {
    const validator = new Validator();
    const found: string[] = [];
    for (const [path, page] of files) {
      const issues = await validator.validate(new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(page));
      // A recipe whose nutrition the tables cannot work out gives none (docs/nutrition.md), so no calories.
      const noNutrition = jsonLd(page).some((ld) => ld["@type"] === "Recipe" && !ld.nutrition);
      for (const issue of issues) {
        const key = `${where(issue)}: ${field(issue)}`;
        if (issue.severity === "WARNING" && (LEFT_OUT.has(key) || (noNutrition && key === "Recipe: nutrition.calories"))) continue;
        found.push(`${path} ${issue.severity} ${key}`);
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  it("passes structured-data-testing-tool's Google preset with no failure and no warning", async () => {
    const found: string[] = [];
    for (const [path, page] of files) {
      let result: Result;
      try {
        result = await structuredDataTest(page, { presets: [presets.Google] });
      } catch (err) {
        const failed = (err as { type?: string; res?: Result }).res;
        if ((err as { type?: string }).type !== "VALIDATION_FAILED" || !failed) throw err;
        result = failed;
      }
      for (const t of result.failed) found.push(`${path} failed ${t.test}`);
      for (const t of result.warnings) found.push(`${path} warning ${t.test}`);
    }
    expect(found).toEqual([]);
  }, 120_000);

  it("lists a drawn recipe's pictures at 1:1, 4:3 and 16:9, files the build wrote at those sizes", () => {
    const recipe = jsonLd(files.get("/recipe/1001")!).find((ld) => ld["@type"] === "Recipe")!;
    const images = recipe.image as string[];
    expect(images[0]).toMatch(/\/og\/recipe\/1001\.png$/);
    for (const [frame, [w, h]] of Object.entries(ART_FRAMES)) {
      const url = images.find((u) => u.endsWith(`/recipe-images/1001-${frame}.svg`));
      expect(url, frame).toBeDefined();
      const file = join(CLIENT, new URL(url!).pathname);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, "utf8")).toMatch(new RegExp(`^<svg [^>]*width="${w}" height="${h}"`));
    }
  });
});
