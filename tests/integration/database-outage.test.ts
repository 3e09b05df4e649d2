// The database goes away and comes back (issue 23, item 5): requests get a 503 with Retry-After within
// 5 s, never a hang or a bare 500; /api/health says the database is down; and once it answers again the
// same functions recover without a restart. The functions reach the database through a local TCP relay
// that can forward, black-hole (accept and never answer, old connections included) or be gone.
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../support/netlify.ts";
import { allowConsoleErrors } from "../support/fail-on-console-error.ts";

type Mode = "forward" | "blackhole";
let site: TestSite;
let relay: net.Server;
let relayUrl: string;
let mode: Mode = "forward";
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  site = await startTestSite();
  const target = new URL(site.db.url);
  relay = net.createServer((client) => {
    sockets.add(client);
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    // Bytes pass only while forwarding: a black hole swallows them on old connections as well as new.
    client.on("data", (d) => void (mode === "forward" && upstream.write(d)));
    upstream.on("data", (d) => void (mode === "forward" && client.write(d)));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((r) => relay.listen(0, "127.0.0.1", r));
  const url = new URL(site.db.url);
  url.hostname = "127.0.0.1";
  url.port = String((relay.address() as AddressInfo).port);
  relayUrl = url.toString();
  await useDatabase(relayUrl);
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  relay?.close();
  await site?.stop();
});

/** Points the functions' pool at `url` (a fresh pool, as a new instance would have). */
async function useDatabase(url: string) {
  const { closeDb } = await import("../../src/server/platform/db.ts");
  await closeDb().catch(() => undefined);
  process.env.NETLIFY_DB_URL = url;
}

async function timed(path: string, init: RequestInit = {}) {
  const t = performance.now();
  const res = await site.fetch(path, init);
  return { res, ms: performance.now() - t, body: await res.json() };
}

describe("when the database is away", () => {
  it("answers through the relay while it forwards", async () => {
    const { res } = await timed("/api/likes?type=recipe&id=1001");
    expect(res.status).toBe(200);
  });

  it("black-holed: 503 with Retry-After within 5 s, health says the database is down, then recovers without a restart", async () => {
    allowConsoleErrors(10); // the health check logs what it could not reach
    mode = "blackhole";
    const likes = await timed("/api/likes?type=recipe&id=1001");
    expect(likes.res.status).toBe(503);
    expect(likes.res.headers.get("retry-after")).toBe("5");
    expect(likes.body.error).toMatch(/database cannot be reached/);
    expect(likes.ms).toBeLessThan(5000);

    const health = await timed("/api/health");
    expect(health.res.status).toBe(503);
    expect(health.body).toMatchObject({ status: "degraded", database: "error" });
    expect(health.ms).toBeLessThan(5000);

    mode = "forward";
    await expect.poll(async () => (await site.fetch("/api/likes?type=recipe&id=1001")).status, { timeout: 15_000 }).toBe(200);
    expect((await timed("/api/health")).res.status).toBe(200);
  });

  it("refused (nothing listens): 503 at once, and recovers when it is back", async () => {
    allowConsoleErrors(10);
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const url = new URL(relayUrl);
    url.port = String((closed.address() as AddressInfo).port);
    await new Promise<void>((r) => closed.close(() => r()));
    await useDatabase(url.toString());
    const likes = await timed("/api/likes?type=recipe&id=1001");
    expect(likes.res.status).toBe(503);
    expect(likes.ms).toBeLessThan(5000);
    const contact = await timed("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Asha", email: "asha@example.com", subject: "Hello", message: "Is the site up?" }),
    });
    expect(contact.res.status).toBe(503);
    await useDatabase(relayUrl);
    expect((await timed("/api/likes?type=recipe&id=1001")).res.status).toBe(200);
  });
});
