// GET /api/questions/{slug} (docs/architecture.md#api-contract): the answer record is built once and kept in Blobs; later
// calls answer the stored record. The 20 card questions are answered from the site's content (the
// same answers their prerendered pages show); a free question is written by the configured AI when
// there is one (labelled 'AI Expert Chat'), else built from the knowledge base.
import { isQuestionSlug, titleFromSlug, type AnswerSection, type QuestionAnswer } from "../../shared/questions/types.ts";
import { cleanReply } from "../../shared/chat/types.ts";
import { HttpError } from "../http/http-error.ts";
import { store } from "../platform/blobs.ts";
import { AiUnavailable, configuredProvider, type AiProvider } from "../chat/providers.ts";
import { aiMessages } from "../chat/service.ts";
import { ground, recipeUrl } from "../chat/retrieval.ts";
import { finishAnswer, fromRetrieval, knowledgeAnswer, paragraphsOf } from "./answers.ts";
import { loadQuestionCards } from "./cards.ts";

const AI_ARTICLE_TIMEOUT_MS = 25_000;
const AI_MIN_CHARS = 1000; // docs/product.md#b-validation: shorter AI text falls back to the knowledge base
const AI_TOKENS = 750; // docs/product.md#b-limits: 750 new tokens for the expert persona

/** Splits an AI article into sections: a short line without a full stop is a heading. */
export function sectionsFromText(text: string, fallbackHeading: string): AnswerSection[] {
  const sections: { heading: string; body: string[] }[] = [];
  for (const raw of text.split(/\n+/)) {
    const line = raw
      .replace(/^#+\s*/, "")
      .replace(/^\*\*(.*)\*\*$/, "$1")
      .trim();
    if (!line) continue;
    const heading = line.length <= 80 && !/[.!?:]$/.test(line) && !/^[-*•]/.test(line);
    if (heading) sections.push({ heading: line, body: [] });
    else {
      if (!sections.length) sections.push({ heading: fallbackHeading, body: [] });
      sections.at(-1)!.body.push(line.replace(/^[-*•]\s*/, ""));
    }
  }
  return sections.filter((s) => s.body.length).map((s) => ({ heading: s.heading, paragraphs: paragraphsOf(s.body.join(" ")) }));
}

async function aiAnswer(slug: string, provider: AiProvider): Promise<QuestionAnswer | null> {
  const title = titleFromSlug(slug);
  const g = await ground(title);
  // docs/product.md#b-api: the question page asks for a 1,200-1,800 word plain-text expert article.
  const prompt = `Write a 1,200-1,800 word plain-text expert article answering: ${title}. Use short section headings on their own lines.`;
  try {
    const text = cleanReply(
      await provider.complete(aiMessages(g, prompt, []), { signal: AbortSignal.timeout(AI_ARTICLE_TIMEOUT_MS), maxTokens: AI_TOKENS, temperature: 0.7 }),
    );
    if (text.length < AI_MIN_CHARS) return null;
    const base = await fromRetrieval(title);
    const sections = sectionsFromText(text, "Answer");
    return finishAnswer(slug, undefined, {
      ...base,
      sections,
      source: "AI Expert Chat",
      known: true,
      recipes: base.recipes.length
        ? base.recipes
        : g.recipes.map((r) => ({ id: r.id, title: r.title, url: recipeUrl(r.id), image: r.image, minutes: r.minutes, summary: r.summary })),
    });
  } catch (err) {
    console.warn(`[questions] ${provider.name} could not write "${slug}" (${err instanceof AiUnavailable ? err.reason : "error"}); using the knowledge base`);
    return null;
  }
}

export async function questionAnswer(slug: string, provider = configuredProvider()): Promise<QuestionAnswer> {
  if (!isQuestionSlug(slug)) {
    throw new HttpError(400, "A question slug is lowercase letters and digits joined by single hyphens, at most 60 characters.", {
      slug: "Use the slug rules of the question search, e.g. how-do-i-make-paneer-at-home.",
    });
  }
  const answers = store("answers");
  const stored = (await answers.get(slug, { type: "json" })) as QuestionAnswer | null;
  if (stored) return stored;
  const isCard = (await loadQuestionCards()).some((c) => c.slug === slug);
  const answer = (!isCard && provider ? await aiAnswer(slug, provider) : null) ?? (await knowledgeAnswer(slug));
  // A topic the site knows nothing about is not stored: it can be answered once content exists.
  if (answer.known) await answers.setJSON(slug, answer);
  return answer;
}
