// Search latency of the local server: p50/p95/p99 and requests/s at 1 and 32 concurrent
// clients for 5 representative queries, on the real catalog and at 10x and 100x its size (synthetic
// rows in a throwaway database). Uses the PostgreSQL at TEST_DATABASE_URL (or 127.0.0.1:5432) when one
// answers, and always the local server's own engine (PGlite) for the real catalog.
import { startLocalServer } from "../lib/local-server.ts";
import pg from "pg";
import { migrateAndSeed } from "../lib/migrate.ts";
import { createPostgresDatabase, startMemoryDatabase } from "../lib/throwaway-database.ts";
import { loadCatalogRecipes, upsertRecipesSql } from "../../src/server/recipes/seed.ts";
import { fmt, runLoad, runLoadUrls } from "./load.ts";

process.env.PGUSER ??= "postgres";
const PORT = 8950;
const QUERIES = [
  ["paneer", "query=paneer&number=12"],
  ["chicken curry", "query=chicken%20curry&number=12"],
  ["typo: biriyani", "query=biriyani&number=12"],
  ["quick + vegetarian", "query=quick&diet=vegetarian&number=12"],
  ["italian listing p3", "cuisine=italian&number=12&offset=24"],
] as const;
const VARIANTS = ["Weeknight", "Festive", "Smoky", "Grandma's", "Street-Style", "Restaurant-Style", "Lighter", "One-Pot", "Spicy", "Classic"];

async function postgresUrl(): Promise<string | null> {
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

type Db = { url: string; engine: string; drop: () => Promise<void> };

async function throwawayDb(engine: "pglite" | "postgres", adminUrl: string | null): Promise<Db> {
  if (engine === "postgres" && adminUrl) return { ...(await createPostgresDatabase(adminUrl, "bench")), engine: "PostgreSQL 15" };
  return { ...(await startMemoryDatabase()), engine: "PGlite (local server default)" };
}

/** Adds (scale - 1) synthetic copies of every catalog recipe, with new ids and varied titles. */
async function addSyntheticRows(url: string, scale: number) {
  if (scale <= 1) return;
  const { recipes } = await loadCatalogRecipes();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (let k = 1; k < scale; k++) {
      const copies = recipes.map((r, i) => ({ ...r, id: 100_000 + k * 1000 + i, title: `${VARIANTS[(k + i) % VARIANTS.length]} ${r.title} No. ${k}` }));
      for (let i = 0; i < copies.length; i += 200) {
        const { text, params } = upsertRecipesSql(copies.slice(i, i + 200));
        await c.query(text, params);
      }
    }
    await c.query("ANALYZE recipes");
  } finally {
    await c.end();
  }
}

async function withServer<T>(dbUrl: string, fn: (base: string) => Promise<T>): Promise<T> {
  const server = await startLocalServer({ port: PORT, args: ["--db-url", dbUrl], timeoutMs: 120_000 });
  try {
    return await fn(server.base);
  } finally {
    await server.stop();
  }
}

export async function benchSearch() {
  const adminUrl = await postgresUrl();
  const runs: { engine: "pglite" | "postgres"; scale: number }[] = [{ engine: "pglite", scale: 1 }];
  const scaleEngine = adminUrl ? "postgres" : "pglite";
  for (const scale of [1, 10, 100]) if (!(scaleEngine === "pglite" && scale === 1)) runs.push({ engine: scaleEngine, scale });

  console.log("\n## Search latency (GET /api/recipes/search through the local server)");
  const summary: string[] = [];
  for (const run of runs) {
    const db = await throwawayDb(run.engine, adminUrl);
    try {
      await migrateAndSeed(db.url);
      await addSyntheticRows(db.url, run.scale);
      const counter = new pg.Client({ connectionString: db.url });
      await counter.connect();
      const rows = (await counter.query("SELECT count(*)::int AS n FROM recipes")).rows[0].n;
      await counter.end();
      console.log(`\n### ${db.engine}, ${run.scale}x catalog (${rows} recipes)`);
      await withServer(db.url, async (base) => {
        const p95s: number[] = [];
        for (const [label, qs] of QUERIES) {
          const url = `${base}/api/recipes/search?${qs}`;
          await runLoad(url, 4, 40); // warm-up
          const one = await runLoad(url, 1, 150);
          const many = await runLoad(url, 32, 640);
          p95s.push(many.p95);
          console.log(`${label.padEnd(20)}  1 client : ${fmt(one)}`);
          console.log(`${"".padEnd(20)} 32 clients: ${fmt(many)}`);
        }
        // Every request a different search (words from the catalog's titles): the instance's answer
        // cache cannot help, so this is the database's and the server's own cost.
        const words = [...new Set((await loadCatalogRecipes()).recipes.flatMap((r) => r.title.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length > 3))];
        let i = 0;
        const distinct = await runLoadUrls(
          () => `${base}/api/recipes/search?query=${words[i++ % words.length]}&number=12&offset=${Math.floor(i / words.length)}`,
          32,
          640,
        );
        console.log(`${"distinct queries".padEnd(20)} 32 clients: ${fmt(distinct)}  (no cache hits)`);
        summary.push(
          `${db.engine} ${String(run.scale).padStart(3)}x (${rows} rows): worst p95 at 32 clients ${Math.max(...p95s).toFixed(1)} ms; distinct queries p95 ${distinct.p95.toFixed(1)} ms, ${distinct.rps.toFixed(0)} req/s`,
        );
      });
    } finally {
      await db.drop();
    }
  }
  console.log("\nSummary (target: p95 < 25 ms at 32 clients on the real catalog; p95 growing sub-linearly with size)");
  for (const s of summary) console.log(`  ${s}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearch();
