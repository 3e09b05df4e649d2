import http from "node:http";
import type { AddressInfo } from "node:net";

export type Recorded = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer only after this long (a slow upstream). */ delayMs?: number;
};
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
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => answer(url, body, req, res));
  });
  const answer = (url: URL, body: string, req: http.IncomingMessage, res: http.ServerResponse) => {
    calls.push({ method: req.method ?? "GET", url: url.pathname + url.search, headers: req.headers, body });
    const route = routes.get(url.pathname);
    const recorded = typeof route === "function" ? route(url) : route;
    if (!recorded) return void res.writeHead(404, { "content-type": "application/json" }).end('{"status":"failure","code":404}');
    const send = () =>
      res.writeHead(recorded.status ?? 200, { "content-type": "application/json", ...recorded.headers }).end(JSON.stringify(recorded.body ?? {}));
    if (recorded.delayMs) setTimeout(send, recorded.delayMs);
    else send();
  };
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    respond: (path, answer) => void routes.set(path, answer),
    stop: () => new Promise((r) => server.close(() => r())),
  };
}
