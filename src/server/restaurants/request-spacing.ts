// At most one request per interval to a service, across all function instances (docs/architecture.md#providers: Nominatim's
// usage policy allows 1 request/s). The schedule lives in Postgres (upstream_slots): each caller reserves
// the next free start time in one atomic upsert (the row lock orders parallel callers), then waits for it.
import { query } from "../platform/db.ts";

export class SpacingQueueFull extends Error {}

/**
 * Reserves the next start time for `service` and sleeps until it. Refuses (SpacingQueueFull) when the
 * queue is already longer than `maxWaitMs`, so a burst never makes a visitor wait for long and an
 * unused reservation is never made.
 */
export async function waitForSlot(service: string, intervalMs: number, maxWaitMs: number): Promise<void> {
  const rows = await query<{ wait_ms: number }>(
    `INSERT INTO upstream_slots AS s (service, next_at) VALUES ($1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
     ON CONFLICT (service) DO UPDATE
       SET next_at = greatest(s.next_at, clock_timestamp()) + make_interval(secs => $2::float8 / 1000)
       WHERE greatest(s.next_at, clock_timestamp()) < clock_timestamp() + make_interval(secs => $3::float8 / 1000)
     RETURNING greatest(0, extract(epoch FROM (s.next_at - make_interval(secs => $2::float8 / 1000) - clock_timestamp())) * 1000)::float8 AS wait_ms`,
    [service, intervalMs, maxWaitMs],
  );
  const row = rows[0];
  if (!row) throw new SpacingQueueFull(`${service}: too many requests queued`);
  if (row.wait_ms > 0) await new Promise((r) => setTimeout(r, row.wait_ms));
}
