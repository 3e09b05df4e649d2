import { describe, expect, it } from "vitest";
import { readCatalogFiles } from "../../src/server/recipes/catalog-files.ts";
import { RecipeSchema, type Recipe } from "../../src/shared/recipes/schema.ts";
import { busyMinutesOf, toCard } from "../../src/shared/recipes/normalize.ts";
import { ALL_COUNTRIES } from "../../src/shared/recipes/regions.ts";
import { setUpTestSite } from "../support/netlify.ts";

const CATALOG_SIZE = (await readCatalogFiles()).length;
const site = setUpTestSite();

const titles = (rs: Recipe[]) => rs.map((r) => r.title);

describe("GET /api/recipes/search", () => {
  it("finds recipes by title words and answers the Spoonacular-shaped fields", async () => {
    const { status, body } = await site.getJson("/api/recipes/search?query=paneer&number=12");
    expect(status).toBe(200);
    expect(body.totalResults).toBeGreaterThanOrEqual(5);
    expect(body.results.length).toBeLessThanOrEqual(12);
    for (const r of body.results) {
      expect(RecipeSchema.safeParse(r).success).toBe(true);
      expect(JSON.stringify(r).toLowerCase()).toContain("paneer");
    }
    expect(body.results[0].title.toLowerCase()).toContain("paneer"); // a title match ranks above an ingredient match
    expect(body.sources).toEqual({ catalog: "ok" });
  });

  it("answers cards: each result makes the same card as its whole recipe, at a fraction of its size", async () => {
    const { body } = await site.getJson("/api/recipes/search?query=dal&number=12");
    expect(body.results.length).toBe(12);
    for (const card of body.results as Recipe[]) {
      const whole = (await site.getJson(`/api/recipes/${card.id}`)).body as Recipe;
      expect(toCard(card)).toEqual(toCard(whole));
      expect(card.extendedIngredients.length).toBeLessThanOrEqual(4);
      expect(card.analyzedInstructions[0]?.steps.length ?? 0).toBeLessThanOrEqual(3);
      expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(whole).length);
    }
  });

  it.each([
    ["biriyani", "biryani"],
    ["panner", "paneer"],
    ["chiken", "chicken"],
  ])("tolerates the typo '%s' and says it searched '%s'", async (typo, meant) => {
    const { body } = await site.getJson(`/api/recipes/search?query=${typo}&number=5`);
    expect(body.correctedQuery).toBe(meant);
    expect(body.totalResults).toBeGreaterThan(0);
    expect(body.results[0].title.toLowerCase()).toContain(meant);
  });

  it("matches prefixes as you type", async () => {
    const { body } = await site.getJson("/api/recipes/search?query=biry&number=3");
    expect(body.totalResults).toBeGreaterThan(0);
    expect(body.results[0].title).toMatch(/Biryani/);
    expect(body.correctedQuery).toBeUndefined();
  });

  it("filters by cuisine, diet, dish type, ready time, country, region and ingredients", async () => {
    // Results are cards (four key ingredients, three steps): a check on the ingredients reads each whole recipe.
    const check = async (qs: string, ok: (r: Recipe) => boolean, whole = false) => {
      const { status, body } = await site.getJson(`/api/recipes/search?${qs}&number=100`);
      expect(status, qs).toBe(200);
      expect(body.totalResults, qs).toBeGreaterThan(0);
      const recipes: Recipe[] = [];
      // One at a time: a hundred at once would meet the embedded database's queue bound (503, load shed).
      for (const r of body.results as Recipe[]) recipes.push(whole ? (await site.getJson(`/api/recipes/${r.id}`)).body : r);
      expect(recipes.every(ok), qs).toBe(true);
    };
    await check("cuisine=italian", (r) => r.cuisines.some((c) => c.toLowerCase() === "italian"));
    await check("diet=vegan", (r) => r.vegan && r.diets.includes("vegan"));
    await check("diet=gluten%20free", (r) => r.glutenFree);
    await check("diet=keto", (r) => (r.nutrition?.carbohydrates ?? 99) <= 20);
    await check("type=breakfast", (r) => r.dishTypes.includes("breakfast"));
    // A breakfast is a dish, not the chai, lassi or chutney served with it (issue 25).
    await check(
      "type=breakfast",
      (r) =>
        !/^(?:Masala Chai|Sweet Punjabi Lassi|Coconut Chutney|South Indian Filter Coffee)\b/.test(r.title) &&
        !r.dishTypes.some((t) => ["beverage", "drink", "condiment"].includes(t)),
    );
    await check("maxReadyTime=20", (r) => busyMinutesOf(r) <= 20); // busy time: soaking and resting not counted
    await check("eggless=true", (r) => !r.containsEgg && !r.extendedIngredients.some((i) => /\beggs?\b/.test(i.name)), true);
    await check("diet=jain", (r) => r.diets.includes("jain") && !r.extendedIngredients.some((i) => /\b(onions?|garlic|potato(es)?)\b/.test(i.name)), true);
    await check("diet=vrat", (r) => r.diets.includes("vrat"));
    await check("country=japan", (r) => r.country === "Japan");
    await check("region=Africa", (r) => r.region === "Africa");
    await check(
      "includeIngredients=paneer%20spinach",
      (r) => {
        const names = r.extendedIngredients.map((i) => i.name).join(" ");
        return names.includes("paneer") && names.includes("spinach");
      },
      true,
    );
  });

  it("pages without repeating or skipping an item, with an exact total", async () => {
    const all = (await site.getJson("/api/recipes/search?query=chicken&number=100")).body;
    expect(all.totalResults).toBe(all.results.length);
    const paged: number[] = [];
    for (let offset = 0; offset < all.totalResults; offset += 7) {
      const page = (await site.getJson(`/api/recipes/search?query=chicken&number=7&offset=${offset}`)).body;
      expect(page.totalResults).toBe(all.totalResults);
      paged.push(...page.results.map((r: Recipe) => r.id));
    }
    expect(paged).toEqual(all.results.map((r: Recipe) => r.id));
  });

  it("answers an empty query with the whole catalog, and the last page and past it exactly", async () => {
    const first = (await site.getJson("/api/recipes/search?number=10")).body;
    expect(first.totalResults).toBe(CATALOG_SIZE);
    const last = (await site.getJson(`/api/recipes/search?number=10&offset=${CATALOG_SIZE - 3}`)).body;
    expect(last.results).toHaveLength(3);
    const past = (await site.getJson(`/api/recipes/search?number=10&offset=${CATALOG_SIZE + 50}`)).body;
    expect(past).toMatchObject({ results: [], totalResults: CATALOG_SIZE });
  });

  it("counts exactly past the last page of an any-word search", async () => {
    const first = (await site.getJson("/api/recipes/search?query=pumpkin%20OR%20apple%20OR%20harvest%20OR%20warming&number=20")).body;
    expect(first.totalResults).toBeGreaterThan(0);
    const past = await site.getJson(`/api/recipes/search?query=pumpkin%20OR%20apple%20OR%20harvest%20OR%20warming&number=20&offset=${first.totalResults + 7}`);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ results: [], totalResults: first.totalResults });
    expect(titles(first.results).join(" ")).not.toMatch(/Oregano/); // "OR" is an operator, not a word
  });

  it("does not 'correct' words that recipes are found by", async () => {
    for (const q of ["meal prep", "quick easy recipes", "healthy dinner"]) {
      const { body } = await site.getJson(`/api/recipes/search?query=${encodeURIComponent(q)}&number=3`);
      expect(body.correctedQuery, q).toBeUndefined();
      expect(body.totalResults, q).toBeGreaterThan(0);
    }
  });

  it("reads cuisine=all as no cuisine filter", async () => {
    expect((await site.getJson("/api/recipes/search?cuisine=all&number=1")).body.totalResults).toBe(CATALOG_SIZE);
  });

  it("falls back to any word when no recipe has every word", async () => {
    const { body } = await site.getJson("/api/recipes/search?query=seasonal%20July&number=20");
    expect(body.totalResults).toBeGreaterThan(0);
    expect(titles(body.results).join(" ").toLowerCase()).toMatch(/grill|barbecue|cold|refreshing/);
  });

  it.each([
    ["offset=-1", "offset: offset must be at least 0."],
    ["number=101", "number: number must be at most 100."],
    ["number=abc", "number: number must be a whole number."],
    [
      "diet=carnivore",
      "diet: Unknown diet. Use one of: vegetarian, eggetarian, vegan, gluten free, dairy free, keto, paleo, low carb, pescatarian, jain, vrat.",
    ],
    ["region=Atlantis", "region: Unknown region. Use one of: North America, South America, Europe, Asia, Middle East, Africa, Oceania."],
    ["country=Atlantis", 'Unknown country "Atlantis". Use a country name from the region map, e.g. India or Italy.'],
  ])("refuses %s with 400 and a sentence", async (qs, error) => {
    const { status, body } = await site.getJson(`/api/recipes/search?${qs}`);
    expect(status).toBe(400);
    expect(body.error).toBe(error);
  });

  it("finds nothing, honestly, for a word no recipe has", async () => {
    const { status, body } = await site.getJson("/api/recipes/search?query=xylophone");
    expect(status).toBe(200);
    expect(body).toMatchObject({ results: [], totalResults: 0 });
  });
});

