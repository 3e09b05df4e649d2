// Before the page build: the sections of /weekly, /monthly, /seasonal and /daily for the build's date,
// found by the server's own search on a throwaway in-memory database seeded with the catalog, so the
// prerendered pages hold the recipes the API gives that day (docs/architecture.md#shape). Written to
// node_modules/.cache/time-pages.json, which the four routes' loaders read (src/build/time-pages.server.ts).
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { startMemoryDatabase } from "./lib/throwaway-database.ts";
import { migrateAndSeed } from "./lib/migrate.ts";
import { TIME_PAGES_FILE, type TimePagesData } from "../src/build/time-pages.server.ts";

const started = performance.now();
// The embedded server's wire protocol needs a user name, and a fresh shell has no PGUSER (serve.ts does the same).
process.env.PGUSER ??= "postgres";
const database = await startMemoryDatabase();
try {
  process.env.NETLIFY_DB_URL = database.url;
  process.env.NETLIFY_DB_DRIVER = "server";
  await migrateAndSeed(database.url);
  // Loaded after the database's address is set: the pool is created at first use.
  const { closeDb } = await import("../src/server/platform/db.ts");
  const { computeTimePages } = await import("./lib/time-pages.ts");
  try {
    const data: TimePagesData = await computeTimePages(new Date());
    await mkdir(dirname(TIME_PAGES_FILE), { recursive: true });
    await writeFile(TIME_PAGES_FILE, JSON.stringify(data));
    const count = (page: keyof TimePagesData["pages"]) =>
      Object.values(data.pages[page].data).reduce((n, s) => n + (s as { recipes: unknown[] }).recipes.length, 0);
    console.log(
      `time pages for ${data.builtOn}: weekly ${count("weekly")}, monthly ${count("monthly")}, seasonal ${count("seasonal")}, daily ${count("daily")} recipes (${Math.round(performance.now() - started)} ms)`,
    );
  } finally {
    await closeDb();
  }
} finally {
  await database.drop();
}
