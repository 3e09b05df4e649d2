// Issue 23's figures on the local server, on the embedded database (`npm start`) and on PostgreSQL
// (TEST_DATABASE_URL or 127.0.0.1:5432, when one answers): how many of 30 parallel wrong admin passwords
// are checked (the limit is 10), the server's memory after 2,000 searches with distinct junk parameters
// and 100 results each, and a burst of chat requests at 50 a second from one address (answered 200 or
// 429, with the latency of each). Figures are printed, never asserted (docs/decisions/0014-reliability-round-two.md).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localPort, startLocalServer } from "../lib/local-server.ts";
import { answeringPostgresUrl, createPostgresDatabase } from "../lib/throwaway-database.ts";
import { pct } from "./load.ts";
import { migrateAndSeed } from "../lib/migrate.ts";

process.env.PGUSER ??= "postgres";
const PORT = 8952;

/** Resident memory of a process, in MB (Linux /proc). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

async function wrongAdminPasswords(base: string) {
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => fetch(`${base}/api/newsletter/stats`, { headers: { authorization: `Bearer wrong-${i}` } }).then((r) => r.status)),
  );
  return {
    checked: answers.filter((s) => s === 401).length,
    refused: answers.filter((s) => s === 429).length,
    other: answers.filter((s) => s !== 401 && s !== 429),
  };
}

async function junkSearches(base: string, pid: number) {
  const before = await rssMb(pid);
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < 2000) {
        const i = next++;
        const res = await fetch(
          `${base}/api/recipes/search?query=${["rice", "chicken", "paneer", "soup"][i % 4]}&number=100&offset=${i % 5}&junk${i}=${"x".repeat(50)}`,
        );
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  return { before, after: await rssMb(pid), statuses: Object.fromEntries(statuses) };
}

/** Chat requests at `perSecond` from one address for `seconds`, each answered 200 or 429. */
async function chatBurst(base: string, perSecond: number, seconds: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const sends: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < perSecond * seconds; i++) {
    const due = started + (i * 1000) / perSecond;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    sends.push(
      (async () => {
        const t = performance.now();
        const res = await fetch(`${base}/api/chat`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ message: ["Paneer recipe", "Quick dinner", "vegan dinner ideas", "How do I make biryani?"][i % 4], conversation: [] }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      })(),
    );
  }
  await Promise.all(sends);
  latencies.sort((a, b) => a - b);
  return { p50: pct(latencies, 50), p95: pct(latencies, 95), max: Math.max(...latencies), statuses: Object.fromEntries(statuses) };
}

export async function benchReliability() {
  console.log("\n## Reliability (issue 23): limits under parallel requests, memory, load shedding");
  const adminUrl = await answeringPostgresUrl();
  const engines: ("embedded" | "postgres")[] = ["embedded", ...(adminUrl ? (["postgres"] as const) : [])];
  for (const engine of engines) {
    const db = engine === "postgres" ? await createPostgresDatabase(adminUrl!, "bench") : null;
    try {
      if (db) await migrateAndSeed(db.url);
      // The embedded database on disk in a folder of its own, as npm start keeps it in .netlify/db.
      const dbDir = db ? null : await mkdtemp(join(tmpdir(), "bench-pglite-"));
      const server = await startLocalServer({ port: PORT, args: db ? ["--db-url", db.url] : ["--db-dir", dbDir!], timeoutMs: 300_000 });
      try {
        const pid = server.pid!;
        console.log(`\n### ${engine === "embedded" ? "embedded database (PGlite on disk, as npm start)" : "PostgreSQL"} on ${localPort(PORT)}`);
        const admin = await wrongAdminPasswords(server.base);
        console.log(
          `30 parallel wrong admin passwords: ${admin.checked} checked (401), ${admin.refused} refused (429)${admin.other.length ? `, other: ${admin.other.join(",")}` : ""} (limit 10)`,
        );
        const junk = await junkSearches(server.base, pid);
        console.log(
          `2,000 searches, 100 results, distinct junk parameters: RSS ${junk.before.toFixed(0)} MB -> ${junk.after.toFixed(0)} MB (target < 400 MB); answers ${JSON.stringify(junk.statuses)}`,
        );
        const chat = await chatBurst(server.base, 50, 4);
        console.log(
          `chat burst, 50 requests/s for 4 s from one address: p50 ${chat.p50.toFixed(0)} ms, p95 ${chat.p95.toFixed(0)} ms, max ${chat.max.toFixed(0)} ms (target p95 < 1 s); answers ${JSON.stringify(chat.statuses)}`,
        );
      } finally {
        await server.stop();
        if (dbDir) await rm(dbDir, { recursive: true, force: true });
      }
    } finally {
      await db?.drop();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReliability();
