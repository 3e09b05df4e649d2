// What Netlify's CDN does for this site, as far as the site relies on it: files of build/client,
// netlify.toml's redirects and rewrites, and its [[headers]] on files. One implementation for the local
// server (scripts/serve.ts) and the production-mode run (scripts/lib/deploy/server.ts), so the two
// cannot drift apart (docs/decisions/0002-in-process-functions.md).
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import type { HeaderRule, Redirect } from "./netlify-config.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=UTF-8",
  ".js": "application/javascript",
  ".mjs": "application/javascript",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".xml": "application/xml",
  ".atom": "application/atom+xml",
  ".txt": "text/plain; charset=UTF-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

/**
 * The file of `clientDir` that a CDN serves for a path (the file, its index.html or its .html), or null:
 * the local server and the production-mode run answer from build/client the same way.
 */
export async function findStaticFile(clientDir: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = normalize(join(clientDir, decoded));
  if (!target.startsWith(clientDir)) return null;
  for (const candidate of [target, join(target, "index.html"), `${target}.html`]) {
    const isFile = await stat(candidate).then(
      (s) => s.isFile(),
      () => false,
    );
    if (isFile) return candidate;
  }
  return null;
}

/** A Netlify path pattern (`/faq/*`, `/*`, an exact path) as a test. */
function pathPattern(pattern: string): (path: string) => boolean {
  if (pattern.endsWith("/*")) {
    const prefix = pattern.slice(0, -2);
    return (path) => path === prefix || path.startsWith(`${prefix}/`) || (prefix === "" && path.startsWith("/"));
  }
  return (path) => path === pattern || path === `${pattern}/`;
}

const isRedirect = (r: Redirect) => (r.status ?? 301) >= 300 && (r.status ?? 301) < 400;

/**
 * The CDN's answers, in Netlify's order around the functions: `forced` (a forced redirect) comes before
 * any function, `file` and `fileResponse` after the functions that claim a path, `rewrite` last (the other
 * redirects, and rewrites to a file with their status). A rewrite to a function's default URL is left
 * to the caller, which knows its functions (`rewrite` answers `{ functionPath }`).
 */
export function createStaticSite(opts: { clientDir: string; redirects: Redirect[]; headers: HeaderRule[] }) {
  const redirects = opts.redirects.map((r) => ({ ...r, matches: pathPattern(r.from) }));
  const headerRules = opts.headers.map((h) => ({ ...h, matches: pathPattern(h.for) }));
  const redirectTo = (r: Redirect, search: string) => new Response(null, { status: r.status ?? 301, headers: { location: r.to + search } });

  async function fileResponse(file: string, pathname: string, status = 200, method = "GET"): Promise<Response> {
    const headers = new Headers({ "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "public, max-age=0, must-revalidate" });
    for (const rule of headerRules)
      if (rule.matches(pathname))
        for (const [k, v] of Object.entries(rule.values))
          // A rule's caching is for the file it names: a 404 shell answered under /assets/ is never immutable.
          if (status === 200 || k.toLowerCase() !== "cache-control") headers.set(k, v);
    return new Response(method === "HEAD" ? null : await readFile(file), { status, headers });
  }

  return {
    forced(pathname: string, search: string): Response | null {
      const r = redirects.find((r) => r.force && isRedirect(r) && r.matches(pathname));
      return r ? redirectTo(r, search) : null;
    },
    file: (pathname: string) => findStaticFile(opts.clientDir, pathname),
    fileResponse,
    /** The first non-forced redirect or rewrite that matches: a Response, a function path to run, or null. */
    async rewrite(pathname: string, search: string, method: string): Promise<Response | { functionPath: string } | null> {
      for (const r of redirects) {
        if (!r.matches(pathname)) continue;
        if (isRedirect(r)) return redirectTo(r, search);
        if (r.to.startsWith("/.netlify/functions/")) return { functionPath: r.to };
        const target = await findStaticFile(opts.clientDir, r.to);
        if (target) return fileResponse(target, pathname, r.status ?? 200, method);
      }
      return null;
    },
  };
}
