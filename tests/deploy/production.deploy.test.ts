// The site as a Netlify deploy runs it (docs/decisions/0021-production-mode-test-run.md): every function
// bundled by Netlify's bundler, each bundle run in instances of its own with a production-shaped
// environment (deploy context "production" from the request, no CONTEXT, no DEV_OUTBOX, the operator's
// variables from tests/deploy/site.env), a PostgreSQL database migrated as a deploy migrates it (the real
// server at TEST_DATABASE_URL when there is one), and local fakes of SendGrid, Nominatim, Overpass and
// Hugging Face at their configured URLs. Then the same bundles with the secrets removed: each concern
// refuses, naming its variable.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlobsServer } from "@netlify/blobs/server";
import { bundleFunctions, type BundledFunction } from "../../scripts/lib/deploy/bundle.ts";
import { startDeployServer, type DeployServer } from "../../scripts/lib/deploy/server.ts";
import { applyMigrationsOnly } from "../../scripts/lib/migrate.ts";
import { readNetlifyConfig, type NetlifyConfig } from "../../scripts/lib/netlify-config.ts";
import { createPostgresDatabase, startMemoryDatabase, type ThrowawayDatabase } from "../../scripts/lib/throwaway-database.ts";
import { startFakeUpstream, type FakeUpstream } from "../support/fake-upstream.ts";
import { startFakeOsm, type FakeOsm } from "../support/fake-osm.ts";
import { startFakeAi, type FakeAi } from "../support/fake-ai.ts";

const SITE_ENV = parseEnv(await readFile(join(process.cwd(), "tests", "deploy", "site.env"), "utf8")) as Record<string, string>;
const SECRETS = ["ADMIN_PASSWORD", "SENDGRID_API_KEY", "HF_TOKEN"];
const admin = { authorization: `Bearer ${SITE_ENV.ADMIN_PASSWORD}` };

let outDir: string;
let bundles: BundledFunction[];
let database: ThrowawayDatabase;
let blobs: BlobsServer;
let blobsUrl: string;
let sendgrid: FakeUpstream;
let osm: FakeOsm;
let ai: FakeAi;
let netlifyConfig: NetlifyConfig;
const logs: string[] = [];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "deploy-bundles-"));
  const started = Date.now();
  const netlify = await readNetlifyConfig(process.cwd(), "production");
  netlifyConfig = netlify.config;
  bundles = await bundleFunctions(outDir, process.cwd(), netlify);
  console.log(`[deploy] ${bundles.length} functions bundled in ${Date.now() - started} ms`);

  database = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL, "deploy") : await startMemoryDatabase();
  console.log(
    `[deploy] ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "embedded database (no TEST_DATABASE_URL)"}: ${await applyMigrationsOnly(database.url)}`,
  );
  blobs = new BlobsServer({ directory: await mkdtemp(join(tmpdir(), "deploy-blobs-")), token: "deploy-blobs-token" });
  blobsUrl = `http://localhost:${(await blobs.start()).port}`;
  [sendgrid, osm, ai] = await Promise.all([startFakeUpstream(), startFakeOsm(), startFakeAi()]);
  sendgrid.respond("/v3/mail/send", { status: 202, body: "" });
}, 300_000);

