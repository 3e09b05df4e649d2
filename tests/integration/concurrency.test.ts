// Races a hostile tester tried on both engines: parallel requests must leave the database as one at a
// time would, on the embedded PGlite (one shared session, serialised by db.ts) as on PostgreSQL.
import { describe, expect, it } from "vitest";
import { postJson, setUpTestSite } from "../support/netlify.ts";
import { AUTH_MESSAGES } from "../../src/shared/auth/schema.ts";
import { count, latestCode, newUserData, signedInUser, signUp, sql, withCookie } from "./auth-flows.ts";

const site = setUpTestSite();

const post = (path: string, body: unknown, from?: string) => site.fetch(path, postJson(body), { from });
const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();
const engine = () => site.db.kind;

describe("parallel sign-ups", () => {
  it("create exactly one account for five sign-ups with one email, answering the others 409 and never 5xx", async () => {
    const data = newUserData("race");
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post("/api/auth/signup", { ...data, username: `${data.username}x${i}` }, `198.51.100.${20 + i}`)),
    );
    const accounts = await count(site, "users", "lower(email) = lower($1)", [data.email]);
    console.log(`[concurrency] 5 same-email sign-ups on ${engine()}: ${accounts} account(s), ${responses.filter((r) => r.status >= 500).length} 5xx`);
    expect(statuses(responses)).toEqual([201, 409, 409, 409, 409]);
    expect(accounts).toBe(1);
  });

  it("create all five accounts for five unrelated sign-ups sent at the same moment", async () => {
    const people = Array.from({ length: 5 }, () => newUserData("crowd"));
    const responses = await Promise.all(people.map((p, i) => post("/api/auth/signup", p, `198.51.100.${40 + i}`)));
    expect(statuses(responses)).toEqual([201, 201, 201, 201, 201]);
    for (const p of people) expect(await count(site, "users", "email = $1", [p.email])).toBe(1);
  });
});

describe("parallel verification codes", () => {
  it("let the one right code sign in once when it is sent ten times at once", async () => {
    const user = await signUp(site);
    const code = await latestCode(site, user.email);
    const responses = await Promise.all(Array.from({ length: 10 }, () => post("/api/auth/verify-email", { userId: user.id, code })));
    const successes = responses.filter((r) => r.status === 200).length;
    console.log(`[concurrency] 10 right-code verifies on ${engine()}: ${successes} success(es)`);
    expect(successes).toBe(1);
    expect(responses.every((r) => r.status < 500)).toBe(true);
    expect(await count(site, "sessions", "user_id = $1", [user.id])).toBe(1);
  });

  it("check at most five of fifty wrong codes sent at once, then the code is burnt", async () => {
    const user = await signUp(site);
    const code = await latestCode(site, user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post("/api/auth/verify-email", { userId: user.id, code: wrong }, `198.51.100.${60 + (i % 50)}`)),
    );
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { error: string }[];
    const checked = bodies.filter((b) => b.error === AUTH_MESSAGES.codeInvalid).length;
    console.log(`[concurrency] 50 parallel wrong codes on ${engine()}: ${checked} checked`);
    expect(checked).toBe(5);
    expect(responses.every((r) => r.status === 400)).toBe(true);
    const [row] = await sql<{ attempts: number }>(site, "SELECT attempts FROM verification_codes WHERE user_id = $1", [user.id]);
    expect(row!.attempts).toBe(5);
    expect((await post("/api/auth/verify-email", { userId: user.id, code })).status).toBe(400);
  });
});

describe("parallel wrong passwords", () => {
  it("check at most ten of thirty wrong passwords sent at once from one address, answering the rest 429", async () => {
    const user = await signedInUser(site);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post("/api/auth/signin", { emailOrUsername: user.email, password: `wrong-${i}` }, "198.51.100.200")),
    );
    const checked = responses.filter((r) => r.status === 401).length;
    console.log(`[concurrency] 30 parallel wrong passwords on ${engine()}: ${checked} checked`);
    expect(checked).toBe(10);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(20);
  });
});

describe("a failing transaction beside readers", () => {
  it("does not break the saved-recipe reads running at the same time", async () => {
    const user = await signedInUser(site);
    const data = newUserData("clash");
    // Racing sign-ups for one email: the losers fail inside their transaction while the reads run.
    const failing = Array.from({ length: 5 }, (_, i) => post("/api/auth/signup", { ...data, username: `${data.username}y${i}` }, `198.51.100.${90 + i}`));
    const reads = Array.from({ length: 10 }, () => site.fetch(`/api/auth/saved-recipes?userId=${user.id}`, withCookie(user.cookie)));
    const [failed, read] = [await Promise.all(failing), await Promise.all(reads)];
    expect(statuses(failed)).toEqual([201, 409, 409, 409, 409]);
    expect(read.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
  });
});

describe("parallel meal-plan and shopping-list edits", () => {
  it("fill twenty slots of one week from two devices at once and lose none; ticks from both all survive", async () => {
    const user = await signedInUser(site);
    const ids = (await sql<{ id: number }>(site, "SELECT id FROM recipes WHERE source = 'catalog' ORDER BY id LIMIT 20")).map((r) => r.id);
    const week = "2026-11-30";
    const day = (i: number) => `2026-12-0${1 + (i % 5)}`;
    const slot = (i: number) => ["breakfast", "lunch", "dinner", "snack"][Math.floor(i / 5)];
    const send = (path: string, body: object) => site.fetch(path, postJson({ userId: user.id, ...body }, { cookie: user.cookie }));
    const edits = ids.map((recipeId, i) => send("/api/plan/slots", { changes: [{ day: day(i), slot: slot(i), recipeId }] }));
    const ticks = Array.from({ length: 10 }, (_, i) =>
      send("/api/shopping-list/sync", { week, ticks: [{ key: `line-${i}`, ticked: true, at: "2026-11-25T10:00:00Z" }] }),
    );
    const answers = await Promise.all([...edits, ...ticks]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const plan = await (await site.fetch(`/api/plan?week=${week}`, withCookie(user.cookie))).json();
    expect(plan.slots).toHaveLength(20);
    expect(new Set(plan.slots.map((s: { recipeId: number }) => s.recipeId)).size).toBe(20);
    expect(await count(site, "shopping_list_ticks", "user_id = $1", [user.id])).toBe(10);
  });
});
