import { z } from "../validation/schema.ts";

// Cook's notes (issue #16): one file per recipe file, content/notes/<same stem>.json, an object keyed by
// recipe id (as a string). The lengths are the content check's bounds; the text is plain (no HTML).
export const NOTES_LIMITS = {
  headnoteWords: [40, 90],
  headnoteSentences: [2, 4],
  tips: [1, 3],
  tipWords: [6, 60],
  makeAheadWords: [6, 50],
  makeAheadSentences: [1, 2],
  storageWords: [8, 70],
  substitutions: [0, 3],
  substitutionWords: [4, 50],
} as const;

const text = z.string().trim().min(1, "must not be empty");

export const RecipeNotesSchema = z.strictObject({
  /** What the dish is, where it comes from (only when well established), why the method works. */
  headnote: text,
  /** Specific, practical tips for this recipe. */
  tips: z.array(text).min(NOTES_LIMITS.tips[0]).max(NOTES_LIMITS.tips[1]),
  /** What can be done ahead; absent only when nothing honestly can. */
  makeAhead: text.optional(),
  /** How long and how it keeps (fridge, freezer) and how to reheat. */
  storage: text,
  /** Swaps that matter (diet, availability); may be empty. */
  substitutions: z.array(text).max(NOTES_LIMITS.substitutions[1]).optional(),
});
export type RecipeNotes = z.infer<typeof RecipeNotesSchema>;

/** A notes file: recipe id (digits) -> notes. */
export const RecipeNotesFileSchema = z.record(z.string().regex(/^[1-9]\d*$/, "keys are recipe ids"), RecipeNotesSchema);
export type RecipeNotesFile = z.infer<typeof RecipeNotesFileSchema>;
