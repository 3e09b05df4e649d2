// A seeded fuzz run over every function route (read from netlify/functions' config.path, so a new route
// is covered without editing this file): generated bad input must never reach a 5xx, every API error
// is JSON with an `error` string, and a refused request writes nothing. Reproduce a failure with the
// seed it prints: FUZZ_SEED=<seed> npx vitest run tests/integration/fuzz.test.ts (FUZZ_RUNS to change
// the count).
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BASE, startTestSite, type TestSite } from "../support/netlify.ts";
import { loadFunctions } from "../../scripts/lib/function-router.ts";
import { signedInUser, type TestUser } from "./auth-flows.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);

let site: TestSite;
let user: TestUser;
let tables: string[] = [];
beforeAll(async () => {
  site = await startTestSite();
  user = await signedInUser(site);
  const rows = await site.sql<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
  tables = rows.map((r) => r.name);
  // Each schema-valid sign-in costs a bcrypt check (cost 12, ~0.2 s): let the fuzz address make 20,
  // then meet its per-address limit (429), so the run stays well within 60 s on a busy machine.
  const { RATE_LIMITS } = await import("../../src/server/ratelimit/limits.ts");
  const { hashKey } = await import("../../src/server/ratelimit/rate-limit.ts");
  const rule = RATE_LIMITS.signInFailuresPerIp;
  await site.sql("INSERT INTO rate_limit_events (bucket, key) SELECT $1, $2 FROM generate_series(1, $3::int)", [
    rule.bucket,
    hashKey("203.0.113.7"),
    rule.limit - 20,
  ]);
  expect(tables).toEqual(expect.arrayContaining(["users", "sessions", "saved_items", "rate_limit_events"]));
});
afterAll(async () => {
  await site?.stop();
});

/**
 * Row counts of every table, in one statement. Recipe searches are counted in batches written up to a
 * second after their answers (src/server/ratelimit/batched-limit.ts), so that bucket's rows may land
 * during a later request and are left out.
 */
async function rowCounts(): Promise<string> {
  const count = (t: string) =>
    t === "rate_limit_events" ? `(SELECT count(*) FROM "${t}" WHERE bucket <> 'recipe-search-ip')` : `(SELECT count(*) FROM "${t}")`;
  const [counts] = await site.sql(`SELECT ${tables.map((t) => `${count(t)}::int AS "${t}"`).join(", ")}`);
  return JSON.stringify(counts);
}

// Values a hostile client sends: wrong types, huge and negative numbers, NUL, unicode, SQL, 100 KB.
const LONG = "a".repeat(100 * 1024);
const badString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom("", " ", "\u0000", "chicken\u0000", "%00", "' OR 1=1 --", "'; DROP TABLE users; --", "\\", "%", "_", "$1", "🍛", "\u202e", "null", "true"),
  fc.constantFrom(LONG, `${LONG}\u0000`),
  fc.emailAddress(),
  fc.uuid(),
  // NUL somewhere in otherwise ordinary text (PostgreSQL refuses it: must be a 400, never a 500).
  fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })).map(([a, b]) => `${a}\u0000${b}`),
  fc.tuple(fc.emailAddress(), fc.nat({ max: 5 })).map(([e, i]) => `${e.slice(0, i)}\u0000${e.slice(i)}`),
);
const badNumber = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 1.5));
const badScalar = fc.oneof(badString, badNumber, fc.boolean(), fc.constant(null));
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badScalar },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), badScalar, { maxKeys: 3 }) },
);

// Field names the contracts use, so generated input reaches past "missing field" into each check.
const KEYS = [
  "query",
  "number",
  "offset",
  "cuisine",
  "diet",
  "type",
  "maxReadyTime",
  "country",
  "region",
  "includeIngredients",
  "limit",
  "page",
  "random",
  "q",
  "userId",
  "id",
  "anonId",
  "to",
  "name",
  "email",
  "username",
  "password",
  "emailOrUsername",
  "code",
  "recipeId",
  "articleId",
  "title",
  "image",
  "summary",
  "url",
  "liked",
  "recipes",
  "articles",
  "googleToken",
  "userInfo",
  "savedAt",
  "message",
  "subject",
];
const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) });

