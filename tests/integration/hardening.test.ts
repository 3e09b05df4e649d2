// Inputs a hostile tester sent that once reached a 500, and the headers every function answer carries.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { BASE, postJson, setUpTestSite } from "../support/netlify.ts";
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, inlineScriptHashes } from "../../src/server/http/security-headers.ts";
import { hashKey } from "../../src/server/ratelimit/rate-limit.ts";
import { count, newUserData, signedInUser, sql, withCookie } from "./auth-flows.ts";

const site = setUpTestSite();

const NUL = "\u0000";

describe("a NUL character in any text", () => {
  it.each([
    ["query", "/api/recipes/search?query=chicken%00"],
    ["cuisine", "/api/recipes/search?cuisine=%00"],
    ["country", "/api/global-recipes/all?country=India%00"],
    ["query", "/api/global-recipes/search?query=dal%00"],
    ["q", "/api/articles?q=millet%00"],
  ])("is refused with 400 naming %s in %s", async (field, path) => {
    const res = await site.fetch(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields[field]).toBe(`${field} must not contain the NUL character.`);
  });

  it("is refused in every contact field without spending the sender's limit (issue 23 item 4)", async () => {
    const from = "198.51.100.77";
    const valid = { name: "Asha", email: "asha@example.com", subject: "Hello", message: "A question about dosa batter." };
    const before = await count(site, "contact_messages");
    for (let i = 0; i < 3; i++) {
      for (const field of ["name", "email", "subject", "message", "website"] as const) {
        const res = await site.fetch("/api/contact", postJson({ ...valid, [field]: `x${NUL}y` }), { from });
        expect(res.status, `${field}: ${await res.clone().text()}`).toBe(400);
      }
    }
    expect(await count(site, "contact_messages")).toBe(before);
    expect((await site.fetch("/api/contact", postJson(valid), { from })).status).toBe(200);
  });

  it.each([
    ["/api/newsletter/subscribe", { name: `A${NUL}`, email: "a@example.com", categories: ["food"] }],
    ["/api/newsletter/subscribe", { name: "A", email: `a${NUL}@example.com`, categories: ["food"] }],
    ["/api/newsletter/verify", { email: `a${NUL}@example.com`, code: "123456" }],
    ["/api/chat", { message: `dal${NUL}` }],
    ["/api/chat", { message: "dal", conversation: [{ role: "user", content: `x${NUL}` }] }],
  ])("is refused with 400 in %s %j", async (path, body) => {
    const res = await site.fetch(path, postJson(body), { from: "198.51.100.78" });
    expect(res.status).toBe(400);
  });

  it.each(["%00", "%00%01%1F", "%7F%C2%85", "%09%0A"])(
    "a restaurant query of only NUL, control or blank characters (%s) is 400 (issue 23 item 12)",
    async (q) => {
      const res = await site.fetch(`/api/restaurants/search?q=${q}`);
      expect(res.status).toBe(400);
    },
  );

  it.each(["name", "email"] as const)("is refused in a sign-up %s, creating nothing", async (field) => {
    const before = await count(site, "users");
    const data = newUserData("nul");
    const res = await site.fetch("/api/auth/signup", postJson({ ...data, [field]: `${data[field]}${NUL}` }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(`${field} must not contain the NUL character.`);
    expect(await count(site, "users")).toBe(before);
  });

  it("is refused in a sign-in login", async () => {
    const res = await site.fetch("/api/auth/signin", postJson({ emailOrUsername: `cook${NUL}@example.com`, password: "saffron-tadka-42" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.emailOrUsername).toMatch(/NUL/);
  });

  it.each(["title", "summary", "url", "image"])("is refused in a saved item's %s, saving nothing", async (field) => {
    const user = await signedInUser(site);
    const res = await site.fetch("/api/auth/save-recipe", withCookie(user.cookie, postJson({ userId: user.id, recipeId: 1004, [field]: `/x${NUL}` })));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(`${field} must not contain the NUL character.`);
    expect(await count(site, "saved_items", "user_id = $1", [user.id])).toBe(0);
  });
});

describe("a refused sign-up", () => {
  it("does not count toward the address's sign-up limit (60 an hour), which a valid one meets", async () => {
    const ip = "192.0.2.77";
    await sql(site, "INSERT INTO rate_limit_events (bucket, key) SELECT 'signup-ip', $1 FROM generate_series(1, 59)", [hashKey(ip)]);
    const events = () => count(site, "rate_limit_events", "bucket = 'signup-ip' AND key = $1", [hashKey(ip)]);
    const common = await site.fetch("/api/auth/signup", postJson({ ...newUserData("limit"), password: "baseball" }), { from: ip });
    expect(common.status).toBe(400);
    const malformed = await site.fetch("/api/auth/signup", postJson({ ...newUserData("limit"), email: "not-an-email" }), { from: ip });
    expect(malformed.status).toBe(400);
    expect(await events()).toBe(59);
    expect((await site.fetch("/api/auth/signup", postJson(newUserData("limit")), { from: ip })).status).toBe(201);
    const over = await site.fetch("/api/auth/signup", postJson(newUserData("limit")), { from: ip });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("bad percent-encoding in a path", () => {
  it.each(["/api/recipes/%ZZ", "/api/articles/%E0%A4%A", "/api/global-recipes/country/%ZZ", "/api/global-recipes/country/India%00"])(
    "answers a JSON 400 for %s",
    async (path) => {
      const res = await site.fetch(path);
      expect(res.status).toBe(400);
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe("string");
    },
  );

  it.each(["/recipe/%ZZ", "/news/%ZZ", "/articles/%E0%A4%A", "/recipe-images/%ZZ.svg", "/article-images/%ZZ.svg"])(
    "answers 404 for the page or image %s",
    async (path) => {
      expect((await site.fetch(path)).status).toBe(404);
    },
  );
});

describe("odd requests", () => {
  it("answers a JSON 404 to a POST on an unrouted /.netlify/functions/ path", async () => {
    const res = await site.fetch("/.netlify/functions/nothing-here", postJson({ a: 1 }));
    expect(res.status).toBe(404);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(typeof ((await res.json()) as { error: unknown }).error).toBe("string");
  });

  it("keeps /api/health healthy under ten parallel calls", async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => site.fetch("/api/health")));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
  });
});

describe("the Origin check", () => {
  const signupFrom = (origin: string) => site.fetch("/api/auth/signup", postJson(newUserData("origin"), { origin }));
  it("refuses the same host with another scheme or port", async () => {
    expect((await signupFrom(BASE.replace("http:", "https:"))).status).toBe(403);
    expect((await signupFrom("http://localhost:9999")).status).toBe(403);
    expect((await signupFrom("http://evil.example")).status).toBe(403);
  });
  it("accepts this site's exact origin", async () => {
    expect((await signupFrom(BASE)).status).toBe(201);
  });
});

describe("security headers on function answers", () => {
  it("puts the full header set on every JSON answer, errors included (issue 23 item 11)", async () => {
    for (const path of ["/api/recipes/trending", "/api/recipes/%ZZ", "/api/nothing-here"]) {
      const res = await site.fetch(path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("content-security-policy"), path).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get("permissions-policy"), path).toContain("camera=()");
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
  });

  it("puts the site's CSP, frame-ancestors and nosniff on HTML made by functions", async () => {
    for (const path of ["/recipe/999999999", "/news/no-such-article"]) {
      const res = await site.fetch(path);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      // The site's policy with the hashes of the page's own inline scripts (ADR 0024).
      const html = await res.text();
      expect(res.headers.get("content-security-policy"), path).toBe(contentSecurityPolicy(inlineScriptHashes(html)));
      expect(inlineScriptHashes(html).length, path).toBeGreaterThan(0);
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'self'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
  });

  it("keeps personal answers out of caches", async () => {
    const user = await signedInUser(site);
    const me = await site.fetch("/api/auth/me", withCookie(user.cookie));
    expect(me.headers.get("cache-control")).toBe("no-store");
    const signin = await site.fetch("/api/auth/signin", postJson({ emailOrUsername: user.email, password: user.password }));
    expect(signin.headers.get("set-cookie")).toMatch(/__Host-session=/);
    expect(signin.headers.get("cache-control")).toBe("no-store");
  });

  it("answers with a CSP that runs no inline script; netlify.toml leaves the static pages' CSP to the build's _headers", async () => {
    const toml = await readFile("netlify.toml", "utf8");
    // A CSP in netlify.toml would override the build's, which carries the pages' script hashes (ADR 0024).
    expect(toml).not.toMatch(/^\s*Content-Security-Policy\s*=/m);
    const res = await site.fetch("/api/recipes/trending");
    expect(res.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe("unknown page paths answer 404, real routes keep 200", () => {
  it("prerenders every fixed page route and gives every dynamic one a preferStatic function, so only unknown paths reach netlify.toml's 404 rewrite", async () => {
    const { default: routes } = await import("../../src/client/app/routes.ts");
    const { prerenderPaths } = await import("../../src/client/app/prerender.server.ts");
    const { loadFunctions } = await import("../../scripts/lib/function-router.ts");
    const toml = await readFile("netlify.toml", "utf8");
    const prerendered = new Set(await prerenderPaths());
    const pageFunctions = (await loadFunctions()).filter((f) => f.preferStatic).map((f) => f.pattern);
    const flat = (list: typeof routes): { path?: string; index?: boolean; id?: string }[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
    for (const r of flat(routes)) {
      const path = r.index ? "/" : `/${r.path ?? ""}`;
      if (path === "/*") continue; // the app's own not-found route
      if (r.id?.startsWith("redirect-")) expect(toml, path).toContain(`from = "${path}"`);
      else if (/[:*]/.test(path)) expect(pageFunctions, path).toContain(path);
      else expect(prerendered.has(path), `${path} is not prerendered: add it to prerender.server.ts`).toBe(true);
    }
    expect(toml).toMatch(/from = "\/\*"\s+to = "\/__spa-fallback.html"\s+status = 404/);
  });
});
