// A production-shaped front for bundles built by bundle.ts (docs/decisions/0021-production-mode-test-run.md):
// what Netlify's edge and function runtime do for a deploy, as far as this site relies on it.
// - Routing in Netlify's order: forced redirects, then functions by their routes (a preferStatic one only
//   where no file exists), then files of build/client, then the other redirects and rewrites.
// - netlify.toml's [[headers]] on files only (they never apply to function answers).
// - Each function runs in instances of its own (instance.mjs): a process per instance, working directory
//   its bundle's folder, one invocation at a time; a busy function gets another instance (a cold start),
//   as Lambda scales. Instances see only the environment given here, like a function sees the variables
//   set in Netlify's UI plus Netlify's own (URL, SITE_ID, SITE_NAME), never the build's (CONTEXT).
// - Each invocation is a Lambda event as Netlify's proxy sends it: the request, the deploy context, id and
//   site id in x-nf-* headers (a client's own x-nf-* headers are dropped), the client address, and the
//   Blobs context; a -background function answers 202 at once and runs on.
import http from "node:http";
import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { BundledFunction } from "./bundle.ts";
import type { HeaderRule, Redirect } from "../netlify-config.ts";
import { createStaticSite } from "../static-files.ts";

export type Deploy = { context: string; id: string; siteId: string };
export type DeployServerOptions = {
  bundles: BundledFunction[];
  clientDir: string;
  /** The instances' whole environment (Netlify UI variables plus Netlify's URL, SITE_ID, SITE_NAME), given this server's URL. */
  env: (siteUrl: string) => Record<string, string>;
  deploy: Deploy;
  blobs: { url: string; token: string };
  redirects: Redirect[];
  headers: HeaderRule[];
  /** Called with each line an instance writes (stdout and stderr), tagged with the function's name. */
  onLog?: (name: string, line: string) => void;
};

export type Invocation = { name: string; instance: number; status: number };
export type DeployServer = {
  url: string;
  /** Every function invocation so far, in order, with the instance (a process id) that ran it. */
  invocations: Invocation[];
  /** The longest time an instance took from its start to loaded, per function (ms). */
  coldStarts: Map<string, number>;
  stop: () => Promise<void>;
};

const SYNC_TIMEOUT_MS = 60_000; // Netlify's synchronous execution limit
const BACKGROUND_TIMEOUT_MS = 15 * 60_000;
const MAX_LIVE_INSTANCES = 12; // idle instances beyond this are reclaimed, least recently used first

/** A route of zip-it-and-ship-it's manifest (a literal path or a regular expression) as a test. */
function routeTest(r: { literal?: string; expression?: string }): (path: string) => boolean {
  if (r.literal !== undefined) return (p) => p === r.literal;
  const regex = new RegExp(r.expression!);
  return (p) => regex.test(p);
}

type Instance = { child: ChildProcess; busy: boolean; lastUsed: number; ready: Promise<void> };

