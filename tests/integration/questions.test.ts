// GET /api/questions/{slug}: built once from the site's content (or by the AI for a free question) and
// kept in Blobs; slug rules; honest answers for unknown topics; GET /api/ai/status.
import { describe, expect, it } from "vitest";
import { setUpTestSite } from "../support/netlify.ts";
import { loadQuestionCards } from "../../src/server/questions/cards.ts";
import type { QuestionAnswer } from "../../src/shared/questions/types.ts";

const cards = await loadQuestionCards();
const site = setUpTestSite();

describe("GET /api/questions/{slug}", () => {
  it("answers a card question from our content: docs/product.md#b-data fields, sections, real recipes and articles", async () => {
    const { status, body } = await site.getJson("/api/questions/how-much-water-do-i-need-for-pressure-cooker-rice-and-dal");
    expect(status).toBe(200);
    const a = body as QuestionAnswer;
    expect(a).toMatchObject({
      id: a.slug,
      title: "How much water do I need for pressure cooker rice and dal?",
      category: "Cooking",
      source: "Expert Knowledge Base",
      known: true,
    });
    expect(a.images).toHaveLength(4);
    expect(a.tags.length).toBeGreaterThan(0);
    expect(a.tags.length).toBeLessThanOrEqual(8);
    expect(a.tags.every((t) => t.length > 3)).toBe(true);
    expect(a.relatedContent).toHaveLength(6);
    expect(a.relatedQuestions.map((q) => q.slug)).not.toContain(a.slug);
    expect(a.readTime).toBe(Math.ceil(a.content.split(/\s+/).filter(Boolean).length / 200));
    expect(a.content).toMatch(/1 1\/2 cups water/);
    expect(a.articles.map((x) => x.url)).toContain("/news/pressure-cooker-rice-and-dal-ratios");
    for (const r of a.recipes) expect((await site.fetch(`/api/recipes/${r.id}`)).status).toBe(200);
  });

  it("answers every card question with content the site knows", async () => {
    for (const c of cards) {
      const { status, body } = await site.getJson(`/api/questions/${c.slug}`);
      expect(status, c.slug).toBe(200);
      expect(body.known, c.slug).toBe(true);
      expect(body.sections.length, c.slug).toBeGreaterThan(0);
      expect(body.category, c.slug).toBe(c.category);
    }
  });

  it("keeps the built record in Blobs: a second call answers the same record", async () => {
    const first = await site.getJson("/api/questions/what-is-tadka-and-how-do-i-make-it");
    const second = await site.getJson("/api/questions/what-is-tadka-and-how-do-i-make-it");
    expect(second.body.lastUpdated).toBe(first.body.lastUpdated);
    expect(second.body).toEqual(first.body);
  });

  it("answers a free question from retrieval, with a title made from the slug and the category by keyword", async () => {
    const { body } = await site.getJson("/api/questions/best-way-to-cook-basmati-rice");
    expect(body).toMatchObject({ title: "Best Way To Cook Basmati Rice", category: "Cooking", known: true, source: "Expert Knowledge Base" });
    expect(body.content).toMatch(/Basmati/);
  });

  it("says honestly when the site knows nothing about a topic, and does not store that answer", async () => {
    const { status, body } = await site.getJson("/api/questions/how-to-repair-a-bicycle-chain");
    expect(status).toBe(200);
    expect(body).toMatchObject({ known: false, sections: [], recipes: [], images: [], title: "How To Repair A Bicycle Chain", category: "Food & Lifestyle" });
  });

  it.each(["Not-A-Slug", "two--hyphens", "-leading", `${"a".repeat(61)}`, "under_score"])("refuses the slug %s with 400", async (slug) => {
    const { status, body } = await site.getJson(`/api/questions/${encodeURIComponent(slug)}`);
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty("slug");
  });
});

describe("GET /api/ai/status", () => {
  it("reports the built-in mode and a real check of the built-in assistant", async () => {
    const { status, body } = await site.getJson("/api/ai/status");
    expect(status).toBe(200);
    expect(body).toMatchObject({ mode: "built-in", provider: "built-in", model: null, ready: true });
    expect(body.detail).toMatch(/built-in assistant answered/);
  });
});