afterAll(async () => {
  await Promise.all([sendgrid?.stop(), osm?.stop(), ai?.stop(), blobs?.stop()]);
  await database?.drop();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** A deploy of the bundles: `variables` are what the operator set in Netlify's UI. */
function deploy(variables: Record<string, string>, id: string) {
  return startDeployServer({
    bundles,
    clientDir: join(process.cwd(), "build", "client"),
    env: (url) => ({
      // What Netlify's runtime gives every function besides the operator's variables.
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      TZ: "UTC",
      LANG: "en_US.UTF-8",
      HOME: tmpdir(), // lambda-local looks for ~/.aws; Lambda's HOME has none either
      URL: url,
      SITE_ID: "deploy-run-site",
      SITE_NAME: "masala-table",
      // Netlify Database's URL; Neon's serverless driver needs Neon's proxy, so the pg driver here.
      NETLIFY_DB_URL: database.url,
      NETLIFY_DB_DRIVER: "server",
      ...variables,
    }),
    deploy: { context: "production", id, siteId: "deploy-run-site" },
    blobs: { url: blobsUrl, token: "deploy-blobs-token" },
    redirects: netlifyConfig.redirects,
    headers: netlifyConfig.headers,
    onLog: (name, line) => {
      logs.push(`${name}: ${line}`);
      if (process.env.DEPLOY_LOGS) console.log(`[${name}] ${line}`);
    },
  });
}

const fakeUrls = () => ({
  SENDGRID_API_URL: sendgrid.url,
  NOMINATIM_URL: osm.nominatimUrl,
  OVERPASS_URL: osm.overpassUrl,
  HF_ENDPOINT_URL: `${ai.url}/v1`,
});

/** Requests to a deploy as a browser on its own origin sends them (redirects not followed). */
function client(site: () => DeployServer) {
  const get = (path: string, init: RequestInit = {}) => fetch(new URL(path, site().url), { redirect: "manual", ...init });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    get(path, { method: "POST", headers: { "content-type": "application/json", origin: site().url, ...headers }, body: JSON.stringify(body) });
  return { get, post };
}

type SendGridMail = { personalizations: { to: { email: string }[] }[]; subject: string; content: { type: string; value: string }[] };
const mailsTo = (email: string) =>
  sendgrid.calls.map((c) => JSON.parse(c.body) as SendGridMail).filter((m) => m.personalizations.some((p) => p.to.some((t) => t.email === email)));
const codeIn = (mail: SendGridMail | undefined) => /\b(\d{6})\b/.exec(mail?.content[0]?.value ?? "")?.[1];

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the bundles", () => {
  it("bundles every function file, the gazetteer only in the finder and content only where it is read", () => {
    const files = readdirSync("netlify/functions").filter((f) => f.endsWith(".ts"));
    expect(bundles.map((b) => b.name).sort()).toEqual(files.map((f) => f.replace(/\.ts$/, "")).sort());
    const withGazetteer = bundles.filter((b) => b.files.some((f) => f.endsWith("cities.pbf"))).map((b) => b.name);
    expect(withGazetteer).toEqual(["restaurants-search"]);
    const withCatalog = bundles.filter((b) => b.files.some((f) => f.startsWith("content/recipes/"))).map((b) => b.name);
    expect(withCatalog.length).toBeGreaterThan(0);
    expect(withCatalog).not.toContain("auth-signin");
    for (const b of bundles) expect(b.runtimeAPIVersion, b.name).toBe(2);
    const table = bundles.map((b) => `${b.name.padEnd(30)} ${(b.size / 1e6).toFixed(1).padStart(5)} MB ${String(b.files.length).padStart(5)} files`).join("\n");
    console.log(`[deploy] bundle sizes:\n${table}`);
  });
});

