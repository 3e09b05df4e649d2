// POST /api/contact (docs/product.md#a-screens, docs/product.md#a-validation, docs/product.md#a-api; docs/architecture.md#api-contract): stored in Postgres, flagged urgent when the subject
// says so, emailed to CONTACT_EMAIL. A honeypot hit answers like a success and stores nothing.
import { CONTACT_MESSAGES as M, isUrgentSubject, type ContactInput } from "../../shared/contact/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { query } from "../platform/db.ts";
import { env } from "../platform/env.ts";
import { sendMail } from "../mail/mail.ts";
import { escapeHtml } from "../../shared/common/html.ts";
import { RATE_LIMITS } from "../ratelimit/limits.ts";
import { consume } from "../ratelimit/rate-limit.ts";
import type { MessageStatusFilter, MessagesResponse } from "../../shared/newsletter/types.ts";

export async function submitContact(input: ContactInput, ip: string): Promise<{ ok: true; message: string }> {
  // The route refused bad input (ContactSchema) before the limit counts it: a refused request changes nothing.
  await consume(RATE_LIMITS.contactPerIp, ip, "Too many messages from this network.");
  const answer = { ok: true as const, message: M.successDefault };
  if (input.website) return answer; // honeypot: a bot
  const urgent = isUrgentSubject(input.subject);
  const [row] = await query<{ id: string }>("INSERT INTO contact_messages (name, email, subject, message, urgent) VALUES ($1, $2, $3, $4, $5) RETURNING id", [
    input.name,
    input.email,
    input.subject,
    input.message,
    urgent,
  ]);
  const e = env();
  const to = e.CONTACT_EMAIL ?? e.MAIL_FROM;
  const text = [
    `From: ${input.name} <${input.email}>`,
    `Subject: ${input.subject}`,
    ...(urgent ? ["Flagged urgent: the subject says Urgent."] : []),
    "",
    input.message,
    "",
    `Message #${row!.id}`,
  ].join("\n");
  try {
    await sendMail({
      to,
      subject: `${urgent ? "[URGENT] " : ""}Contact: ${input.subject}`,
      text,
      html: `<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;</p><p><strong>Subject:</strong> ${escapeHtml(input.subject)}${urgent ? " <strong>(urgent)</strong>" : ""}</p><p>${escapeHtml(input.message).replace(/\n/g, "<br>")}</p><p>Message #${row!.id}</p>`,
      headers: { "Reply-To": input.email },
    });
  } catch (err) {
    // Stored already: the team sees it on the admin page even when the notification email fails.
    console.warn(`[contact] message ${row!.id} stored, but emailing it failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  return answer;
}

type Row = { id: string; name: string; email: string; subject: string; message: string; urgent: boolean; handled: boolean; created_at: Date };

/**
 * The admin's Messages tab: open ones (not handled yet), handled ones, or all; unhandled first, urgent
 * first, newest first; with how many are open and handled in all.
 */
export async function listMessages(status: MessageStatusFilter = "all", limit = 200): Promise<MessagesResponse> {
  const rows = await query<Row>(
    `SELECT id, name, email, subject, message, urgent, handled_at IS NOT NULL AS handled, created_at
       FROM contact_messages
      WHERE $2 = 'all' OR (handled_at IS NOT NULL) = ($2 = 'handled')
      ORDER BY (handled_at IS NULL) DESC, urgent DESC, created_at DESC LIMIT $1`,
    [limit, status],
  );
  const [counts] = await query<{ open: number; handled: number }>(
    "SELECT count(*) FILTER (WHERE handled_at IS NULL)::int AS open, count(*) FILTER (WHERE handled_at IS NOT NULL)::int AS handled FROM contact_messages",
  );
  return {
    status,
    counts: { open: counts?.open ?? 0, handled: counts?.handled ?? 0 },
    messages: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      urgent: r.urgent,
      handled: r.handled,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

export async function markHandled(id: number, handled: boolean): Promise<void> {
  const rows = await query<{ id: string }>("UPDATE contact_messages SET handled_at = CASE WHEN $2 THEN now() ELSE NULL END WHERE id = $1 RETURNING id", [
    id,
    handled,
  ]);
  if (rows.length === 0) throw new HttpError(404, "That message does not exist.");
}
