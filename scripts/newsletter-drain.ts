// Drains the newsletter send queue once, with the code the background function runs: for a self-hosted
// deployment's cron, or to finish a queue by hand. Needs NETLIFY_DB_URL (and Blobs or SendGrid for mail).
// Usage: tsx scripts/newsletter-drain.ts [--site-url https://...] [--batch-size 100] [--pause-ms 0]
//   --pause-ms: wait this long before each send (to watch a drain, or to kill one half way in a test).
import { parseArgs } from "node:util";
import { drainQueue } from "../src/server/newsletter/delivery.ts";
import { sendMail, type MailMessage } from "../src/server/mail/mail.ts";
import { closeDb } from "../src/server/platform/db.ts";

const { values } = parseArgs({
  options: {
    "site-url": { type: "string", default: process.env.SITE_URL ?? "http://localhost:8888" },
    "batch-size": { type: "string", default: "100" },
    "pause-ms": { type: "string", default: "0" },
  },
});
const pause = Number(values["pause-ms"]);
const send = async (m: MailMessage) => {
  if (pause > 0) await new Promise((r) => setTimeout(r, pause));
  return sendMail(m);
};
const result = await drainQueue({
  siteUrl: values["site-url"]!,
  batchSize: Number(values["batch-size"]),
  send,
  onBatch: (n) => console.log(`batch: ${n} sent`),
});
console.log(`drained: ${result.sent} sent, ${result.retried} to retry, ${result.failed} failed in ${result.batches} batches`);
await closeDb();
