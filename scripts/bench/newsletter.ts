// `npm run bench -- newsletter`: publish one issue to 10,000 local subscribers and drain the queue with
// the code the background function runs, into the local outbox (Blobs). Reports the publish time, the
// time to drain, sends per second (target: at least 200/s on the 2-core machine) and duplicates (0).
// Options: --subscribers N (default 10000), --db-url postgres://... (default: an in-memory PGlite).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { NetlifyDB } from "@netlify/database-dev";
import { BlobsServer } from "@netlify/blobs/server";
import { migrateAndSeed } from "../lib/migrate.ts";

export async function benchNewsletter(argv: string[] = []) {
  const { values } = parseArgs({ args: argv, options: { subscribers: { type: "string", default: "10000" }, "db-url": { type: "string" } }, strict: false });
  const total = Number(values.subscribers);
  process.env.PGUSER ??= "postgres";
  console.log(`\n## Newsletter sending: one issue to ${total.toLocaleString()} subscribers, local outbox`);

  let memoryDb: NetlifyDB | undefined;
  let url = typeof values["db-url"] === "string" ? values["db-url"] : undefined;
  if (!url) {
    memoryDb = new NetlifyDB({ logger: () => {} });
    url = await memoryDb.start();
  }
  process.env.NETLIFY_DB_URL = url;
  process.env.NETLIFY_DB_DRIVER = "server";
  await migrateAndSeed(url);
  const blobsDir = await mkdtemp(join(tmpdir(), "bench-blobs-"));
  const blobs = new BlobsServer({ directory: blobsDir, token: "bench" });
  const { port } = await blobs.start();
  const blobsUrl = `http://localhost:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify({ edgeURL: blobsUrl, uncachedEdgeURL: blobsUrl, token: "bench", siteID: "bench" })).toString(
    "base64",
  );
  delete process.env.SENDGRID_API_KEY; // the local outbox, never a real provider

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tag = `bench${Date.now().toString(36)}-`;
  try {
    await client.query(
      `INSERT INTO newsletter_subscribers (name, email, categories, confirmed_at, subscribed_at, unsubscribe_token)
       SELECT 'Reader ' || g, $2 || g || '@example.com', '{food}', now(), now(), rtrim(translate(encode(sha256(($2 || g)::bytea), 'base64'), '+/', '-_'), '=')
         FROM generate_series(1, $1::int) AS g`,
      [total, tag],
    );
    const { publishIssue, drainQueue } = await import("../../src/server/newsletter/delivery.ts");
    const { sendMail } = await import("../../src/server/mail/mail.ts");
    const { closeDb } = await import("../../src/server/platform/db.ts");

    let t = performance.now();
    const published = await publishIssue({ category: "food", title: "Bench issue", content: "Monsoon recipes.\n\nPakoras, chai and more." });
    const publishMs = performance.now() - t;

    // Every provider acceptance, per recipient: a duplicate is a recipient accepted twice.
    const accepted = new Map<string, number>();
    t = performance.now();
    const cpu0 = process.cpuUsage();
    const result = await drainQueue({
      siteUrl: "http://localhost:8888",
      send: async (m) => {
        await sendMail(m);
        accepted.set(m.to, (accepted.get(m.to) ?? 0) + 1);
      },
    });
    const drainMs = performance.now() - t;
    const cpu = process.cpuUsage(cpu0);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const [load] = (await import("node:os")).loadavg();
    const duplicates = [...accepted.values()].filter((c) => c > 1).length;
    const { rows } = await client.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM newsletter_deliveries WHERE issue_id = $1 GROUP BY status",
      [published.issue.id],
    );
    const { blobs: stored } = await (await import("../../src/server/platform/blobs.ts")).store("outbox").list();
    console.log(`publish (queue ${published.queued.toLocaleString()} sends): ${publishMs.toFixed(0)} ms`);
    console.log(
      `drain: ${(drainMs / 1000).toFixed(1)} s for ${result.sent.toLocaleString()} sends in ${result.batches} batches = ${((result.sent / drainMs) * 1000).toFixed(0)} sends/s (target >= 200/s)`,
    );
    // The machine is shared: the CPU this process used says what one idle core would do.
    console.log(
      `drain CPU (this process, drain + local Blobs server + PGlite): ${cpuSeconds.toFixed(1)} s = ${(result.sent / cpuSeconds).toFixed(0)} sends per CPU-second; load average ${load!.toFixed(1)}`,
    );
    console.log(
      `deliveries: ${rows.map((r) => `${r.status} ${r.n}`).join(", ")}; outbox messages ${stored.length.toLocaleString()}; recipients sent twice: ${duplicates}; missing: ${total - accepted.size}`,
    );
    await closeDb();
  } finally {
    await client.end();
    await blobs.stop();
    await rm(blobsDir, { recursive: true, force: true });
    await memoryDb?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchNewsletter(process.argv.slice(2));
