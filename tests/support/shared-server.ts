// Vitest global set-up for the browser project: one local server for the test files that only read
// (pages, listings, recipe pages; no accounts, likes or saves, no env of their own), started once per
// run instead of once per file (about 5 s of CPU each; docs/testing.md). It runs after
// database-template.ts, so its database is a copy of the run's template like every other server's.
// Files reach it through browserSuite(SHARED_SERVER, ...), which reads its address with inject().
import type { TestProject } from "vitest/node";
import { startLocalServer } from "../../scripts/lib/local-server.ts";

/** The port of the shared server (moved by PORT_OFFSET like every other test port). */
export const SHARED_SERVER_PORT = 8900;

declare module "vitest" {
  export interface ProvidedContext {
    sharedServerBase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startLocalServer({ port: SHARED_SERVER_PORT, args: ["--lazy-functions"] });
  project.provide("sharedServerBase", server.base);
  return () => server.stop();
}