const encodeValue = (v: unknown) => encodeURIComponent(typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
const badEncoding = fc.constantFrom("%ZZ", "%E0%A4%A", "%", "%00", "%C0%AF", "%FF%FE", "..%2F..%2Fetc%2Fpasswd");
const queryString = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.tuple(key, badValue).map(([k, v]) => `${encodeURIComponent(k)}=${encodeValue(v)}`) },
      { weight: 1, arbitrary: fc.tuple(key, badEncoding).map(([k, v]) => `${encodeURIComponent(k)}=${v}`) },
    ),
    { maxLength: 4 },
  )
  .map((parts) => (parts.length ? `?${parts.join("&")}` : ""));

const segment = fc.oneof(
  fc.constantFrom("1004", "0", "-1", "999999999999999999999", "1e308", "india", "India", "millets-on-the-indian-plate", "1004.svg", "x.svg", "' OR 1=1 --"),
  badEncoding,
  badString.filter((s) => s.length < 300).map((s) => encodeURIComponent(s) || "x"),
);

const body = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(key, badValue, { maxKeys: 6 }).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: fc.constantFrom("{", '{"a":', "nul", "[1,2", "\u0000", "", '{"name": "\\u0000"}', "{}", "[]", "null", "0", '"x"', "true") },
  { weight: 1, arbitrary: fc.array(badValue, { maxLength: 3 }).map((a) => JSON.stringify(a)) },
  { weight: 1, arbitrary: badScalar.map((v) => JSON.stringify(v) ?? "null") },
);

type Case = {
  route: number;
  params: string[];
  method: string;
  allowedMethod: number;
  wrongMethod: boolean;
  query: string;
  body: string;
  contentType: string | null;
  withSession: boolean;
  origin: string | null;
};

/** The route's path with its parameters (and wildcard tail) filled in. */
function fillPath(pattern: string, params: string[]): string {
  let p = 0;
  return pattern
    .split("/")
    .map((seg) => (seg === "*" ? [params[p++], params[p++]].join("/") : seg.startsWith(":") ? params[p++] : seg))
    .join("/");
}

