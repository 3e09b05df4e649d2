import { query } from "../platform/db.ts";
import { HttpError } from "../http/http-error.ts";
import type { RateLimit } from "./limits.ts";
import { describeWait, hashKey, retryAfterSeconds } from "./rate-limit.ts";

type KeyState = {
  known: number; // the shared window's count at the last write, this instance's writes included
  inFlight: number; // events being written now
  pending: number; // events counted here and not written yet
  lastWrite: number;
  writing?: Promise<void>;
  firstRead?: Promise<void>; // the shared count, read once before this instance's first event for the key
  timer?: ReturnType<typeof setTimeout>;
  blockedUntil: number;
};

const MAX_KEYS = 10_000;

/**
 * A rate limit for calls too frequent to spend a transaction on each (recipe searches): events are
 * counted in the instance and written to the shared table (rate_limit_events, so every instance sees
 * them) in batches of `batch`, or after `flushMs`. An instance reads the shared count before its first
 * event for a key, and again (after writing what it holds) before a call would pass the limit, so one
 * instance never lets more than `limit` through; several together may overshoot by what the others
 * hold unwritten: under `batch` events, or one second's, each.
 * See docs/decisions/0013-search-that-stays-flat.md.
 */
export class BatchedLimit {
  private keys = new Map<string, KeyState>();

  constructor(
    private readonly rule: RateLimit,
    private readonly message: string,
    private readonly batch = 25,
    private readonly flushMs = 1000,
  ) {}

  async consume(key: string): Promise<void> {
    const s = this.state(key);
    if (s.blockedUntil > Date.now()) this.refuse(Math.ceil((s.blockedUntil - Date.now()) / 1000));
    await (s.firstRead ??= this.write(key, s).catch((err: unknown) => {
      s.firstRead = undefined;
      throw err;
    }));
    if (s.known + s.inFlight + s.pending + 1 > this.rule.limit) {
      await this.write(key, s);
      if (s.known + s.inFlight + s.pending + 1 > this.rule.limit) {
        const wait = Math.max(1, await retryAfterSeconds(this.rule, key));
        s.blockedUntil = Date.now() + wait * 1000;
        this.refuse(wait);
      }
    }
    s.pending++;
    if (s.pending >= this.batch || Date.now() - s.lastWrite >= this.flushMs) this.writeLater(key, s, 0);
    else this.writeLater(key, s, this.flushMs);
  }

  /** Writes every key's pending events now (tests; a process about to stop). */
  async flushAll(): Promise<void> {
    await Promise.all([...this.keys].map(([key, s]) => this.write(key, s)));
  }

  private refuse(wait: number): never {
    throw new HttpError(429, `${this.message} ${describeWait(wait)}`, undefined, { "retry-after": String(wait) });
  }

  private state(key: string): KeyState {
    let s = this.keys.get(key);
    if (!s) {
      s = { known: 0, inFlight: 0, pending: 0, lastWrite: 0, blockedUntil: 0 };
      this.keys.set(key, s);
      if (this.keys.size > MAX_KEYS) {
        // Forget the oldest keys with nothing left to write: their count is in the table.
        for (const [k, old] of this.keys) {
          if (this.keys.size <= MAX_KEYS * 0.9) break;
          if (!old.pending && !old.inFlight && !old.timer && old !== s) this.keys.delete(k);
        }
      }
    }
    return s;
  }

  private writeLater(key: string, s: KeyState, delayMs: number) {
    if (s.timer) {
      if (delayMs > 0) return;
      clearTimeout(s.timer);
    }
    s.timer = setTimeout(() => {
      s.timer = undefined;
      this.write(key, s).catch((err: unknown) => console.warn(`[ratelimit] ${this.rule.bucket}: could not write counted events: ${(err as Error).message}`));
    }, delayMs);
    s.timer.unref?.();
  }

  /** Writes the pending events (one statement) and reads the shared count of the window. */
  private async write(key: string, s: KeyState): Promise<void> {
    while (s.writing) await s.writing;
    const n = s.pending;
    s.pending = 0;
    s.inFlight = n;
    s.writing = (async () => {
      try {
        const [row] = await query<{ n: number }>(
          `WITH gone AS (DELETE FROM rate_limit_events WHERE bucket = $1 AND key = $2 AND at <= now() - make_interval(secs => $3)),
                added AS (INSERT INTO rate_limit_events (bucket, key) SELECT $1, $2 FROM generate_series(1, $4::int) RETURNING 1)
           SELECT (SELECT count(*) FROM rate_limit_events WHERE bucket = $1 AND key = $2 AND at > now() - make_interval(secs => $3))::int
                + (SELECT count(*) FROM added)::int AS n`,
          [this.rule.bucket, hashKey(key), this.rule.windowSeconds, n],
        );
        s.known = row!.n;
      } catch (err) {
        s.pending += n; // counted again with the next write
        throw err;
      } finally {
        s.inFlight = 0;
        s.lastWrite = Date.now();
        s.writing = undefined;
      }
    })();
    await s.writing;
  }
}