describe("issue #16: honest times, egg and related recipes", () => {
  it("counts a soaked, fermented dosa by its busy time, and still answers its total and waiting", async () => {
    const { body } = await site.getJson("/api/recipes/search?query=plain%20dosa&maxReadyTime=70&number=5");
    const dosa = (body.results as Recipe[]).find((r) => r.id === 1202);
    expect(dosa).toMatchObject({ readyInMinutes: 1030, waitingMinutes: 960, waitingNote: "6 h soak + overnight ferment" });
    expect(busyMinutesOf(dosa!)).toBe(70);
    const quicker = await site.getJson("/api/recipes/search?query=plain%20dosa&maxReadyTime=69&number=5");
    expect((quicker.body.results as Recipe[]).map((r) => r.id)).not.toContain(1202);
  });

  it("leaves out every recipe with egg when eggless=true, and refuses an eggless that is not true or false", async () => {
    const all = await site.getJson("/api/recipes/search?query=shakshuka&number=20");
    expect((all.body.results as Recipe[]).some((r) => r.containsEgg)).toBe(true);
    const eggless = await site.getJson("/api/recipes/search?query=shakshuka&eggless=true&number=20");
    expect(eggless.status).toBe(200);
    expect((eggless.body.results as Recipe[]).some((r) => r.containsEgg)).toBe(false);
    const bad = await site.getJson("/api/recipes/search?eggless=maybe");
    expect(bad.status).toBe(400);
    expect(bad.body.fields.eggless).toBe("eggless must be true or false.");
  });

  it("answers related recipes for a catalog recipe, each with its reason, and 404/400 like the recipe call", async () => {
    const { status, body } = await site.getJson("/api/recipes/1201/related");
    expect(status).toBe(200);
    expect(body.related.length).toBeGreaterThanOrEqual(3);
    expect(body.related.some((r: { title: string }) => /dosa/i.test(r.title))).toBe(true);
    for (const r of body.related)
      expect(r).toMatchObject({ id: expect.any(Number), title: expect.any(String), image: expect.any(String), reason: expect.any(String) });
    expect(body.related.map((r: { id: number }) => r.id)).not.toContain(1201);
    expect((await site.getJson("/api/recipes/999999/related")).status).toBe(404);
    expect((await site.getJson("/api/recipes/abc/related")).status).toBe(400);
  });
});