it(
  `sends ${RUNS} generated bad requests to every route: no 5xx, JSON errors, nothing written (seed ${SEED})`,
  { timeout: Math.max(240_000, RUNS * 120) },
  async () => {
    const routes = await loadFunctions();
    expect(routes.length).toBeGreaterThan(20);
    // The methods each route serves, from the Allow header of its 405 (the wrapper sends it), so most
    // generated requests get past the method check into the input checks.
    const served = await Promise.all(
      routes.map(async (r) => {
        const res = await site.fetch(fillPath(r.pattern, ["1004", "x", "y"]), { method: "OPTIONS" });
        return (res.headers.get("allow") ?? "GET").split(/,\s*/).filter((m) => m !== "HEAD");
      }),
    );
    const caseArb: fc.Arbitrary<Case> = fc.record({
      route: fc.nat({ max: routes.length - 1 }),
      params: fc.array(segment, { minLength: 3, maxLength: 3 }),
      method: fc.constantFrom("GET", "POST", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"),
      allowedMethod: fc.nat(),
      wrongMethod: fc
        .boolean()
        .chain((b) => (b ? fc.boolean() : fc.constant(false)))
        .chain((b) => (b ? fc.boolean() : fc.constant(false))), // 1 in 8
      query: queryString,
      body,
      contentType: fc.constantFrom("application/json", "application/json", "application/json", "text/plain", "application/x-www-form-urlencoded", null),
      withSession: fc.boolean(),
      origin: fc.constantFrom(null, null, BASE, BASE, BASE, "https://evil.example", "null"),
    });
    const cases = fc.sample(caseArb, { numRuns: RUNS, seed: SEED });
    const started = performance.now();
    let serverErrors = 0;
    const tally: Record<string, number> = {};
    const failures: string[] = [];
    let before = await rowCounts();
    for (const [i, c] of cases.entries()) {
      const route = routes[c.route]!;
      const path = fillPath(route.pattern, c.params);
      const methods = served[c.route]!;
      const method = c.wrongMethod || methods.length === 0 ? c.method : methods[c.allowedMethod % methods.length]!;
      const headers: Record<string, string> = {};
      if (c.contentType) headers["content-type"] = c.contentType;
      if (c.withSession) headers.cookie = user.cookie;
      if (c.origin) headers.origin = c.origin;
      const hasBody = method !== "GET" && method !== "HEAD";
      const res = await site.fetch(`${path}${c.query}`, { method, headers, ...(hasBody ? { body: c.body } : {}) });
      const label = `#${i} ${method} ${path.slice(0, 120)}${c.query.slice(0, 80)} (${route.name}) -> ${res.status}`;
      const text = await res.text();
      tally[res.status] = (tally[res.status] ?? 0) + 1;
      if (res.status >= 500) {
        serverErrors++;
        failures.push(`${label}: ${text.slice(0, 200)}`);
      }
      if (res.headers.get("x-content-type-options") !== "nosniff") failures.push(`${label}: no nosniff header`);
      const api = path.startsWith("/api/");
      if (api && res.status >= 400 && method !== "HEAD") {
        let error: unknown;
        try {
          error = (JSON.parse(text) as { error?: unknown }).error;
        } catch {
          error = undefined;
        }
        if (typeof error !== "string" || !error) failures.push(`${label}: error body is not JSON with an error string: ${text.slice(0, 120)}`);
      }
      const after = await rowCounts();
      // A refused request (bad input, wrong method, cross-site, not found) changes no table.
      if ([400, 403, 404, 405, 413, 415].includes(res.status) && after !== before) failures.push(`${label}: wrote rows: ${before} -> ${after}`);
      before = after;
      if (failures.length > 20) break;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[fuzz] ${cases.length} requests over ${routes.length} routes on ${site.db.kind} in ${seconds.toFixed(1)} s, seed ${SEED}: ${serverErrors} 5xx; by status ${JSON.stringify(tally)}`,
    );
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(cases.length).toBeGreaterThanOrEqual(2000);
  },
);

// NUL inside each string field a body or query can carry (issue 23: fields declared with plain strings
// answered 500 and spent the sender's limit): every route, every method it serves, every known key.
it("refuses a NUL inside every known field of every route with a 4xx, never a 5xx, writing nothing", { timeout: 240_000 }, async () => {
  const routes = await loadFunctions();
  const failures: string[] = [];
  let sent = 0;
  let before = await rowCounts();
  for (const route of routes) {
    const path = fillPath(route.pattern, ["1004", "x", "y"]);
    const allow = (await site.fetch(path, { method: "OPTIONS" })).headers.get("allow") ?? "GET";
    const methods = allow.split(/,\s*/).filter((m) => m !== "HEAD");
    for (const method of methods)
      for (const k of KEYS) {
        const nul = `saffron\u0000${k}`;
        const init: RequestInit =
          method === "GET"
            ? {}
            : { method, headers: { "content-type": "application/json", origin: BASE, cookie: user.cookie }, body: JSON.stringify({ [k]: nul }) };
        const url = method === "GET" ? `${path}?${encodeURIComponent(k)}=${encodeURIComponent(nul)}` : path;
        const res = await site.fetch(url, init);
        const text = await res.text();
        sent++;
        const label = `${method} ${url.slice(0, 120)} {${k}} (${route.name}) -> ${res.status}`;
        if (res.status >= 500) failures.push(`${label}: ${text.slice(0, 160)}`);
        const after = await rowCounts();
        if (res.status >= 400 && res.status < 500 && after !== before) failures.push(`${label}: wrote rows`);
        before = after;
        if (failures.length > 20) break;
      }
  }
  console.log(`[fuzz] NUL in each of ${KEYS.length} fields over ${routes.length} routes: ${sent} requests, ${failures.length} failures`);
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(2000);
});
