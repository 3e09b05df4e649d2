// Databases that live for one run: a new database on a PostgreSQL server, dropped afterwards, or an
// in-memory PGlite (the local server's engine). The integration tests and the search benchmark use them.
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import pg from "pg";
import { NetlifyDB } from "@netlify/database-dev";
import { tuneGateway } from "./embedded-gateway.ts";

export type ThrowawayDatabase = { url: string; drop: () => Promise<void> };

/** The PostgreSQL at TEST_DATABASE_URL (or 127.0.0.1:5432) when one answers within 1.5 s, else null (the benches then skip it). */
export async function answeringPostgresUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.end();
    return url;
  } catch {
    return null;
  }
}

/** A new, empty database named `<prefix>_<random hex>` on the server of `adminUrl`; drop() removes it. */
export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** An empty in-memory PGlite behind a local PostgreSQL wire server; drop() stops it. */
export async function startMemoryDatabase(): Promise<ThrowawayDatabase> {
  const db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  tuneGateway(db);
  return { url, drop: () => db.stop() };
}

/**
 * A PGlite folder that is migrated and seeded once, for a whole test run (docs/testing.md): each test file
 * or test server then starts from a copy instead of migrating and seeding its own (seconds each).
 */
export async function buildSeededTemplate(parent: string): Promise<ThrowawayDatabase & { dir: string }> {
  const dir = await mkdtemp(join(parent, "db-template-"));
  const db = new NetlifyDB({ directory: dir, logger: () => {} });
  const url = await db.start();
  const { migrateAndSeed } = await import("./migrate.ts");
  await migrateAndSeed(url);
  await db.stop();
  return { dir, url, drop: () => rm(dir, { recursive: true, force: true }) };
}

/** A PGlite on its own copy of a template folder (see buildSeededTemplate); drop() stops it and removes the copy. */
export async function startDatabaseFromTemplate(template: string): Promise<ThrowawayDatabase> {
  const dir = await mkdtemp(join(dirname(template), "db-"));
  await cp(template, dir, { recursive: true });
  const db = new NetlifyDB({ directory: dir, logger: () => {} });
  const url = await db.start();
  tuneGateway(db);
  return {
    url,
    drop: async () => {
      await db.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
