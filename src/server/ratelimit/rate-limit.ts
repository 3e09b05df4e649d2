import { createHash } from "node:crypto";
import type { QueryConfig } from "pg";
import { LOCK_WAIT_MS, query, withTransaction } from "../platform/db.ts";
import { HttpError } from "../http/http-error.ts";
import type { RateLimit } from "./limits.ts";

type Queryable = <T>(text: string, params?: unknown[]) => Promise<T[]>;

// Keys are hashed so no raw IP address or email is kept in the counters table.
export const hashKey = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 32);

/**
 * Seconds until one more event fits in the window, or 0 when it fits now. Counts the events of the
 * rolling window; when at the limit, waits for the limit-th newest event to leave the window.
 */
export async function retryAfterSeconds(rule: RateLimit, key: string, q: Queryable = query): Promise<number> {
  const rows = await q<{ at: Date; n: number }>(
    `SELECT at, count(*) OVER ()::int AS n FROM rate_limit_events
      WHERE bucket = $1 AND key = $2 AND at > now() - make_interval(secs => $3)
      ORDER BY at DESC LIMIT $4`,
    [rule.bucket, hashKey(key), rule.windowSeconds, rule.limit],
  );
  if (rows.length === 0 || rows[0]!.n < rule.limit) return 0;
  const oldestCounted = rows[rows.length - 1]!.at;
  const [now] = await q<{ now: Date }>("SELECT now() AS now");
  const waitMs = new Date(oldestCounted).getTime() + rule.windowSeconds * 1000 - new Date(now!.now).getTime();
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** Records one event (and forgets this key's events that left the window); answers the event's id. */
export async function recordEvent(rule: RateLimit, key: string, q: Queryable = query): Promise<string> {
  const hashed = hashKey(key);
  const [row] = await q<{ id: string }>("INSERT INTO rate_limit_events (bucket, key) VALUES ($1, $2) RETURNING id", [rule.bucket, hashed]);
  await q("DELETE FROM rate_limit_events WHERE bucket = $1 AND key = $2 AND at <= now() - make_interval(secs => $3)", [
    rule.bucket,
    hashed,
    rule.windowSeconds,
  ]);
  // Now and then, sweep every bucket's stale rows (the longest window is one hour).
  if (Math.random() < 0.01) await q("DELETE FROM rate_limit_events WHERE at < now() - interval '1 day'");
  return row!.id;
}

/** Forgets a key's events (e.g. the failed sign-ins of an account once it signs in). */
export async function resetEvents(rule: RateLimit, key: string, q: Queryable = query): Promise<void> {
  await q("DELETE FROM rate_limit_events WHERE bucket = $1 AND key = $2", [rule.bucket, hashKey(key)]);
}

/** "Try again in 12 minutes." for a wait in seconds. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Throws 429 with Retry-After when the key has used up its window. */
export async function assertUnderLimit(rule: RateLimit, key: string, message: string): Promise<void> {
  const wait = await retryAfterSeconds(rule, key);
  if (wait > 0) throw new HttpError(429, `${message} ${describeWait(wait)}`, undefined, { "retry-after": String(wait) });
}

export type Reservation = { rule: RateLimit; key: string };

/**
 * Takes one event under every rule at once, or none: 429 with Retry-After when any of them is used
 * up. Check and record happen in one transaction under advisory locks on each (bucket, key), so a
 * burst of parallel requests cannot all pass the check before any of them is recorded. Answers a
 * give-back that removes the events taken (e.g. a sign-in whose password was right).
 */
export async function reserve(rules: Reservation[], message: string): Promise<() => Promise<void>> {
  const taken = await withTransaction(async (tx) => {
    const q: Queryable = async <T>(text: string, params?: unknown[]) => (await tx.query(text, params)).rows as T[];
    // Locks in one order, so two reservations over the same keys cannot deadlock.
    const locks = [...new Set(rules.map(({ rule, key }) => `${rule.bucket}:${hashKey(key)}`))].sort();
    // A burst on one key queues here by design, so this wait may outlast an ordinary statement's time-out.
    for (const lock of locks)
      await tx.query({ text: "SELECT pg_advisory_xact_lock(hashtext($1))", values: [lock], query_timeout: LOCK_WAIT_MS } as QueryConfig);
    let wait = 0;
    for (const { rule, key } of rules) wait = Math.max(wait, await retryAfterSeconds(rule, key, q));
    if (wait > 0) return { wait, ids: [] };
    const ids: string[] = [];
    for (const { rule, key } of rules) ids.push(await recordEvent(rule, key, q));
    return { wait: 0, ids };
  });
  if (taken.wait > 0) throw new HttpError(429, `${message} ${describeWait(taken.wait)}`, undefined, { "retry-after": String(taken.wait) });
  return async () => {
    await query("DELETE FROM rate_limit_events WHERE id = ANY($1::bigint[])", [taken.ids]);
  };
}

/** Counts this event and refuses it (429) when it goes over the limit: for calls counted on every use. */
export async function consume(rule: RateLimit, key: string, message: string): Promise<void> {
  await reserve([{ rule, key }], message);
}
