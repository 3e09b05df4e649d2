// The second probe's cases of the assistant's evaluation, asked of the built-in assistant and scored as the
// held-out half is (docs/decisions/0015-assistant-constraints-first.md). These 70 questions were written by a
// second probe on 2026-11-30, as a new user would ask, after the first probe's fixes; the assistant was then
// fixed against them, so they are development cases (regressions), not held-out. Follow-ups send their
// earlier question as the conversation's earlier user turn. Bars: no reply links a recipe that breaks a diet
// or an ingredient to avoid; a recipe that misses time, course or an ingredient to use is allowed only in an
// honest "none" that says what differs; at least 85% of constraint questions answered with a satisfying
// recipe or an honest "none".
import { afterAll, describe, expect, it } from "vitest";
import { PROBE2 } from "./evaluation-probe2.ts";
import { answeredRate, askAndScore, summary, type Result } from "./evaluation-scoring.ts";
import { loadIndex } from "./retrieval.ts";

const results: Result[] = [];
afterAll(() => console.log(summary("evaluation, second probe of 2026-11-30", results)));

describe("the second probe's cases of 2026-11-30", async () => {
  const index = await loadIndex();

  it("has every question of the second probe, each with a hard constraint", () => {
    expect(PROBE2).toHaveLength(70);
    expect(new Set(PROBE2.map((c) => `${c.before ?? ""}|${c.q}`)).size).toBe(70);
    for (const c of PROBE2.filter((x) => x.kind === "constraint")) expect((c.diets?.length ?? 0) + (c.avoid?.length ?? 0)).toBeGreaterThan(0);
  });

  it.each(PROBE2)("$kind: $q", async (c) => {
    const result = await askAndScore(index, c);
    results.push(result);
    expect(result.broken).toEqual([]);
  });

  it("answers at least 85% of constraint questions with a satisfying recipe or an honest none", () => {
    expect(answeredRate(results, "constraint")).toBeGreaterThanOrEqual(0.85);
  });
});
