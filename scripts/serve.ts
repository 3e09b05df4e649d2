// The production-like local server: the built pages (build/client) plus every function, Blobs and the
// database (PGlite), on one port. Functions run in this process (docs/decisions/0002-in-process-functions.md);
// files, redirects and headers follow netlify.toml as Netlify's CDN does (scripts/lib/static-files.ts).
// Data persists in .netlify/ (git-ignored), where `netlify dev` keeps it too.
// Runs compiled (`npm run build` writes build/server/scripts/serve.js: docs/decisions/0023-compiled-local-server.md);
// `tsx scripts/serve.ts` still works, loading the TypeScript sources.
// Usage: node build/server/scripts/serve.js [--port 8888] [--ephemeral] [--db-dir path] [--db-url postgres://...] [--dev-outbox]
//   --ephemeral: in-memory database and temporary Blobs (tests);
//   --db-dir: the embedded database's folder (default .netlify/db; benchmarks give a fresh one);
//   --db-url: use that PostgreSQL instead of the local PGlite (self-hosted mode, benchmarks);
//   --dev-outbox: show the mail outbox at /api/dev/outbox (local testing only; refused unless the server
//     listens on loopback, since the outbox holds everyone's verification codes).
import http from "node:http";
import { existsSync, rmSync } from "node:fs";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { NetlifyDB } from "@netlify/database-dev";
import { tuneGateway } from "./lib/embedded-gateway.ts";
import { BlobsServer } from "@netlify/blobs/server";
import { Readable } from "node:stream";
import { randomBytes } from "node:crypto";
import { adminPasswordNotice, generateAdminPassword } from "./lib/admin-password.ts";
import { setFlagsFromString } from "node:v8";
import { migrateAndSeed } from "./lib/migrate.ts";
import { startDatabaseFromTemplate } from "./lib/throwaway-database.ts";
import { createFunctionRouter } from "./lib/function-router.ts";
import { createStaticSite } from "./lib/static-files.ts";
import { readNetlifyConfig } from "./lib/netlify-config.ts";
import { PAGE_HEADERS, contentSecurityPolicy, inlineScriptHashes, withSecurityHeaders } from "../src/server/http/security-headers.ts";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "8888" },
    ephemeral: { type: "boolean", default: false },
    "db-url": { type: "string" },
    "db-dir": { type: "string" },
    // Run functions through @netlify/dev's worker-per-request runtime instead of in-process (slow; fidelity checks).
    "netlify-workers": { type: "boolean", default: false },
    "dev-outbox": { type: "boolean", default: false },
    // Load each function on its first request instead of all at start (the browser tests: a test file
    // calls a handful of the 56, and each server start counts in CI's minutes).
    "lazy-functions": { type: "boolean", default: false },
  },
});
const port = Number(args.port);
const started = Date.now();
process.env.PGUSER ??= "postgres";
process.env.RUN_MODE = "dev"; // a local run, said explicitly (src/server/platform/mode.ts; never CONTEXT)
// Only this machine can connect unless HOST opens the server on purpose (e.g. HOST=0.0.0.0).
const host = process.env.HOST || "127.0.0.1";
// The mail outbox only on request and only on loopback (docs/decisions/0014-reliability-round-two.md).
if (args["dev-outbox"] && !isLoopback(host)) {
  console.error(`--dev-outbox shows everyone's verification codes: it is refused when the server listens on ${host}, beyond this machine.`);
  process.exit(1);
}
process.env.DEV_OUTBOX = args["dev-outbox"] ? "1" : "0";
// The newsletter admin's password (docs/architecture.md#api-contract): locally a random one per start unless
// ADMIN_PASSWORD is set, in a file only its owner can read; the log names the file.
const adminPasswordFile = process.env.ADMIN_PASSWORD ? undefined : generateAdminPassword(port);
const clientDir = join(process.cwd(), "build", "client");
if (!existsSync(join(clientDir, "__spa-fallback.html"))) {
  console.error("No build found in build/client. Run `npm run build` first (npm start does it for you).");
  process.exit(1);
}

