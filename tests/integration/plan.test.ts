import { beforeAll, describe, expect, it } from "vitest";
import { postJson, setUpTestSite } from "../support/netlify.ts";
import { AUTH_MESSAGES } from "../../src/shared/auth/schema.ts";
import type { ByIngredientsResponse, PlanSuggestionsResponse, PlanWeekResponse, ShoppingListState } from "../../src/shared/plan/schema.ts";
import { signedInUser, sql, withCookie, type TestUser } from "./auth-flows.ts";
import { hashKey } from "../../src/server/ratelimit/rate-limit.ts";
import { RATE_LIMITS } from "../../src/server/ratelimit/limits.ts";
import { PANTRY_PICKS } from "../../src/shared/plan/ingredient-names.ts";

const site = setUpTestSite();
let a: TestUser;
let b: TestUser;
let ids: number[];
beforeAll(async () => {
  [a, b] = [await signedInUser(site), await signedInUser(site)];
  ids = (await sql<{ id: number }>(site, "SELECT id FROM recipes WHERE source = 'catalog' ORDER BY id LIMIT 12")).map((r) => r.id);
});

const WEEK = "2026-11-30"; // a Monday
const post = (path: string, body: unknown, user?: TestUser) => site.fetch(path, postJson(body, user ? { cookie: user.cookie } : {}));
const week = async (user: TestUser, w = WEEK): Promise<PlanWeekResponse> => (await site.fetch(`/api/plan?week=${w}`, withCookie(user.cookie))).json();

describe("the meal plan", () => {
  it("needs a session, and refuses another account's userId", async () => {
    const res = await site.fetch(`/api/plan?week=${WEEK}`);
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe(AUTH_MESSAGES.signInFirst);
    expect((await post("/api/plan/slots", { userId: b.id, changes: [{ day: WEEK, slot: "lunch", recipeId: ids[0] }] }, a)).status).toBe(403);
  });

  it("fills slots with the recipe's own servings and title, moves one and empties one", async () => {
    const [first, second] = ids as [number, number];
    const [recipe] = await sql<{ servings: number; title: string }>(site, "SELECT (data->>'servings')::int AS servings, title FROM recipes WHERE id = $1", [
      first,
    ]);
    let res = await post(
      "/api/plan/slots",
      {
        changes: [
          { day: WEEK, slot: "dinner", recipeId: first },
          { day: "2026-12-01", slot: "lunch", recipeId: second, servings: 6 },
        ],
      },
      a,
    );
    expect(res.status).toBe(200);
    expect((await week(a)).slots).toEqual([
      { day: WEEK, slot: "dinner", recipeId: first, servings: recipe!.servings, title: recipe!.title },
      expect.objectContaining({ day: "2026-12-01", slot: "lunch", recipeId: second, servings: 6 }),
    ]);
    // A move is two changes in one call: the dish leaves Monday's dinner for Wednesday's breakfast.
    res = await post(
      "/api/plan/slots",
      {
        changes: [
          { day: WEEK, slot: "dinner", recipeId: null },
          { day: "2026-12-02", slot: "breakfast", recipeId: first, servings: 2 },
          { day: "2026-12-01", slot: "lunch", recipeId: null },
        ],
      },
      a,
    );
    expect(res.status).toBe(200);
    expect((await week(a)).slots.map((s) => [s.day, s.slot, s.recipeId, s.servings])).toEqual([["2026-12-02", "breakfast", first, 2]]);
    expect((await week(b)).slots).toEqual([]);
  });

  it("refuses bad input with a clear error and changes nothing", async () => {
    const before = JSON.stringify(await week(a));
    for (const body of [
      { changes: [{ day: "2026-02-30", slot: "lunch", recipeId: ids[0] }] },
      { changes: [{ day: WEEK, slot: "supper", recipeId: ids[0] }] },
      { changes: [{ day: WEEK, slot: "lunch", recipeId: ids[0], servings: 0 }] },
      {
        changes: [
          { day: WEEK, slot: "lunch", recipeId: ids[0] },
          { day: WEEK, slot: "lunch", recipeId: -3 },
        ],
      },
      { changes: [] },
    ]) {
      const res = await post("/api/plan/slots", body, a);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/\w+/);
    }
    expect((await site.fetch("/api/plan?week=next-monday", withCookie(a.cookie))).status).toBe(400);
    expect(JSON.stringify(await week(a))).toBe(before);
  });

  it("merges a signed-out plan at sign-in without replacing the account's own dishes", async () => {
    const [, , third, fourth] = ids as [number, number, number, number];
    const res = await post(
      "/api/plan/merge",
      {
        slots: [
          { day: "2026-12-02", slot: "breakfast", recipeId: third, servings: 4 },
          { day: "2026-12-03", slot: "snack", recipeId: fourth, servings: 3, title: "Browser title" },
        ],
      },
      a,
    );
    expect(await res.json()).toEqual({ ok: true, merged: 1 });
    expect((await week(a)).slots.map((s) => [s.day, s.slot, s.recipeId])).toEqual([
      ["2026-12-02", "breakfast", ids[0]],
      ["2026-12-03", "snack", fourth],
    ]);
  });

  it("repeats last week into this week's empty slots", async () => {
    const next = "2026-12-07";
    await post("/api/plan/slots", { changes: [{ day: "2026-12-09", slot: "breakfast", recipeId: ids[5] }] }, a);
    const res = await post("/api/plan/repeat", { week: next }, a);
    const body = await res.json();
    expect(body.added).toBe(1); // Wednesday's breakfast was already planned; Thursday's snack is copied
    expect(body.slots.map((s: { day: string; slot: string; recipeId: number }) => [s.day, s.slot, s.recipeId])).toEqual([
      ["2026-12-09", "breakfast", ids[5]],
      ["2026-12-10", "snack", ids[3]],
    ]);
  });

  it("suggests a dish for every empty slot it can fill, saved recipes first, none twice in the week", async () => {
    const suggest = async (): Promise<PlanSuggestionsResponse> => (await site.fetch(`/api/plan/suggestions?week=${WEEK}`, withCookie(a.cookie))).json();
    const saved = (await suggest()).suggestions.at(-1)!;
    expect(saved.reason).toBe("in season");
    expect((await post("/api/auth/save-recipe", { recipeId: saved.recipeId }, a)).status).toBe(200);
    const body = await suggest();
    const planned = (await week(a)).slots;
    expect(body.suggestions.length).toBeGreaterThan(10);
    const all = [...planned.map((s) => s.recipeId), ...body.suggestions.map((s) => s.recipeId)];
    expect(new Set(all).size).toBe(all.length);
    expect(body.suggestions.some((s) => planned.some((p) => p.day === s.day && p.slot === s.slot))).toBe(false);
    expect(body.suggestions.find((s) => s.recipeId === saved.recipeId)?.reason).toBe("saved");
  });
});

