// Newsletter subscriptions with double opt-in (docs/product.md#a-screens, docs/product.md#a-states, docs/product.md#a-validation; docs/architecture.md#api-contract): subscribe emails a
// 6-digit code and a one-click confirm link; nothing is subscribed until one of them is used. Answers
// are the same whether or not the address was already subscribed.
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import {
  NEWSLETTER_MESSAGES as M,
  SubscribeSchema,
  VerifySchema,
  type ConfirmLinkResponse,
  type NewsletterCategory,
  type SubscriptionPreferences,
} from "../../shared/newsletter/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { withTransaction } from "../platform/db.ts";
import { env } from "../platform/env.ts";
import { assertMailConfigured, sendMail, type MailMessage } from "../mail/mail.ts";
import { contextSiteUrl } from "../platform/mode.ts";
import { RATE_LIMITS } from "../ratelimit/limits.ts";
import { consume, reserve } from "../ratelimit/rate-limit.ts";
import { CODE_TTL_SECONDS, checkCode, issueCode, type CodeTable } from "../auth/codes.ts";
import { clientQuery } from "../auth/users.ts";
import { alreadySubscribedEmail, confirmationEmail, subscriberLinks, welcomeEmail } from "./emails.ts";
import {
  confirmPending,
  deleteExpiredUnconfirmed,
  findByConfirmToken,
  findByEmail,
  findByUnsubscribeToken,
  findByUsedConfirmToken,
  setCategories,
  upsertPending,
  type SubscriberRow,
} from "./subscribers.ts";

const CODES: CodeTable = { table: "newsletter_codes", owner: "subscriber_id" };
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** The site's public address for links in emails: SITE_URL when set, else the request's origin. */
export const publicSiteUrl = (req?: Request) =>
  (env().SITE_URL ?? contextSiteUrl() ?? process.env.URL ?? (req ? new URL(req.url).origin : "http://localhost:8888")).replace(/\/$/, "");

/** POST /api/newsletter/subscribe {name, email, categories} */
export async function subscribe(req: Request, input: z.infer<typeof SubscribeSchema>, ip: string): Promise<{ ok: true; message: string }> {
  // The route refused bad input before the limit counts it: a refused request changes nothing.
  assertMailConfigured();
  await consume(RATE_LIMITS.newsletterSubscribePerIp, ip, "Too many subscriptions from this network.");
  const answer = { ok: true as const, message: M.subscribed };
  if (input.website) return answer; // honeypot: a bot; looks like success, nothing stored or sent
  await deleteExpiredUnconfirmed();
  const confirmToken = newToken();
  await withTransaction(async (tx) => {
    const q = clientQuery(tx);
    const siteUrl = publicSiteUrl(req);
    const existing = await findByEmail(input.email, q);
    const subscribed = existing?.confirmed_at && existing.categories.length > 0 ? existing : null;
    // Asking again for what a confirmed address gets already: no code, an email saying so with the
    // preferences link. The page's answer stays the same as for a new address (no enumeration).
    if (subscribed && input.categories.every((c) => subscribed.categories.includes(c))) {
      await sendOrRollBack(
        alreadySubscribedEmail({
          to: subscribed.email,
          name: subscribed.name,
          categories: subscribed.categories,
          siteUrl,
          unsubscribeToken: subscribed.unsubscribe_token,
        }),
      );
      return;
    }
    const row = await upsertPending(
      { name: input.name, email: input.email, categories: input.categories, unsubscribeToken: newToken(), confirmTokenHash: sha256(confirmToken) },
      q,
    );
    const code = await issueCode(row.id, q, CODES);
    const confirmUrl = `${siteUrl}/newsletters?confirm=${confirmToken}`;
    const already = subscribed ? { categories: subscribed.categories, manageUrl: subscriberLinks(siteUrl, subscribed.unsubscribe_token).manageUrl } : undefined;
    await sendOrRollBack(
      confirmationEmail({ to: row.email, name: input.name, code, minutes: CODE_TTL_SECONDS / 60, confirmUrl, categories: input.categories, already }),
    );
  });
  return answer;
}

async function sendOrRollBack(message: MailMessage) {
  try {
    await sendMail(message);
  } catch (err) {
    console.error("[newsletter] sending the subscription email failed:", err);
    throw new HttpError(502, M.sendFailed); // rolls the request back: nothing changes
  }
}

const confirmed = (row: SubscriberRow) => ({ ok: true as const, message: M.confirmed, email: row.email, categories: row.categories });

/**
 * The welcome email of a confirmed subscription, with the preferences and unsubscribe links, so a
 * reader can change or leave before the first issue. The subscription stands if it fails (logged).
 */
