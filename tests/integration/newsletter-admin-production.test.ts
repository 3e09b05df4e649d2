// In production the admin needs ADMIN_PASSWORD: without one every admin call refuses to work.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestSite, type TestSite } from "../support/netlify.ts";
import { ADMIN_MESSAGES } from "../../src/shared/newsletter-types.ts";

let site: TestSite;
const saved = { context: process.env.CONTEXT, password: process.env.ADMIN_PASSWORD };
beforeAll(async () => {
  delete process.env.ADMIN_PASSWORD;
  site = await startTestSite({ env: { CONTEXT: "production" } });
});
afterAll(async () => {
  await site?.stop();
  if (saved.context === undefined) delete process.env.CONTEXT;
  else process.env.CONTEXT = saved.context;
  if (saved.password !== undefined) process.env.ADMIN_PASSWORD = saved.password;
});

describe("the admin in production without ADMIN_PASSWORD", () => {
  it.each([
    ["sign-in", () => site.fetch("/api/admin/session", postJson({ password: "anything-at-all" }))],
    ["statistics", () => site.fetch("/api/newsletter/stats", { headers: { authorization: "Bearer anything-at-all" } })],
    ["publish", () => site.fetch("/api/newsletter/publish", postJson({ category: "food", title: "T", content: "C" }))],
  ])("refuses the %s call with 503 and says why", async (_name, call) => {
    const res = await call();
    expect(res.status).toBe(503);
    expect((await res.json()).error).toBe(ADMIN_MESSAGES.notConfigured);
  });
});
