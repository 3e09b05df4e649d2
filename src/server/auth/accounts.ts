// The account services behind /api/auth/*: sign up, verify email, resend, sign in, Google sign-in.
import { AUTH_MESSAGES, type AuthUser, type SignInInput, type SignUpInput } from "../../shared/auth/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { query, withTransaction } from "../platform/db.ts";
import { env } from "../platform/env.ts";
import { assertMailConfigured, sendMail, verificationEmail } from "../mail/mail.ts";
import { RATE_LIMITS } from "../ratelimit/limits.ts";
import { consume, reserve, resetEvents } from "../ratelimit/rate-limit.ts";
import { CODE_TTL_SECONDS, checkCode, issueCode } from "./codes.ts";
import { verifyGoogleIdToken } from "./google.ts";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords.ts";
import { startSession } from "./sessions.ts";
import {
  clientQuery,
  deleteStaleUnverified,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserByLogin,
  insertEmailUser,
  insertGoogleUser,
  linkGoogle,
  markVerified,
  takenFields,
  toAuthUser,
  uniqueViolation,
} from "./users.ts";

const taken = (which: "email" | "username") =>
  new HttpError(409, which === "email" ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken, {
    [which]: which === "email" ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken,
  });

/** Emails a code already committed; a failed send is a 502 (the account or new code stays, a resend can follow). */
async function mailCode(user: { name: string; email: string }, code: string) {
  try {
    await sendMail(verificationEmail(user.email, user.name, code, CODE_TTL_SECONDS / 60));
  } catch (err) {
    console.error("[auth] sending the verification email failed:", err);
    throw new HttpError(502, "Failed to send verification email. Please try again.");
  }
}

/** POST /api/auth/signup: creates an unverified account and emails a code. */
export async function signUp(input: SignUpInput, ip: string) {
  if (isCommonPassword(input.password)) {
    throw new HttpError(400, AUTH_MESSAGES.passwordTooCommon, { password: AUTH_MESSAGES.passwordTooCommon });
  }
  assertMailConfigured(); // before the counter: a refused sign-up changes nothing
  // Counted once the input is valid: a refused (400) sign-up changes nothing, not even the counter.
  await consume(RATE_LIMITS.signUpPerIp, ip, "Too many sign-ups from this network.");
  await deleteStaleUnverified(input.email, input.username);
  const already = await takenFields(input.email, input.username);
  if (already.email) throw taken("email");
  if (already.username) throw taken("username");
  const passwordHash = await hashPassword(input.password);
  try {
    // The code is emailed only after the account is committed (decision 0014): a request killed before
    // the commit leaves neither an account nor a mail about one. A failed send removes the new account.
    const { user, code } = await withTransaction(async (tx) => {
      const q = clientQuery(tx);
      const created = await insertEmailUser({ name: input.name, email: input.email, username: input.username, passwordHash }, q);
      return { user: created, code: await issueCode(created.id, q) };
    });
    try {
      await mailCode(user, code);
    } catch (err) {
      await query("DELETE FROM users WHERE id = $1 AND email_verified_at IS NULL", [user.id]);
      throw err;
    }
    return {
      requiresVerification: true as const,
      user: toAuthUser(user, "email"),
      message: `We sent a 6-digit code to ${user.email}. It expires in ${CODE_TTL_SECONDS / 60} minutes.`,
    };
  } catch (err) {
    // Two sign-ups racing for one email or username: the unique index decides, the loser gets 409.
    const index = uniqueViolation(err);
    if (index) throw taken(index.includes("username") ? "username" : "email");
    throw err;
  }
}

/** POST /api/auth/verify-email: checks the code; success verifies the email and signs in. */
export async function verifyEmail(req: Request, input: { userId: string; code: string }, ip: string): Promise<{ user: AuthUser; cookie: string }> {
  const user = await findUserById(input.userId);
  if (!user) throw new HttpError(400, AUTH_MESSAGES.unknownAccount, { userId: AUTH_MESSAGES.unknownAccount });
  if (user.verified) throw new HttpError(400, AUTH_MESSAGES.alreadyVerified);
  // The address's wrong-code allowance is taken before the check and given back unless the code was wrong.
  const giveBack = await reserve([{ rule: RATE_LIMITS.codeFailuresPerIp, key: ip }], "Too many wrong codes from this network.");
  const check = await withTransaction(async (tx) => {
    const q = clientQuery(tx);
    const result = await checkCode(user.id, input.code, q);
    if (result.result === "ok") await markVerified(user.id, q);
    return result;
  }).catch(async (err: unknown) => {
    await giveBack();
    throw err;
  });
  if (check.result !== "wrong") await giveBack();
  switch (check.result) {
    case "ok": {
      const cookie = await startSession(req, user.id, "email");
      return { user: toAuthUser(user, "email"), cookie };
    }
    case "wrong":
      throw new HttpError(400, AUTH_MESSAGES.codeInvalid, { code: AUTH_MESSAGES.codeInvalid }, undefined, { attemptsLeft: check.attemptsLeft });
    case "burnt":
      throw new HttpError(400, AUTH_MESSAGES.codeBurnt, { code: AUTH_MESSAGES.codeBurnt }, undefined, { attemptsLeft: 0 });
    case "expired":
    case "none":
      throw new HttpError(400, AUTH_MESSAGES.codeExpired, { code: AUTH_MESSAGES.codeExpired });
  }
}

