import { describe, expect, it } from "vitest";
import { knowledgeAnswer } from "./answers.ts";
import { questionCardDates } from "../content/content-dates.ts";

describe("a question answer's date (docs/product.md#a-recipe-dates)", () => {
  const later = new Date("2031-05-01T10:00:00Z");
  it("is its card's last change, not the time it was built", async () => {
    const slug = "what-is-tadka-and-how-do-i-make-it";
    const answer = await knowledgeAnswer(slug, later);
    expect(answer.lastUpdated).toBe(questionCardDates(slug)!.modified);
    expect(answer.lastUpdated).not.toBe(later.toISOString());
  });
  it("is the time of writing for a slug without a card", async () => {
    expect((await knowledgeAnswer("how-do-i-roast-cumin-seeds", later)).lastUpdated).toBe(later.toISOString());
  });
});
