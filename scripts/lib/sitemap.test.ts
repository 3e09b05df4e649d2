import { describe, expect, it } from "vitest";
import { THIN_TEXT_CHARS, mainText, sitemapXml, unlistedReason } from "./sitemap.ts";

const page = (main: string, head = "") => `<!DOCTYPE html><html><head>${head}</head><body><nav>Home About</nav><main id="main">${main}</main></body></html>`;
const words = (n: number) => "word ".repeat(Math.ceil(n / 5)).trim();

describe("sitemap entries (docs/product.md#b-sitemap)", () => {
  it("leaves out a page marked noindex, however much it holds", () => {
    expect(unlistedReason(page(words(3000), '<meta name="robots" content="noindex, follow"/>'))).toBe("noindex");
  });
  it("leaves out a thin page: under 500 characters of text in <main>, scripts and the navigation not counted", () => {
    const shell = page(`<h1>Your Saved Recipes</h1><div aria-busy="true"></div><script>${"x".repeat(5000)}</script>`);
    expect(mainText(shell)).toBe("Your Saved Recipes");
    expect(unlistedReason(shell)).toBe("thin");
    expect(unlistedReason(page(words(THIN_TEXT_CHARS - 10)))).toBe("thin");
    expect(unlistedReason(page(words(THIN_TEXT_CHARS + 10)))).toBeNull();
  });
  it("writes lastmod where known and refuses a date a crawler would reject", () => {
    const xml = sitemapXml("https://masala.example", [
      { path: "/", lastmod: undefined },
      { path: "/recipe/1001", lastmod: "2026-11-25T19:42:40.000Z" },
      { path: "/news/a&b", lastmod: "2026-11-21" },
    ]);
    expect(xml).toContain("<url><loc>https://masala.example/</loc></url>");
    expect(xml).toContain("<url><loc>https://masala.example/recipe/1001</loc><lastmod>2026-11-25T19:42:40.000Z</lastmod></url>");
    expect(xml).toContain("<loc>https://masala.example/news/a&amp;b</loc><lastmod>2026-11-21</lastmod>");
    expect(() => sitemapXml("https://masala.example", [{ path: "/x", lastmod: "25/11/2026" }])).toThrow(/not a W3C date/);
  });
});
