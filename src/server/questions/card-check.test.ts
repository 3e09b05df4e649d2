import { describe, expect, it } from "vitest";
import { checkCardAnswers, matchesTopic, topicWords } from "./card-check.ts";
import { fromPlan, knowledgeAnswer } from "./answers.ts";
import { loadQuestionCards } from "./cards.ts";

describe("every question card's answer links what it asks about", () => {
  it("reads a question's topic words and matches them in titles", () => {
    expect(topicWords("What should I order at a South Indian restaurant?")).toEqual(["order", "south", "indian", "restaurant"]);
    expect(matchesTopic("Which Millets to Cook", ["millet"])).toBe(true);
    expect(matchesTopic("Masala Dosa with Potato Palya, South Indian", topicWords("What should I order at a South Indian restaurant?"))).toBe(true);
    expect(matchesTopic("Fermenting Idli and Dosa Batter in a Cold Kitchen", ["order", "south", "indian", "restaurant"])).toBe(false);
  });

  it("passes all twenty cards as written", async () => {
    const { checked, problems } = await checkCardAnswers();
    expect(checked).toBe(20);
    expect(problems).toEqual([]);
  }, 60_000);

  it("fails a card whose answer links nothing on its topic", async () => {
    const card = (await loadQuestionCards()).find((c) => c.id === 20)!;
    const offTopic = { ...card, answerFrom: { articles: ["knife-skills-for-home-cooks"], recipeQuery: "lasagne" } };
    const { problems } = await checkCardAnswers([offTopic], (c) => fromPlan(c.answerFrom));
    expect(problems.map((p) => p.message)).toEqual([
      'card 20 "What should I order at a South Indian restaurant?": its answer links 0 recipe(s) or article(s) matching order, south, indian, restaurant; at least 2 needed',
    ]);
  }, 60_000);

  it("the South Indian card says what to order, each dish with our recipe; the Middle Eastern card finds the shakshuka", async () => {
    const cards = await loadQuestionCards();
    const south = await knowledgeAnswer(cards.find((c) => c.id === 20)!.slug);
    expect(south.sections[0]!.heading).toBe("What to order");
    expect(south.sections[0]!.list![0]).toMatch(/^Masala dosa \(our recipe: Masala Dosa with Potato Palya\): /);
    expect(south.recipes.map((r) => r.id).slice(0, 3)).toEqual([1201, 1206, 1207]);
    const middleEast = await knowledgeAnswer(cards.find((c) => c.id === 16)!.slug);
    expect(middleEast.recipes.map((r) => r.title)).toContain("Tunisian Shakshuka");
  }, 60_000);
});
