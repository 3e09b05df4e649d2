// On a deploy (the request's deploy context, never CONTEXT) the admin needs ADMIN_PASSWORD: without one
// every admin call refuses to work, naming the variable; nothing invents a password.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestSite, type TestSite } from "../support/netlify.ts";
import { ADMIN_MESSAGES } from "../../src/shared/newsletter/types.ts";

let site: TestSite;
const saved = { password: process.env.ADMIN_PASSWORD };
beforeAll(async () => {
  delete process.env.ADMIN_PASSWORD;
  site = await startTestSite({ deployContext: "production" });
});
afterAll(async () => {
  await site?.stop();
  if (saved.password !== undefined) process.env.ADMIN_PASSWORD = saved.password;
});

describe("the admin in production without ADMIN_PASSWORD", () => {
  it.each([
    ["sign-in", () => site.fetch("/api/admin/session", postJson({ password: "anything-at-all" }))],
    ["statistics", () => site.fetch("/api/newsletter/stats", { headers: { authorization: "Bearer anything-at-all" } })],
    ["publish", () => site.fetch("/api/newsletter/publish", postJson({ category: "food", title: "T", content: "C", confirm: true }))],
  ])("refuses the %s call with 503 and says why", async (_name, call) => {
    const res = await call();
    expect(res.status).toBe(503);
    expect((await res.json()).error).toBe(`${ADMIN_MESSAGES.notConfigured} ADMIN_PASSWORD is not set.`);
  });
});

describe("/api/health on a deploy without ADMIN_PASSWORD", () => {
  it("answers degraded and names the variable", async () => {
    const res = await site.fetch("/api/health");
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toMatchObject({ status: "degraded", mode: "production", providers: { admin: "not-configured" } });
    expect(body.missing).toContain("ADMIN_PASSWORD");
  });
});
