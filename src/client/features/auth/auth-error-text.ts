// The sentence an account form shows for a failed call (docs/product.md#a-errors): the server's own error, else the
// form's fallback; "Network error" when no answer came; when to retry after a 429.
import { AUTH_MESSAGES } from "../../../shared/auth-types.ts";
import { ApiError, withRetryTime } from "../../lib/api.ts";

export function authErrorText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.unreachable) return AUTH_MESSAGES.networkError;
  const server = typeof err.body.error === "string" ? err.body.error : "";
  return withRetryTime(server || fallback, err.retryAfter);
}