// The embedded database's WebAssembly (PGlite) stays in V8's baseline compiler: optimising its hot
// functions held about 60 MB more (docs/decisions/0023-compiled-local-server.md). Set before the module
// is compiled, which happens when a database starts.
setFlagsFromString("--liftoff-only");
let localDb: NetlifyDB | undefined;
let dropTemplateCopy: (() => Promise<void>) | undefined;
const externalDb = args["db-url"];
const phase = (name: string) => console.log(`[serve] ${name} at ${Date.now() - started} ms`);
if (externalDb) {
  process.env.NETLIFY_DB_URL = externalDb;
} else if (args.ephemeral && process.env.TEST_DB_TEMPLATE && !args["db-dir"]) {
  // One PGlite data folder allows one process, so tests get their own database: a copy of the test run's
  // seeded template (docs/testing.md).
  const copy = await startDatabaseFromTemplate(process.env.TEST_DB_TEMPLATE);
  dropTemplateCopy = copy.drop;
  process.env.NETLIFY_DB_URL = copy.url;
} else {
  // The embedded database: in memory for --ephemeral, else in --db-dir or .netlify/db (the folder `netlify dev` uses).
  // @netlify/dev itself is not loaded: it costs about 150 MB of memory for what this file does in a few
  // lines (docs/decisions/0022-local-server-without-netlify-dev.md).
  localDb = new NetlifyDB({ directory: args["db-dir"] ?? (args.ephemeral ? undefined : join(process.cwd(), ".netlify", "db")), logger: () => {} });
  try {
    process.env.NETLIFY_DB_URL = await localDb.start();
  } catch (err) {
    console.error(`The local database did not start (${String(err).slice(0, 200)}). Is another \`npm start\` or \`npm run dev\` using .netlify/db?`);
    process.exit(1);
  }
  tuneGateway(localDb);
}
process.env.NETLIFY_DB_DRIVER = "server";
// Blobs: temporary for --ephemeral, else in .netlify/blobs-serve with the ids `netlify dev` gives them.
const blobsToken = randomBytes(12).toString("hex");
const blobs = new BlobsServer({
  directory: args.ephemeral ? await mkdtemp(join(tmpdir(), "blobs-")) : join(process.cwd(), ".netlify", "blobs-serve"),
  token: blobsToken,
});
{
  const { port: blobsPort } = await blobs.start();
  const url = `http://localhost:${blobsPort}`;
  const ids = args.ephemeral ? { siteID: "local" } : { siteID: "0", deployID: "0" };
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, token: blobsToken, ...ids })).toString("base64");
}
phase("database and Blobs ready");
// --netlify-workers: functions in @netlify/dev's worker-per-request runtime (fidelity checks only).
const netlifyWorkers = args["netlify-workers"]
  ? await (async () => {
      const { NetlifyDev } = await import("@netlify/dev");
      const dev = new NetlifyDev({
        projectRoot: process.cwd(),
        database: { enabled: false },
        blobs: { enabled: false },
        edgeFunctions: { enabled: false }, // the local edge runtime downloads Deno: fails offline
        geolocation: { enabled: false }, // would call a Netlify host with a 10 s time-out
        aiGateway: { enabled: false },
        images: { enabled: false },
        skipGitignore: true,
        serverAddress: `http://localhost:${port}`,
        logger: { log: () => {}, warn: console.warn, error: console.error } as never,
      });
      await dev.start();
      phase("NetlifyDev started");
      return dev;
    })()
  : null;

