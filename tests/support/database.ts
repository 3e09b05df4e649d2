import { migrateAndSeed } from "../../scripts/lib/migrate.ts";
import { createPostgresDatabase, startDatabaseFromTemplate, startMemoryDatabase } from "../../scripts/lib/throwaway-database.ts";

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
    const db = await createPostgresDatabase(admin, `t_${Date.now()}`);
    await migrateAndSeed(db.url);
    return { kind: "postgres", url: db.url, stop: db.drop };
  }
  // The run's seeded template (tests/support/database-template.ts) when there is one.
  const template = process.env.TEST_DB_TEMPLATE;
  if (template) {
    const db = await startDatabaseFromTemplate(template);
    return { kind: "pglite", url: db.url, stop: db.drop };
  }
  const db = await startMemoryDatabase();
  await migrateAndSeed(db.url);
  return { kind: "pglite", url: db.url, stop: db.drop };
}
