// Sending email (docs/architecture.md#providers): SendGrid when SENDGRID_API_KEY is set. Locally without a key, the outbox in
// Blobs, readable at GET /api/dev/outbox?to=EMAIL; on a deploy without a key, nothing is sent and the
// calls that need email answer 503 (docs/decisions/0012-run-mode-and-fail-closed.md). No code, token or
// link is ever written to a log, in any mode: the log names the recipient only.
import { randomBytes } from "node:crypto";
import { env, mailConfigured } from "../platform/env.ts";
import { store } from "../platform/blobs.ts";
import { HttpError } from "../http/http-error.ts";
import { escapeHtml } from "../../shared/common/html.ts";

export const MAIL_NOT_CONFIGURED = "Email is not configured on this site (SENDGRID_API_KEY), so no code can be sent. Please try again later.";

/** Refuses (503) a call that must send email when this deploy has no mail provider. */
export function assertMailConfigured(): void {
  if (!mailConfigured()) throw new HttpError(503, MAIL_NOT_CONFIGURED);
}

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe for newsletters. */
  headers?: Record<string, string>;
  /**
   * Makes a re-send of the same message a no-op where the provider allows it: the outbox stores it under
   * this key (a newsletter delivery sent again after a killed drain replaces itself). Should sort by time.
   */
  idempotencyKey?: string;
};
export type OutboxMessage = { to: string; subject: string; text: string; html: string; sentAt: string; headers?: Record<string, string> };

const normalizeAddress = (email: string) => email.trim().toLowerCase();
// One folder per recipient; the key sorts by time so the newest is found without reading every message.
const outboxPrefix = (to: string) => `${encodeURIComponent(normalizeAddress(to))}/`;

export async function sendMail(message: MailMessage): Promise<{ provider: "sendgrid" | "outbox" }> {
  const e = env();
  // A deploy never falls back to the outbox (its readers are local only): the message is not sent.
  if (!mailConfigured(e)) throw new Error("email is not configured (SENDGRID_API_KEY)");
  if (e.SENDGRID_API_KEY) {
    // Imported lazily: only deployments with a key load the SendGrid client.
    const { default: sendgrid } = await import("@sendgrid/mail");
    sendgrid.setApiKey(e.SENDGRID_API_KEY);
    if (e.SENDGRID_API_URL)
      (sendgrid as unknown as { client: { setDefaultRequest: (k: string, v: string) => void } }).client.setDefaultRequest("baseUrl", e.SENDGRID_API_URL);
    await sendgrid.send({ to: message.to, from: e.MAIL_FROM, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
    return { provider: "sendgrid" };
  }
  const sentAt = new Date().toISOString();
  const record: OutboxMessage = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    sentAt,
    ...(message.headers ? { headers: message.headers } : {}),
  };
  const key = `${outboxPrefix(message.to)}${(message.idempotencyKey ?? `${sentAt}-${randomBytes(4).toString("hex")}`).replace(/[:.]/g, "-")}`;
  await store("outbox").setJSON(key, record);
  // The subject and body may hold a code or a link: the log says only where to read it.
  if (!message.idempotencyKey) console.log(`[mail] a message for ${message.to} is in the outbox (GET /api/dev/outbox?to=ADDRESS)`);
  return { provider: "outbox" };
}

/** The outbox messages sent to one address, newest first. */
export async function readOutbox(to: string, limit = 50): Promise<OutboxMessage[]> {
  const s = store("outbox");
  const { blobs } = await s.list({ prefix: outboxPrefix(to) });
  const newest = blobs
    .map((b) => b.key)
    .sort()
    .reverse()
    .slice(0, limit);
  // A file cut short (a kill mid-write) or not JSON is skipped, not a reason to refuse the whole outbox.
  const read = async (key: string): Promise<OutboxMessage | null> => {
    try {
      const m = (await s.get(key, { type: "json" })) as OutboxMessage | null;
      return m && typeof m.sentAt === "string" && typeof m.text === "string" ? m : null;
    } catch (err) {
      console.warn(`[mail] outbox file ${key} is unreadable, skipped: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    }
  };
  const messages = await Promise.all(newest.map(read));
  return messages.filter((m): m is OutboxMessage => m !== null).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/** The verification email of sign-up (docs/architecture.md#api-contract: the code expires after 10 minutes). */
export function verificationEmail(to: string, name: string, code: string, minutes: number): MailMessage {
  const text = [
    `Hello ${name},`,
    "",
    `Your Masala Table verification code is ${code}.`,
    `It expires in ${minutes} minutes and can be used once.`,
    "",
    "If you did not sign up, you can ignore this email.",
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(name)},</p><p>Your Masala Table verification code is <strong style="font-size:1.4em;letter-spacing:0.15em">${code}</strong>.</p><p>It expires in ${minutes} minutes and can be used once.</p><p>If you did not sign up, you can ignore this email.</p>`;
  return { to, subject: `Your Masala Table verification code: ${code}`, text, html };
}

/**
 * Whether a failed send is worth retrying: SendGrid's 429 and 5xx, time-outs and network errors are;
 * any other 4xx (bad address, bad request, key refused) is a hard failure.
 */
export function isRetryableSendError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  if (typeof code === "number") return code === 429 || code >= 500;
  return true;
}