const dbUrl = process.env.NETLIFY_DB_URL!;
// A database that cannot be reached does not stop the server (issue 23): it starts, /api/health reports
// the database as down, requests get 503, and the migrations are retried until the database answers.
const { isDatabaseUnavailable } = await import("../src/server/platform/db-errors.ts");
const dbAddress = (() => {
  const u = new URL(dbUrl);
  return `${u.hostname}:${u.port || 5432}`; // never the user or password
})();
async function migrateWhenReachable(): Promise<void> {
  try {
    console.log(`[db] ${await migrateAndSeed(dbUrl!)}`);
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    console.warn(`[db] cannot reach the database at ${dbAddress} (${(err as Error).message.slice(0, 80)}); serving 503s and trying again in 5 s`);
    await new Promise((r) => setTimeout(r, 5000).unref());
    return migrateWhenReachable();
  }
}
const migrated = migrateWhenReachable();
// Locally (the embedded database) it answers at once; an external one may be down: start without waiting.
if (!externalDb) {
  await migrated;
  phase("migrated and seeded");
} else migrated.catch((err) => console.error("[db] migration failed:", err));
const fallback = await readFile(join(clientDir, "__spa-fallback.html"));
const fallbackPolicy = contentSecurityPolicy(inlineScriptHashes(fallback.toString("utf8")));
// Links in emails use the configured site (SITE_URL), else this server's own address; never the
// request's Host or an absolute request line (docs/decisions/0014-reliability-round-two.md).
const siteUrl = (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/$/, "");
// The build's files, redirects and headers as a deploy's CDN serves them: the production context ("dev" is
// npm run dev's, which serves the source and no build's headers: netlify.toml's [context.dev]).
const { config: netlifyConfig } = await readNetlifyConfig(process.cwd(), "production");
// Compiled, the functions are the JavaScript beside this file (build/server/netlify/functions/).
const compiledDir = import.meta.url.endsWith(".js") ? fileURLToPath(new URL("../netlify/functions/", import.meta.url)) : undefined;
const router = netlifyWorkers
  ? null
  : await createFunctionRouter(siteUrl, "dev", { eager: !args["lazy-functions"], redirects: netlifyConfig.redirects, compiledDir });
const site = createStaticSite({ clientDir, redirects: netlifyConfig.redirects, headers: netlifyConfig.headers });
phase("functions loaded");
const isFunctionPath = (path: string) => path.startsWith("/api/") || path.startsWith("/.netlify/functions/");

function toWebRequest(req: http.IncomingMessage): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(", ") : v);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(requestPath(req.url), siteUrl), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

function isLoopback(h: string): boolean {
  return h === "localhost" || h === "::1" || /^127\./.test(h);
}

/**
 * The path and query of the request line. An absolute-form line (`POST http://evil.example/...`) keeps
 * only its path: the scheme and host of the site's own URLs never come from the client.
 */
function requestPath(raw: string | undefined): string {
  const line = raw ?? "/";
  if (line.startsWith("/")) return line.replace(/^\/+/, "/");
  try {
    const u = new URL(line);
    return `${u.pathname}${u.search}`;
  } catch {
    return "/";
  }
}

/** A short answer of the server itself, with the full header set. */
function plain(res: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { ...PAGE_HEADERS, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...extra }).end(text);
}

/**
 * Writes a fetch Response to Node's response. Each Set-Cookie stays its own header line (the sign-in
 * answers set two cookies; @netlify/dev-utils' fromWebResponse sets headers one name at a time, so the last
 * cookie replaced the others), and the body streams with back-pressure.
 */
async function send(response: Response, res: http.ServerResponse) {
  const secured = withSecurityHeaders(response);
  res.statusCode = secured.status;
  secured.headers.forEach((value, name) => name !== "set-cookie" && res.setHeader(name, value));
  const cookies = secured.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!secured.body) return void res.end();
  // Read to the end whatever the reader does: cancelling a body that @netlify/dev made from a file stream
  // (Readable.toWeb) makes Node 20 throw "Controller is already closed" outside any handler, which ended the
  // server. A reader that went away gets nothing more; one that reads slowly is waited for.
  const reader = secured.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.destroyed && !res.write(value))
      await new Promise<void>((resolve) => {
        const resume = () => {
          res.off("drain", resume).off("close", resume);
          resolve();
        };
        res.on("drain", resume).on("close", resume);
      });
  }
  res.end();
}

