import { join } from "node:path";
import pg from "pg";
import type { SQLExecutor } from "@netlify/database-dev";

export const MIGRATIONS_DIR = join(process.cwd(), "netlify", "database", "migrations");

/**
 * Applies netlify/database/migrations in order, each once (tracked in netlify.migrations, the same
 * table Netlify's deploys use), then loads the recipe catalog. Used by the local server, `npm run dev`,
 * the tests and `npm run db:migrate` for a self-hosted PostgreSQL.
 */
export async function migrateAndSeed(connectionString: string): Promise<string> {
  return migrate(connectionString, { seed: true });
}

/** Applies the migrations only, as a Netlify deploy does (the functions then load the catalog at first use). */
export const applyMigrationsOnly = (connectionString: string) => migrate(connectionString, { seed: false });

async function migrate(connectionString: string, { seed }: { seed: boolean }): Promise<string> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const exec: SQLExecutor = {
      exec: (sql) => client.query(sql),
      query: async (sql, params) => client.query(sql, params as unknown[]) as never,
      async transaction(fn) {
        await client.query("BEGIN");
        try {
          const r = await fn(exec);
          await client.query("COMMIT");
          return r;
        } catch (e) {
          await client.query("ROLLBACK");
          throw e;
        }
      },
    };
    // Loaded when migrations run (once per test run, for the template), not with every module that imports this one.
    const { applyMigrations } = await import("@netlify/database-dev");
    const applied = await applyMigrations(exec, MIGRATIONS_DIR);
    const migrations = `migrations applied: ${applied.join(", ") || "(none pending)"}`;
    if (!seed) return migrations;
    const { seedCatalog } = await import("../../src/server/recipes/seed.ts");
    const seeded = await seedCatalog((text, params) => client.query(text, params).then((r) => r.rows));
    return `${migrations}; catalog: ${seeded}`;
  } finally {
    await client.end();
  }
}
