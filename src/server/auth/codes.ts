// Email verification codes (docs/architecture.md#api-contract): 6 digits from a CSPRNG, stored hashed, single use, expire
// after 10 minutes, burnt after 5 wrong tries. Issuing a new code retires the previous one.
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { Queryable } from "./users.ts";

export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_WRONG_TRIES = 5;

/** Where a kind of code lives: account codes by default; newsletter subscriptions reuse the same rules. */
export type CodeTable = { table: "verification_codes" | "newsletter_codes"; owner: "user_id" | "subscriber_id" };
const ACCOUNT_CODES: CodeTable = { table: "verification_codes", owner: "user_id" };

export const generateCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
// Bound to the account, so one code's hash says nothing about another account's.
const hashCode = (userId: string, code: string) => createHash("sha256").update(`${userId}:${code}`).digest("hex");

export async function issueCode(userId: string, q: Queryable, t: CodeTable = ACCOUNT_CODES): Promise<string> {
  const code = generateCode();
  await q(`UPDATE ${t.table} SET used_at = now() WHERE ${t.owner} = $1 AND used_at IS NULL`, [userId]);
  await q(`INSERT INTO ${t.table} (${t.owner}, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
    userId,
    hashCode(userId, code),
    CODE_TTL_SECONDS,
  ]);
  return code;
}

export type CodeCheck = { result: "ok" } | { result: "wrong"; attemptsLeft: number } | { result: "expired" } | { result: "burnt" } | { result: "none" };

/**
 * Checks a code against the account's latest one, counting a wrong try. Run inside a transaction.
 * "Latest" is the highest id, not created_at: created_at is the transaction's start, and a request that
 * started first can commit last (decision 0014); ids are taken under the owner's row lock, in commit order.
 */
export async function checkCode(userId: string, code: string, q: Queryable, t: CodeTable = ACCOUNT_CODES): Promise<CodeCheck> {
  const [row] = await q<{ id: string; code_hash: string; attempts: number; used: boolean; expired: boolean }>(
    `SELECT id, code_hash, attempts, used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM ${t.table} WHERE ${t.owner} = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [userId],
  );
  if (!row) return { result: "none" };
  if (row.attempts >= MAX_WRONG_TRIES) return { result: "burnt" };
  if (row.used) return { result: "none" };
  if (row.expired) return { result: "expired" };
  const expected = Buffer.from(row.code_hash, "hex");
  const given = Buffer.from(hashCode(userId, code), "hex");
  if (timingSafeEqual(expected, given)) {
    await q(`UPDATE ${t.table} SET used_at = now() WHERE id = $1`, [row.id]);
    return { result: "ok" };
  }
  const attempts = row.attempts + 1;
  await q(`UPDATE ${t.table} SET attempts = $2::int, used_at = CASE WHEN $2::int >= $3::int THEN now() ELSE used_at END WHERE id = $1`, [
    row.id,
    attempts,
    MAX_WRONG_TRIES,
  ]);
  return { result: "wrong", attemptsLeft: Math.max(0, MAX_WRONG_TRIES - attempts) };
}