describe("the shopping list's ticks and items", () => {
  const sync = async (user: TestUser, body: object): Promise<ShoppingListState> =>
    (await post("/api/shopping-list/sync", { week: WEEK, ...body }, user)).json();

  it("keeps the newest change of each line, so an older offline tick never undoes a newer one", async () => {
    await sync(a, { ticks: [{ key: "onion", ticked: true, at: "2026-11-25T10:00:00Z" }] });
    await sync(a, { ticks: [{ key: "onion", ticked: false, at: "2026-11-25T11:00:00Z" }] });
    // a phone that ticked it offline at 10:30 syncs late: the 11:00 untick stays
    const state = await sync(a, {
      ticks: [
        { key: "onion", ticked: true, at: "2026-11-25T10:30:00Z" },
        { key: "paneer", ticked: true, at: "2026-11-25T10:31:00Z" },
      ],
      items: [{ id: "item-1", label: "2 l milk", at: "2026-11-25T10:32:00Z" }],
    });
    expect(state.ticks.map((t) => [t.key, t.ticked])).toEqual([
      ["onion", false],
      ["paneer", true],
    ]);
    expect(state.items).toEqual([{ id: "item-1", label: "2 l milk", deleted: false, at: "2026-11-25T10:32:00.000Z" }]);
    const read: ShoppingListState = await (await site.fetch(`/api/shopping-list?week=${WEEK}`, withCookie(a.cookie))).json();
    expect(read).toEqual(state);
    expect((await (await site.fetch(`/api/shopping-list?week=${WEEK}`, withCookie(b.cookie))).json()).ticks).toEqual([]);
  });

  it("refuses a bad tick without storing any of the batch", async () => {
    const res = await post(
      "/api/shopping-list/sync",
      {
        week: WEEK,
        ticks: [
          { key: "rice", ticked: true, at: "2026-11-25T12:00:00Z" },
          { key: "dal", ticked: "yes", at: "now" },
        ],
      },
      a,
    );
    expect(res.status).toBe(400);
    const [row] = await sql<{ n: number }>(site, "SELECT count(*)::int AS n FROM shopping_list_ticks WHERE line_key = 'rice'");
    expect(row!.n).toBe(0);
  });
});

