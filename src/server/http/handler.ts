import type { Context } from "@netlify/functions";
import { z } from "zod";
import type { ApiErrorBody } from "../../shared/common/errors.ts";
import { HttpError } from "./http-error.ts";
import { withSecurityHeaders } from "./security-headers.ts";
import { noteRequestContext } from "../platform/mode.ts";
import { DatabaseUnavailable, isDatabaseUnavailable } from "../platform/db-errors.ts";

/** Largest JSON body any call accepts (docs/architecture.md#api-contract: 413 beyond it). */
export const MAX_BODY_BYTES = 64 * 1024;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Handler = (req: Request, context: Context) => Promise<Response>;

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** A JSON answer already serialised (e.g. from the ResponseCache). */
export function rawJson(body: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return new Response(body, { ...init, headers });
}

export function errorResponse(status: number, error: string, fields?: Record<string, string>, headers?: HeadersInit, extra?: Record<string, unknown>) {
  // error first, then fields, then the extras (e.g. attemptsLeft): the order the API has always written.
  const body: ApiErrorBody = { error, ...(fields ? { fields } : {}), ...extra };
  return json(body, { status, headers });
}

/**
 * Wraps a function's handler: method check (405 with Allow), same-origin check on writes, HttpError ->
 * JSON error body, anything unexpected -> logged 500 with no internals, security headers on every
 * answer. Every function in netlify/functions goes through it (pages through handlePage).
 */
export type HandleOptions = {
  /** A write this returns true for skips the same-origin check: its own token is the authority (RFC 8058 one-click). */
  crossSiteAllowed?: (req: Request) => boolean;
};

export function handle(methods: Method[], fn: Handler, opts: HandleOptions = {}): Handler {
  const allowed = new Set<string>([...methods, ...(methods.includes("GET") ? ["HEAD"] : [])]);
  return async (req, context) => {
    noteRequestContext(context); // the run-time mode comes from the request's deploy context
    return withSecurityHeaders(await answer(req, context));
  };
  async function answer(req: Request, context: Context): Promise<Response> {
    if (!allowed.has(req.method)) {
      return errorResponse(405, `Method ${req.method} is not allowed here.`, undefined, { allow: [...allowed].join(", ") });
    }
    if (req.method !== "GET" && req.method !== "HEAD" && !sameOrigin(req) && !opts.crossSiteAllowed?.(req)) {
      return errorResponse(403, "Cross-site requests are not accepted.");
    }
    try {
      return await fn(req, context);
    } catch (err) {
      if (err instanceof HttpError) return errorResponse(err.status, err.message, err.fields, err.headers, err.extra);
      if (isDatabaseUnavailable(err)) {
        console.warn(`[api] ${req.method} ${safePath(req)}: database unavailable (${(err as Error).message.slice(0, 120)})`);
        const down = new DatabaseUnavailable();
        return errorResponse(down.status, down.message, undefined, down.headers);
      }
      console.error(`[api] ${req.method} ${safePath(req)} failed:`, err);
      return errorResponse(500, "Something went wrong on our side. Please try again.");
    }
  }
}

/** Every method a function can be asked with: for catch-all answers such as the API's JSON 404. */
export const ANY_METHOD: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * handle() for functions that answer an HTML page (GET/HEAD only): a wrong method gets a plain 405,
 * an error a short HTML page with its status (500 logged, no internals), and the page security headers.
 */
export function handlePage(fn: Handler): Handler {
  return async (req, context) => {
    noteRequestContext(context);
    return withSecurityHeaders(await answer(req, context));
  };
  async function answer(req: Request, context: Context): Promise<Response> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return new Response(`Method ${req.method} is not allowed here.`, {
        status: 405,
        headers: { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" },
      });
    }
    try {
      return await fn(req, context);
    } catch (err) {
      const known = err instanceof HttpError ? err : isDatabaseUnavailable(err) ? new DatabaseUnavailable() : undefined;
      if (!known) console.error(`[page] GET ${safePath(req)} failed:`, err);
      const status = known ? known.status : 500;
      const message = known ? known.message : "Something went wrong on our side. Please try again.";
      const body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${status}</title><p>${escapeHtml(message)}</p></html>`;
      return new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...known?.headers } });
    }
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const safePath = (req: Request) => new URL(req.url).pathname.slice(0, 200);

/**
 * CSRF guard for state-changing calls (docs/architecture.md#api-contract): a browser always sends Origin with a POST; it must
 * be this site's exact origin (scheme, host and port). Calls without Origin (scripts, curl) still need
 * the JSON content type, which a cross-site form cannot send without a CORS preflight we never grant.
 */
function sameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return true;
  const url = new URL(req.url);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? url.host;
  try {
    return new URL(origin).origin === new URL(`${url.protocol}//${host}`).origin;
  } catch {
    return false;
  }
}

/** Turns zod issues into {field: sentence}; the first one also heads the error. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The 400's message made from the validation error; `fields` always carries one message per field. */
export type Headline = (error: z.ZodError) => string;

/** The API's default: the first field's message, named ("email: Enter a valid email address."). */
export const namedFirstField: Headline = (error) => {
  const [first] = Object.entries(fieldErrors(error));
  return first ? (first[0] === "body" ? first[1] : `${first[0]}: ${first[1]}`) : "Invalid input.";
};
/** A form's own text word for word (docs/product.md#a-validation): the first issue's message. */
export const firstMessage: Headline = (error) => error.issues[0]?.message ?? "Invalid input.";

/** The one validator of request input: the parsed value, or a 400 with the headline and a message per field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, headline: Headline = namedFirstField): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, headline(parsed.error), fieldErrors(parsed.error));
}

/** Validates the query string (each key's last value) against a schema. */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  return parseWith(schema, Object.fromEntries(new URL(req.url).searchParams));
}

/**
 * Reads a JSON body: 415 without a JSON content type, 413 over `limit` (MAX_BODY_BYTES unless given; checked
 * while streaming, so a lying Content-Length cannot get past it), 400 for malformed JSON, then the schema
 * (parseWith, with the route's `headline` where a form's text must be its message word for word).
 */
export async function parseJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  { limit = MAX_BODY_BYTES, headline }: { limit?: number; headline?: Headline } = {},
): Promise<z.infer<S>> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, "Send the body as JSON (Content-Type: application/json).");
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw new HttpError(413, `The request body is too large (limit ${limit} bytes).`);
  const text = await readLimited(req, limit);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  return parseWith(schema, value, headline);
}

async function readLimited(req: Request, limit: number): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, `The request body is too large (limit ${limit} bytes).`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
