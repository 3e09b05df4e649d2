// Local fakes of Nominatim and Overpass speaking their exact JSON formats, fed with recorded answers
// (tests/fixtures/osm), so the finder's real provider code runs with no internet. The fake Overpass
// reads the query like the real one: it keeps the elements within the `around:` radius of the point.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const FIXTURES = join(process.cwd(), "tests", "fixtures", "osm");
const nominatimAnswers: Record<string, unknown[]> = JSON.parse(readFileSync(join(FIXTURES, "nominatim.json"), "utf8"));
const overpassAnswer: { elements: { lat?: number; lon?: number; center?: { lat: number; lon: number } }[] } = JSON.parse(
  readFileSync(join(FIXTURES, "overpass-elements.json"), "utf8"),
);

export type FakeCall = { at: number; method: string; url: string; body: string; userAgent: string };
export type FakeOsm = {
  nominatimUrl: string;
  overpassUrl: string;
  nominatimCalls: FakeCall[];
  overpassCalls: FakeCall[];
  /** Next Overpass answers' statuses (e.g. [429] answers 429 once, then normally). */
  overpassFailures: number[];
  /** Overpass answers every element whatever the radius (a misbehaving instance). */
  ignoreRadius: boolean;
  /** Nominatim answers with this status (e.g. 503) while set. */
  nominatimStatus: number | null;
  /** Delay before each Nominatim answer (ms). */
  nominatimDelayMs: number;
  stop: () => Promise<void>;
};

const R = 6_371_000;
function metres(lat1: number, lon1: number, lat2: number, lon2: number) {
  const r = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(r(lat2 - lat1) / 2) ** 2 + Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lon2 - lon1) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(a));
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeOsm(): Promise<FakeOsm> {
  const fake = {
    nominatimCalls: [] as FakeCall[],
    overpassCalls: [] as FakeCall[],
    overpassFailures: [] as number[],
    ignoreRadius: false,
    nominatimStatus: null as number | null,
    nominatimDelayMs: 0,
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(typeof body === "string" ? body : JSON.stringify(body));

  const nominatim = http.createServer((req, res) => void answerNominatim(req, res));
  const answerNominatim = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    fake.nominatimCalls.push({
      at: performance.now(),
      method: req.method ?? "",
      url: url.pathname + url.search,
      body: "",
      userAgent: String(req.headers["user-agent"] ?? ""),
    });
    if (fake.nominatimDelayMs) await new Promise((r) => setTimeout(r, fake.nominatimDelayMs));
    if (fake.nominatimStatus) return send(res, fake.nominatimStatus, "<html><body>Service unavailable</body></html>");
    if (url.pathname !== "/search") return send(res, 404, { error: "not found" });
    const q = (url.searchParams.get("q") ?? "").trim().toLowerCase();
    const limit = Number(url.searchParams.get("limit") ?? 10);
    send(res, 200, (nominatimAnswers[q] ?? []).slice(0, limit));
  };

  const overpass = http.createServer((req, res) => void answerOverpass(req, res));
  const answerOverpass = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = await readBody(req);
    fake.overpassCalls.push({ at: performance.now(), method: req.method ?? "", url: req.url ?? "", body, userAgent: String(req.headers["user-agent"] ?? "") });
    const failure = fake.overpassFailures.shift();
    if (failure) {
      const text = failure === 429 ? "rate_limited" : "Gateway Timeout";
      return res.writeHead(failure, { "content-type": "text/html; charset=utf-8" }).end(`<html><body><p>${text}</p></body></html>`);
    }
    const query = new URLSearchParams(body).get("data") ?? "";
    const around = /around:(\d+),(-?[\d.]+),(-?[\d.]+)/.exec(query);
    if (req.method !== "POST" || !around) return res.writeHead(400, { "content-type": "text/html" }).end("<p>Error: line 1: parse error</p>");
    const [radius, lat, lon] = [Number(around[1]), Number(around[2]), Number(around[3])];
    const elements = overpassAnswer.elements.filter((e) => {
      const p = e.center ?? { lat: e.lat!, lon: e.lon! };
      return fake.ignoreRadius || metres(lat, lon, p.lat, p.lon) <= radius;
    });
    send(res, 200, { ...overpassAnswer, elements });
  };

  const [nominatimUrl, overpassUrl] = await Promise.all([listen(nominatim), listen(overpass)]);
  const close = (s: http.Server) => new Promise<void>((r) => s.close(() => r()));
  return Object.assign(fake, {
    nominatimUrl,
    overpassUrl: `${overpassUrl}/api/interpreter`,
    stop: async () => {
      nominatim.closeAllConnections();
      overpass.closeAllConnections();
      await Promise.all([close(nominatim), close(overpass)]);
    },
  });
}
