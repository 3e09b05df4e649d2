// Search latency of the local server: p50/p95/p99 and requests/s at 1 and 32 concurrent
// clients for 5 representative queries, on the real catalog and at 10x and 100x its size (synthetic
// rows in a throwaway database). Uses the PostgreSQL at TEST_DATABASE_URL (or 127.0.0.1:5432) when one
// answers, and always the local server's own engine (PGlite, in the server's own process as with
// `npm start`) for the real catalog. The distinct-query line mixes broad words, filler-only queries,
// several words, filters, real typos and pages past the first and past the last, every request a
// different search, so no answer comes from the cache (docs/decisions/0013-search-that-stays-flat.md).
import { startLocalServer } from "../lib/local-server.ts";
import pg from "pg";
import { writeFile } from "node:fs/promises";
import { migrateAndSeed } from "../lib/migrate.ts";
import { answeringPostgresUrl, createPostgresDatabase } from "../lib/throwaway-database.ts";
import { loadCatalogRecipes, upsertRecipesSql } from "../../src/server/recipes/seed.ts";
import { buildSearchTerms } from "../../src/server/recipes/search-terms.ts";
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

type Db = { url: string; engine: string; drop: () => Promise<void> };

async function throwawayDb(_engine: "postgres", adminUrl: string | null): Promise<Db> {
  if (!adminUrl) throw new Error("no PostgreSQL answers");
  return { ...(await createPostgresDatabase(adminUrl, "bench")), engine: "PostgreSQL" };
}

const SYLLABLES = ["ka", "ro", "mi", "tel", "van", "shu", "por", "len", "dri", "qua", "zen", "bol", "fi", "gat", "mur", "nix"];
/** A made-up word per synthetic copy, so the 10x/100x vocabulary grows like a real catalog's would. */
const madeUpWord = (n: number) => {
  let w = "";
  for (let x = n + 17; w.length < 7 || x > 0; x = Math.floor(x / SYLLABLES.length)) w += SYLLABLES[x % SYLLABLES.length];
  return w;
};

