// Rate limits hold under a burst: check and record are one step, so parallel requests cannot overshoot.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  process.env.NETLIFY_DB_URL = db.url;
  process.env.NETLIFY_DB_DRIVER = "server";
});
afterAll(async () => {
  const { closeDb } = await import("../../src/server/platform/db.ts");
  await closeDb();
  await db?.stop();
});

// Runs on both engines: PostgreSQL by its advisory lock, the embedded PGlite (one shared session) by
// the queue in db.ts that gives each transaction the session alone.
it("lets exactly `limit` of 20 parallel requests through and answers the rest 429 with Retry-After", async () => {
  const { consume } = await import("../../src/server/ratelimit/rate-limit.ts");
  const rule = { bucket: "test-burst", limit: 3, windowSeconds: 600 };
  const results = await Promise.allSettled(Array.from({ length: 20 }, () => consume(rule, "203.0.113.9", "Too many.")));
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason);
  expect(refused).toHaveLength(17);
  for (const err of refused) {
    expect(err.status).toBe(429);
    expect(Number(err.headers["retry-after"])).toBeGreaterThan(500);
  }
  // Another key is not affected.
  await expect(consume(rule, "198.51.100.1", "Too many.")).resolves.toBeUndefined();
});

// Recipe searches are counted in batches (src/server/ratelimit/batched-limit.ts): still exactly `limit`
// through one instance, also in parallel, and the count is shared through the table.
it("a batched limit lets exactly `limit` through, in parallel too, and shares its count with other instances", async () => {
  const { BatchedLimit } = await import("../../src/server/ratelimit/batched-limit.ts");
  const { query } = await import("../../src/server/platform/db.ts");
  const rule = { bucket: "test-batched", limit: 30, windowSeconds: 600 };
  const one = new BatchedLimit(rule, "Too many searches.", 5, 60_000);
  const results = await Promise.allSettled(Array.from({ length: 45 }, () => one.consume("203.0.113.20")));
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(30);
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason);
  expect(refused).toHaveLength(15);
  for (const err of refused) {
    expect(err.status).toBe(429);
    expect(err.message).toMatch(/^Too many searches\. Try again in \d+ minutes?\.$/);
    expect(Number(err.headers["retry-after"])).toBeGreaterThan(500);
  }
  await one.flushAll();
  const [row] = await query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit_events WHERE bucket = 'test-batched'");
  expect(row!.n).toBe(30); // every counted search is in the shared table
  // A second instance (a new BatchedLimit) reads the shared count before passing the limit.
  const other = new BatchedLimit(rule, "Too many searches.", 5, 60_000);
  await expect(other.consume("203.0.113.20")).rejects.toMatchObject({ status: 429 });
  // Another address has its own count; fewer than a batch are written within flushMs.
  const quick = new BatchedLimit(rule, "Too many searches.", 5, 50);
  for (let i = 0; i < 3; i++) await quick.consume("198.51.100.20");
  await new Promise((r) => setTimeout(r, 300));
  const [other2] = await query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit_events WHERE bucket = 'test-batched'");
  expect(other2!.n).toBe(33);
});
