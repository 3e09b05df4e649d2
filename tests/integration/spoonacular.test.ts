// Spoonacular as a second source, against recorded responses played by a local fake upstream.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "../support/fake-upstream.ts";
import { startTestSite, type TestSite } from "../support/netlify.ts";
import type { Recipe } from "../../src/shared/recipes/schema.ts";
import { clearAnswerCache } from "../../src/server/recipes/cached-answer.ts";

const fixture = async (name: string) => JSON.parse(await readFile(`tests/fixtures/spoonacular/${name}`, "utf8"));
let upstream: FakeUpstream;
let site: TestSite;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.respond("/recipes/complexSearch", { body: await fixture("complex-search-paneer.json") });
  upstream.respond("/recipes/716342/information", { body: await fixture("information-716342.json") });
  site = await startTestSite({ env: { SPOONACULAR_API_KEY: "test-key-123", SPOONACULAR_URL: upstream.url } });
});
afterAll(async () => {
  await site?.stop();
  await upstream?.stop();
  delete process.env.SPOONACULAR_API_KEY;
  delete process.env.SPOONACULAR_URL;
});

describe("search with Spoonacular configured", () => {
  it("puts catalog results first, then Spoonacular's, without the dish the catalog already has", async () => {
    const { body } = await site.getJson("/api/recipes/search?query=paneer&number=50");
    const catalog = body.results.filter((r: Recipe) => r.source === "catalog");
    const vendor = body.results.filter((r: Recipe) => r.source === "spoonacular");
    expect(catalog.length).toBeGreaterThan(3);
    expect(body.results.slice(0, catalog.length)).toEqual(catalog);
    expect(vendor.map((r: Recipe) => r.title)).toEqual(["Paneer Tikka Masala with Peppers"]); // "Palak Paneer" is a duplicate
    expect(vendor[0]).toMatchObject({ id: 10_716_342, country: "India", region: "Asia", diets: ["gluten free", "vegetarian"] });
    expect(vendor[0].summary).not.toContain("<b>");
    expect(vendor[0].extendedIngredients.find((i: { name: string }) => i.name === "garam masala").unit).toBe("tbsp");
    expect(body.totalResults).toBe(catalog.length + 2);
    expect(body.sources).toEqual({ catalog: "ok", spoonacular: "ok" });
  });

  it("sends the key in a header, never in the URL, and answers a repeat from the Blobs cache", async () => {
    const before = upstream.calls.length;
    clearAnswerCache(); // past the instance's memory: the Blobs cache must answer
    const again = await site.fetch("/api/recipes/search?query=paneer&number=50");
    expect(again.headers.get("x-answer-cache")).toBe("miss");
    expect((await again.json()).sources.spoonacular).toBe("ok");
    expect(upstream.calls.length).toBe(before);
    expect(upstream.calls.every((c) => !c.url.includes("test-key-123") && c.headers["x-api-key"] === "test-key-123")).toBe(true);
  });

  it("serves a Spoonacular recipe by its shifted id, and 404 for one Spoonacular does not know", async () => {
    const { status, body } = await site.getJson("/api/recipes/10716342");
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: "Paneer Tikka Masala with Peppers", source: "spoonacular", sourceUrl: "https://example.org/paneer-tikka-masala" });
    expect((await site.getJson("/api/recipes/10000001")).status).toBe(404);
  });

  it("answers the page of a recipe only Spoonacular has with 200 and its title (a real route, not a 404), and an unknown one with 404", async () => {
    const page = await site.fetch("/recipe/10716342");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(await page.text()).toContain("Paneer Tikka Masala with Peppers");
    expect((await site.fetch("/recipe/10000001")).status).toBe(404);
  });

  it("falls back to the catalog alone when Spoonacular's quota is used up", async () => {
    upstream.respond("/recipes/complexSearch", {
      status: 402,
      body: { status: "failure", code: 402, message: "Your daily points limit of 150 has been reached." },
    });
    const { status, body } = await site.getJson("/api/recipes/search?query=dal&number=5");
    expect(status).toBe(200);
    expect(body.sources).toEqual({ catalog: "ok", spoonacular: "unavailable" });
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r: Recipe) => r.source === "catalog")).toBe(true);
  });

  it("falls back to the catalog when Spoonacular cannot be reached", async () => {
    await upstream.stop();
    const { status, body } = await site.getJson("/api/recipes/search?query=sambar&number=5");
    expect(status).toBe(200);
    expect(body.sources.spoonacular).toBe("unavailable");
    expect(body.results[0].title).toMatch(/Sambar/);
  });
});
