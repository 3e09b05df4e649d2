import http from "node:http";
import type { AddressInfo } from "node:net";

export type Recorded = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeUpstream = {
  url: string;
  /** Every request received: method, path with query, headers. */
  calls: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[];
  /** Answer for a path (without query); a function may choose per request. */
  respond: (path: string, answer: Recorded | ((url: URL) => Recorded)) => void;
  stop: () => Promise<void>;
};

/** A local HTTP server that plays recorded responses of a third-party API (no internet in tests). */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const routes = new Map<string, Recorded | ((url: URL) => Recorded)>();
  const calls: FakeUpstream["calls"] = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    let body = "";
    for await (const chunk of req) body += chunk;
    calls.push({ method: req.method ?? "GET", url: url.pathname + url.search, headers: req.headers, body });
    const route = routes.get(url.pathname);
    const answer = typeof route === "function" ? route(url) : route;
    if (!answer) return void res.writeHead(404, { "content-type": "application/json" }).end('{"status":"failure","code":404}');
    res.writeHead(answer.status ?? 200, { "content-type": "application/json", ...answer.headers }).end(JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    respond: (path, answer) => void routes.set(path, answer),
    stop: () => new Promise((r) => server.close(() => r())),
  };
}
