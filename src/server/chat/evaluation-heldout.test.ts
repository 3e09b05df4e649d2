// The held-out half of the assistant's evaluation (evaluation-heldout.ts; docs/decisions/0015-assistant-constraints-first.md),
// asked of the built-in assistant. Scored per constraint with the constraints declared by hand in the set,
// not with the assistant's own reading of the question. Bars (issue 22): no reply links a recipe that breaks
// a diet or an ingredient to avoid; a recipe that misses time, course or an ingredient to use is allowed
// only in an honest "none" that says what differs; at least 90% of constraint questions answered with a
// satisfying recipe or an honest "none"; every how-to reply carries numbered steps and the recipe's link;
// safety replies lead with the rule for the food asked about; off-topic questions are redirected.
import { afterAll, describe, expect, it } from "vitest";
import { builtInReply } from "./built-in.ts";
import { keepsDiet, plain, type Diet } from "./constraints.ts";
import { HELD_OUT, type HeldOutCase } from "./evaluation-heldout.ts";
import { loadIndex, type IndexedRecipe } from "./retrieval.ts";

const HONEST_NONE = /^None of our recipes matches all of: /;

const usesPattern = (r: IndexedRecipe, p: RegExp) => r.ingredients.some((n) => p.test(plain(n))) || p.test(plain(r.title));
const COURSE: Record<string, string[]> = {
  snack: ["snack", "appetizer", "starter", "fingerfood"],
  breakfast: ["breakfast", "brunch"],
  dinner: ["dinner", "main course"],
  lunch: ["lunch", "main course"],
};

/** Hard breaks: a diet or an ingredient to avoid. Never allowed. */
function hardBreaks(r: IndexedRecipe, c: HeldOutCase): string[] {
  return [
    ...(c.diets ?? []).filter((d) => !keepsDiet(r, d as Diet)).map((d) => `breaks ${d}`),
    ...(c.avoid ?? []).filter((p) => usesPattern(r, p)).map((p) => `has ${p.source}`),
  ];
}
/** Misses that only an honest "none" may show (with what differs). */
function misses(r: IndexedRecipe, c: HeldOutCase): string[] {
  return [
    ...(c.use ?? []).filter((p) => !usesPattern(r, p)).map((p) => `no ${p.source}`),
    ...(c.maxMinutes && r.minutes > c.maxMinutes ? [`takes ${r.minutes} min`] : []),
    ...(c.course && !(COURSE[c.course] ?? [c.course]).some((t) => r.dishTypes.includes(t)) ? [`not ${c.course}`] : []),
  ];
}

type Result = { c: HeldOutCase; pass: boolean; broken: string[]; answered: boolean };
const results: Result[] = [];

afterAll(() => {
  const pct = (n: number, d: number) => `${n}/${d} (${d ? Math.round((n / d) * 100) : 0}%)`;
  const of = (k: string) => results.filter((r) => r.c.kind === k);
  const constraint = of("constraint");
  console.log(
    [
      `[evaluation, held-out half] ${results.length} questions to the built-in assistant`,
      `  replies linking a recipe that breaks a hard constraint: ${results.filter((r) => r.broken.length).length}`,
      `  constraint questions answered with a satisfying recipe or an honest none: ${pct(constraint.filter((r) => r.answered).length, constraint.length)}`,
      `    of which with a satisfying recipe: ${constraint.filter((r) => r.pass).length}`,
      `  safety replies leading with the food's rule: ${pct(of("safety").filter((r) => r.pass).length, of("safety").length)}`,
      `  how-to replies with steps and the recipe link: ${pct(of("how-to").filter((r) => r.pass).length, of("how-to").length)}`,
      `  off-topic redirected: ${pct(of("off-topic").filter((r) => r.pass).length, of("off-topic").length)}`,
      ...results.filter((r) => r.broken.length).map((r) => `  BROKEN: ${r.c.q} -> ${r.broken.join("; ")}`),
      ...results.filter((r) => !r.answered && !r.broken.length).map((r) => `  missed: ${r.c.q}`),
    ].join("\n"),
  );
});

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
    const { reply, sources } = await builtInReply(c.q);
    const linked = [...new Set([...reply.matchAll(/\/recipe\/(\d+)/g)].map((m) => Number(m[1])))];
    const recipes = linked.map((id) => index.byId.get(id));
    expect(recipes.every(Boolean)).toBe(true);
    for (const s of sources) expect(reply).toContain(`](${s.url})`);
    // The reply never opens with the reader's words.
    expect(plain(reply.split("\n")[0]!).startsWith(plain(c.q).slice(0, 30))).toBe(false);
    const honestNone = HONEST_NONE.test(reply);
    const broken = recipes.flatMap((r) => hardBreaks(r!, c).map((b) => `${r!.title}: ${b}`));
    for (const r of recipes) {
      const m = misses(r!, c);
      // Outside an honest "none", every linked recipe keeps everything; inside it, the line says what differs.
      if (m.length && !honestNone) broken.push(`${r!.title}: ${m.join(", ")} without saying so`);
      if (m.length && honestNone && !reply.split("\n").some((l) => l.includes(`/recipe/${r!.id})`) && /\bbut it\b/.test(l)))
        broken.push(`${r!.title}: difference not stated`);
    }
    let pass = false;
    let answered = false;
    if (c.kind === "constraint") {
      pass = !honestNone && recipes.length > 0 && !broken.length;
      answered = !broken.length && (pass || honestNone);
    } else if (c.kind === "safety") {
      pass = !!c.lead && c.lead.test(reply.split("\n")[0]!);
      answered = pass;
    } else if (c.kind === "how-to") {
      pass = /^1\. /m.test(reply) && /^2\. /m.test(reply) && recipes.some((r) => c.dish!.test(r!.title));
      answered = pass;
    } else {
      pass = /only help with food/.test(reply) && sources.length === 0;
      answered = pass;
    }
    results.push({ c, pass, broken, answered });
    expect(broken).toEqual([]);
  });

  it("answers at least 90% of constraint questions with a satisfying recipe or an honest none, and redirects 90% of off-topic ones", () => {
    const rate = (k: string) => results.filter((r) => r.c.kind === k && r.answered).length / results.filter((r) => r.c.kind === k).length;
    expect(rate("constraint")).toBeGreaterThanOrEqual(0.9);
    expect(rate("off-topic")).toBeGreaterThanOrEqual(0.9);
  });
});
