// The security headers of every answer, in one place. Netlify applies netlify.toml's [[headers]] to
// static files only, so the function wrapper (handler.ts) adds these to function answers; a unit test
// keeps netlify.toml's "/*" block equal to PAGE_HEADERS.

/** Content-Security-Policy of every page (static or made by a function). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/client",
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
