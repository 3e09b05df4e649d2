// Runs netlify/functions in this process, routed by each file's `config.path` as Netlify routes them.
// Why: @netlify/dev starts a new worker thread and re-imports the bundle for every invocation
// (1.5-2.5 s a request here), while a deployed function instance stays warm between requests.
// This router keeps each module loaded, like a warm instance; static files, redirects and headers
// still go through NetlifyDev. See docs/decisions/0002-in-process-functions.md.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readNetlifyConfig, type Redirect } from "./netlify-config.ts";
import { randomUUID } from "node:crypto";
import { errorResponse } from "../../src/server/http/handler.ts";
import { withSecurityHeaders } from "../../src/server/http/security-headers.ts";
import { CLIENT_ADDRESS_HEADER } from "../../src/server/http/client-address.ts";

type Handler = (req: Request, context: FunctionContext) => Promise<Response> | Response;
export type FunctionContext = {
  params: Record<string, string>;
  ip: string;
  requestId: string;
  geo: { city?: string; country?: { code?: string; name?: string } };
  waitUntil: (p: Promise<unknown>) => void;
  site: { url: string };
  /** The deploy context, as Netlify gives it to a function ("dev" for the local server and tests). */
  deploy: { context: string; id: string };
};

export type Route = {
  name: string;
  pattern: string;
  regex: RegExp;
  keys: string[];
  score: number;
  /** Paths the function's excludedPath takes out of its pattern. */
  excluded: RegExp[];
  methods?: string[];
  preferStatic: boolean;
  handler: Handler;
};

function compile(pattern: string): { regex: RegExp; keys: string[]; score: number } {
  const keys: string[] = [];
  let score = 0;
  const parts = pattern
    .split("/")
    .filter(Boolean)
    .map((seg) => {
      if (seg === "*") {
        keys.push("*");
        return "(?:/(.*))?";
      }
      if (seg.startsWith(":")) {
        keys.push(seg.slice(1).replace(/\?$/, ""));
        score += 10;
        return seg.endsWith("?") ? "(?:/([^/]+))?" : "/([^/]+)";
      }
      score += 100;
      return `/${seg.replace(/[.+?^${}()|[\]\\]/g, "\\$&")}`;
    });
  return { regex: new RegExp(`^${parts.join("") || "/"}/?$`), keys, score };
}

/** The route's match for a path, unless its excludedPath takes the path out. */
export const matchOf = (route: Route, path: string) => (route.excluded.some((x) => x.test(path)) ? null : route.regex.exec(path));

/** A path parameter, percent-decoded; malformed escapes (%ZZ) stay as sent, for the function to refuse. */
function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

type FunctionConfig = { path?: string | string[]; excludedPath?: string | string[]; method?: string | string[]; preferStatic?: boolean };
type FunctionModule = { default: Handler; config?: FunctionConfig };

/**
 * A function's `export const config`, read from its source without running it. Netlify reads it the same
 * way (in-source configuration must be a literal), so routes are known before any module loads.
 */
export function staticConfig(source: string, file: string): FunctionConfig | undefined {
  const m = /^export const config(?::\s*Config)?\s*=\s*(\{[\s\S]*?\});\s*$/m.exec(source);
  if (!m) return undefined;
  // Keys unquoted, strings double-quoted, trailing commas: a JSON5-shaped literal made JSON.
  const json = m[1]!.replace(/([{,]\s*)([A-Za-z_]\w*)\s*:/g, '$1"$2":').replace(/,(\s*[}\]])/g, "$1");
  try {
    return JSON.parse(json) as FunctionConfig;
  } catch {
    throw new Error(`${file}: export const config must be a literal (as Netlify requires): ${m[1]!.slice(0, 200)}`);
  }
}

/**
 * Every function's routes, from the configs in their sources. A module is imported on its first request
 * (a test file that calls three functions loads three, not 56); `eager` imports them all now (the local
 * server, warm like deployed instances) and checks each module's config against the one read from source.
 */
