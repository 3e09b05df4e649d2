// Vitest global setup for the integration and browser projects: migrate and seed one PGlite folder per
// run and hand its path to every test file and test server through TEST_DB_TEMPLATE (docs/testing.md).
// Each copy is made beside the template, in one run folder that the teardown removes whole, so a test
// server killed before its own clean-up leaves nothing behind.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSeededTemplate } from "../../scripts/lib/throwaway-database.ts";

export default async function setup(): Promise<(() => Promise<void>) | void> {
  process.env.PGUSER ??= "postgres";
  // A caller's own template is used as is; the PostgreSQL pass (TEST_DB_KIND=postgres) needs none.
  if (process.env.TEST_DB_TEMPLATE || process.env.TEST_DB_KIND === "postgres") return;
  // tmpfs where there is one: the copies are written and read as fast as an in-memory database.
  const runDir = await mkdtemp(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "masala-tests-"));
  const template = await buildSeededTemplate(runDir);
  process.env.TEST_DB_TEMPLATE = template.dir;
  return async () => {
    delete process.env.TEST_DB_TEMPLATE;
    await rm(runDir, { recursive: true, force: true });
  };
}