describe("a production deploy with every variable set", () => {
  let site: DeployServer;
  const { get, post } = client(() => site);

  beforeAll(async () => {
    site = await deploy({ ...SITE_ENV, ...fakeUrls() }, "deploy-run-production");
  });
  afterAll(async () => {
    const slowest = [...(site?.coldStarts ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`[deploy] slowest cold starts (process start to bundle loaded): ${slowest.map(([n, ms]) => `${n} ${ms} ms`).join(", ")}`);
    await site?.stop();
  });

  it("reports production with every provider configured", async () => {
    const res = await get("/api/health");
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: "ok", mode: "production", database: "ok", blobs: "ok", missing: [] });
    expect(body.providers).toMatchObject({ email: "sendgrid", admin: "password", geocoding: "nominatim", places: "overpass", ai: "huggingface" });
  });

  // One request per function (each answer carries the function's own security headers: netlify.toml's
  // [[headers]] never reach functions). A write-only function is asked with GET (405): its real use is in
  // the flows below. The scheduled one is invoked as Netlify's scheduler does, with a POST.
  const PROBES: [string, string, string, number][] = [
    ["health", "GET", "/api/health", 200],
    ["api-not-found", "GET", "/api/nope", 404],
    ["recipes-search", "GET", "/api/recipes/search?query=paneer&number=2", 200],
    ["recipes-trending", "GET", "/api/recipes/trending", 200],
    ["recipe", "GET", "/api/recipes/1001", 200],
    ["recipe-related", "GET", "/api/recipes/1001/related", 200],
    ["recipes-by-ingredients", "GET", "/api/recipes/by-ingredients?have=rice,dal", 200],
    ["indian-recipes", "GET", "/api/indian-recipes?limit=2", 200],
    ["global-recipes-all", "GET", "/api/global-recipes/all?region=Asia", 200],
    ["global-recipes-search", "GET", "/api/global-recipes/search?query=curry", 200],
    ["global-recipes-countries", "GET", "/api/global-recipes/countries", 200],
    ["global-recipes-country", "GET", "/api/global-recipes/country/Italy", 200],
    ["recipe-image", "GET", "/recipe-images/99999999.svg", 404],
    ["recipe-preview", "GET", "/recipe/99999999", 404],
    ["auth-config", "GET", "/api/auth/config", 200],
    ["auth-me", "GET", "/api/auth/me", 401],
    ["auth-saved", "GET", "/api/auth/saved-recipes", 401],
    ["auth-signup", "GET", "/api/auth/signup", 405],
    ["auth-signin", "GET", "/api/auth/signin", 405],
    ["auth-verify-email", "GET", "/api/auth/verify-email", 405],
    ["auth-resend-verification", "GET", "/api/auth/resend-verification", 405],
    ["auth-google", "GET", "/api/auth/google", 405],
    ["auth-logout", "GET", "/api/auth/logout", 405],
    ["auth-verify", "GET", "/api/auth/verify", 405],
    ["auth-save", "GET", "/api/auth/save-recipe", 405],
    ["auth-clear-saved", "GET", "/api/auth/clear-saved", 405],
    ["auth-merge-saved", "GET", "/api/auth/merge-saved", 405],
    ["likes", "GET", "/api/likes?type=recipe&id=1001", 200],
    ["dev-outbox", "GET", "/api/dev/outbox?to=nobody%40example.com", 404],
    ["article", "GET", "/api/articles/tadka-tempering-explained", 200],
    ["articles-search", "GET", "/api/articles?q=spices", 200],
    ["article-image", "GET", "/article-images/no-such-article.svg", 404],
    ["article-not-found", "GET", "/news/no-such-article", 404],
    ["contact", "GET", "/api/contact", 405],
    ["newsletter-subscribe", "GET", "/api/newsletter/subscribe", 405],
    ["newsletter-verify", "GET", "/api/newsletter/verify", 405],
    ["newsletter-confirm", "GET", "/api/newsletter/confirm", 405],
    ["newsletter-publish", "GET", "/api/newsletter/publish", 405],
    ["newsletter-preview", "GET", "/api/newsletter/preview", 405],
    ["newsletter-issues", "GET", "/api/newsletter/issues", 200],
    ["newsletter-feed", "GET", "/feeds/newsletters.xml", 200],
    ["newsletter-issue-page", "GET", "/newsletters/archive/999999", 404],
    ["newsletter-unsubscribe", "GET", `/api/newsletter/unsubscribe?token=${"a".repeat(43)}`, 404],
    ["newsletter-admin-session", "GET", "/api/admin/session", 200],
    ["newsletter-stats", "GET", "/api/newsletter/stats", 401],
    ["newsletter-subscribers", "GET", "/api/newsletter/subscribers", 401],
    ["newsletter-admin-messages", "GET", "/api/admin/messages", 401],
    ["newsletter-retry", "POST", "/.netlify/functions/newsletter-retry", 204],
    ["chat", "GET", "/api/chat", 405],
    ["assistant-status", "GET", "/api/ai/status", 200],
    ["question", "GET", "/api/questions/Not_A_Slug", 400],
    ["question-page", "GET", "/question/nope", 404],
    ["restaurants-search", "GET", "/api/restaurants/search", 400],
    ["plan", "GET", "/api/plan?week=2026-11-23", 401],
    ["plan-write", "GET", "/api/plan/slots", 405],
    ["shopping-list", "GET", "/api/shopping-list?week=2026-11-23", 401],
  ];
  it("has a probe for each function but the background drain (which the publish below calls)", () => {
    expect([...PROBES.map((p) => p[0]), "newsletter-send-background"].sort()).toEqual(bundles.map((b) => b.name).sort());
  });
  it.for(PROBES)("%s: %s %s answers %i", { timeout: 60_000 }, async ([name, method, path, status]) => {
    const res = await get(
      path,
      method === "POST" ? { method, headers: { "content-type": "application/json" }, body: JSON.stringify({ next_run: new Date().toISOString() }) } : {},
    );
    expect(res.status, `${name}: ${await res.clone().text()}`).toBe(status);
    expect(site.invocations.at(-1)?.name).toBe(name);
    if (status !== 204) expect(res.headers.get("x-content-type-options"), name).toBe("nosniff");
  });

  it("serves pages and files as the CDN does: prerendered pages, redirects, and the shell with 404 for unknown paths", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/text\/html/);
    expect(home.headers.get("content-security-policy")).toContain("default-src 'self'");
    const faq = await get("/faq/anything");
    expect([faq.status, faq.headers.get("location")]).toEqual([301, "/articles"]);
    const unknown = await get("/no-such-page");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<html");
    const recipe = await get("/recipe/1001");
    expect(recipe.status).toBe(200);
  });

  it("signs up with the code SendGrid delivered, then signs in; no code or password reaches a log", async () => {
    const person = { name: "Deploy Cook", email: "deploy-cook@example.com", username: "deploycook", password: "saffron-tadka-42" };
    const signup = await post("/api/auth/signup", person);
    expect(signup.status, await signup.clone().text()).toBe(201);
    const { user } = (await signup.json()) as { user: { id: string } };
    const code = await until("the sign-up email", () => codeIn(mailsTo(person.email).at(-1)));
    const call = sendgrid.calls.find((c) => c.body.includes(person.email))!;
    expect(call.headers.authorization).toBe(`Bearer ${SITE_ENV.SENDGRID_API_KEY}`);
    const verified = await post("/api/auth/verify-email", { userId: user.id, code });
    expect(verified.status, await verified.clone().text()).toBe(200);
    const signin = await post("/api/auth/signin", { emailOrUsername: person.email, password: person.password });
    expect(signin.status, await signin.clone().text()).toBe(200);
    const cookie = /__Host-session=[^;]*/.exec(signin.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie).toBeDefined();
    const me = await get("/api/auth/me", { headers: { cookie: cookie! } });
    expect(me.status).toBe(200);
    expect(logs.filter((l) => l.includes(code) || l.includes(person.password) || l.includes(SITE_ENV.ADMIN_PASSWORD!))).toEqual([]);
  });

  it("subscribes and confirms two readers, publishes once, and the drain (another instance) mails each exactly once", async () => {
    const readers = ["deploy-reader-1@example.com", "deploy-reader-2@example.com"];
    for (const email of readers) {
      const res = await post("/api/newsletter/subscribe", { name: "Deploy Reader", email, categories: ["food"] });
      expect(res.status, await res.clone().text()).toBe(200);
      const code = await until("the confirmation email", () => codeIn(mailsTo(email).at(-1)));
      const verified = await post("/api/newsletter/verify", { email, code });
      expect(verified.status, await verified.clone().text()).toBe(200);
    }
    const before = new Map(readers.map((email) => [email, mailsTo(email).length]));
    const published = await post(
      "/api/newsletter/publish",
      { category: "food", title: "Monsoon pakoras", content: "Crisp fritters for rainy evenings.", confirm: true },
      admin,
    );
    expect(published.status, await published.clone().text()).toBe(201);
    await until("every delivery sent", async () => {
      const stats = (await (await get("/api/newsletter/stats", { headers: admin })).json()) as { deliveries: { pending: number; sent: number } };
      return stats.deliveries.pending === 0 && stats.deliveries.sent >= readers.length ? stats : undefined;
    });
    for (const email of readers) {
      const newsletters = mailsTo(email)
        .slice(before.get(email))
        .filter((m) => m.subject.startsWith("Monsoon pakoras"));
      expect(newsletters, email).toHaveLength(1);
    }
    const publish = site.invocations.find((i) => i.name === "newsletter-publish")!;
    // A background function's invocation is recorded when its answer's head arrives, after its work: the
    // mails can be counted as sent a moment before.
    const drain = await until("the drain's answer", () => site.invocations.find((i) => i.name === "newsletter-send-background"));
    expect(drain.instance).not.toBe(publish.instance);
    expect(drain.status).toBe(200); // the drain key derived in the publishing instance opened it
  });

  it("finds restaurants through Nominatim and Overpass with the usage policy's User-Agent and contact", async () => {
    const res = await get("/api/restaurants/search?q=Fort%20Kochi");
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ source: "openstreetmap", geocoder: "nominatim" });
    const lookup = osm.nominatimCalls.at(-1)!;
    expect(new URL(lookup.url, "http://x").searchParams.get("email")).toBe(SITE_ENV.NOMINATIM_EMAIL);
    expect(lookup.userAgent).toBe(`MasalaTable-RestaurantFinder/1.0 (${site.url}; ${SITE_ENV.NOMINATIM_EMAIL})`);
    expect(osm.overpassCalls.at(-1)!.userAgent).toBe(lookup.userAgent);
  });

  it("answers the chat through Hugging Face with the configured token", async () => {
    ai.reply = "Try [Palak Paneer](/recipe/1008) tonight.";
    const res = await post("/api/chat", { message: "A paneer dinner idea", conversation: [] });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ ok: true, provider: "huggingface" });
    expect(body.reply).toContain("Palak Paneer");
    expect(ai.calls.at(-1)!.headers.authorization).toBe(`Bearer ${SITE_ENV.HF_TOKEN}`);
  });
});

