import { AsyncLocalStorage } from "node:async_hooks";
import { getDatabase, type DatabaseConnection } from "@netlify/database";
import type { PoolClient } from "pg";
import { HttpError } from "../http/http-error.ts";

process.env.PGUSER ??= "postgres"; // pg takes the user from $PGUSER/$USER; CI containers often have neither

// Time-outs (docs/decisions/0014-reliability-round-two.md): a database that refuses, drops or never
// answers must cost a request a 503 within 5 s, never a hang. A new connection is waited for at most
// 3 s; a statement's answer at most 4 s, except where a caller gives its own (the catalog seed after a
// deploy: LONG_QUERY_MS; a wait on a lock: LOCK_WAIT_MS).
export const CONNECT_TIMEOUT_MS = 3000;
export const QUERY_TIMEOUT_MS = 4000;
export const LONG_QUERY_MS = 120_000;
/** For a statement that waits its turn on a lock (a burst on one rate-limit key queues there by design). */
export const LOCK_WAIT_MS = 15_000;

type ClientClass = new (config: Record<string, unknown>) => object;

// One pool per function instance, created lazily so importing this file never throws without a URL.
let conn: DatabaseConnection | undefined;
export const db = () => {
  if (!conn) {
    conn = getDatabase();
    // Both pools (pg's and Neon's) create each client as new pool.Client(pool.options). The connect
    // time-out goes on the client only: as a pool option it would also bound the wait for a free client,
    // and a burst (thirty sign-ins at once) would get 503s from a database that is up.
    const p = conn.pool as unknown as { Client: ClientClass; options: Record<string, unknown> };
    const Base = p.Client;
    p.Client = class extends Base {
      constructor(config: Record<string, unknown>) {
        super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      }
    };
    p.options.query_timeout ??= QUERY_TIMEOUT_MS;
    // An idle pooled connection can be closed by the server (restart, failover, scale to zero). pg
    // reports that as an 'error' event on the pool, which would crash the process if unhandled; the
    // pool drops that client and opens a new one on the next query.
    (conn.pool as unknown as NodeJS.EventEmitter).on("error", (err: Error) => console.warn(`[db] idle connection closed: ${err.message}`));
  }
  return conn;
};

export async function closeDb() {
  await conn?.pool.end();
  conn = undefined;
  embedded = undefined;
}

type Pool = { query: (t: string, p?: unknown[]) => Promise<{ rows: unknown[] }>; connect: () => Promise<unknown> };
const pool = () => db().pool as unknown as Pool;

// The embedded engine (PGlite behind @netlify/database-dev, used by `npm start`, `npm run dev` and the
// tests) serves every connection from ONE session, so concurrent requests would run inside each
// other's transactions (no isolation, row locks or advisory locks). On it, all access goes through one
// queue: a transaction owns the session from BEGIN to COMMIT and single statements wait their turn.
// PostgreSQL (and Neon on Netlify) keeps its real pool and isolation. See docs/decisions/0008.
let embedded: Promise<boolean> | undefined;
const isEmbedded = () =>
  (embedded ??= pool()
    .query("SELECT version() AS v")
    .then(({ rows }) => /emscripten|emcc/i.test(String((rows[0] as { v?: string } | undefined)?.v ?? "")))
    .catch((err: unknown) => {
      embedded = undefined; // database not reachable yet: ask again next time
      throw err;
    }));

let queueTail: Promise<unknown> = Promise.resolve();
// Marks the code running while it owns the queue, so a query it makes itself does not wait for itself.
const owner = new AsyncLocalStorage<{ active: boolean }>();

// The queue is bounded: a turn that would wait behind this many others is refused at once (503 with
// Retry-After) instead of queueing for seconds, so a burst sheds load rather than making every request
// slow (docs/decisions/0013-search-that-stays-flat.md). EMBEDDED_DB_QUEUE_LIMIT overrides it (tests).
const DEFAULT_QUEUE_LIMIT = 64;
let waiting = 0;
const queueLimit = () => {
  const n = Number(process.env.EMBEDDED_DB_QUEUE_LIMIT);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_QUEUE_LIMIT;
};

/** The embedded database's queue is full: the request is refused before it waits. */
export class DatabaseBusy extends HttpError {
  constructor() {
    super(503, "The server is busy. Please try again in a moment.", undefined, { "retry-after": "1" });
  }
}

/** How many turns wait on the embedded engine's queue now (0 on PostgreSQL). */
export const queueDepth = () => waiting;

/** Runs fn alone on the embedded engine (FIFO); on PostgreSQL it just runs fn. */
export async function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  if (owner.getStore()?.active || !(await isEmbedded())) return fn();
  if (waiting >= queueLimit()) throw new DatabaseBusy();
  waiting++;
  const turn = { active: true };
  const run = queueTail
    .then(() => {
      waiting--;
      return owner.run(turn, fn);
    })
    .finally(() => (turn.active = false));
  queueTail = run.catch(() => undefined);
  return run;
}

/** Runs a parameterised query on the pool (pg-compatible locally and on Netlify). */
export async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return exclusive(async () => (await pool().query(text, params)).rows as T[]);
}

/** Runs fn with one pooled client of its own (released after), e.g. for a session-level advisory lock. */
export async function withClient<T>(fn: (client: PoolClient) => Promise<T>): Promise<T> {
  return exclusive(async () => {
    const client = (await pool().connect()) as PoolClient;
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  });
}

// db.pool is pg.Pool locally and a Neon Pool in production; both hand out pg-compatible clients.
export async function withTransaction<T>(fn: (tx: PoolClient) => Promise<T>): Promise<T> {
  return withClient(async (client) => {
    try {
      await client.query("BEGIN");
      const result = await fn(client);
      await client.query("COMMIT");
      return result;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw err;
    }
  });
}
