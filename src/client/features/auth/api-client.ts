// A small JSON fetch helper for the account calls: the status, the body, and Retry-After on 429.
import { AUTH_MESSAGES, type AuthErrorBody } from "../../../shared/auth-types.ts";

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: AuthErrorBody; retryAfter: number | null };

export class NetworkError extends Error {
  constructor() {
    super(AUTH_MESSAGES.networkError);
    this.name = "NetworkError";
  }
}

/** Throws NetworkError when the request never got an answer; otherwise resolves with the outcome. */
export async function callApi<T>(path: string, init: { method?: "GET" | "POST"; body?: unknown; keepalive?: boolean } = {}): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: init.body === undefined ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      keepalive: init.keepalive,
    });
  } catch {
    throw new NetworkError();
  }
  const data = (await res.json().catch(() => ({}))) as unknown;
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const retry = Number(res.headers.get("retry-after"));
  const body = (data && typeof data === "object" ? data : {}) as AuthErrorBody;
  return { ok: false, status: res.status, error: { ...body, error: typeof body.error === "string" ? body.error : "" }, retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null };
}

/** The error to show: the server's text, else the form's fallback (part 1 §8), plus when to retry after a 429. */
export function errorText(result: { error: AuthErrorBody; retryAfter: number | null }, fallback: string): string {
  const text = result.error.error || fallback;
  if (!result.retryAfter) return text;
  const at = new Date(Date.now() + result.retryAfter * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  return `${text} You can try again at ${at}.`;
}
