// SQL for accounts: one module that names its columns and returns the app's own types.
import type { AuthProvider, AuthUser } from "../../shared/auth/schema.ts";
import { query } from "../platform/db.ts";

export type Queryable = <T>(text: string, params?: unknown[]) => Promise<T[]>;
export const poolQuery: Queryable = query;
/** Runs queries on one transaction's client. */
export const clientQuery = (client: { query: (t: string, p?: unknown[]) => Promise<{ rows: unknown[] }> }): Queryable =>
  (async (text: string, params: unknown[] = []) => (await client.query(text, params)).rows) as Queryable;

export type UserRecord = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  passwordHash: string | null;
  provider: AuthProvider;
  googleSub: string | null;
  verified: boolean;
};

const COLUMNS = `id, name, email, username, password_hash AS "passwordHash", provider, google_sub AS "googleSub",
  (email_verified_at IS NOT NULL) AS verified`;

export const toAuthUser = (u: Pick<UserRecord, "id" | "name" | "email">, provider: AuthProvider): AuthUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  provider,
});

/** By email or username, regardless of case (docs/product.md#a-screens: sign in with either). */
export async function findUserByLogin(identifier: string, q: Queryable = poolQuery): Promise<UserRecord | null> {
  const column = identifier.includes("@") ? "lower(email)" : "lower(username)";
  const [row] = await q<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE ${column} = lower($1)`, [identifier]);
  return row ?? null;
}

export async function findUserById(id: string, q: Queryable = poolQuery): Promise<UserRecord | null> {
  const [row] = await q<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return row ?? null;
}

export async function findUserByEmail(email: string, q: Queryable = poolQuery): Promise<UserRecord | null> {
  const [row] = await q<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
  return row ?? null;
}

export async function findUserByGoogleSub(sub: string, q: Queryable = poolQuery): Promise<UserRecord | null> {
  const [row] = await q<UserRecord>(`SELECT ${COLUMNS} FROM users WHERE google_sub = $1`, [sub]);
  return row ?? null;
}

/** Which of email / username another account already holds (case-insensitive). */
export async function takenFields(email: string, username: string, q: Queryable = poolQuery): Promise<{ email: boolean; username: boolean }> {
  const rows = await q<{ email_taken: boolean; username_taken: boolean }>(
    `SELECT bool_or(lower(email) = lower($1)) AS email_taken, bool_or(lower(username) = lower($2)) AS username_taken
       FROM users WHERE lower(email) = lower($1) OR lower(username) = lower($2)`,
    [email, username],
  );
  return { email: !!rows[0]?.email_taken, username: !!rows[0]?.username_taken };
}

/**
 * Frees an email or username held by an account that was never verified for a day: otherwise anyone
 * could block an address by signing up with it and never entering the code.
 */
export async function deleteStaleUnverified(email: string, username: string, q: Queryable = poolQuery): Promise<void> {
  await q(
    `DELETE FROM users WHERE email_verified_at IS NULL AND google_sub IS NULL AND created_at < now() - interval '24 hours'
       AND (lower(email) = lower($1) OR lower(username) = lower($2))`,
    [email, username],
  );
}

export async function insertEmailUser(
  u: { name: string; email: string; username: string; passwordHash: string },
  q: Queryable = poolQuery,
): Promise<UserRecord> {
  const [row] = await q<UserRecord>(
    `INSERT INTO users (name, email, username, password_hash, provider) VALUES ($1, $2, $3, $4, 'email') RETURNING ${COLUMNS}`,
    [u.name, u.email, u.username, u.passwordHash],
  );
  return row!;
}

export async function markVerified(id: string, q: Queryable = poolQuery): Promise<void> {
  await q("UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1", [id]);
}

/**
 * Links a Google identity to the account with that (Google-verified) email. An account that was never
 * verified loses its password: whoever set it never proved they own the address, and Google just did.
 */
export async function linkGoogle(id: string, sub: string, q: Queryable = poolQuery): Promise<void> {
  await q(
    `UPDATE users SET google_sub = $2,
            password_hash = CASE WHEN email_verified_at IS NULL THEN NULL ELSE password_hash END,
            email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
      WHERE id = $1`,
    [id, sub],
  );
}

export async function insertGoogleUser(u: { name: string; email: string; sub: string }, q: Queryable = poolQuery): Promise<UserRecord> {
  const [row] = await q<UserRecord>(
    `INSERT INTO users (name, email, provider, google_sub, email_verified_at) VALUES ($1, $2, 'google', $3, now()) RETURNING ${COLUMNS}`,
    [u.name, u.email, u.sub],
  );
  return row!;
}

/** A unique-index violation from PostgreSQL, with the index it hit. */
export function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === "23505" ? (e.constraint ?? "unknown") : null;
}