export async function loadFunctions(
  dir = join(process.cwd(), "netlify", "functions"),
  { eager = false, compiledDir }: { eager?: boolean; compiledDir?: string } = {},
) {
  const files = (await readdir(dir)).filter((f) => /\.(ts|mts|js|mjs)$/.test(f));
  const routes: Route[] = [];
  for (const file of files) {
    // The configs are read from the sources; the modules come from compiledDir when the server runs
    // compiled (scripts/build-server.ts writes <name>.js there for each <name>.ts).
    const url = pathToFileURL(compiledDir ? join(compiledDir, file.replace(/\.m?ts$/, ".js")) : join(dir, file)).href;
    const config = staticConfig(await readFile(join(dir, file), "utf8"), file);
    let loaded: Promise<FunctionModule> | undefined;
    const load = () => (loaded ??= import(url) as Promise<FunctionModule>);
    if (eager) {
      const t = Date.now();
      const mod = await load();
      if (Date.now() - t > 1000) console.warn(`[functions] loading ${file} took ${Date.now() - t} ms`);
      if (JSON.stringify(mod.config ?? null) !== JSON.stringify(config ?? null))
        throw new Error(`${file}: the config read from its source differs from the module's: ${JSON.stringify(config)} vs ${JSON.stringify(mod.config)}`);
    }
    const handler: Handler = async (req, context) => (await load()).default(req, context);
    const paths = config?.path ? [config.path].flat() : [`/.netlify/functions/${file.replace(/\.\w+$/, "")}`];
    const methods = config?.method ? [config.method].flat().map((m) => m.toUpperCase()) : undefined;
    const preferStatic = config?.preferStatic === true;
    const excluded = config?.excludedPath ? [config.excludedPath].flat().map((p) => compile(p).regex) : [];
    for (const pattern of paths) routes.push({ name: file, pattern, ...compile(pattern), excluded, methods, preferStatic, handler });
  }
  routes.sort((a, b) => b.score - a.score || b.pattern.length - a.pattern.length);
  return routes;
}

export type FunctionRouter = Awaited<ReturnType<typeof createFunctionRouter>>;

/**
 * netlify.toml's rewrites to a function's default URL (`/api/*` -> `/.netlify/functions/api-not-found`):
 * as on Netlify, one applies only where no function path matched.
 */
function functionRewrites(redirects: Redirect[]) {
  return redirects.filter((r) => (r.status ?? 301) === 200 && r.to.startsWith("/.netlify/functions/")).map((r) => ({ ...compile(r.from), to: r.to }));
}

/** `redirects`: netlify.toml's, when the caller has read it already (else read here). */
export async function createFunctionRouter(
  siteUrl: string,
  deployContext = "dev",
  { eager = false, redirects, compiledDir }: { eager?: boolean; redirects?: Redirect[]; compiledDir?: string } = {},
) {
  const routes = await loadFunctions(undefined, { eager, compiledDir });
  const rewrites = functionRewrites(redirects ?? (await readNetlifyConfig(process.cwd(), "dev")).config.redirects);
  return {
    routes,
    /** True when a preferStatic function claims the path (it answers only where no static file exists). */
    claimsWhenNoStatic: (pathname: string) => routes.some((r) => r.preferStatic && matchOf(r, pathname)),
    /**
     * The function's response, or null when no function claims the path (static files then). `ip` is
     * the client address from the connection; like Netlify, the router sets it as
     * x-nf-client-connection-ip and drops whatever the client sent (X-Forwarded-For included).
     */
    async handle(req: Request, ip = "127.0.0.1"): Promise<Response | null> {
      const { pathname: requested } = new URL(req.url);
      const rewrite = routes.some((r) => (!r.methods || r.methods.includes(req.method)) && matchOf(r, requested))
        ? undefined
        : rewrites.find((r) => r.regex.test(requested));
      const pathname = rewrite?.to ?? requested;
      req.headers.delete("x-forwarded-for");
      req.headers.set(CLIENT_ADDRESS_HEADER, ip);
      for (const route of routes) {
        if (route.methods && !route.methods.includes(req.method)) continue;
        const m = matchOf(route, pathname);
        if (!m) continue;
        const params: Record<string, string> = {};
        route.keys.forEach((k, i) => {
          if (m[i + 1] !== undefined) params[k] = decodeParam(m[i + 1]!);
        });
        const pending: Promise<unknown>[] = [];
        const context: FunctionContext = {
          params,
          ip,
          requestId: randomUUID(),
          geo: {},
          waitUntil: (p) => void pending.push(p.catch((e) => console.error("[waitUntil]", e))),
          site: { url: siteUrl },
          deploy: { context: deployContext, id: "local" },
        };
        return await route.handler(req, context);
      }
      // Every function runs in this router, so an unrouted function path is a 404 here (falling through
      // to NetlifyDev would read a request body that was already handed over).
      if (pathname.startsWith("/.netlify/functions/")) return withSecurityHeaders(errorResponse(404, `No function answers ${pathname.slice(0, 200)}.`));
      return null;
    },
  };
}
