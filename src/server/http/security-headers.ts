// The security headers of every answer, in one place. Netlify applies netlify.toml's [[headers]] to
// static files only, so the function wrapper (handler.ts) adds these to function answers; a unit test
// keeps netlify.toml's "/*" block equal to PAGE_HEADERS without the CSP, which the build writes to
// build/client/_headers with the hashes of the inline scripts it emitted (docs/decisions/0024-csp-script-hashes.md).
import { createHash } from "node:crypto";

/** The inline scripts a browser runs: no src, and no type or a JavaScript one (JSON-LD is data, not run). */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi;
const RUNS = (attrs: string) => {
  if (/\ssrc\s*=/i.test(attrs)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
  return !type || type === "module" || type === "text/javascript" || type === "application/javascript";
};

/** The CSP source ('sha256-...') of every inline script the page runs, each once, in order of first use. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    if (RUNS(m[1]!)) out.add(`'sha256-${createHash("sha256").update(m[2]!, "utf8").digest("base64")}'`);
  }
  return [...out];
}

/**
 * The Content-Security-Policy of a page whose inline scripts have these hashes: no 'unsafe-inline' for
 * scripts, so an injected script does not run (Google sign-in's script stays allowed by its address).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return POLICY.replace("script-src 'self'", ["script-src 'self'", ...scriptHashes].join(" "));
}

const POLICY = [
  "default-src 'self'",
  "script-src 'self' https://accounts.google.com/gsi/client",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  "img-src 'self' data: https:",
  "connect-src 'self' https://accounts.google.com/gsi/",
  "frame-src https://accounts.google.com/gsi/ https://www.openstreetmap.org",
  "font-src 'self'",
  // The service worker (/sw.js) and the web manifest: our own origin only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "upgrade-insecure-requests",
].join("; ");

/** The policy of an answer that is not a page with inline scripts (JSON, errors): no inline script runs. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy([]);

/** On every answer: no MIME sniffing, no full URLs to other sites, HTTPS only. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/** On every HTML page besides COMMON_HEADERS (the whole set is netlify.toml's [[headers]] for "/*"). */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  ...COMMON_HEADERS,
  "Permissions-Policy": "camera=(), microphone=(), payment=(), usb=(), geolocation=(self), screen-wake-lock=(self)",
  "X-Frame-Options": "SAMEORIGIN",
};

/**
 * Adds the security headers (the full page set, on every answer) to a function's answer and keeps personal
 * answers (those setting a cookie) out of every cache. Headers the function set itself are kept.
 */
export function withSecurityHeaders(res: Response): Response {
  let headers: Headers;
  try {
    // The full set on every answer, JSON and errors too (decision 0014): a JSON answer opened as a page
    // is then framed, scripted and permissioned like any page.
    for (const [name, value] of Object.entries(PAGE_HEADERS)) if (!res.headers.has(name)) res.headers.set(name, value);
    headers = res.headers;
  } catch {
    // Immutable headers (e.g. a Response from fetch): copy into a new Response.
    const copy = new Response(res.body, res);
    return withSecurityHeaders(copy);
  }
  if (headers.has("set-cookie")) headers.set("cache-control", "no-store");
  return res;
}
