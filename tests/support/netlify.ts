import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import { afterAll, beforeAll } from "vitest";
import { startTestDatabase, type TestDatabase } from "./database.ts";
import { createFunctionRouter } from "../../scripts/lib/function-router.ts";

export const BASE = "http://localhost:8888";

export type TestSite = {
  db: TestDatabase;
  /**
   * Sends a real Request to the functions, routed by their config.path. `from` is the client address
   * the platform reports (as Netlify or the local server would, from the connection), 203.0.113.7 by default.
   */
  fetch: (path: string, init?: RequestInit, client?: { from?: string }) => Promise<Response>;
  /** A GET whose answer is JSON: its status and parsed body. */
  getJson: (path: string) => Promise<JsonAnswer>;
  /**
   * Direct SQL on the site's database, for setting up and checking rows. On the embedded database it takes
   * its turn on the functions' own queue: PGlite serves every connection from one session, so a statement
   * from a connection of its own could interleave with one the site is still running
   * (docs/decisions/0013-search-that-stays-flat.md).
   */
  sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  stop: () => Promise<void>;
};

// The body is whatever the function answered (untyped, as res.json() gives it); each test reads the fields it checks.
export type JsonAnswer = { status: number; body: Awaited<ReturnType<Response["json"]>> };

export type TestSiteOptions = {
  env?: Record<string, string>;
  /** The deploy context the functions are given (context.deploy.context); "dev" by default. */
  deployContext?: "production" | "deploy-preview" | "branch-deploy" | "dev";
};

/**
 * The site's functions with a fresh database and a fresh Blobs store: one per test file.
 * The functions are routed as the local server routes them, with warm modules (the bundles as a deploy
 * runs them: tests/deploy).
 * `env` is set before the functions load (e.g. a fake upstream's URL).
 */
export async function startTestSite(opts: TestSiteOptions = {}): Promise<TestSite> {
  const db = await startTestDatabase();
  process.env.NETLIFY_DB_URL = db.url;
  process.env.NETLIFY_DB_DRIVER = "server";
  process.env.DEV_OUTBOX = "1"; // the tests stand in for the local server, which enables the outbox
  process.env.RUN_MODE = "dev"; // and say so explicitly (src/server/platform/mode.ts)
  // The local server always has an admin password (it prints a generated one); a site that stands for a
  // deploy (deployContext) gets only what the test gives it.
  if (!opts.deployContext) process.env.ADMIN_PASSWORD ??= "local-test-admin-password-0042";
  Object.assign(process.env, opts.env ?? {});

  const blobsDir = await mkdtemp(join(tmpdir(), "blobs-"));
  const blobs = new BlobsServer({ directory: blobsDir, token: "test" });
  const { port } = await blobs.start();
  const blobsUrl = `http://localhost:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ edgeURL: blobsUrl, uncachedEdgeURL: blobsUrl, token: "test", siteID: "test-site" }),
  ).toString("base64");

  const router = await createFunctionRouter(BASE, opts.deployContext ?? "dev");
  const send = (req: Request, ip: string) => router.handle(req, ip);
  const stopFunctions = async () => {
    const { closeDb } = await import("../../src/server/platform/db.ts");
    await closeDb();
  };

  const fetch: TestSite["fetch"] = async (path, init = {}, client = {}) => {
    const res = await send(new Request(new URL(path, BASE), init), client.from ?? "203.0.113.7");
    if (!res) throw new Error(`no function answered ${path}`);
    return res;
  };
  const sql: TestSite["sql"] = async (text, params = []) => {
    const { withClient } = await import("../../src/server/platform/db.ts");
    return withClient(async (client) => (await client.query(text, params)).rows);
  };
  return {
    db,
    fetch,
    async getJson(path) {
      const res = await fetch(path);
      return { status: res.status, body: await res.json() };
    },
    sql,
    async stop() {
      await stopFunctions();
      await blobs.stop();
      await rm(blobsDir, { recursive: true, force: true });
      await db.stop();
    },
  };
}

/**
 * The test file's site: started before its first test and stopped after its last. Call it at the top level
 * of the file; what it returns reaches the site once the tests run.
 */
export function setUpTestSite(opts: TestSiteOptions = {}): TestSite {
  let started: TestSite | undefined;
  beforeAll(async () => {
    started = await startTestSite(opts);
  });
  afterAll(async () => started?.stop());
  const site = () => {
    if (!started) throw new Error("the test site is not running: use it inside a test or a hook after setUpTestSite's");
    return started;
  };
  return {
    get db() {
      return site().db;
    },
    fetch: (path, init, client) => site().fetch(path, init, client),
    getJson: (path) => site().getJson(path),
    sql: <T>(text: string, params?: unknown[]) => site().sql<T>(text, params),
    stop: () => site().stop(),
  };
}

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});
