import { describe, expect, it } from "vitest";
import { postJson, setUpTestSite } from "../support/netlify.ts";
import { ADMIN_MESSAGES } from "../../src/shared/newsletter/types.ts";
import { signedInUser } from "./auth-flows.ts";
import { ADMIN_PASSWORD, adminAuth, confirmedSubscriber } from "./newsletter-flows.ts";

const site = setUpTestSite({ env: { ADMIN_PASSWORD } });

const login = (password: string, ip = "192.0.2.10") => site.fetch("/api/admin/session", postJson({ password }), { from: ip });
const adminCookie = (res: Response) => /__Host-admin=[^;]+/.exec(res.headers.get("set-cookie") ?? "")![0];

// Every admin call, as a request to make with the given headers from the given client address.
const ADMIN_CALLS: [string, (headers: Record<string, string>, from?: string) => Promise<Response>][] = [
  ["GET /api/newsletter/stats", (h, from) => site.fetch("/api/newsletter/stats", { headers: h }, { from })],
  ["GET /api/newsletter/subscribers", (h, from) => site.fetch("/api/newsletter/subscribers", { headers: h }, { from })],
  ["GET /api/newsletter/subscribers?format=csv", (h, from) => site.fetch("/api/newsletter/subscribers?format=csv", { headers: h }, { from })],
  [
    "POST /api/newsletter/publish",
    (h, from) => site.fetch("/api/newsletter/publish", postJson({ category: "food", title: "T", content: "C", confirm: true }, h), { from }),
  ],
  ["POST /api/newsletter/preview", (h, from) => site.fetch("/api/newsletter/preview", postJson({ category: "food", title: "T", content: "C" }, h), { from })],
  ["GET /api/admin/messages", (h, from) => site.fetch("/api/admin/messages", { headers: h }, { from })],
  ["POST /api/admin/messages", (h, from) => site.fetch("/api/admin/messages", postJson({ id: 1 }, h), { from })],
  ["POST newsletter-send-background", (h, from) => site.fetch("/.netlify/functions/newsletter-send-background", { method: "POST", headers: h }, { from })],
];

