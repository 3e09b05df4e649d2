// The newsletter admin (docs/architecture.md#api-contract): a shared ADMIN_PASSWORD, never in a URL. POST /api/admin/session
// trades it for the __Host-admin cookie (an opaque 256-bit token whose hash is stored; 8 hours); scripts
// may send `Authorization: Bearer <ADMIN_PASSWORD>`. A user session is not an admin session.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { ADMIN_MESSAGES } from "../../shared/newsletter/types.ts";
import { HttpError } from "../http/http-error.ts";
import { query } from "../platform/db.ts";
import { adminPasswordProblem, env } from "../platform/env.ts";
import { RATE_LIMITS } from "../ratelimit/limits.ts";
import { reserve, type Reservation } from "../ratelimit/rate-limit.ts";
import { hashToken, readCookie } from "../auth/sessions.ts";

export const ADMIN_COOKIE = "__Host-admin";
/** Marks a browser that has signed in to the admin before (decision 0014); signed with the admin password. */
export const ADMIN_DEVICE_COOKIE = "__Host-admin-device";
const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;
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

// The admin device cookie is "<random id>.<HMAC of the id keyed by the admin password>": only a browser
// that gave the right password holds one, and changing the password retires every device at once.
const deviceSignature = (id: string, password: string) => createHmac("sha256", password).update(`admin-device:${id}`).digest("base64url");

/** The request's known admin device (its id), or null when it has no validly signed device cookie. */
export function knownDevice(req: Request, password: string): string | null {
  const value = readCookie(req, ADMIN_DEVICE_COOKIE);
  const m = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!m) return null;
  const expected = Buffer.from(deviceSignature(m[1]!, password));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? m[1]! : null;
}

function deviceCookie(password: string): string {
  const id = randomBytes(16).toString("base64url");
  return `${ADMIN_DEVICE_COOKIE}=${id}.${deviceSignature(id, password)}; Path=/; Max-Age=${DEVICE_COOKIE_SECONDS}; HttpOnly; Secure; SameSite=Strict`;
}

/**
 * Checks an admin password under the wrong-password limits, atomically (decision 0014): one attempt is
 * reserved before the comparison and given back when the password was right, so parallel wrong guesses
 * cannot all pass a check made before any was counted. A known device spends only its own budget;
 * any other attempt spends its address's budget and the budget all unknown devices share.
 */
async function checkPassword(req: Request, given: string, expected: string, ip: string): Promise<boolean> {
  const device = knownDevice(req, expected);
  const budgets: Reservation[] = device
    ? [{ rule: RATE_LIMITS.adminLoginFailuresPerDevice, key: device }]
    : [
        { rule: RATE_LIMITS.adminLoginFailuresPerIp, key: ip },
        { rule: RATE_LIMITS.adminLoginFailuresUnknownDevices, key: "all" },
      ];
  const giveBack = await reserve(budgets, ADMIN_MESSAGES.tooManyTries);
  if (!passwordMatches(given, expected)) return false;
  await giveBack();
  return true;
}

/**
 * POST /api/admin/session: the Set-Cookie values of a new admin session (and a device cookie for a
 * browser not yet known), or 401 / 429.
 */
export async function startAdminSession(req: Request, password: string, ip: string): Promise<string[]> {
  const expected = requirePassword();
  if (!(await checkPassword(req, password, expected, ip))) throw new HttpError(401, ADMIN_MESSAGES.invalidPassword);
  const token = randomBytes(32).toString("base64url");
  await query("INSERT INTO admin_sessions (token_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2))", [hashToken(token), ADMIN_SESSION_SECONDS]);
  // Now and then forget sessions long gone.
  if (Math.random() < 0.05) await query("DELETE FROM admin_sessions WHERE expires_at < now() - interval '1 day'");
  return [adminCookie(token, ADMIN_SESSION_SECONDS), ...(knownDevice(req, expected) ? [] : [deviceCookie(expected)])];
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
    if (await checkPassword(req, m ? m[1]!.trim() : "", expected, ip)) return;
    throw new HttpError(401, ADMIN_MESSAGES.invalidPassword);
  }
  if (await hasAdminSession(req)) return;
  throw new HttpError(401, ADMIN_MESSAGES.signInFirst);
}