const server = http.createServer(
  (req, res) =>
    void (async () => {
      try {
        // The client address is the socket's, whatever the client sends (@netlify/dev's workers read
        // x-forwarded-for, the function router sets x-nf-client-connection-ip): a forged header cannot undo a per-IP limit.
        const ip = req.socket.remoteAddress ?? "unknown";
        req.headers["x-forwarded-for"] = ip;
        delete req.headers["x-nf-client-connection-ip"];
        const { pathname, search } = new URL(requestPath(req.url), siteUrl);
        // The server's own refusals (docs/decisions/0014-reliability-round-two.md): TRACE nowhere, and a
        // path that does not decode is a bad request, before any router sees it.
        if (req.method === "TRACE" || req.method === "TRACK" || req.method === "CONNECT")
          return plain(res, 405, `Method ${req.method} is not allowed.`, { allow: "GET, HEAD" });
        try {
          decodeURIComponent(pathname);
        } catch {
          return plain(res, 400, "The path is not valid percent-encoded UTF-8.");
        }
        const forced = site.forced(pathname, search);
        if (forced) return void (await send(forced, res));
        // No file lives under a function path: API requests skip the look-up (up to three stat calls).
        const file = isFunctionPath(pathname) ? null : await site.file(pathname);
        if (router && (isFunctionPath(pathname) || (router.claimsWhenNoStatic(pathname) && !file))) {
          const response = await router.handle(toWebRequest(req), ip);
          if (response) return void (await send(response, res));
        }
        if (netlifyWorkers && !file) {
          const result = await netlifyWorkers.handleAndIntrospectNodeRequest(req);
          if (result) return void (await send(result.response, res));
        }
        // Pages and files are read-only: any other method on them is 405.
        if (req.method !== "GET" && req.method !== "HEAD" && !isFunctionPath(pathname))
          return plain(res, 405, `Method ${req.method} is not allowed here.`, { allow: "GET, HEAD" });
        if (file) return void (await send(await site.fileResponse(file, pathname, 200, req.method), res));
        // netlify.toml's other redirects and rewrites; the last one sends an unknown page to the shell with
        // status 404, whose app shows the 404 page. Rewrites to a function were the router's.
        const rewritten = await site.rewrite(pathname, search, req.method ?? "GET");
        if (rewritten instanceof Response) return void (await send(rewritten, res));
        // Unknown page (netlify.toml's last rewrite does the same on Netlify): the shell, which shows the 404 page.
        // Its CSP allows the shell's inline scripts, as build/client/_headers does on Netlify (ADR 0024).
        res.writeHead(404, { ...PAGE_HEADERS, "content-security-policy": fallbackPolicy, "content-type": "text/html; charset=utf-8" }).end(fallback);
      } catch (err) {
        console.error("[serve]", err);
        if (!res.headersSent) res.writeHead(500, { ...PAGE_HEADERS, "content-type": "application/json" });
        res.end(JSON.stringify({ error: "Something went wrong on our side. Please try again." }));
      }
    })(),
);
server.listen(port, host, () => {
  console.log(`ready on http://localhost:${port} (listening on ${host}) in ${Date.now() - started} ms`);
  if (adminPasswordFile) console.log(adminPasswordNotice(adminPasswordFile));
});

// The newsletter send queue: a publish starts a drain at once; this timer picks up retries after a 429
// or 5xx and what a killed drain left, as the scheduled function does on Netlify (same drain code).
const { drainQueue } = await import("../src/server/newsletter/delivery.ts");
let draining = false;
const drainTimer = setInterval(() => {
  if (draining) return;
  draining = true;
  drainQueue({ siteUrl })
    .catch((err) =>
      isDatabaseUnavailable(err)
        ? console.warn(`[newsletter] drain skipped: the database at ${dbAddress} cannot be reached`)
        : console.error("[newsletter] drain failed:", err),
    )
    .finally(() => (draining = false));
}, 15_000);
drainTimer.unref();

async function shutdown() {
  // The password was for this run only: its file goes with it (one per port otherwise piles up), first,
  // whatever the rest of the shutdown does.
  if (adminPasswordFile) rmSync(adminPasswordFile, { force: true });
  clearInterval(drainTimer);
  server.close();
  await netlifyWorkers?.stop();
  await blobs.stop();
  await localDb?.stop();
  await dropTemplateCopy?.();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
