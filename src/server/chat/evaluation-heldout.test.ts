// The held-out half of the assistant's evaluation (evaluation-heldout.ts; docs/decisions/0015-assistant-constraints-first.md),
// asked of the built-in assistant. Scored per constraint with the constraints declared by hand in the set,
// not with the assistant's own reading of the question. Bars (issue 22): no reply links a recipe that breaks
// a diet or an ingredient to avoid; a recipe that misses time, course or an ingredient to use is allowed
// only in an honest "none" that says what differs; at least 90% of constraint questions answered with a
// satisfying recipe or an honest "none"; every how-to reply carries numbered steps and the recipe's link;
// safety replies lead with the rule for the food asked about; off-topic questions are redirected.
import { afterAll, describe, expect, it } from "vitest";
import { HELD_OUT } from "./evaluation-heldout.ts";
import { answeredRate, askAndScore, summary, type Result } from "./evaluation-scoring.ts";
import { loadIndex } from "./retrieval.ts";

const results: Result[] = [];
afterAll(() => console.log(summary("evaluation, held-out half", results)));

describe("the held-out evaluation half", async () => {
  const index = await loadIndex();

  it("has the size and mix issue 22 asks for", () => {
    expect(
      HELD_OUT.filter(
        (c) =>
          c.kind === "constraint" && (c.diets?.length ?? 0) + (c.use?.length ?? 0) + (c.avoid?.length ?? 0) + (c.maxMinutes ? 1 : 0) + (c.course ? 1 : 0) >= 2,
      ).length,
    ).toBeGreaterThanOrEqual(40);
    for (const k of ["safety", "how-to", "off-topic"]) expect(HELD_OUT.filter((c) => c.kind === k).length).toBeGreaterThanOrEqual(10);
  });

  it.each(HELD_OUT)("$kind: $q", async (c) => {
    const result = await askAndScore(index, c);
    results.push(result);
    expect(result.broken).toEqual([]);
  });

  it("answers at least 90% of constraint questions with a satisfying recipe or an honest none, and redirects 90% of off-topic ones", () => {
    expect(answeredRate(results, "constraint")).toBeGreaterThanOrEqual(0.9);
    expect(answeredRate(results, "off-topic")).toBeGreaterThanOrEqual(0.9);
  });
});
