// Every home question card's answer must link at least two recipes or articles that match its topic:
// a card whose answer links nothing about its question (a South Indian ordering question answered with a
// fermentation article alone, a shakshuka promise with no shakshuka) fails the content check.
// Why: docs/decisions/0016-content-that-stays-true.md.
import { loadIndex } from "../chat/retrieval.ts";
import { knowledgeAnswer } from "./answers.ts";
import { loadQuestionCards, type CardWithPlan } from "./cards.ts";
import type { AnswerLink, AnswerRecipe } from "../../shared/questions/types.ts";

type Links = { recipes: AnswerRecipe[]; articles: AnswerLink[] };

export const MIN_TOPIC_LINKS = 2;

/** Words of a question that say nothing about its topic. */
const FILLER = new Set(
  (
    "a an and are at can could do does for from get good great how i in into is it of on or should the to what which who why with " +
    "my me we you your home cook cooking make made dish dishes meal meals food eat easy classic common enough need much many some"
  ).split(" "),
);

/** The question's topic words: lower case, no filler, no numbers ("What should I order at a South Indian restaurant?" -> order, south, indian, restaurant). */
export function topicWords(question: string): string[] {
  const words = question.toLowerCase().match(/[a-z]+/g) ?? [];
  return [...new Set(words.filter((w) => w.length > 2 && !FILLER.has(w)))];
}

/** True when the text holds one of the words, as a whole word or its start ("millet" matches "millets", "kerala" "Kerala's"). */
export function matchesTopic(text: string, words: string[]): boolean {
  const t = text.toLowerCase();
  return words.some((w) => new RegExp(`\\b${w.replace(/(?:es|s)$/, "")}`).test(t));
}

export type CardLinkProblem = { card: number; question: string; matching: string[]; message: string };

/** Each card's answer: the linked recipes and articles whose title, summary or tags match its topic words. */
export async function checkCardAnswers(
  given?: CardWithPlan[],
  answerOf: (card: CardWithPlan) => Promise<Links> = (card) => knowledgeAnswer(card.slug),
): Promise<{ checked: number; problems: CardLinkProblem[] }> {
  const [cards, index] = await Promise.all([given ?? loadQuestionCards(), loadIndex()]);
  const problems: CardLinkProblem[] = [];
  for (const card of cards) {
    const answer = await answerOf(card);
    const words = [...topicWords(card.question), ...(card.answerFrom.topic ?? [])];
    const recipeText = (id: number) => {
      const r = index.byId.get(id);
      return r ? [r.title, r.summary, r.country, ...r.diets, ...r.dishTypes, ...r.placeWords].join(" ") : "";
    };
    const matching = [
      ...answer.recipes.filter((r) => matchesTopic(`${r.title} ${recipeText(r.id)}`, words)).map((r) => r.title),
      ...answer.articles.filter((a) => matchesTopic(a.title, words)).map((a) => a.title),
    ];
    if (matching.length < MIN_TOPIC_LINKS) {
      problems.push({
        card: card.id,
        question: card.question,
        matching,
        message: `card ${card.id} "${card.question}": its answer links ${matching.length} recipe(s) or article(s) matching ${words.join(", ")}; at least ${MIN_TOPIC_LINKS} needed`,
      });
    }
  }
  return { checked: cards.length, problems };
}
