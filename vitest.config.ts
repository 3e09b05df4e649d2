import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./tests/support/sequencer.ts";

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: "unit",
          // Tests run locally and say so (src/server/platform/mode.ts); without it the mode is production.
          env: { RUN_MODE: "dev" },
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/content/**/*.test.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          // Unit files share no state worth a fresh process each: one set of worker threads runs them all
          // (56 s -> 16 s on this 2-core machine; docs/testing.md).
          pool: "threads",
          isolate: false,
        },
      },
      {
        test: {
          name: "integration",
          env: { RUN_MODE: "dev" },
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/database-template.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file has its own process, database and Blobs store (tests/support/netlify.ts), so files
          // run side by side; two at a time suits a 2-core machine.
          fileParallelism: true,
          maxWorkers: 2,
          // Worker threads start faster than processes (225 s -> 195 s); each still has its own modules and
          // its own copy of process.env.
          pool: "threads",
        },
      },
      {
        test: {
          // The production-mode run (docs/decisions/0021-production-mode-test-run.md): no RUN_MODE here, the
          // bundles take their mode from the deploy context of each request.
          name: "deploy",
          include: ["tests/deploy/**/*.deploy.test.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          // The template first: the shared server of the read-only files starts on a copy of it.
          globalSetup: ["tests/support/database-template.ts", "tests/support/shared-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll gives up after 1 s by default: on a loaded 2-core machine a reload, its hydration and
          // one API call can take longer. A poll waits as long as a locator would.
          expect: { poll: { timeout: 15_000 } },
          // Each file has its own browser profile, and its own server (port and database) unless it only
          // reads, and then shares the run's one server (tests/support/shared-server.ts); the tests wait for
          // state, never for time: two files run side by side (a third gained nothing: docs/testing.md).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
