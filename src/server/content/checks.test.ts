// The one content check (docs/architecture.md#content-pipeline): every check in one list, one problem shape,
// one report; the question cards' own check is in it.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { QUESTIONS_FILE, questionProblems } from "../questions/cards.ts";
import { CONTENT_CHECKS, runContentChecks, type ContentCheck } from "./checks.ts";
import { formatProblem } from "./problems.ts";

describe("npm run check:content", () => {
  it("runs the question cards' check with the others", () => {
    expect(CONTENT_CHECKS.map((c) => c.name)).toEqual(expect.arrayContaining(["diet rules", "recipes", "assistant knowledge", "question cards", "question card answers", "nutrition"]));
  });

  it("reports a card whose slug does not follow its question as an error with its id and field", async () => {
    const raw = JSON.parse(await readFile(QUESTIONS_FILE, "utf8"));
    raw.cards[3].slug = "something-else";
    const { problems } = questionProblems(raw);
    expect(problems).toEqual([{ file: "content/questions.json", id: raw.cards[3].id, path: "slug", message: expect.stringMatching(/^slug should be /), severity: "error" }]);
    expect(formatProblem(problems[0]!)).toMatch(new RegExp(`^error: content/questions.json #${raw.cards[3].id} slug: slug should be`));
  });

  it("reports a schema problem with its field path instead of throwing", () => {
    const { problems } = questionProblems({ note: "x", cards: [] });
    expect(problems).toEqual([expect.objectContaining({ file: "content/questions.json", path: "cards", severity: "error" })]);
  });

  it("counts errors and warnings of every check in one report, and fails on errors only", async () => {
    const checks: ContentCheck[] = [
      { name: "a", run: async () => ({ summary: "1 read", problems: [{ file: "content/a.json", message: "old", severity: "warning" }] }) },
      { name: "b", run: async () => ({ summary: "2 read", problems: [{ file: "content/b.json", id: 7, path: "x.y", message: "bad", severity: "error" }] }) },
    ];
    const report = await runContentChecks({ checks });
    expect(report).toEqual({
      errors: 1,
      warnings: 1,
      lines: [
        "warning: content/a.json: old",
        "a: 1 read, 0 errors, 1 warnings",
        "error: content/b.json #7 x.y: bad",
        "b: 2 read, 1 errors, 0 warnings",
        "content check: 2 checks, 1 errors, 1 warnings",
      ],
    });
  });
});
