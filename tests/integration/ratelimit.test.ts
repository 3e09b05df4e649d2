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
