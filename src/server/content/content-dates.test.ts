import { describe, expect, it } from "vitest";
import { loadCatalogRecipes } from "../recipes/seed.ts";
import { loadQuestionCards } from "../questions/cards.ts";
import { questionCardDates, recipeDates } from "./content-dates.ts";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("content/content-dates.json (docs/product.md#a-recipe-dates)", () => {
  it("dates every catalog recipe: published, then modified, both in UTC", async () => {
    const { recipes } = await loadCatalogRecipes();
    const missing = recipes.filter((r) => !recipeDates(r.id)).map((r) => r.id);
    expect(missing, "run `npx tsx scripts/content-dates.ts`").toEqual([]);
    for (const r of recipes) {
      const d = recipeDates(r.id)!;
      expect(d.published).toMatch(ISO);
      expect(d.modified).toMatch(ISO);
      expect(d.published <= d.modified).toBe(true);
    }
  });
  it("dates every question card, and nothing else", async () => {
    for (const c of await loadQuestionCards()) {
      const d = questionCardDates(c.slug);
      expect(d?.modified, c.slug).toMatch(ISO);
      expect(d!.published <= d!.modified).toBe(true);
    }
    expect(questionCardDates("not-a-card")).toBeUndefined();
    expect(recipeDates(99_999_999)).toBeUndefined();
  });
});
