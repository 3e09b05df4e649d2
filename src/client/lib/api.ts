// The one way the browser calls our API: JSON in, JSON out, and one error type for every failure.
// The server answers errors as {error, fields?, ...extra} (docs/architecture.md#api-contract); ApiError carries all of it,
// plus Retry-After on a 429, so a form can name the field and say when to try again.
import { takeEarlyResponse } from "./early-fetch.ts";

/** What a call that got no answer at all (offline, DNS, reset) says unless the caller names its own text. */
export const NO_ANSWER_MESSAGE = "Failed to fetch: the server could not be reached.";

export class ApiError extends Error {
  constructor(
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** Field name -> sentence, from a 400 answer. */
    readonly fields: Record<string, string> = {},
    /** Seconds to wait, from a 429's Retry-After. */
    readonly retryAfter: number | null = null,
    /** The whole error body, for extra fields such as `requiresVerification`. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The server could not be reached (as opposed to answering with an error). */
  get unreachable(): boolean {
    return this.status === 0;
  }
}

export type ApiRequestInit = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON; its presence makes the default method POST. */
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
  /** Text of the ApiError when no answer came (default NO_ANSWER_MESSAGE). */
  noAnswerMessage?: string;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function retryAfterSeconds(res: Response): number | null {
  const n = Number(res.headers.get("retry-after"));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The ApiError for a non-ok answer, from its JSON error body when it has one. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  const obj = isObject(body) ? body : {};
  const message = typeof obj.error === "string" && obj.error ? obj.error : `Request failed (${res.status}).`;
  const fields = isObject(obj.fields)
    ? (Object.fromEntries(Object.entries(obj.fields).filter(([, v]) => typeof v === "string")) as Record<string, string>)
    : {};
  return new ApiError(res.status, message, fields, retryAfterSeconds(res), obj);
}

/**
 * Calls one of our JSON endpoints and resolves with the parsed body; throws ApiError otherwise. An
 * aborted call rethrows the AbortError untouched, so callers can ignore it. A GET takes a response
 * the page's HTML started early for exactly this URL (lib/early-fetch.ts).
 */
export async function apiRequest<T = unknown>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const hasBody = init.body !== undefined;
  const method = init.method ?? (hasBody ? "POST" : "GET");
  let res: Response;
  let startedAt = Date.now();
  try {
    const early = method === "GET" ? takeEarlyResponse(path) : undefined;
    if (early) startedAt = 0; // started by the page's HTML, before anything this page could have seen
    res = await (early ??
      fetch(path, {
        method,
        headers: hasBody ? { "content-type": "application/json", accept: "application/json" } : { accept: "application/json" },
        body: hasBody ? JSON.stringify(init.body) : undefined,
        credentials: "same-origin",
        signal: init.signal,
        keepalive: init.keepalive,
      }));
  } catch (err) {
    if (init.signal?.aborted) throw err;
    throw new ApiError(0, init.noAnswerMessage ?? NO_ANSWER_MESSAGE);
  }
  reportServerReached(startedAt);
  if (!res.ok) throw await errorFromResponse(res);
  return (await res.json().catch(() => null)) as T;
}

/**
 * Fired on window whenever our server answered a call (any status), with the time the call started
 * (`detail`, ms since the epoch): the connectivity badge clears on an answer to a call started after it appeared.
 */
export const SERVER_REACHED_EVENT = "masala:server-reached";
function reportServerReached(startedAt: number) {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent<number>(SERVER_REACHED_EVENT, { detail: startedAt }));
}

export const apiGet = <T = unknown>(path: string, init: Omit<ApiRequestInit, "method" | "body"> = {}) => apiRequest<T>(path, init);
export const apiPost = <T = unknown>(path: string, body: unknown, init: Omit<ApiRequestInit, "method" | "body"> = {}) =>
  apiRequest<T>(path, { ...init, method: "POST", body });

/**
 * The sentence every form shows for a failed call (docs/product.md#a-errors): the server's own error (with when to
 * retry after a 429), else the form's fallback; `unreachable` when no answer came at all (the form's network
 * text; the fallback unless given).
 */
export function formErrorText(err: unknown, fallback: string, unreachable = fallback): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.unreachable) return unreachable;
  const server = typeof err.body.error === "string" ? err.body.error : "";
  return withRetryTime(server || fallback, err.retryAfter);
}

/** "{message} You can try again at 14:05." after a 429; the message alone otherwise. */
export function withRetryTime(message: string, retryAfter: number | null, now = Date.now()): string {
  if (!retryAfter) return message;
  const at = new Date(now + retryAfter * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  return `${message} You can try again at ${at}.`;
}

/** Builds "?a=1&b=x" from the defined, non-empty values (or "" when none). */
export function toQueryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") sp.set(k, String(v));
  const s = sp.toString();
  return s ? `?${s}` : "";
}