describe("cooking from what you have", () => {
  const byIngredients = async (have: string): Promise<ByIngredientsResponse> =>
    (await site.fetch(`/api/recipes/by-ingredients?have=${encodeURIComponent(have)}&limit=5`)).json();

  it("ranks Punjabi chole first for chickpeas, spinach, onion and tomato, listing what is missing", async () => {
    const body = await byIngredients("chickpeas, spinach, onion, tomato");
    expect(body.have).toEqual(["chickpea", "spinach", "onion", "tomato"]);
    expect(body.results[0]!.title).toBe("Punjabi Chole (Chickpea Curry)");
    expect(body.results[0]!.missing).toEqual([
      "1 black tea bag",
      "1 tbsp ginger garlic paste",
      "2 tbsp chole masala",
      "1 tsp kashmiri chilli powder",
      "2 tbsp coriander leaves",
    ]);
    expect(body.results[0]!.share).toBeGreaterThan(0.9);
    expect(body.results).toHaveLength(5);
    expect(body.results.every((r) => r.missing.every((m) => !/\bchickpea|\bonion|\bsalt\b/i.test(m)))).toBe(true);
  });

  it("treats Indian and English names alike (besan is gram flour, atta is whole wheat flour)", async () => {
    const [hindi, english] = [await byIngredients("besan"), await byIngredients("gram flour")];
    expect(hindi.results.map((r) => r.id)).toEqual(english.results.map((r) => r.id));
    expect(hindi.results.length).toBeGreaterThan(0);
  });

  it("finds recipes for every ingredient /pantry offers to tap", async () => {
    for (const item of PANTRY_PICKS) expect((await byIngredients(item)).results.length, item).toBeGreaterThan(0);
  });

  it("refuses an empty or oversized request", async () => {
    expect((await site.fetch("/api/recipes/by-ingredients?have=")).status).toBe(400);
    expect((await site.fetch(`/api/recipes/by-ingredients?have=${Array.from({ length: 41 }, (_, i) => `item${i}`).join(",")}`)).status).toBe(400);
    expect((await site.fetch("/api/recipes/by-ingredients?have=rice&limit=500")).status).toBe(400);
  });

  it("counts each account's plan changes and pantry searches: at the limit the next gets 429 and changes nothing, another account is not held back", async () => {
    const [busy, other] = [await signedInUser(site), await signedInUser(site)];
    // The account's earlier calls, written as the limiter stores them (one row each), up to the limit.
    const fill = (rule: { bucket: string; limit: number }) =>
      sql(site, "INSERT INTO rate_limit_events (bucket, key) SELECT $1, $2 FROM generate_series(1, $3::int)", [rule.bucket, hashKey(busy.id), rule.limit]);
    await fill(RATE_LIMITS.planPerAccount);
    const refused = await post("/api/plan/slots", { changes: [{ day: WEEK, slot: "dinner", recipeId: ids[0] }] }, busy);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many plan changes from this account\. /);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Reading the plan counts too, so the refused change is looked for in the table itself.
    expect(await sql(site, "SELECT 1 FROM meal_plan_slots WHERE user_id = $1", [busy.id])).toEqual([]);
    expect((await post("/api/plan/slots", { changes: [{ day: WEEK, slot: "dinner", recipeId: ids[0] }] }, other)).status).toBe(200);

    await fill(RATE_LIMITS.pantryPerAccount);
    const pantry = (user: TestUser) => site.fetch("/api/recipes/by-ingredients?have=rice,onion", withCookie(user.cookie));
    expect((await pantry(busy)).status).toBe(429);
    expect((await pantry(other)).status).toBe(200);
    // Signed out, the pantry search is public like recipe search (no account to count against).
    expect((await site.fetch("/api/recipes/by-ingredients?have=rice,onion")).status).toBe(200);
  });
});
