// Scoring of the assistant's evaluation sets (docs/decisions/0015-assistant-constraints-first.md), shared by
// the held-out half and the probe cases: every question carries its constraints declared by hand, so a
// score never depends on the assistant's own reading of the question. Test support only.
import { expect } from "vitest";
import { builtInReply } from "./built-in.ts";
import { keepsDiet, plain, type Diet } from "./constraints.ts";
import type { HeldOutCase } from "./evaluation-heldout.ts";
import type { Index, IndexedRecipe } from "./retrieval.ts";

const HONEST_NONE = /^None of our recipes matches all of: /;
// The other honest answer: no recipe is the dish asked for, and the ones offered keep everything else.
const NONE_BY_NAME = /^Nothing in our collection matches "[^"]+" by name; these keep everything else you asked for/;

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

export type Result = { c: HeldOutCase; pass: boolean; broken: string[]; answered: boolean };

/**
 * Asks the built-in assistant one question and scores its reply. Fails the calling test on a malformed reply
 * (a link to no recipe, a source not linked, a reply that opens with the reader's words); the caller
 * expects `broken` to be empty.
 */
export async function askAndScore(index: Index, c: HeldOutCase): Promise<Result> {
  const conversation = c.before ? [{ role: "user" as const, content: c.before }] : [];
  const { reply, sources } = await builtInReply(c.q, conversation);
  const linked = [...new Set([...reply.matchAll(/\/recipe\/(\d+)/g)].map((m) => Number(m[1])))];
  const recipes = linked.map((id) => index.byId.get(id));
  expect(recipes.every(Boolean)).toBe(true);
  for (const s of sources) expect(reply).toContain(`](${s.url})`);
  expect(plain(reply.split("\n")[0]!).startsWith(plain(c.q).slice(0, 30))).toBe(false);
  const honestNone = HONEST_NONE.test(reply);
  const noneByName = NONE_BY_NAME.test(reply);
  let excused = false;
  const broken = recipes.flatMap((r) => hardBreaks(r!, c).map((b) => `${r!.title}: ${b}`));
  for (const r of recipes) {
    const m = misses(r!, c);
    // Said in the first line: these recipes are not the dish named (an ingredient or dish to use), nothing else.
    if (noneByName && m.length && m.every((x) => x.startsWith("no "))) {
      excused = true;
      continue;
    }
    // Outside an honest "none", every linked recipe keeps everything; inside it, the line says what differs.
    if (m.length && !honestNone) broken.push(`${r!.title}: ${m.join(", ")} without saying so`);
    if (m.length && honestNone && !reply.split("\n").some((l) => l.includes(`/recipe/${r!.id})`) && /\bbut it\b/.test(l)))
      broken.push(`${r!.title}: difference not stated`);
  }
  let pass = false;
  let answered = false;
  if (c.kind === "constraint") {
    pass = !honestNone && !excused && recipes.length > 0 && !broken.length;
    answered = !broken.length && (pass || honestNone || noneByName);
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
  return { c, pass, broken, answered };
}

const pct = (n: number, d: number) => `${n}/${d} (${d ? Math.round((n / d) * 100) : 0}%)`;

/** The lines a run prints: its counts, then every break and every question left unanswered. */
export function summary(title: string, results: Result[]): string {
  const of = (k: string) => results.filter((r) => r.c.kind === k);
  const constraint = of("constraint");
  const kinds = (["safety", "how-to", "off-topic"] as const).filter((k) => of(k).length);
  const label = {
    safety: "safety replies leading with the food's rule",
    "how-to": "how-to replies with steps and the recipe link",
    "off-topic": "off-topic redirected",
  };
  return [
    `[${title}] ${results.length} questions to the built-in assistant`,
    `  replies linking a recipe that breaks a hard constraint: ${results.filter((r) => r.broken.length).length}`,
    `  constraint questions answered with a satisfying recipe or an honest none: ${pct(constraint.filter((r) => r.answered).length, constraint.length)}`,
    `    of which with a satisfying recipe: ${constraint.filter((r) => r.pass).length}`,
    ...kinds.map((k) => `  ${label[k]}: ${pct(of(k).filter((r) => r.pass).length, of(k).length)}`),
    ...results.filter((r) => r.broken.length).map((r) => `  BROKEN: ${r.c.q} -> ${r.broken.join("; ")}`),
    ...results.filter((r) => !r.answered && !r.broken.length).map((r) => `  missed: ${r.c.q}`),
  ].join("\n");
}

/** The share of the questions of a kind that were answered. */
export const answeredRate = (results: Result[], kind: HeldOutCase["kind"]) =>
  results.filter((r) => r.c.kind === kind && r.answered).length / results.filter((r) => r.c.kind === kind).length;
