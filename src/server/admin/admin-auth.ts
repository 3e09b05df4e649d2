// The newsletter admin (DESIGN §4): a shared ADMIN_PASSWORD, never in a URL. POST /api/admin/session
// trades it for the __Host-admin cookie (an opaque 256-bit token whose hash is stored; 8 hours); scripts
// may send `Authorization: Bearer <ADMIN_PASSWORD>`. A user session is not an admin session.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { ADMIN_MESSAGES } from "../../shared/newsletter-types.ts";
import { HttpError } from "../http/http-error.ts";
import { query } from "../platform/db.ts";
import { adminPasswordProblem, env } from "../platform/env.ts";
import { RATE_LIMITS } from "../ratelimit/limits.ts";
import { assertUnderLimit, recordEvent } from "../ratelimit/rate-limit.ts";
import { hashToken, readCookie } from "../auth/sessions.ts";

export const ADMIN_COOKIE = "__Host-admin";
export const ADMIN_SESSION_SECONDS = 8 * 3600;

// ADMIN_PASSWORD (at least 16 characters) in every mode; never an invented one, which each function
// instance would invent differently (docs/decisions/0012-run-mode-and-fail-closed.md). The local runners
// (scripts/serve.ts, `npm run dev`) set a random one per start in the environment and print it.
export function adminPassword(): string | null {
  return adminPasswordProblem() ? null : (env().ADMIN_PASSWORD ?? null);
}

const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();
/** Constant-time: both sides are hashed to 32 bytes first, so neither length nor content leaks. */
export const passwordMatches = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

const adminCookie = (value: string, maxAge: number) => `${ADMIN_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;
export const clearAdminCookie = () => adminCookie("", 0);

function requirePassword(): string {
  const expected = adminPassword();
  if (!expected) throw new HttpError(503, `${ADMIN_MESSAGES.notConfigured} ${adminPasswordProblem()}.`);
  return expected;
}

async function refuseWrongPassword(ip: string): Promise<never> {
  await recordEvent(RATE_LIMITS.adminLoginFailuresPerIp, ip);
  throw new HttpError(401, ADMIN_MESSAGES.invalidPassword);
}

/** POST /api/admin/session: the Set-Cookie of a new admin session, or 401 / 429. */
export async function startAdminSession(password: string, ip: string): Promise<string> {
  const expected = requirePassword();
  await assertUnderLimit(RATE_LIMITS.adminLoginFailuresPerIp, ip, ADMIN_MESSAGES.tooManyTries);
  if (!passwordMatches(password, expected)) return refuseWrongPassword(ip);
  const token = randomBytes(32).toString("base64url");
  await query("INSERT INTO admin_sessions (token_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2))", [hashToken(token), ADMIN_SESSION_SECONDS]);
  // Now and then forget sessions long gone.
  if (Math.random() < 0.05) await query("DELETE FROM admin_sessions WHERE expires_at < now() - interval '1 day'");
  return adminCookie(token, ADMIN_SESSION_SECONDS);
}

/** Logout: revokes the cookie's session on the server. */
export async function endAdminSession(req: Request): Promise<void> {
  const token = readCookie(req, ADMIN_COOKIE);
  if (token) await query("UPDATE admin_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL", [hashToken(token)]);
}

/** Whether the request carries a live admin session cookie (the page's check on load; no password involved). */
export async function hasAdminSession(req: Request): Promise<boolean> {
  const token = readCookie(req, ADMIN_COOKIE);
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const rows = await query<{ ok: boolean }>("SELECT true AS ok FROM admin_sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()", [
    hashToken(token),
  ]);
  return rows.length > 0;
}

/** Every admin call: the admin cookie's live session or the Bearer password, else 401 (429 after many wrong ones). */
export async function requireAdmin(req: Request, ip: string): Promise<void> {
  const expected = requirePassword();
  const auth = req.headers.get("authorization");
  if (auth) {
    const m = /^Bearer\s+(.+)$/i.exec(auth);
    await assertUnderLimit(RATE_LIMITS.adminLoginFailuresPerIp, ip, ADMIN_MESSAGES.tooManyTries);
    if (m && passwordMatches(m[1]!.trim(), expected)) return;
    return refuseWrongPassword(ip);
  }
  if (await hasAdminSession(req)) return;
  throw new HttpError(401, ADMIN_MESSAGES.signInFirst);
}