describe("the same bundles deployed without the secrets", () => {
  let site: DeployServer;
  const { get, post } = client(() => site);

  beforeAll(async () => {
    const { NOMINATIM_URL: _n, OVERPASS_URL: _o, ...urls } = fakeUrls();
    const variables = Object.fromEntries(Object.entries({ ...SITE_ENV, ...urls }).filter(([k]) => !SECRETS.includes(k)));
    site = await deploy(variables, "deploy-run-unconfigured");
  });
  afterAll(async () => site?.stop());

  it("says it is degraded and names each missing variable; the finder defaults to the public OpenStreetMap services", async () => {
    const res = await get("/api/health");
    const body = await res.json();
    expect(res.status).toBe(503);
    expect(body).toMatchObject({ status: "degraded", mode: "production", missing: ["ADMIN_PASSWORD", "SENDGRID_API_KEY"] });
    expect(body.providers).toMatchObject({ email: "not-configured", admin: "not-configured", geocoding: "nominatim", places: "overpass", ai: "built-in" });
  });

  it("refuses the admin with 503 naming ADMIN_PASSWORD, whatever password is tried", async () => {
    const res = await get("/api/newsletter/stats", { headers: admin });
    expect(res.status).toBe(503);
    expect((await res.json()).error).toContain("ADMIN_PASSWORD");
  });

  it("refuses sign-up and subscribing with 503 'Email is not configured', sending nothing", async () => {
    const mails = sendgrid.calls.length;
    const signup = await post("/api/auth/signup", { name: "No Mail", email: "no-mail@example.com", username: "nomail", password: "saffron-tadka-42" });
    expect(signup.status).toBe(503);
    expect((await signup.json()).error).toMatch(/^Email is not configured/);
    const subscribe = await post("/api/newsletter/subscribe", { name: "No Mail", email: "no-mail@example.com", categories: ["food"] });
    expect(subscribe.status).toBe(503);
    expect((await subscribe.json()).error).toMatch(/^Email is not configured/);
    expect(sendgrid.calls.length).toBe(mails);
  });

  it("answers the chat with the built-in assistant", async () => {
    const res = await post("/api/chat", { message: "How do I cook basmati rice?", conversation: [] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, provider: "built-in" });
  });
});
