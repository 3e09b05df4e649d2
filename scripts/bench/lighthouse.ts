// Lighthouse on the production build: the four category scores and LCP, CLS and TBT for one page of
// every route family, with Lighthouse's mobile and desktop presets, three runs each (median printed),
// the floor page (/about) first in every run and each page's TBT as a multiple of the floor's, plus the
// gzipped JavaScript the home page loads. Debian's Chromium, no browser download. Prints
// figures and the targets beside them; never fails on a target.
// Usage: tsx scripts/bench/lighthouse.ts   (after `npm run build`; `npm run bench lighthouse` does both)
import { execFileSync } from "node:child_process";
import { localPort, startLocalServer } from "../lib/local-server.ts";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import { mkdtempSync, readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const PORT = 8952; // the local server (bench ports: 8950-8963; the browser tests use 8901-8949)
const CDN_PORT = localPort(8953); // the compressing front of it that Lighthouse loads
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const REPORT_DIR = join(process.cwd(), "test-results", "lighthouse");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, homeJsKb: 120, cls: 0.02, tbtMultiple: 2 };

/**
 * The browser tests' Chromium flags (tests/support/browser.ts CHROMIUM_ARGS), read from that file:
 * it imports vitest, which cannot be loaded outside a test run.
 */
export async function chromiumArgs(): Promise<string[]> {
  const source = await readFile(join(process.cwd(), "tests", "support", "browser.ts"), "utf8");
  const list = /export const CHROMIUM_ARGS = \[([\s\S]*?)\];/.exec(source)?.[1];
  if (!list) throw new Error("CHROMIUM_ARGS not found in tests/support/browser.ts");
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!).map((f) => (f === "--headless" ? "--headless=new" : f));
}

/** The floor page: the lightest page, measured first in every run; other pages' TBT is printed as a multiple of its TBT. */
export const FLOOR = "/about";

/** Page paths, and the route (first segment in routes.ts) each needs; a page whose route is missing is "not built yet". */
export async function pagesToMeasure(): Promise<{ path: string; built: boolean }[]> {
  // LIGHTHOUSE_PAGES=/,/recipe/1021 measures only those (quick checks while working on a page); the floor is always measured.
  const only = process.env.LIGHTHOUSE_PAGES?.split(",")
    .map((p) => p.trim())
    .filter((p) => p && p !== FLOOR);
  if (only?.length) return only.map((path) => ({ path, built: true }));
  const routes = await readFile(join(process.cwd(), "src", "client", "app", "routes.ts"), "utf8");
  const hasRoute = (segment: string) => new RegExp(`route\\(\\s*"${segment}[/"]`).test(routes);
  const catalog = (await import("../../src/build/catalog.server.ts")).catalogRecipes;
  const firstId = (await catalog())[0]?.id;
  const articleId = (await (await import("../../src/build/articles.server.ts")).articleIds())[0];
  const questionSlug = (await (await import("../../src/build/questions.server.ts")).questionSlugs())[0];
  // A page whose address is its route's own.
  const atRoute = (route: string) => ({ path: `/${route}`, built: hasRoute(route) });
  // One page of every route family (docs/decisions/0018-hydration-budget.md).
  return [
    { path: "/", built: true },
    { path: `/recipe/${firstId ?? 1}`, built: firstId !== undefined && hasRoute("recipe") },
    atRoute("all-recipes"),
    { path: "/search?q=paneer", built: hasRoute("search") },
    ...["daily", "weekly", "monthly", "seasonal", "world-recipes", "news"].map(atRoute),
    { path: `/articles/${articleId ?? "none"}`, built: articleId !== undefined && hasRoute("articles") },
    ...["articles/top-nyc-restaurants", "articles/world-fine-dining"].map(atRoute),
    { path: `/question/${questionSlug ?? "none"}`, built: questionSlug !== undefined && hasRoute("question") },
    ...["restaurant-finder", "newsletters", "contact", "saved-recipes", "plan", "shopping-list"].map(atRoute),
  ];
}

// Another server on the port would be measured instead of this build: refuse a busy port.
const startSite = () => startLocalServer({ port: PORT, timeoutMs: 900_000, refuseBusyPort: true });

/**
 * Netlify's CDN answers over HTTP/2 and compresses text responses (brotli or gzip); the local server
 * speaks HTTP/1.1 and does not compress. Lighthouse loads the pages through this small front (HTTP/2
 * over TLS with a throwaway self-signed certificate, brotli/gzip) so that its simulated slow 4G sees
 * what a visitor would get: the bytes a visitor receives, not three times as many, and one multiplexed
 * connection, not HTTP/1.1's six connections with requests queued behind them.
 */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-tls-"));
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
    { stdio: "ignore" },
  );
  return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
}

const IMMUTABLE = /^\/(assets|recipe-images|article-images)\//;

