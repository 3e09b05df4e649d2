import { json } from "../http/handler.ts";
import { AuthError } from "./accounts.ts";

/** Answers an AuthError with its full body (requiresVerification, userId, attemptsLeft). */
export async function withAuthErrors(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AuthError) return json(err.body, { status: err.status, headers: err.headers });
    throw err;
  }
}

/** A JSON answer that also sets (or clears) the session cookie. */
export function jsonWithCookie(body: unknown, cookie: string, status = 200): Response {
  return json(body, { status, headers: { "set-cookie": cookie } });
}
