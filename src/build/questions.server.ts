// Build-time access to the question cards and their knowledge-base answers, for the home page's cards
// and the 20 prerendered /question/{slug} pages.
import { knowledgeAnswer } from "../server/questions/answers.ts";
import { loadQuestionCards, publicCard } from "../server/questions/cards.ts";
import type { QuestionAnswer, QuestionCard } from "../shared/questions/types.ts";

export const questionCards = async (): Promise<QuestionCard[]> => (await loadQuestionCards()).map(publicCard);
export const questionSlugs = async (): Promise<string[]> => (await loadQuestionCards()).map((c) => c.slug);

/** The answer a card's page is prerendered with (the same record GET /api/questions/{slug} builds). */
export async function questionPageData(slug: string): Promise<QuestionAnswer | null> {
  if (!(await questionSlugs()).includes(slug)) return null;
  return knowledgeAnswer(slug);
}
