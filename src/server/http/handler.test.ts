import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstMessage, handle, handlePage, json, parseJsonBody, parseQuery, MAX_BODY_BYTES } from "./handler.ts";
import { CONTENT_SECURITY_POLICY } from "./security-headers.ts";
import { HttpError } from "./http-error.ts";
import { allowConsoleErrors } from "../../../tests/support/fail-on-console-error.ts";

const ctx = {} as never;
const Body = z.object({ name: z.string().min(1, "Name is required"), count: z.number().int() });
const echo = handle(["POST"], async (req) => json(await parseJsonBody(req, Body)));
const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://site.test/api/x", { method: "POST", headers: { host: "site.test", ...headers }, body });

describe("handle + parseJsonBody", () => {
  it("passes a valid body through", async () => {
    const res = await echo(post(JSON.stringify({ name: "dal", count: 2 })), ctx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: "dal", count: 2 });
  });

  it("answers 400 with a sentence and the fields for a wrong type", async () => {
    const res = await echo(post(JSON.stringify({ name: "", count: "two" })), ctx);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("name: Name is required");
    expect(Object.keys(body.fields)).toEqual(["name", "count"]);
  });

  it("words the 400 with a form's own headline when the route gives one, still with a message per field", async () => {
    const form = handle(["POST"], async (req) => json(await parseJsonBody(req, Body, { headline: firstMessage })));
    const res = await form(post(JSON.stringify({ name: "", count: "two" })), ctx);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("Name is required");
    expect(body.fields.name).toBe("Name is required");
    expect(Object.keys(body.fields)).toEqual(["name", "count"]);
  });

  it("takes its size limit as an option", async () => {
    const small = handle(["POST"], async (req) => json(await parseJsonBody(req, Body, { limit: 64 })));
    expect((await small(post(JSON.stringify({ name: "x".repeat(80), count: 1 })), ctx)).status).toBe(413);
    expect((await small(post(JSON.stringify({ name: "dal", count: 1 })), ctx)).status).toBe(200);
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await echo(post("{not json"), ctx);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("answers 413 for a body over the limit, even without a Content-Length", async () => {
    const huge = JSON.stringify({ name: "x".repeat(MAX_BODY_BYTES), count: 1 });
    const res = await echo(post(huge), ctx);
    expect(res.status).toBe(413);
  });

  it("answers 415 when the body is not JSON", async () => {
    const res = await echo(post("name=x", { "content-type": "application/x-www-form-urlencoded" }), ctx);
    expect(res.status).toBe(415);
  });

  it("refuses a cross-site POST (CSRF) with 403", async () => {
    const res = await echo(post(JSON.stringify({ name: "a", count: 1 }), { "content-type": "application/json", origin: "https://evil.test" }), ctx);
    expect(res.status).toBe(403);
  });

  it("accepts a same-site POST", async () => {
    const res = await echo(post(JSON.stringify({ name: "a", count: 1 }), { "content-type": "application/json", origin: "http://site.test" }), ctx);
    expect(res.status).toBe(200);
  });

  it("refuses an Origin with the same host but another scheme or port", async () => {
    for (const origin of ["https://site.test", "http://site.test:8080"]) {
      const res = await echo(post(JSON.stringify({ name: "a", count: 1 }), { "content-type": "application/json", origin }), ctx);
      expect(res.status, origin).toBe(403);
    }
  });

  it("writes extra body fields after error and fields", async () => {
    const h = handle(["GET"], async () => {
      throw new HttpError(400, "Wrong code", { code: "Wrong code" }, undefined, { attemptsLeft: 3 });
    });
    expect(await (await h(new Request("http://site.test/"), ctx)).text()).toBe('{"error":"Wrong code","fields":{"code":"Wrong code"},"attemptsLeft":3}');
  });

  it("adds the full header set to every answer (JSON too) and no-store to one that sets a cookie", async () => {
    const h = handle(["GET"], async () => json({ ok: true }, { headers: { "set-cookie": "a=b", "cache-control": "public, max-age=60" } }));
    const res = await h(new Request("http://site.test/"), ctx);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("answers 405 for a method it does not serve", async () => {
    const res = await echo(new Request("http://site.test/api/x"), ctx);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("turns HttpError into its status and hides unexpected errors behind a 500", async () => {
    const teapot = handle(["GET"], async () => {
      throw new HttpError(429, "Slow down", undefined, { "retry-after": "30" });
    });
    const r1 = await teapot(new Request("http://site.test/"), ctx);
    expect(r1.status).toBe(429);
    expect(r1.headers.get("retry-after")).toBe("30");

    allowConsoleErrors(1);
    const boom = handle(["GET"], async () => {
      throw new Error("password=hunter2 at db.ts:12");
    });
    const r2 = await boom(new Request("http://site.test/"), ctx);
    expect(r2.status).toBe(500);
    expect(JSON.stringify(await r2.json())).not.toContain("hunter2");
  });
});

describe("handlePage", () => {
  it("puts the site's CSP on the page, a plain 405 on a POST and an HTML 500 without internals", async () => {
    const page = handlePage(async () => new Response("<!doctype html><p>hi</p>", { headers: { "content-type": "text/html; charset=utf-8" } }));
    const ok = await page(new Request("http://site.test/recipe/1"), ctx);
    expect(ok.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(ok.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect((await page(new Request("http://site.test/recipe/1", { method: "POST" }), ctx)).status).toBe(405);
    allowConsoleErrors(1);
    const boom = handlePage(async () => {
      throw new Error("secret=xyz");
    });
    const res = await boom(new Request("http://site.test/recipe/1"), ctx);
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).not.toContain("xyz");
  });
});

describe("parseQuery", () => {
  it("validates and coerces the query string", () => {
    const Q = z.object({ number: z.coerce.number().int().max(100) });
    expect(parseQuery(new Request("http://x/?number=12"), Q)).toEqual({ number: 12 });
    expect(() => parseQuery(new Request("http://x/?number=500"), Q)).toThrow(HttpError);
  });
});
