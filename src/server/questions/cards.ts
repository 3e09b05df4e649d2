// content/questions.json: the 20 home question cards (docs/product.md#b-data) and the site content each card's
// answer is built from. Read and validated once per instance.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "../../shared/validation/schema.ts";
import { QUESTION_CATEGORIES, slugify, type QuestionCard } from "../../shared/questions/types.ts";
import { contentError, formatProblem, schemaProblems, type ContentProblem } from "../content/problems.ts";

export const QUESTIONS_FILE = join(process.cwd(), "content", "questions.json");

const PlanSchema = z
  .object({
    articles: z.array(z.string()).optional(),
    techniques: z.array(z.string()).optional(),
    knowledge: z.array(z.string()).optional(),
    recipeQuery: z.string().optional(),
    recipeFilters: z.object({ diet: z.string().optional(), meal: z.string().optional(), maxMinutes: z.number().int().positive().optional() }).optional(),
    sortBy: z.literal("protein").optional(),
    /** Topic words beyond the question's own that the answer's links may match (the card link check, card-check.ts). */
    topic: z
      .array(z.string().regex(/^[a-z]+$/))
      .max(5)
      .optional(),
    /** Recipes the answer names first, by id (the dishes the question asks about), before the query's. */
    recipeIds: z.array(z.number().int().positive()).max(12).optional(),
    /** A section that answers "what to order/cook": each dish in a line, with the site's recipe for it. */
    dishes: z
      .object({
        heading: z.string().min(5).max(80),
        intro: z.array(z.string().min(20).max(400)).min(1).max(3),
        items: z
          .array(z.object({ name: z.string().min(2).max(60), about: z.string().min(20).max(240), recipeId: z.number().int().positive() }).strict())
          .min(2)
          .max(12),
      })
      .strict()
      .optional(),
  })
  .strict();
export type AnswerPlan = z.infer<typeof PlanSchema>;

const CardSchema = z
  .object({
    id: z.number().int().positive(),
    question: z.string().min(10).max(120),
    category: z.enum(QUESTION_CATEGORIES),
    image: z.string().startsWith("/"),
    description: z.string().min(30).max(200),
    slug: z.string(),
    icon: z.string(),
    readTime: z.number().int().min(5).max(10), // docs/product.md#b-limits: 5 to 10 minutes
    answerFrom: PlanSchema,
  })
  .strict();
const FileSchema = z.object({ note: z.string(), cards: z.array(CardSchema).length(20) });
export type CardWithPlan = QuestionCard & { answerFrom: AnswerPlan };

const FILE = "content/questions.json";

/** The file's problems: its schema, each slug equal to slugify(question), unique ids and slugs. */
export function questionProblems(raw: unknown): { cards: CardWithPlan[]; problems: ContentProblem[] } {
  const parsed = FileSchema.safeParse(raw);
  if (!parsed.success) return { cards: [], problems: schemaProblems(FILE, parsed.error.issues) };
  const cards = parsed.data.cards as CardWithPlan[];
  const problems: ContentProblem[] = [];
  for (const c of cards)
    if (c.slug !== slugify(c.question)) problems.push(contentError(FILE, `slug should be ${slugify(c.question)}`, { id: c.id, path: "slug" }));
  if (new Set(cards.map((c) => c.slug)).size !== cards.length) problems.push(contentError(FILE, "slugs must be unique"));
  if (new Set(cards.map((c) => c.id)).size !== cards.length) problems.push(contentError(FILE, "ids must be unique"));
  return { cards, problems };
}

/** The cards, or an error naming every problem (the site refuses to load a bad file). */
export function checkQuestions(raw: unknown): CardWithPlan[] {
  const { cards, problems } = questionProblems(raw);
  if (problems.length) throw new Error(problems.map(formatProblem).join("; "));
  return cards;
}

let once: Promise<CardWithPlan[]> | undefined;
export function loadQuestionCards(): Promise<CardWithPlan[]> {
  once ??= readFile(QUESTIONS_FILE, "utf8").then((t) => checkQuestions(JSON.parse(t)));
  return once;
}

/** The card without its answer plan: what the home page shows. */
export const publicCard = ({ answerFrom: _plan, ...card }: CardWithPlan): QuestionCard => card;