function compressingFront(upstream: string): Promise<{ base: string; close: () => void }> {
  const cache = new Map<string, { headers: Record<string, string | string[]>; body: Buffer }>();
  const server = http2.createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req, res) =>
      void (async () => {
        try {
          const headers = new Headers();
          for (const [k, v] of Object.entries(req.headers)) {
            if (v !== undefined && !k.startsWith(":") && k !== "host" && k !== "accept-encoding") headers.set(k, Array.isArray(v) ? v.join(", ") : v);
          }
          const accept = String(req.headers["accept-encoding"] ?? "");
          // Built assets never change: compress each once (brotli at quality 11 costs the CPU that the
          // measured page needs; the CDN, too, compresses once and caches).
          const key = `${req.method} ${req.url} ${accept}`;
          const hit = IMMUTABLE.test(req.url ?? "") ? cache.get(key) : undefined;
          if (hit) {
            res.writeHead(200, hit.headers);
            return void (req.method === "HEAD" ? res.end() : res.end(hit.body));
          }
          const answer = await fetch(upstream + (req.url ?? "/"), { method: req.method, headers, redirect: "manual" });
          let body: Buffer = Buffer.from(await answer.arrayBuffer());
          const out: Record<string, string | string[]> = {};
          answer.headers.forEach((v, k) => {
            if (!["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "set-cookie"].includes(k)) out[k] = v;
          });
          const cookies = answer.headers.getSetCookie();
          if (cookies.length) out["set-cookie"] = cookies;
          if (/text|javascript|json|svg|xml/.test(answer.headers.get("content-type") ?? "") && body.length > 512) {
            if (/\bbr\b/.test(accept)) {
              body = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
              out["content-encoding"] = "br";
            } else if (/\bgzip\b/.test(accept)) {
              body = gzipSync(body, { level: 9 });
              out["content-encoding"] = "gzip";
            }
            out.vary = "Accept-Encoding";
          }
          out["content-length"] = String(body.length);
          if (answer.status === 200 && IMMUTABLE.test(req.url ?? "")) cache.set(key, { headers: out, body });
          res.writeHead(answer.status, out);
          if (req.method === "HEAD") res.end();
          else res.end(body);
        } catch (err) {
          res.writeHead(502, { "content-type": "text/plain" }).end(String(err));
        }
      })(),
  );
  return new Promise((resolve, reject) => {
    server.once("error", reject); // EADDRINUSE: never measure through someone else's front
    server.listen(CDN_PORT, () => resolve({ base: `https://localhost:${CDN_PORT}`, close: () => server.close() }));
  });
}

type Audits = Record<
  string,
  {
    title?: string;
    score?: number | null;
    scoreDisplayMode?: string;
    numericValue?: number;
    metricSavings?: Record<string, number>;
    details?: { type?: string; overallSavingsMs?: number; items?: { url?: string; resourceType?: string; transferSize?: number }[] };
  }
>;
type PageResult = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  siMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  audits: Audits;
  misses: string[];
  /** Lighthouse's measure of this machine's CPU speed (higher is faster). */
  benchmarkIndex: number;
};

/**
 * LIGHTHOUSE_CPU_SLOWDOWN=8 adds a third pass: the mobile preset with that CPU multiplier instead of
 * Lighthouse's 4. On a fast machine 4x leaves every task, the floor page's too, under 50 ms, so "x floor"
 * compares zeros; the larger multiplier stands for a slower phone (docs/decisions/0018-hydration-budget.md).
 */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || undefined;
const mobileThrottling = constants.throttling.mobileSlow4G;
type Preset = "mobile" | "desktop" | "slow-cpu";