/** POST /api/auth/resend-verification: a new code (the old one stops working), 3 per 10 minutes. */
export async function resendVerification(userId: string): Promise<{ ok: true; message: string }> {
  const user = await findUserById(userId);
  if (!user) throw new HttpError(400, AUTH_MESSAGES.unknownAccount, { userId: AUTH_MESSAGES.unknownAccount });
  if (user.verified) throw new HttpError(400, AUTH_MESSAGES.alreadyVerified);
  await consume(RATE_LIMITS.resendPerAccount, user.id, "Too many codes requested.");
  assertMailConfigured(); // a deploy without SendGrid: 503 before a new code replaces the old one
  // The mail goes after the commit: no network wait holds the transaction (on the embedded database, the
  // one queue) open (docs/decisions/0013-search-that-stays-flat.md).
  const code = await withTransaction((tx) => issueCode(user.id, clientQuery(tx)));
  await mailCode(user, code);
  return { ok: true, message: `We sent a new code to ${user.email}.` };
}

/**
 * POST /api/auth/signin: email or username + password. One generic message for every wrong
 * credential. Each attempt is reserved before the password check, atomically, under three limits
 * (account and address, account, address: decision 0005) and given back when the password is right,
 * so parallel wrong passwords cannot overshoot a limit; beyond one, 429 with Retry-After.
 */
export async function signIn(req: Request, input: SignInInput, ip: string): Promise<{ user: AuthUser; cookie: string }> {
  const user = await findUserByLogin(input.emailOrUsername);
  const accountKey = user ? `user:${user.id}` : `login:${input.emailOrUsername.toLowerCase()}`;
  const giveBack = await reserve(
    [
      { rule: RATE_LIMITS.signInFailuresPerAccountAndIp, key: `${accountKey}|${ip}` },
      { rule: RATE_LIMITS.signInFailuresPerAccount, key: accountKey },
      { rule: RATE_LIMITS.signInFailuresPerIp, key: ip },
    ],
    "Too many failed sign-in attempts.",
  );
  const ok = await verifyPassword(input.password, user?.passwordHash).catch(async (err: unknown) => {
    await giveBack();
    throw err;
  });
  if (!ok || !user) throw new HttpError(401, AUTH_MESSAGES.wrongCredentials);
  await giveBack();
  await resetEvents(RATE_LIMITS.signInFailuresPerAccountAndIp, `${accountKey}|${ip}`);
  if (!user.verified) {
    throw new HttpError(403, AUTH_MESSAGES.verifyFirst, undefined, undefined, { requiresVerification: true, userId: user.id });
  }
  const cookie = await startSession(req, user.id, "email");
  return { user: toAuthUser(user, "email"), cookie };
}

/** POST /api/auth/google: a verified Google ID token signs in, linking by verified email. */
export async function googleSignIn(req: Request, token: string, ip: string): Promise<{ user: AuthUser; cookie: string }> {
  const clientId = env().GOOGLE_CLIENT_ID;
  if (!clientId) throw new HttpError(404, AUTH_MESSAGES.googleNotConfigured);
  await consume(RATE_LIMITS.googleSignInPerIp, ip, "Too many Google sign-in attempts.");
  let identity;
  try {
    identity = await verifyGoogleIdToken(token, clientId);
  } catch {
    throw new HttpError(401, AUTH_MESSAGES.googleTokenInvalid);
  }
  if (!identity.emailVerified) throw new HttpError(403, AUTH_MESSAGES.googleEmailUnverified);
  const run = () =>
    withTransaction(async (tx) => {
      const q = clientQuery(tx);
      const bySub = await findUserByGoogleSub(identity.sub, q);
      if (bySub) return bySub;
      const byEmail = await findUserByEmail(identity.email, q);
      if (byEmail) {
        await linkGoogle(byEmail.id, identity.sub, q);
        return byEmail;
      }
      return insertGoogleUser({ name: identity.name.slice(0, 100), email: identity.email, sub: identity.sub }, q);
    });
  let user;
  try {
    user = await run();
  } catch (err) {
    if (!uniqueViolation(err)) throw err;
    user = await run(); // a concurrent first sign-in created the row: take it
  }
  const cookie = await startSession(req, user.id, "google");
  return { user: toAuthUser(user, "google"), cookie };
}
