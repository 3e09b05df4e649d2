// The built-in assistant's cooking knowledge base: well-established kitchen facts only (food-safety
// temperatures as published by food-safety agencies, common substitutions, starting ratios that match
// our article on pressure-cooker rice and dal). Each entry names the catalog content that goes with it.
// The entries are data, content/knowledge.json, refused at load (and by npm run check:content) unless
// they fit the schema below.
import knowledgeFile from "../../../content/knowledge.json" with { type: "json" };
import { z } from "../../shared/validation/schema.ts";
import { contentError, formatProblem, schemaProblems, type ContentProblem } from "../content/problems.ts";

export const KNOWLEDGE_FILE = "content/knowledge.json";

const lowerCase = z
  .string()
  .min(1)
  .refine((s) => s === s.toLowerCase(), "must be lower case");

const KnowledgeEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case words joined by hyphens"),
    kind: z.enum(["substitution", "doneness", "ratio", "spice", "technique"]),
    title: z.string().min(1),
    /** Words or phrases that select the entry (lower case; a phrase matches as a whole). */
    keywords: z.array(lowerCase).min(1),
    /**
     * For substitutions and doneness: the ingredients the entry is about. The entry is also chosen when
     * the question names one of them together with a cue of its kind ("instead of", "temperature", ...).
     */
    subjects: z.array(lowerCase).optional(),
    /** The answer, a few short lines. */
    lines: z.array(z.string().min(1)).min(1),
    /** Ids of articles in content/articles that go deeper. */
    articles: z.array(z.string().min(1)).optional(),
    /** Ids of techniques in content/techniques.json. */
    techniques: z.array(z.string().min(1)).optional(),
    /** A recipe search that finds dishes using this knowledge. */
    recipeQuery: z.string().min(1).optional(),
  })
  .strict();
const KnowledgeFileSchema = z.object({ about: z.string().min(1), entries: z.array(KnowledgeEntrySchema).min(1) }).strict();

export type KnowledgeEntry = z.infer<typeof KnowledgeEntrySchema>;

/** The content check's view of the file: its schema problems and ids used twice; empty when it is sound. */
export function knowledgeProblems(raw: unknown): ContentProblem[] {
  const parsed = KnowledgeFileSchema.safeParse(raw);
  if (!parsed.success) return schemaProblems(KNOWLEDGE_FILE, parsed.error.issues);
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  for (const e of parsed.data.entries) {
    if (seen.has(e.id)) problems.push(contentError(KNOWLEDGE_FILE, `id ${e.id} is used twice`, { id: e.id }));
    seen.add(e.id);
  }
  return problems;
}

function loadKnowledge(raw: unknown): KnowledgeEntry[] {
  const problems = knowledgeProblems(raw);
  if (problems.length) throw new Error(problems.map(formatProblem).join("; "));
  // The file as written (validated above), so its entries keep their own key order.
  return (raw as { entries: KnowledgeEntry[] }).entries;
}

export const KNOWLEDGE: KnowledgeEntry[] = loadKnowledge(knowledgeFile);
