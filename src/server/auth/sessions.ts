// Sessions (docs/architecture.md#api-contract): an opaque random 256-bit token in the `__Host-session` cookie (Secure,
// HttpOnly, SameSite=Lax, Path=/); only its SHA-256 is stored. 30 days at most, 7 days unused.
import { createHash, randomBytes } from "node:crypto";
import { query } from "../platform/db.ts";
import { HttpError } from "../http/http-error.ts";
import { AUTH_MESSAGES, type AuthProvider, type AuthUser } from "../../shared/auth/schema.ts";

export const SESSION_COOKIE = "__Host-session";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
// last_used_at is written at most this often, so reading a session is not a write per request.
const TOUCH_EVERY_SECONDS = 3600;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

const sessionCookie = (value: string, maxAge: number) => `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
export const clearSessionCookie = () => sessionCookie("", 0);

export type Session = { tokenHash: string; user: AuthUser };

type SessionRow = { token_hash: string; id: string; name: string; email: string; method: AuthProvider; last_used_at: Date; idle: boolean };

/** The session of the request's cookie, or null when absent, unknown, revoked or expired. */
export async function getSession(req: Request): Promise<Session | null> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await query<SessionRow>(
    `SELECT s.token_hash, u.id, u.name, u.email, s.method, s.last_used_at,
            s.last_used_at < now() - make_interval(secs => $2) AS idle
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_used_at > now() - make_interval(secs => $3)`,
    [tokenHash, TOUCH_EVERY_SECONDS, SESSION_IDLE_SECONDS],
  );
  if (!row) return null;
  if (row.idle) await query("UPDATE sessions SET last_used_at = now() WHERE token_hash = $1", [tokenHash]);
  return { tokenHash, user: { id: row.id, name: row.name, email: row.email, provider: row.method } };
}

/** The signed-in user, or 401. */
export async function requireSession(req: Request): Promise<Session> {
  const session = await getSession(req);
  if (!session) throw new HttpError(401, AUTH_MESSAGES.signInFirst);
  return session;
}

/** docs/architecture.md#api-contract: a userId sent by the client must be the session's user, else 403. */
export function assertSameUser(session: Session, userId: string | undefined, message: string = AUTH_MESSAGES.notYourAccount) {
  if (userId !== undefined && userId !== session.user.id) throw new HttpError(403, message);
}

/**
 * Starts a session and answers its Set-Cookie header. Rotation: the session the request already
 * carried (if any) is revoked, so a token planted before sign-in is worthless after it.
 */
export async function startSession(req: Request, userId: string, method: AuthProvider): Promise<string> {
  const previous = readCookie(req, SESSION_COOKIE);
  if (previous) await query("UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL", [hashToken(previous)]);
  const token = randomBytes(32).toString("base64url"); // 256 bits
  await query("INSERT INTO sessions (token_hash, user_id, method, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))", [
    hashToken(token),
    userId,
    method,
    SESSION_MAX_AGE_SECONDS,
  ]);
  return sessionCookie(token, SESSION_MAX_AGE_SECONDS);
}

/** Revokes the request's session (logout). */
export async function revokeSession(req: Request): Promise<void> {
  const token = readCookie(req, SESSION_COOKIE);
  if (token) await query("UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL", [hashToken(token)]);
}