describe("GET /recipe-images/{file} (a drawing the build did not write)", () => {
  it("draws a recipe's picture, and its 1:1, 4:3 and 16:9 frames at 1,200 pixels wide", async () => {
    const plain = await site.fetch("/recipe-images/1001.svg");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("image/svg+xml");
    expect(await plain.text()).toMatch(/^<svg [^>]*viewBox="0 0 400 260"/);
    for (const [frame, size] of [
      ["1x1", 'width="1200" height="1200"'],
      ["4x3", 'width="1200" height="900"'],
      ["16x9", 'width="1200" height="675"'],
    ]) {
      const res = await site.fetch(`/recipe-images/1001-${frame}.svg`);
      expect(res.status, frame).toBe(200);
      expect(await res.text()).toContain(size);
    }
  });
  it("answers 404 for a frame it does not draw and for a recipe that does not exist", async () => {
    expect((await site.fetch("/recipe-images/1001-2x1.svg")).status).toBe(404);
    expect((await site.fetch("/recipe-images/1001-constructor.svg")).status).toBe(404);
    expect((await site.fetch("/recipe-images/99999999-1x1.svg")).status).toBe(404);
  });
});

describe("GET /api/recipes/{id}", () => {
  it("answers the whole recipe", async () => {
    const { status, body } = await site.getJson("/api/recipes/1001");
    expect(status).toBe(200);
    expect(RecipeSchema.parse(body)).toMatchObject({ id: 1001, title: "Punjabi Chole (Chickpea Curry)", source: "catalog" });
    expect(body.extendedIngredients[0]).toHaveProperty("id");
    expect(body.analyzedInstructions[0].steps[0]).toMatchObject({ number: 1 });
    expect(body.image).toBe("/recipe-images/1001.svg");
    expect(body).not.toHaveProperty("spoonacularScore");
  });
  it("answers 404 JSON for an unknown id and 400 for a malformed one", async () => {
    expect(await site.getJson("/api/recipes/999999")).toEqual({ status: 404, body: { error: "No recipe with id 999999." } });
    const bad = await site.getJson("/api/recipes/abc");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Recipe id must be a positive whole number.");
  });
});