async function audit(url: string, port: number, preset: Preset): Promise<PageResult> {
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: [...CATEGORIES],
    ...(preset === "slow-cpu" ? { throttling: { ...mobileThrottling, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
  };
  const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // The whole report, for a closer look (largest-contentful-paint-element, network-requests ...).
  const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  await mkdir(REPORT_DIR, { recursive: true });
  await writeFile(join(REPORT_DIR, `${preset}-${slug}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const audits = lhr.audits as unknown as Audits;
  // What costs points: failed audits of the pass/fail categories, and the performance audits with the largest savings.
  const misses: string[] = [];
  for (const c of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = audits[ref.id];
      if (ref.weight > 0 && a && typeof a.score === "number" && a.score < 1) {
        const first = a.details?.items?.[0] as Record<string, unknown> | undefined;
        const hint = first ? String(first.issueType ?? first.description ?? first.source ?? "").slice(0, 90) : "";
        misses.push(`${c}: ${a.title ?? ref.id}${hint ? ` [${hint}]` : ""}`);
      }
    }
  }
  const savings = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => ({ id: ref.id, a: audits[ref.id] }))
    .filter(({ a }) => a && typeof a.score === "number" && a.score < 0.9 && a.scoreDisplayMode !== "informative")
    .map(({ id, a }) => ({ id, title: a!.title ?? id, ms: a!.details?.overallSavingsMs ?? a!.metricSavings?.LCP ?? 0 }))
    .filter(
      (x) =>
        ![
          "largest-contentful-paint",
          "first-contentful-paint",
          "speed-index",
          "total-blocking-time",
          "interactive",
          "cumulative-layout-shift",
          "max-potential-fid",
        ].includes(x.id),
    )
    .sort((x, y) => y.ms - x.ms)
    .slice(0, 3);
  for (const x of savings) misses.push(`performance: ${x.title}${x.ms ? ` (~${Math.round(x.ms)} ms)` : ""}`);
  return {
    misses,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as PageResult["scores"],
    fcpMs: audits["first-contentful-paint"]?.numericValue ?? NaN,
    siMs: audits["speed-index"]?.numericValue ?? NaN,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    audits,
    benchmarkIndex: (lhr as { environment?: { benchmarkIndex?: number } }).environment?.benchmarkIndex ?? NaN,
  };
}

/** Every script the page requested, gzipped here (the local server may send them uncompressed). */
async function javascriptBytes(audits: Audits, origin: string): Promise<{ files: number; raw: number; gzip: number }> {
  const items = audits["network-requests"]?.details?.items ?? [];
  const scripts = [...new Set(items.filter((i) => i.url && (i.resourceType === "Script" || /\.m?js(\?|$)/.test(i.url))).map((i) => i.url!))];
  let raw = 0;
  let gzip = 0;
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(origin + new URL(url).pathname)).arrayBuffer()); // from the local server
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.length, raw, gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (value: number, target: number, higherIsBetter = true) => ((higherIsBetter ? value >= target : value < target) ? " " : "!");

const median = (xs: number[]) => {
  const sorted = [...xs].filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Runs per preset: LIGHTHOUSE_RUNS (default 3) for both, LIGHTHOUSE_DESKTOP_RUNS overrides the desktop preset's. */
function runCount(preset: Preset): number {
  const all = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const n = preset === "desktop" && process.env.LIGHTHOUSE_DESKTOP_RUNS ? Number(process.env.LIGHTHOUSE_DESKTOP_RUNS) : all;
  return Number.isInteger(n) && n > 0 ? n : 3;
}

export async function benchLighthouse(): Promise<void> {
  console.log("\n## Lighthouse (production build, local server, Debian Chromium)");
  // On a loaded machine Lighthouse can leave a protocol time-out unhandled after the audit it belongs to
  // has already failed (or been reported): the run goes on, that audit counts as failed.
  const onStray = (err: unknown) => {
    if ((err as { code?: string } | null)?.code !== "PROTOCOL_TIMEOUT") throw err;
    console.warn(`  (Lighthouse: ${(err as Error).message}; that audit is dropped)`);
  };
  process.on("unhandledRejection", onStray);
  const pages = [{ path: FLOOR, built: true }, ...(await pagesToMeasure())];
  const site = await startSite();
  const cdn = await compressingFront(site.base);
  // The front's certificate is self-signed for this run.
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: [...(await chromiumArgs()), "--ignore-certificate-errors"] });
  console.log(`(pages served by ${site.base} through an HTTP/2, brotli/gzip front on ${cdn.base}, as Netlify's CDN serves them)`);
  try {
    // The first audit in a fresh Chromium paints seconds late whatever the page (its caches and fonts are
    // cold: /recipe/1001 measured first had a 2.3 s Speed Index, 0.9 s second): one audit is thrown away.
    const warm = await audit(cdn.base + FLOOR, chrome.port, "mobile");
    console.log(
      `(this machine's Lighthouse benchmark index: ${Math.round(warm.benchmarkIndex)}; the mobile preset slows its CPU ${mobileThrottling.cpuSlowdownMultiplier}x)`,
    );
    // The first load of a page warms the server (function workers, caches); the audits come after.
    for (const page of pages)
      if (page.built)
        await fetch(site.base + page.path).then(
          (r) => r.arrayBuffer(),
          () => undefined,
        );
    let homeAudits: Audits | undefined;
    const presets: Preset[] = ["mobile", "desktop", ...(CPU_SLOWDOWN ? (["slow-cpu"] as const) : [])];
    for (const preset of presets) {
      const runs = runCount(preset);
      // Each run measures the floor page first, then every page once: a machine that is busier in one run
      // than another moves the floor with the pages, and the multiple stays comparable.
      const results = new Map<string, PageResult[]>();
      const failures = new Map<string, string>();
      for (let run = 0; run < runs; run++) {
        for (const page of pages) {
          if (!page.built) continue;
          try {
            const r = await audit(cdn.base + page.path, chrome.port, preset);
            results.set(page.path, [...(results.get(page.path) ?? []), r]);
            if (page.path === "/" && preset === "mobile") homeAudits = r.audits;
          } catch (err) {
            failures.set(page.path, err instanceof Error ? err.message : String(err));
          }
        }
      }
      console.log(
        `\n${preset} preset` +
          {
            mobile: " (Moto G Power emulation, simulated slow 4G)",
            desktop: " (simulated desktop throttling)",
            "slow-cpu": ` (the mobile preset with ${CPU_SLOWDOWN}x CPU slowdown instead of ${mobileThrottling.cpuSlowdownMultiplier}x)`,
          }[preset] +
          `: median of ${runs} run${runs > 1 ? "s" : ""}; "x floor" is the page's median TBT over ${FLOOR}'s`,
      );
      console.log(`  ${"page".padEnd(40)} perf  a11y  b.p.  seo     FCP      SI       LCP       CLS     TBT   x floor`);
      const floorTbt = median((results.get(FLOOR) ?? []).map((r) => r.tbtMs));
      for (const page of pages) {
        if (!page.built) {
          console.log(`  ${page.path.padEnd(40)} not built yet`);
          continue;
        }
        const rs = results.get(page.path) ?? [];
        if (!rs.length) {
          console.log(`  ${page.path.padEnd(40)} failed: ${failures.get(page.path) ?? "no result"}`);
          continue;
        }
        const m = (f: (r: PageResult) => number) => median(rs.map(f));
        const s = {
          performance: Math.round(m((r) => r.scores.performance)),
          accessibility: Math.round(m((r) => r.scores.accessibility)),
          "best-practices": Math.round(m((r) => r.scores["best-practices"])),
          seo: Math.round(m((r) => r.scores.seo)),
        };
        const tbt = m((r) => r.tbtMs);
        const cls = m((r) => r.cls);
        // A floor of 0 ms (no long task at all, on a quiet machine): a page with none is at the floor, one
        // with any is past every multiple.
        const multiple = floorTbt > 0 ? tbt / floorTbt : tbt > 0 ? Infinity : 0;
        console.log(
          `  ${page.path.padEnd(40)} ${String(s.performance).padStart(3)}${preset === "slow-cpu" ? " " : mark(s.performance, TARGETS.performance)}  ` +
            `${String(s.accessibility).padStart(3)}${mark(s.accessibility, TARGETS.accessibility)}  ` +
            `${String(s["best-practices"]).padStart(3)}${mark(s["best-practices"], TARGETS["best-practices"])}  ` +
            `${String(s.seo).padStart(3)}${mark(s.seo, TARGETS.seo)}  ` +
            `${(m((r) => r.fcpMs) / 1000).toFixed(2).padStart(5)} s  ${(m((r) => r.siMs) / 1000).toFixed(2).padStart(5)} s  ` +
            `${(m((r) => r.lcpMs) / 1000).toFixed(2).padStart(5)} s  ${cls.toFixed(3).padStart(6)}${mark(cls, TARGETS.cls + 1e-9, false)} ` +
            `${Math.round(tbt).toString().padStart(4)} ms  ${page.path === FLOOR ? "  floor" : `${(Number.isFinite(multiple) ? multiple.toFixed(1) : "inf").padStart(5)}x${preset === "desktop" ? " " : mark(multiple, TARGETS.tbtMultiple + 1e-9, false)}`}` +
            (rs.length < runs ? `  (${rs.length} of ${runs} runs; ${failures.get(page.path) ?? ""})` : ""),
        );
        if (preset === "mobile") for (const miss of rs[rs.length - 1]!.misses) console.log(`      - ${miss}`);
      }
    }
    if (homeAudits) {
      const js = await javascriptBytes(homeAudits, site.base);
      console.log(
        `\nHome page JavaScript: ${kb(js.gzip)} gzip (${kb(js.raw)} raw, ${js.files} files)${mark(js.gzip / 1024, TARGETS.homeJsKb, false)} target < ${TARGETS.homeJsKb} KB`,
      );
    }
    console.log(`\nFull reports (the last run of each page): ${REPORT_DIR}`);
    console.log(
      `\nTargets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS["best-practices"]}, SEO ${TARGETS.seo}, ` +
        `CLS <= ${TARGETS.cls}, mobile TBT <= ${TARGETS.tbtMultiple}x the floor page's (read it off the slow-cpu pass where the mobile ` +
        `preset's floor is 0 ms); "!" marks a figure that misses its target.`,
    );
  } finally {
    process.off("unhandledRejection", onStray);
    chrome.kill();
    cdn.close();
    await site.stop();
  }
}

export const main = benchLighthouse;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchLighthouse();
  process.exit(0);
}