async function sendWelcome(req: Request | undefined, row: SubscriberRow) {
  try {
    await sendMail(
      welcomeEmail({ to: row.email, name: row.name, categories: row.categories, siteUrl: publicSiteUrl(req), unsubscribeToken: row.unsubscribe_token }),
    );
  } catch (err) {
    console.error("[newsletter] sending the welcome email failed:", err);
  }
}

/** POST /api/newsletter/verify {email, code} */
export async function verify(input: z.infer<typeof VerifySchema>, ip: string, req?: Request) {
  // Validated first by the route (a refused request counts nothing), then one wrong try is reserved
  // atomically and given back unless the code turns out wrong (decision 0014).
  const giveBack = await reserve([{ rule: RATE_LIMITS.newsletterCodeFailuresPerIp, key: ip }], "Too many wrong codes from this network.");
  const wrong = (message: string = M.codeInvalid, extra?: Record<string, unknown>): never => {
    throw new HttpError(400, message, { code: message }, undefined, extra);
  };
  let outcome: Awaited<ReturnType<typeof checkCode>> | { result: "confirmed"; row: SubscriberRow };
  try {
    const existing = await findByEmail(input.email);
    outcome =
      !existing || existing.pending_categories.length === 0
        ? { result: "none" as const }
        : await withTransaction(async (tx) => {
            const q = clientQuery(tx);
            const check = await checkCode(existing.id, input.code, q, CODES);
            if (check.result !== "ok") return check;
            return { result: "confirmed" as const, row: await confirmPending(existing.id, q) };
          });
  } catch (err) {
    await giveBack();
    throw err;
  }
  if (outcome.result === "confirmed") {
    await giveBack();
    await sendWelcome(req, outcome.row);
    return confirmed(outcome.row);
  }
  if (outcome.result === "wrong") return wrong(outcome.attemptsLeft > 0 ? M.codeInvalid : M.codeBurnt, { attemptsLeft: outcome.attemptsLeft });
  if (outcome.result === "expired") return wrong(M.codeExpired);
  if (outcome.result === "burnt") return wrong(M.codeBurnt);
  return wrong();
}

/**
 * POST /api/newsletter/confirm {token}: the one-click link of the confirmation email. Opened again
 * after it confirmed, it answers "already subscribed" with the preferences page: the link's 256-bit
 * token went only to the address, so only its holder learns the state (an unknown token is "invalid").
 */
export async function confirmByLink(token: string, req?: Request): Promise<ConfirmLinkResponse> {
  const hash = sha256(token);
  const row = await withTransaction(async (tx) => {
    const q = clientQuery(tx);
    const found = await findByConfirmToken(hash, q);
    return found ? confirmPending(found.id, q) : null;
  });
  if (row) {
    await sendWelcome(req, row);
    return confirmed(row);
  }
  const used = await findByUsedConfirmToken(hash);
  if (!used) throw new HttpError(400, M.confirmLinkInvalid);
  return {
    ok: true,
    alreadyConfirmed: true,
    message: used.categories.length > 0 ? M.confirmLinkUsed : M.confirmLinkUsedLeft,
    email: used.email,
    categories: used.categories,
    manageUrl: `/newsletters/unsubscribe?token=${encodeURIComponent(used.unsubscribe_token)}`,
  };
}

const preferences = (row: SubscriberRow): SubscriptionPreferences => ({ email: row.email, categories: row.categories, subscribed: row.categories.length > 0 });

async function byToken(token: string): Promise<SubscriberRow> {
  const row = await findByUnsubscribeToken(token);
  if (!row) throw new HttpError(404, M.unknownLink);
  return row;
}

/** GET /api/newsletter/unsubscribe?token=: what the link's subscriber gets (changes nothing). */
export async function readPreferences(token: string): Promise<SubscriptionPreferences> {
  return preferences(await byToken(token));
}

/** POST /api/newsletter/unsubscribe?token=: these categories from now on (add or drop); none (or a one-click POST) unsubscribes. */
export async function savePreferences(token: string, categories: NewsletterCategory[]): Promise<SubscriptionPreferences & { message: string }> {
  const row = await byToken(token);
  // Only a confirmed address may add categories here; its double opt-in was done (docs/product.md#a-states).
  if (!row.confirmed_at && categories.length > 0) throw new HttpError(409, M.notConfirmedYet);
  const updated = await withTransaction((tx) => setCategories(row.id, categories, clientQuery(tx)));
  return { ...preferences(updated), message: updated.categories.length === 0 ? M.unsubscribed : M.preferencesSaved };
}
