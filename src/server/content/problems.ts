// The one shape of a content problem (docs/architecture.md#content-pipeline): every check that
// `npm run check:content` runs reports these, and one report prints them.

export type Severity = "error" | "warning";

/** What is wrong, where: the file, the item's id and the field's path where known. */
export type ContentProblem = { file: string; id?: string | number; path?: string; message: string; severity: Severity };

/** An error in a file (an item id and a field path where known). */
export const contentError = (file: string, message: string, at: { id?: string | number; path?: string } = {}): ContentProblem => ({
  file,
  ...at,
  message,
  severity: "error",
});

/** Zod's issues as problems of one file, with their field paths. */
export const schemaProblems = (file: string, issues: readonly { path: readonly PropertyKey[]; message: string }[], id?: string | number): ContentProblem[] =>
  issues.map((issue) => contentError(file, issue.message, { id, path: issue.path.map(String).join(".") || undefined }));

/** One line of the report: `error: content/x.json #12 steps.0: message`. */
export const formatProblem = (p: ContentProblem) =>
  `${p.severity}: ${p.file}${p.id !== undefined ? ` #${String(p.id)}` : ""}${p.path ? ` ${p.path}` : ""}: ${p.message}`;
