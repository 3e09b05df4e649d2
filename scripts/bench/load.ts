// A bounded closed-loop load generator for a server on this machine: `clients` concurrent loops, each
// sending its next request when the last answered, until `total` requests are done.
import http from "node:http";

export type LoadResult = {
  n: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** Response body bytes, all requests. */ bytes: number;
};

/**
 * fetch() from another loopback address (127.0.0.2, ...): a second client as the server's per-address limits
 * see it, for a load that would otherwise spend the first address's allowance. Kept-alive connections, and
 * compressed answers asked for as fetch() asks.
 */
function fetchFrom(localAddress: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, localAddress } as http.AgentOptions);
  return (url: string) =>
    new Promise<{ ok: boolean; arrayBuffer: () => Promise<{ byteLength: number }> }>((resolve, reject) => {
      http
        .get(url, { agent, headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
          let byteLength = 0;
          res.on("data", (chunk: Buffer) => (byteLength += chunk.length));
          res.on("error", reject);
          res.on("end", () => resolve({ ok: (res.statusCode ?? 0) < 400, arrayBuffer: async () => ({ byteLength }) }));
        })
        .on("error", reject);
    });
}

/** The p-th percentile of an ascending list. */
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export const runLoad = (url: string, clients: number, total: number) => runLoadUrls(() => url, clients, total);

export async function runLoadUrls(nextUrl: () => string, clients: number, total: number, opts: { from?: string } = {}): Promise<LoadResult> {
  const latencies: number[] = [];
  const fetch = opts.from ? fetchFrom(opts.from, clients) : globalThis.fetch;
  let errors = 0;
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        try {
          const res = await fetch(nextUrl());
          bytes += (await res.arrayBuffer()).byteLength;
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { n: latencies.length, errors, p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), rps: latencies.length / seconds, bytes };
}

export const fmt = (r: LoadResult) =>
  `p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s${r.errors ? `  ${r.errors} errors` : ""}`;
