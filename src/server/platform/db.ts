import { getDatabase, type DatabaseConnection } from "@netlify/database";
import type { PoolClient } from "pg";

process.env.PGUSER ??= "postgres"; // pg takes the user from $PGUSER/$USER; CI containers often have neither

// One pool per function instance, created lazily so importing this file never throws without a URL.
let conn: DatabaseConnection | undefined;
export const db = () => {
  if (!conn) {
    conn = getDatabase();
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
}

/** Runs a parameterised query on the pool (pg-compatible locally and on Netlify). */
export async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const pool = db().pool as unknown as { query: (t: string, p: unknown[]) => Promise<{ rows: T[] }> };
  return (await pool.query(text, params)).rows;
}

// db.pool is pg.Pool locally and a Neon Pool in production; both hand out pg-compatible clients.
export async function withTransaction<T>(fn: (tx: PoolClient) => Promise<T>): Promise<T> {
  const client = (await db().pool.connect()) as PoolClient;
  try {
    await client.query("BEGIN");
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