describe("GET /api/recipes/trending", () => {
  it("answers up to 8 main courses, mixing Indian and world dishes, stable within a day", async () => {
    const a = (await site.getJson("/api/recipes/trending")).body;
    expect(a.recipes).toHaveLength(8);
    expect(a.totalResults).toBe(8);
    expect(["activity", "editorial"]).toContain(a.basis);
    expect(a.recipes.some((r: Recipe) => r.country === "India")).toBe(true);
    expect(a.recipes.some((r: Recipe) => r.country !== "India")).toBe(true);
    const b = (await site.getJson("/api/recipes/trending")).body;
    expect(b.recipes.map((r: Recipe) => r.id)).toEqual(a.recipes.map((r: Recipe) => r.id));
    expect((await site.getJson("/api/recipes/trending?number=0")).status).toBe(400);
  });
});

describe("GET /api/indian-recipes", () => {
  it("answers Indian recipes, in a fixed order or at random", async () => {
    const fixed = (await site.getJson("/api/indian-recipes?limit=6")).body.recipes as Recipe[];
    expect(fixed).toHaveLength(6);
    expect(fixed.every((r) => r.country === "India")).toBe(true);
    expect((await site.getJson("/api/indian-recipes?limit=6")).body.recipes.map((r: Recipe) => r.id)).toEqual(fixed.map((r) => r.id));
    const draws = new Set<string>();
    for (let i = 0; i < 5; i++)
      draws.add(JSON.stringify((await site.getJson("/api/indian-recipes?limit=8&random=true")).body.recipes.map((r: Recipe) => r.id)));
    expect(draws.size).toBeGreaterThan(1);
    expect((await site.getJson("/api/indian-recipes?random=maybe")).status).toBe(400);
  });
});

describe("the global recipe calls", () => {
  it("lists every country of the region map that has recipes, with counts", async () => {
    const { body } = await site.getJson("/api/global-recipes/countries");
    expect(body.countries).toEqual(ALL_COUNTRIES);
    expect(Object.values(body.counts).every((n) => (n as number) >= 2)).toBe(true);
  });

  it("pages through a region and a country", async () => {
    const p1 = (await site.getJson("/api/global-recipes/all?limit=20&page=1&region=Europe")).body;
    const p2 = (await site.getJson("/api/global-recipes/all?limit=20&page=2&region=Europe")).body;
    expect(p1.totalResults).toBeGreaterThan(40);
    expect(p1.recipes).toHaveLength(20);
    expect(p1.recipes.every((r: Recipe) => r.region === "Europe")).toBe(true);
    expect(p2.recipes.map((r: Recipe) => r.id)).not.toContain(p1.recipes[0].id);
    const fr = (await site.getJson("/api/global-recipes/all?limit=20&country=France")).body;
    expect(fr.recipes.every((r: Recipe) => r.country === "France")).toBe(true);
  });

  it("searches, optionally within a country", async () => {
    const { body } = await site.getJson("/api/global-recipes/search?query=curry&limit=20&country=Thailand");
    expect(body.totalResults).toBeGreaterThan(0);
    expect(body.recipes.every((r: Recipe) => r.country === "Thailand")).toBe(true);
    expect((await site.getJson("/api/global-recipes/search?query=%20")).body.error).toBe("query: query is required.");
  });

  it("answers a country's recipes by name in any case, 404 for an unknown country", async () => {
    const us = await site.getJson("/api/global-recipes/country/united%20states?limit=20");
    expect(us.status).toBe(200);
    expect(us.body).toMatchObject({ country: "United States", region: "North America" });
    expect(us.body.recipes.length).toBe(us.body.totalResults);
    const none = await site.getJson("/api/global-recipes/country/Atlantis");
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('No country named "Atlantis" on the region map.');
  });

  it("refuses an unknown region", async () => {
    expect((await site.getJson("/api/global-recipes/all?region=Narnia")).status).toBe(400);
  });
});

describe("the catalog seed", () => {
  it("is idempotent and restores a row that differs from content/recipes", async () => {
    const { seedCatalog } = await import("../../src/server/recipes/seed.ts");
    // On the functions' own connection and queue, as catalog-sync.ts seeds: searches earlier in this file
    // still write their batched counts (src/server/ratelimit/batched-limit.ts), and on the embedded database a
    // connection of its own would interleave with them (docs/decisions/0013-search-that-stays-flat.md).
    const { withClient } = await import("../../src/server/platform/db.ts");
    await withClient(async (client) => {
      const run = (text: string, params?: unknown[]) => client.query(text, params).then((r) => r.rows);
      expect(await seedCatalog(run)).toMatch(/unchanged$/);
      await run(`UPDATE recipes SET title = 'Edited', content_hash = 'stale' WHERE id = 1001`);
      await run(`DELETE FROM app_state WHERE key = 'catalog_hash'`);
      expect(await seedCatalog(run)).toMatch(/1 written, 0 removed/);
      const [row] = await run(`SELECT title FROM recipes WHERE id = 1001`);
      expect(row!.title).toBe("Punjabi Chole (Chickpea Curry)");
    });
  });
});
