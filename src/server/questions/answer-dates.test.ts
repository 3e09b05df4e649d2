import { describe, expect, it } from "vitest";
import { knowledgeAnswer } from "./answers.ts";
import { questionCardDates } from "../content/content-dates.ts";

describe("a question answer's date (docs/product.md#a-recipe-dates)", () => {
  const later = new Date("2031-05-01T10:00:00Z");
  it("is its card's first publication and last change, not the time it was built", async () => {
    const slug = "what-is-tadka-and-how-do-i-make-it";
    const answer = await knowledgeAnswer(slug, later);
    expect(answer.published).toBe(questionCardDates(slug)!.published);
    expect(answer.lastUpdated).toBe(questionCardDates(slug)!.modified);
    expect(answer.lastUpdated).not.toBe(later.toISOString());
  });
  it("is the time of writing for a slug without a card", async () => {
    const answer = await knowledgeAnswer("how-do-i-roast-cumin-seeds", later);
    expect([answer.published, answer.lastUpdated]).toEqual([later.toISOString(), later.toISOString()]);
  });
});
