// The probes' cases of the assistant's evaluation, asked of the built-in assistant and scored as the held-out
// half is (docs/decisions/0015-assistant-constraints-first.md). Five probes of 2026-11-30 wrote questions as
// new readers ask them (67, then 70 after the first round's fixes, 60 after the second's, third's and fourth's), each with its
// hard constraints declared by hand; the assistant was fixed against them, so they are development cases
// (regressions), not held-out. Follow-ups send their earlier question as the conversation's earlier user
// turn. Bars: no reply links a recipe that breaks a diet or an ingredient to avoid; a recipe that misses time,
// course or an ingredient to use is allowed only in an honest answer that says what differs; at least 85% of
// constraint questions answered with a satisfying recipe or an honest "none".
import { afterAll, describe, expect, it } from "vitest";
import type { HeldOutCase } from "./evaluation-heldout.ts";
import { PROBE } from "./evaluation-probe.ts";
import { PROBE2 } from "./evaluation-probe2.ts";
import { PROBE3 } from "./evaluation-probe3.ts";
import { PROBE4 } from "./evaluation-probe4.ts";
import { PROBE5 } from "./evaluation-probe5.ts";
import { answeredRate, askAndScore, summary, type Result } from "./evaluation-scoring.ts";
import { loadIndex } from "./retrieval.ts";

const SETS: [string, HeldOutCase[], number][] = [
  ["first probe of 2026-11-30", PROBE, 67],
  ["second probe of 2026-11-30", PROBE2, 70],
  ["third probe of 2026-11-30", PROBE3, 60],
  ["fourth probe of 2026-11-30", PROBE4, 60],
  ["fifth probe of 2026-11-30", PROBE5, 60],
];

describe.each(SETS)("the %s", async (name, cases, size) => {
  const index = await loadIndex();
  const results: Result[] = [];
  afterAll(() => console.log(summary(`evaluation, ${name}`, results)));

  it("has every question of the probe, each with a hard constraint", () => {
    expect(cases).toHaveLength(size);
    expect(new Set(cases.map((c) => `${c.before ?? ""}|${c.q}`)).size).toBe(size);
    for (const c of cases.filter((x) => x.kind === "constraint")) expect((c.diets?.length ?? 0) + (c.avoid?.length ?? 0)).toBeGreaterThan(0);
  });

  it.each(cases)("$kind: $q", async (c) => {
    const result = await askAndScore(index, c);
    results.push(result);
    expect(result.broken).toEqual([]);
  });

  it("answers at least 85% of constraint questions with a satisfying recipe or an honest none", () => {
    expect(answeredRate(results, "constraint")).toBeGreaterThanOrEqual(0.85);
  });
});
