import { describe, expect, it } from "vitest";
import { setUpTestSite, postJson } from "../support/netlify.ts";

const site = setUpTestSite();

describe("GET /api/health", () => {
  it("reports the database, Blobs and the active providers", async () => {
    const res = await site.fetch("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await res.json();
    expect(body).toMatchObject({ ok: true, database: "ok", blobs: "ok" });
    expect(body.providers).toMatchObject({ recipes: "catalog", ai: "built-in", email: "outbox", googleSignIn: "disabled" });
    expect(body.catalog.recipes).toBeGreaterThan(0);
  });

  it("refuses other methods with 405 and an Allow header", async () => {
    const res = await site.fetch("/api/health", postJson({}));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("GET");
    expect(await res.json()).toEqual({ error: "Method POST is not allowed here." });
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404, not the HTML app", async () => {
    for (const path of ["/api/nope", "/api/recipes-that-do-not-exist/1/2"]) {
      const res = await site.fetch(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect((await res.json()).error).toMatch(/No API route matches/);
    }
  });
});