describe("admin session", () => {
  it("sets a __Host- Secure HttpOnly SameSite cookie that expires, which opens the admin calls", async () => {
    const res = await login(ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^__Host-admin=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toMatch(/SameSite=(Strict|Lax)/);
    expect(setCookie).toMatch(/Max-Age=\d+/);
    expect(setCookie).not.toContain("Domain=");
    const cookie = adminCookie(res);
    const stats = await site.fetch("/api/newsletter/stats", { headers: { cookie } });
    expect(stats.status).toBe(200);
    expect(await stats.json()).toMatchObject({ totalSubscribers: expect.any(Number), totalNewsletters: expect.any(Number), categoryStats: expect.any(Object) });
  });

  it("refuses a wrong password with 'Invalid password' and sets no cookie", async () => {
    const res = await login("not-the-password", "192.0.2.20");
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe(ADMIN_MESSAGES.invalidPassword);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("limits wrong passwords per address: the eleventh try gets 429 with Retry-After, even with the right password", async () => {
    const ip = "192.0.2.30";
    for (let i = 0; i < 10; i++) expect((await login(`wrong-${i}`, ip)).status).toBe(401);
    const limited = await login(ADMIN_PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(ADMIN_PASSWORD, "192.0.2.31")).status).toBe(200);
  });

  it("checks at most 10 of 30 parallel wrong Bearer passwords from one address (issue 23 item 1)", async () => {
    const from = "192.0.2.32";
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => site.fetch("/api/newsletter/stats", { headers: { authorization: `Bearer wrong-${i}` } }, { from })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it("a browser that signed in before is not locked out by wrong passwords from its address (issue 25)", async () => {
    const from = "192.0.2.33";
    const first = await login(ADMIN_PASSWORD, from);
    const device = /__Host-admin-device=[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0];
    expect(device).toMatch(/^__Host-admin-device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    // A neighbour behind the same address uses up the address's budget.
    for (let i = 0; i < 10; i++) expect((await login(`wrong-${i}`, from)).status).toBe(401);
    expect((await login(ADMIN_PASSWORD, from)).status).toBe(429);
    // The operator's browser still signs in, and gets no second device cookie.
    const again = await site.fetch("/api/admin/session", postJson({ password: ADMIN_PASSWORD }, { cookie: device! }), { from });
    expect(again.status).toBe(200);
    expect(again.headers.get("set-cookie")).not.toContain("__Host-admin-device");
    // A forged device cookie is an unknown device: it spends the address's (used-up) budget.
    const forged = device!.replace(/\.(.)/, (_, c: string) => `.${c === "A" ? "B" : "A"}`);
    expect((await site.fetch("/api/admin/session", postJson({ password: ADMIN_PASSWORD }, { cookie: forged }), { from })).status).toBe(429);
    // A known device has its own budget of 10 wrong passwords.
    for (let i = 0; i < 10; i++)
      expect((await site.fetch("/api/admin/session", postJson({ password: `bad-${i}` }, { cookie: device! }), { from })).status).toBe(401);
    expect((await site.fetch("/api/admin/session", postJson({ password: ADMIN_PASSWORD }, { cookie: device! }), { from })).status).toBe(429);
  });

  it("logout revokes the session on the server: the old cookie no longer works", async () => {
    const cookie = adminCookie(await login(ADMIN_PASSWORD, "192.0.2.40"));
    expect(await (await site.fetch("/api/admin/session", { headers: { cookie } })).json()).toEqual({ admin: true });
    const out = await site.fetch("/api/admin/session", { method: "DELETE", headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/__Host-admin=; .*Max-Age=0/);
    expect(await (await site.fetch("/api/admin/session", { headers: { cookie } })).json()).toEqual({ admin: false });
    expect((await site.fetch("/api/newsletter/stats", { headers: { cookie } })).status).toBe(401);
  });

  it("refuses an expired admin session", async () => {
    const cookie = adminCookie(await login(ADMIN_PASSWORD, "192.0.2.41"));
    const { sql } = await import("./auth-flows.ts");
    expect((await site.fetch("/api/newsletter/stats", { headers: { cookie } })).status).toBe(200);
    await sql(site, "UPDATE admin_sessions SET expires_at = now() - interval '1 second'");
    expect((await site.fetch("/api/newsletter/stats", { headers: { cookie } })).status).toBe(401);
  });

  it("accepts the password as a Bearer token for scripts, and refuses a wrong one", async () => {
    expect((await site.fetch("/api/newsletter/stats", { headers: adminAuth })).status).toBe(200);
    expect((await site.fetch("/api/newsletter/stats", { headers: { authorization: "Bearer nope" } }, { from: "192.0.2.50" })).status).toBe(401);
  });

  it("never takes the password from the URL", async () => {
    const res = await site.fetch(`/api/newsletter/stats?adminPassword=${ADMIN_PASSWORD}`);
    expect(res.status).toBe(401);
  });
});

describe("every admin call", () => {
  it.each(ADMIN_CALLS)("%s refuses a request with no credentials", async (_name, call) => {
    const res = await call({}, "192.0.2.60");
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe(ADMIN_MESSAGES.signInFirst);
  });

  let userCookie: string | undefined;
  it.each(ADMIN_CALLS)("%s refuses a signed-in user's session", async (_name, call) => {
    userCookie ??= (await signedInUser(site)).cookie;
    const res = await call({ cookie: userCookie }, "192.0.2.61");
    expect(res.status).toBe(401);
  });
});

describe("subscribers tab", () => {
  it("pages, searches and exports the subscribers as CSV", async () => {
    const readers = [];
    for (let i = 0; i < 3; i++) readers.push(await confirmedSubscriber(site, ["digital"]));
    const page1 = await (await site.fetch("/api/newsletter/subscribers?page=1&pageSize=2", { headers: adminAuth })).json();
    expect(page1.subscribers).toHaveLength(2);
    expect(page1.total).toBeGreaterThanOrEqual(3);
    const page2 = await (await site.fetch("/api/newsletter/subscribers?page=2&pageSize=2", { headers: adminAuth })).json();
    expect(page2.subscribers[0].id).not.toBe(page1.subscribers[0].id);
    const found = await (await site.fetch(`/api/newsletter/subscribers?q=${encodeURIComponent(readers[1]!.name)}`, { headers: adminAuth })).json();
    expect(found.subscribers.map((s: { email: string }) => s.email)).toEqual([readers[1]!.email]);
    const csv = await site.fetch("/api/newsletter/subscribers?format=csv", { headers: adminAuth });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("id,name,email,categories,subscribedAt");
    for (const r of readers) expect(text).toContain(`,${r.name},${r.email},Digital News,`);
    expect((await site.fetch("/api/newsletter/subscribers?page=0", { headers: adminAuth })).status).toBe(400);
  });
});