/** Adds (scale - 1) synthetic copies of every catalog recipe, with new ids, varied titles and new words. */
export async function addSyntheticRows(url: string, scale: number) {
  if (scale <= 1) return;
  const { recipes } = await loadCatalogRecipes();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (let k = 1; k < scale; k++) {
      const copies = recipes.map((r, i) => ({
        ...r,
        id: 100_000 + k * 1000 + i,
        title: `${VARIANTS[(k + i) % VARIANTS.length]} ${madeUpWord(k * 1000 + i)} ${r.title} No. ${k}`,
      }));
      for (let i = 0; i < copies.length; i += 200) {
        const { text, params } = upsertRecipesSql(copies.slice(i, i + 200));
        await c.query(text, params);
      }
      const words = copies.map((_, i) => madeUpWord(k * 1000 + i));
      await c.query("INSERT INTO search_vocabulary (word, freq) SELECT unnest($1::text[]), 1 ON CONFLICT (word) DO NOTHING", [words]);
    }
    // The ranked word lists over every row, as the seed builds them for a catalog of this size.
    const started = performance.now();
    const words = await buildSearchTerms((text, params) => c.query(text, params).then((r) => r.rows));
    console.log(`(ranked lists of ${words} words over ${scale} x ${recipes.length} recipes built in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await c.end();
  }
}

/** Cleans and analyses the loaded tables, as a deploy's seed would leave them settled. */
export async function vacuumAnalyze(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query("VACUUM ANALYZE recipes");
    await c.query("VACUUM ANALYZE search_vocabulary");
    await c.query("VACUUM ANALYZE search_terms");
  } finally {
    await c.end();
  }
}

/** Statements (transactions) the database has committed so far: PostgreSQL's own counter for this database. */
async function committed(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return Number((await c.query("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()")).rows[0].xact_commit);
  } finally {
    await c.end();
  }
}

/** A realistic mix of distinct searches, as query strings (no two alike, so none is a cache hit). */
export async function distinctMix(): Promise<string[]> {
  const { recipes } = await loadCatalogRecipes();
  const freq = new Map<string, number>();
  for (const r of recipes) for (const w of new Set(r.title.toLowerCase().split(/[^a-z]+/))) if (w.length > 3) freq.set(w, (freq.get(w) ?? 0) + 1);
  const byFreq = [...freq].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  const broad = ["vegetables", "chicken", "rice", "curry", "spicy", "quick", "easy", "healthy", "vegetarian", "soup", ...byFreq.slice(0, 10)];
  const single = byFreq.slice(10, 110);
  const typo = (w: string) => w.slice(0, 2) + w[3] + w[2] + w.slice(4); // a swap of two letters, a common slip
  const typos = byFreq
    .filter((w) => w.length >= 6)
    .slice(0, 30)
    .map(typo);
  const multi = recipes.slice(0, 40).map((r) =>
    r.title
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2)
      .slice(0, 2)
      .join(" "),
  );
  const filler = ["best recipes", "homemade food", "recipes", "how to make", "dish ideas"];
  const filters = ["diet=vegetarian", "cuisine=indian", "type=main%20course", "maxReadyTime=30", "diet=vegan&type=soup", "eggless=true"];
  const out = new Set<string>();
  const add = (q: string) => out.add(q);
  for (const w of broad) add(`query=${encodeURIComponent(w)}&number=12`);
  for (const w of single) add(`query=${encodeURIComponent(w)}&number=12`);
  for (const w of typos) add(`query=${encodeURIComponent(w)}&number=12`);
  for (const m of multi) add(`query=${encodeURIComponent(m)}&number=12`);
  for (const f of filler) add(`query=${encodeURIComponent(f)}&number=12`);
  for (const f of filters) add(`${f}&number=12`);
  broad.forEach((w, i) => add(`query=${encodeURIComponent(w)}&${filters[i % filters.length]}&number=12`));
  return [...out];
}

/**
 * Distinct "what can I cook" questions (issue 28): three of the catalog's 40 most used ingredients,
 * spread over all such triples, no two questions alike.
 */
export async function pantryMix(count: number): Promise<string[]> {
  const { recipes } = await loadCatalogRecipes();
  const uses = new Map<string, number>();
  for (const r of recipes) for (const i of r.extendedIngredients) uses.set(i.name, (uses.get(i.name) ?? 0) + 1);
  const common = [...uses]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name]) => name)
    .slice(0, 40);
  const triples: string[] = [];
  for (let a = 0; a < common.length; a++)
    for (let b = a + 1; b < common.length; b++) for (let c = b + 1; c < common.length; c++) triples.push(`${common[a]},${common[b]},${common[c]}`);
  const step = Math.max(1, Math.floor(triples.length / count));
  return triples
    .filter((_, i) => i % step === 0)
    .slice(0, count)
    .map((t) => `have=${encodeURIComponent(t)}&limit=12`);
}

/** The local server on the given PostgreSQL, or (null) on its own in-process embedded database. */
async function withServer<T>(dbUrl: string | null, fn: (base: string) => Promise<T>): Promise<T> {
  const server = await startLocalServer({ port: PORT, args: dbUrl ? ["--db-url", dbUrl] : [], timeoutMs: 900_000 });
  try {
    return await fn(server.base);
  } finally {
    await server.stop();
  }
}

export async function benchSearch() {
  const adminUrl = await answeringPostgresUrl();
  const runs: { engine: "pglite" | "postgres"; scale: number }[] = [{ engine: "pglite", scale: 1 }];
  const scales = (process.env.BENCH_SEARCH_SCALES ?? "1,10,100").split(",").map(Number);
  if (adminUrl) for (const scale of scales) runs.push({ engine: "postgres", scale });
  const mix = await distinctMix();
  const orderFile = process.env.BENCH_SEARCH_ORDER_FILE; // where to write each single-word query's result ids at 1x
  const order: Record<string, Record<string, number[]>> = {};

  console.log("\n## Search latency (GET /api/recipes/search through the local server)");
  console.log(`distinct mix: ${mix.length} searches, each asked at successive pages (offset 0, 12, 24, ...)`);
  const summary: string[] = [];
  for (const run of runs) {
    const db = run.engine === "postgres" ? await throwawayDb("postgres", adminUrl) : null;
    try {
      if (db) {
        await migrateAndSeed(db.url);
        await addSyntheticRows(db.url, run.scale);
        await vacuumAnalyze(db.url);
      }
      const engine = db ? "PostgreSQL" : "PGlite (in the server's process)";
      await withServer(db?.url ?? null, async (base) => {
        const rows = (await loadCatalogRecipes()).recipes.length;
        console.log(`\n### ${engine}, ${run.scale}x catalog (${run.scale} x ${rows} recipes)`);
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
        if (run.scale === 1 && orderFile) {
          const ids: Record<string, number[]> = {};
          for (const qs of mix.filter((q) => /^query=[a-z]+&number=12$/.test(q))) {
            const body = (await (await fetch(`${base}/api/recipes/search?${qs}`)).json()) as { results: { id: number }[] };
            ids[qs] = body.results.map((r) => r.id);
          }
          order[`${run.engine}`] = ids;
        }
        // Every request a different search: the instance's answer cache cannot help, so this is the
        // database's and the server's own cost.
        let i = 0;
        const nextDistinct = () => {
          const n = i++;
          return `${base}/api/recipes/search?${mix[n % mix.length]}&offset=${12 * Math.floor(n / mix.length) + (n % 50 === 49 ? 9000 : 0)}`;
        };
        let one: Awaited<ReturnType<typeof runLoadUrls>> | undefined;
        if (!db) {
          i = mix.length * 20; // pages none of the other lines asks for
          one = await runLoadUrls(nextDistinct, 1, 200);
          console.log(`${"distinct queries".padEnd(20)}  1 client : ${fmt(one)}  (no cache hits)`);
          i = 0;
        }
        const before = db ? await committed(db.url) : 0;
        const distinct = await runLoadUrls(nextDistinct, 32, 640);
        // A busy backend reports its counts at most once a second, an idle one within 10 s: wait, so the
        // count holds the whole line. (Waiting before the line would let the pool's idle connections
        // close and time the next line's new ones; the earlier lines' last statements, a handful, may
        // count here.)
        if (db) await new Promise((r) => setTimeout(r, 11_000));
        const statements = db ? ((await committed(db.url)) - before) / distinct.n : NaN;
        console.log(
          `${"distinct queries".padEnd(20)} 32 clients: ${fmt(distinct)}  (no cache hits${db ? `; ${statements.toFixed(1)} statements per request` : ""}; answers ${(distinct.bytes / distinct.n / 1024).toFixed(1)} KB on average)`,
        );
        // The pantry search beside the search it is compared with, at every scale (issue 28: its p95
        // no worse; pantries are made of the 1x catalog's commonest ingredients, which the copies share).
        // Warmed up with pantries not measured after: the first requests would otherwise wait for the
        // pantry index, built at first use. With 32 clients, as measured: on PostgreSQL the 11 s wait above
        // lets the pool's idle connections close, and a 4-client warm-up left the measured line to open
        // 28 new ones (searches are counted against their limit in the database, in batches), which its p95
        // then timed.
        const all = await pantryMix(640 + 64 + 2 * 640);
        const questions = all.slice(0, 640);
        let w = 640;
        await runLoadUrls(() => `${base}/api/recipes/by-ingredients?${all[w++]}`, 32, 64);
        let k = 0;
        const byIngredients = await runLoadUrls(() => `${base}/api/recipes/by-ingredients?${questions[k++ % questions.length]}`, 32, 640);
        console.log(`${"by-ingredients".padEnd(20)} 32 clients: ${fmt(byIngredients)}  (${questions.length} distinct pantries)`);
        // Issue 28's comparison. One line each is a coin toss on a 2-core machine (the two swap places
        // from run to run), so two more rounds of each follow, and the medians of the three are compared.
        // Each round from another loopback address (the distinct line spent most of this one's 1,000
        // searches per 5 minutes: src/server/recipes/search-limit.ts), its searches one card shorter a page
        // (so none is an answer an earlier round left in the cache), its pantries not asked before.
        const searchP95s = [distinct.p95];
        const pantryP95s = [byIngredients.p95];
        for (const round of [2, 3]) {
          const from = `127.0.0.${round}`;
          i = 0;
          const search = await runLoadUrls(() => nextDistinct().replace("number=12", `number=${13 - round}`), 32, 640, { from });
          const asked = await runLoadUrls(() => `${base}/api/recipes/by-ingredients?${all[w++]}`, 32, 640, { from });
          console.log(`${`  round ${round}`.padEnd(20)} 32 clients: distinct ${fmt(search)}`);
          console.log(`${"".padEnd(20)}             pantry   ${fmt(asked)}`);
          searchP95s.push(search.p95);
          pantryP95s.push(asked.p95);
        }
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
        const pantry = `; by-ingredients p95 ${byIngredients.p95.toFixed(1)} ms, ${byIngredients.rps.toFixed(0)} req/s; median p95 of 3 rounds: distinct ${median(searchP95s).toFixed(1)} ms, by-ingredients ${median(pantryP95s).toFixed(1)} ms`;
        summary.push(
          `${engine} ${String(run.scale).padStart(3)}x: worst p95 at 32 clients ${Math.max(...p95s).toFixed(1)} ms; distinct queries p95 ${distinct.p95.toFixed(1)} ms, ${distinct.rps.toFixed(0)} req/s, ${(distinct.bytes / distinct.n / 1024).toFixed(1)} KB per answer${one ? `; one client p95 ${one.p95.toFixed(1)} ms` : ""}${pantry}`,
        );
      });
    } finally {
      await db?.drop();
    }
  }
  if (orderFile) await writeFile(orderFile, JSON.stringify(order));
  console.log(
    "\nSummary (issue 21 targets: PostgreSQL distinct >= 1,000 req/s at 1x and p95 at 100x <= 2x the 1x p95; embedded >= 500 req/s, one client p95 < 5 ms)",
  );
  for (const s of summary) console.log(`  ${s}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearch();
