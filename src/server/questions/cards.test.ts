import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { QUESTIONS_FILE, checkQuestions, loadQuestionCards } from "./cards.ts";
import { KNOWLEDGE } from "../chat/knowledge.ts";
import { loadArticles, loadTechniques } from "../content/articles.ts";
import { slugify, titleFromSlug, categoryFor, tagsFor, readTimeFor, isQuestionSlug } from "../../shared/questions/types.ts";
import { paragraphsOf } from "./answers.ts";
import { sectionsFromText } from "./service.ts";

describe("content/questions.json", () => {
  it("holds 20 cards across the six categories, read times 5-10, slugs made by the slug rules", async () => {
    const cards = await loadQuestionCards();
    expect(cards).toHaveLength(20);
    expect(new Set(cards.map((c) => c.category)).size).toBe(6);
    for (const c of cards) {
      expect(c.slug).toBe(slugify(c.question));
      expect(c.readTime).toBeGreaterThanOrEqual(5);
      expect(c.readTime).toBeLessThanOrEqual(10);
    }
  });

  it("names only articles, techniques and knowledge entries that exist", async () => {
    const [articles, techniques, cards] = await Promise.all([loadArticles(), loadTechniques(), loadQuestionCards()]);
    const ids = {
      articles: new Set(articles.map((a) => a.id)),
      techniques: new Set(techniques.techniques.map((t) => t.id)),
      knowledge: new Set(KNOWLEDGE.map((k) => k.id)),
    };
    for (const c of cards) {
      for (const id of c.answerFrom.articles ?? []) expect(ids.articles.has(id), `${c.slug}: article ${id}`).toBe(true);
      for (const id of c.answerFrom.techniques ?? []) expect(ids.techniques.has(id), `${c.slug}: technique ${id}`).toBe(true);
      for (const id of c.answerFrom.knowledge ?? []) expect(ids.knowledge.has(id), `${c.slug}: knowledge ${id}`).toBe(true);
    }
  });

  it("refuses a card whose slug does not follow its question", async () => {
    const raw = JSON.parse(await readFile(QUESTIONS_FILE, "utf8"));
    raw.cards[0].slug = "something-else";
    expect(() => checkQuestions(raw)).toThrow(/slug should be/);
  });
});

describe("question text rules (docs/product.md#b-validation, docs/product.md#b-limits)", () => {
  it("makes slugs: lowercase, letters digits and spaces only, single hyphens, at most 60 characters", () => {
    expect(slugify("  What's the BEST   way to cook Rice?! ")).toBe("whats-the-best-way-to-cook-rice");
    expect(slugify("a ".repeat(40)).length).toBeLessThanOrEqual(60);
    expect(isQuestionSlug("two--hyphens")).toBe(false);
    expect(isQuestionSlug("x".repeat(61))).toBe(false);
  });
  it("makes the title, category, tags and read time", () => {
    expect(titleFromSlug("best-way-to-cook-rice")).toBe("Best Way To Cook Rice");
    expect(categoryFor("Best restaurant in town")).toBe("Restaurants");
    expect(categoryFor("Workout snacks")).toBe("Fitness");
    expect(categoryFor("Weight loss diet")).toBe("Diet & Weight");
    expect(categoryFor("Mango season")).toBe("Food & Lifestyle");
    expect(tagsFor("How do I make a very good dosa batter at home for breakfast today tomorrow")).toEqual([
      "make",
      "very",
      "good",
      "dosa",
      "batter",
      "home",
      "breakfast",
      "today",
    ]);
    expect(readTimeFor("word ".repeat(401))).toBe(3);
  });
  it("groups sentences two per paragraph, at most five paragraphs (extra merged into the last)", () => {
    const text = Array.from({ length: 13 }, (_, i) => `Sentence ${i + 1}.`).join(" ");
    const p = paragraphsOf(text);
    expect(p).toHaveLength(5);
    expect(p[0]).toBe("Sentence 1. Sentence 2.");
    expect(p[4]).toBe("Sentence 9. Sentence 10. Sentence 11. Sentence 12. Sentence 13.");
  });
  it("splits an AI article into sections at short heading lines", () => {
    const s = sectionsFromText("## Soaking\nSoak for 20 minutes. It helps.\nWater\nUse 1.5 cups.", "Answer");
    expect(s.map((x) => x.heading)).toEqual(["Soaking", "Water"]);
    expect(s[0]!.paragraphs).toEqual(["Soak for 20 minutes. It helps."]);
  });
});
