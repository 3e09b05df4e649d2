import { randomUUID } from "node:crypto";
import { activeProviders, missingConfiguration, runMode } from "../platform/env.ts";
import { store } from "../platform/blobs.ts";
import { query } from "../platform/db.ts";
import { getErrorMessage } from "../../shared/common/errors.ts";

type Check = "ok" | "error";

async function check(fn: () => Promise<unknown>): Promise<{ status: Check; detail?: string; ms: number }> {
  const t = performance.now();
  try {
    await fn();
    return { status: "ok", ms: Math.round(performance.now() - t) };
  } catch (err) {
    console.error("[health]", getErrorMessage(err));
    return { status: "error", detail: "unreachable", ms: Math.round(performance.now() - t) };
  }
}

/**
 * GET /api/health: the database, Blobs, the active provider of each concern (docs/architecture.md#providers) and, by name, the
 * variables this mode needs and lacks: "degraded" (503) while any is missing or a store is down.
 */
export async function healthReport() {
  let recipes: number | undefined;
  const [database, blobs] = await Promise.all([
    check(async () => {
      const [row] = await query<{ n: number }>("SELECT count(*)::int AS n FROM recipes");
      recipes = row?.n;
    }),
    check(async () => {
      // A key of its own per check: parallel checks writing one key would read each other's stamps.
      const s = store("health");
      const key = `probe-${randomUUID()}`;
      const stamp = new Date().toISOString();
      await s.set(key, stamp);
      const seen = await s.get(key, { type: "text" });
      await s.delete(key);
      if (seen !== stamp) throw new Error("Blobs read did not see the write");
    }),
  ]);
  const missing = missingConfiguration();
  const ok = database.status === "ok" && blobs.status === "ok" && missing.length === 0;
  return {
    ok,
    status: ok ? "ok" : "degraded",
    database: database.status,
    blobs: blobs.status,
    latencyMs: { database: database.ms, blobs: blobs.ms },
    catalog: { recipes: recipes ?? null },
    mode: runMode(),
    providers: activeProviders(),
    missing,
    time: new Date().toISOString(),
  };
}