export async function startDeployServer(opts: DeployServerOptions): Promise<DeployServer> {
  const invocations: Invocation[] = [];
  const coldStarts = new Map<string, number>();
  const instances = new Map<string, Instance[]>();
  const pending = new Map<string, { onMessage: (m: InstanceMessage) => void }>();
  const instanceScript = join(import.meta.dirname, "instance.mjs");
  let siteUrl = "";

  function spawn(fn: BundledFunction): Instance {
    const started = Date.now();
    const child = fork(instanceScript, [fn.entry], { cwd: fn.path, env: opts.env(siteUrl), silent: true, serialization: "advanced" });
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = "";
      stream?.setEncoding("utf8").on("data", (text: string) => {
        const lines = (buffered + text).split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) opts.onLog?.(fn.name, line);
      });
    }
    const ready = new Promise<void>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`${fn.name}: instance ended (${code}) before it loaded`)));
      child.on("message", (m: InstanceMessage) => {
        if (m.type === "ready") {
          coldStarts.set(fn.name, Math.max(coldStarts.get(fn.name) ?? 0, Date.now() - started));
          return resolve();
        }
        pending.get(m.id!)?.onMessage(m);
      });
    });
    ready.catch(() => {});
    const instance: Instance = { child, busy: false, lastUsed: Date.now(), ready };
    child.once("exit", () =>
      instances.set(
        fn.name,
        (instances.get(fn.name) ?? []).filter((i) => i !== instance),
      ),
    );
    instances.set(fn.name, [...(instances.get(fn.name) ?? []), instance]);
    reclaim();
    return instance;
  }

  /** Ends the least recently used idle instances while more than MAX_LIVE_INSTANCES live. */
  function reclaim() {
    const all = [...instances.values()].flat();
    const idle = all.filter((i) => !i.busy).sort((a, b) => a.lastUsed - b.lastUsed);
    for (let excess = all.length - MAX_LIVE_INSTANCES; excess > 0 && idle.length; excess--) idle.shift()!.child.kill();
  }

  async function invoke(fn: BundledFunction, req: Request, route: string | undefined, ip: string): Promise<Response> {
    const instance = instances.get(fn.name)?.find((i) => !i.busy) ?? spawn(fn);
    instance.busy = true;
    try {
      await instance.ready;
      const event = await lambdaEvent(req, route, ip);
      const background = fn.name.endsWith("-background");
      const answer = callInstance(instance, fn, event, background ? BACKGROUND_TIMEOUT_MS : SYNC_TIMEOUT_MS);
      if (background) {
        void answer.then((r) => r.body?.cancel()).finally(() => release(instance));
        return new Response(null, { status: 202 });
      }
      return await answer;
    } finally {
      if (!fn.name.endsWith("-background")) release(instance);
    }
  }

  function release(instance: Instance) {
    instance.busy = false;
    instance.lastUsed = Date.now();
  }

  function callInstance(instance: Instance, fn: BundledFunction, event: LambdaEvent, timeoutMs: number): Promise<Response> {
    const id = randomUUID();
    return new Promise<Response>((resolve, reject) => {
      let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
      let cancelled = false; // a reader that went away (a background answer's body is dropped) gets nothing more
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c), cancel: () => void (cancelled = true) });
      const done = () => pending.delete(id);
      pending.set(id, {
        onMessage: (m) => {
          if (m.type === "head") {
            const headers = new Headers();
            for (const [k, v] of Object.entries(m.headers ?? {})) if (v !== undefined) headers.set(k, String(v));
            for (const [k, values] of Object.entries(m.multiValueHeaders ?? {})) for (const v of values) headers.append(k, String(v));
            invocations.push({ name: fn.name, instance: instance.child.pid ?? 0, status: m.statusCode! });
            resolve(new Response([101, 204, 205, 304].includes(m.statusCode!) ? null : body, { status: m.statusCode, headers }));
          } else if (m.type === "chunk") {
            if (!cancelled) controller?.enqueue(new Uint8Array(m.chunk!));
          } else if (m.type === "end") {
            if (!cancelled) controller?.close();
            done();
          } else if (m.type === "error") {
            done();
            reject(new Error(`${fn.name}: ${m.message}`));
            if (!cancelled) controller?.error(new Error(m.message));
          }
        },
      });
      instance.child.send({ id, event, clientContext: {}, timeoutMs });
    });
  }

  async function lambdaEvent(req: Request, route: string | undefined, ip: string): Promise<LambdaEvent> {
    const url = new URL(req.url);
    const headers: Record<string, string> = {};
    const multiValueHeaders: Record<string, string[]> = {};
    req.headers.forEach((value, key) => {
      if (key.startsWith("x-nf-") || key === "x-forwarded-for") return; // only the platform sets these
      headers[key] = value;
      multiValueHeaders[key] = [value];
    });
    const platform: Record<string, string> = {
      "x-nf-client-connection-ip": ip,
      "x-forwarded-for": ip,
      "x-nf-deploy-context": opts.deploy.context,
      "x-nf-deploy-id": opts.deploy.id,
      "x-nf-deploy-published": opts.deploy.context === "production" ? "1" : "0",
      "x-nf-site-id": opts.deploy.siteId,
      "x-nf-request-id": randomUUID(),
    };
    for (const [k, v] of Object.entries(platform)) {
      headers[k] = v;
      multiValueHeaders[k] = [v];
    }
    const raw = req.method === "GET" || req.method === "HEAD" ? null : Buffer.from(await req.arrayBuffer());
    const queryStringParameters: Record<string, string> = {};
    const multiValueQueryStringParameters: Record<string, string[]> = {};
    url.searchParams.forEach((value, key) => {
      queryStringParameters[key] = value;
      (multiValueQueryStringParameters[key] ??= []).push(value);
    });
    const blobs = Buffer.from(JSON.stringify({ url: opts.blobs.url, url_uncached: opts.blobs.url, token: opts.blobs.token })).toString("base64");
    return {
      rawUrl: url.toString(),
      rawQuery: url.search.slice(1),
      path: url.pathname,
      httpMethod: req.method,
      headers,
      multiValueHeaders,
      queryStringParameters,
      multiValueQueryStringParameters,
      body: raw && raw.length ? raw.toString("base64") : null,
      isBase64Encoded: Boolean(raw && raw.length),
      route,
      blobs,
    };
  }

  // Function routes as zip-it-and-ship-it reports them; a function without a path answers at its default URL.
  const functionRoutes = opts.bundles.flatMap((fn) => {
    const routes = fn.routes.length ? fn.routes : [{ pattern: `/.netlify/functions/${fn.name}`, literal: `/.netlify/functions/${fn.name}`, methods: [] }];
    const excluded = fn.excludedRoutes.map(routeTest);
    return routes.map((r) => {
      const matches = routeTest(r);
      return {
        fn,
        pattern: r.pattern,
        methods: r.methods.map((m) => m.toUpperCase()),
        preferStatic: r.prefer_static === true,
        test: (p: string) => matches(p) && !excluded.some((x) => x(p)),
      };
    });
  });
  const site = createStaticSite(opts);

  async function route(req: Request, ip: string): Promise<Response> {
    const { pathname, search } = new URL(req.url);
    const forced = site.forced(pathname, search);
    if (forced) return forced;
    const file = await site.file(pathname);
    const matching = functionRoutes.filter((r) => (!r.methods.length || r.methods.includes(req.method)) && r.test(pathname));
    // Which of two matching functions Netlify runs is not documented: the site must never depend on it.
    if (new Set(matching.map((r) => r.fn.name)).size > 1)
      throw new Error(`${pathname} matches several functions: ${matching.map((r) => r.fn.name).join(", ")}`);
    const chosen = matching[0];
    if (chosen && !(chosen.preferStatic && file)) return invoke(chosen.fn, req, chosen.pattern, ip);
    if (file && (req.method === "GET" || req.method === "HEAD")) return site.fileResponse(file, pathname, 200, req.method);
    const rewritten = await site.rewrite(pathname, search, req.method);
    if (rewritten instanceof Response) return rewritten;
    // A rewrite to a function's default URL runs it with the request as it came (its URL unchanged).
    const target = rewritten && functionRoutes.find((f) => f.test(rewritten.functionPath));
    if (target) return invoke(target.fn, req, undefined, ip);
    return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }

  const server = http.createServer((req, res) => {
    const ip = req.socket.remoteAddress ?? "127.0.0.1";
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(", ") : v);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(new URL(req.url ?? "/", siteUrl), {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      ...(hasBody ? { duplex: "half" } : {}),
    } as RequestInit);
    void route(request, ip)
      .then(async (response) => {
        res.statusCode = response.status;
        response.headers.forEach((value, name) => name !== "set-cookie" && res.setHeader(name, value));
        const cookies = response.headers.getSetCookie();
        if (cookies.length) res.setHeader("set-cookie", cookies);
        if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
        res.end();
      })
      .catch((err: unknown) => {
        // Netlify answers a function that crashed or timed out with a 502 page of its own.
        console.error("[deploy-run]", err);
        if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
        res.end("The function crashed or timed out.");
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://localhost:${(server.address() as AddressInfo).port}`;

  return {
    url: siteUrl,
    invocations,
    coldStarts,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const i of [...instances.values()].flat()) i.child.kill();
    },
  };
}

type InstanceMessage = {
  type: "ready" | "head" | "chunk" | "end" | "error";
  id?: string;
  statusCode?: number;
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
  chunk?: Uint8Array;
  message?: string;
};
type LambdaEvent = Record<string, unknown>;
