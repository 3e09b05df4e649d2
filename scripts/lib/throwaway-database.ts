// Databases that live for one run: a new database on a PostgreSQL server, dropped afterwards, or an
// in-memory PGlite (the local server's engine). The integration tests and the search benchmark use them.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { NetlifyDB } from "@netlify/database-dev";
import { tuneGateway } from "./embedded-gateway.ts";

export type ThrowawayDatabase = { url: string; drop: () => Promise<void> };

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

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
