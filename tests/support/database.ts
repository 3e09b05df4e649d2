import { randomBytes } from "node:crypto";
import pg from "pg";
import { NetlifyDB } from "@netlify/database-dev";
import { migrateAndSeed } from "../../scripts/lib/migrate.ts";

process.env.PGUSER ??= "postgres";

export type TestDatabase = { kind: "pglite" | "postgres"; url: string; stop: () => Promise<void> };

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite by default, or a new
 * database on the real PostgreSQL of TEST_DATABASE_URL when TEST_DB_KIND=postgres (dropped at stop).
 */
export async function startTestDatabase(kind = process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite"): Promise<TestDatabase> {
  if (kind === "postgres") {
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
    const name = `t_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    await migrateAndSeed(url.toString());
    return {
      kind: "postgres",
      url: url.toString(),
      async stop() {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  await migrateAndSeed(url);
  return { kind: "pglite", url, stop: () => db.stop() };
}
