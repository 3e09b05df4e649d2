// Publishing and sending at scale (docs/architecture.md#api-contract): publishing stores the issue and queues one delivery per
// confirmed subscriber of its category, in one transaction, and answers at once. Drains send the queue
// in batches: each batch is claimed with FOR UPDATE SKIP LOCKED (parallel drains never share a row) and
// marked sent in the transaction that records the provider's acceptance, so a drain killed half way
// leaves its batch pending for the next drain. Sends carry an idempotency key (the outbox stores a
// re-sent delivery under the same key). 429/5xx are retried with back-off; other failures are final.
import {
  CATEGORY_LABELS,
  type NewsletterCategory,
  type NewsletterStats,
  type CategoryStat,
  type PublishPreview,
  NEWSLETTER_CATEGORIES,
} from "../../shared/newsletter/types.ts";
import { getErrorMessage } from "../../shared/common/errors.ts";
import { createHash } from "node:crypto";
import { HttpError } from "../http/http-error.ts";
import type { PoolClient } from "pg";
import { query, withTransaction } from "../platform/db.ts";
import { isRetryableSendError, sendMail, type MailMessage } from "../mail/mail.ts";
import { issueEmail } from "./emails.ts";

export const MAX_SEND_ATTEMPTS = 6;
/** Seconds before retry n (1-based): 30 s, 1, 2, 4, 8 min... capped at an hour. */
export const backoffSeconds = (attempt: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));

// Who an issue of a category goes to: confirmed subscribers of it who have not left.
const recipients = (categoryParam: string) => `${categoryParam} = ANY(categories) AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL`;

/** An example reader for the preview: links that belong to each subscriber are made when sending. */
const PREVIEW_READER = { to: "reader@example.com", unsubscribeToken: "preview" };

/** The issue rendered as the email a subscriber gets, and the number it would go to now; stores and sends nothing. */
export async function previewIssue(p: { category: NewsletterCategory; title: string; content: string }, siteUrl: string): Promise<PublishPreview> {
  const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE ${recipients("$1")}`, [p.category]);
  const mail = issueEmail({
    to: PREVIEW_READER.to,
    name: "Reader",
    issue: { id: "preview", category: p.category, title: p.title, content: p.content },
    siteUrl,
    unsubscribeToken: PREVIEW_READER.unsubscribeToken,
    idempotencyKey: "preview",
  });
  return { category: p.category, recipients: row?.n ?? 0, subject: mail.subject, html: mail.html, text: mail.text };
}

export async function publishIssue(p: { category: NewsletterCategory; title: string; content: string; idempotencyKey?: string }) {
  // Without a client key the issue's text is the key: the same issue twice is a retry, never meant.
  const key =
    p.idempotencyKey ??
    `content:${createHash("sha256")
      .update(JSON.stringify([p.category, p.title, p.content]))
      .digest("base64url")}`;
  return withTransaction(async (tx) => {
    // ON CONFLICT waits for a parallel publish with the same key to commit, then inserts nothing.
    const { rows } = await tx.query<{ id: string; published_at: Date }>(
      `INSERT INTO newsletter_issues (category, title, content, idempotency_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, published_at`,
      [p.category, p.title, p.content, key],
    );
    if (rows.length === 0) return replayed(tx, p, key);
    const issue = rows[0]!;
    const queued = await tx.query(
      `INSERT INTO newsletter_deliveries (issue_id, subscriber_id)
       SELECT $1, id FROM newsletter_subscribers
        WHERE ${recipients("$2")}
       ON CONFLICT (issue_id, subscriber_id) DO NOTHING`,
      [issue.id, p.category],
    );
    const count = queued.rowCount ?? 0;
    return publishAnswer({ id: issue.id, published_at: issue.published_at, ...p }, count);
  });
}

type IssueRow = { id: string; published_at: Date; category: NewsletterCategory; title: string; content: string };

const publishAnswer = (issue: IssueRow, count: number) => ({
  issue: { id: Number(issue.id), category: issue.category, title: issue.title, publishedAt: new Date(issue.published_at).toISOString() },
  queued: count,
  message: `${CATEGORY_LABELS[issue.category]} newsletter published: sending to ${count} subscriber${count === 1 ? "" : "s"}.`,
});

/** A publish whose key was used already: the first publish's answer, or 409 when the key named another issue. */
async function replayed(tx: PoolClient, p: { category: NewsletterCategory; title: string; content: string }, key: string) {
  const { rows } = await tx.query<IssueRow & { queued: number }>(
    `SELECT i.id, i.published_at, i.category, i.title, i.content, (SELECT count(*) FROM newsletter_deliveries d WHERE d.issue_id = i.id)::int AS queued
       FROM newsletter_issues i WHERE i.idempotency_key = $1`,
    [key],
  );
  const issue = rows[0]!;
  if (issue.category !== p.category || issue.title !== p.title || issue.content !== p.content) {
    throw new HttpError(409, "This publish key was already used for another issue. Reload the page and publish again.");
  }
  return { ...publishAnswer(issue, issue.queued), queued: 0 };
}

type ClaimedRow = {
  id: string;
  attempts: number;
  created_at: Date;
  name: string;
  email: string;
  unsubscribe_token: string;
  issue_id: string;
  category: NewsletterCategory;
  title: string;
  content: string;
};

export type DrainOptions = {
  siteUrl: string;
  batchSize?: number;
  /** Sends in flight at once inside a batch. */
  concurrency?: number;
  /** Stop claiming new batches after this time (a background function has 15 minutes). */
  deadline?: number;
  send?: (message: MailMessage) => Promise<unknown>;
  /** Called after each committed batch (benchmarks, tests). */
  onBatch?: (sent: number) => void;
};
export type DrainResult = { sent: number; retried: number; failed: number; batches: number };

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

// One drain at a time per process: a second call joins the running one (which keeps claiming until
// nothing is due, so it also sends what was queued after it started). Separate processes or function
// instances still drain in parallel, kept apart by SKIP LOCKED.
let running: Promise<DrainResult> | null = null;

/** Sends due deliveries batch after batch until none is due (or the deadline passes). */
export function drainQueue(opts: DrainOptions): Promise<DrainResult> {
  running ??= drainBatches(opts).finally(() => (running = null));
  return running;
}

async function drainBatches(opts: DrainOptions): Promise<DrainResult> {
  const { siteUrl, batchSize = 200, concurrency = 50, deadline = Infinity, send = sendMail } = opts;
  const total: DrainResult = { sent: 0, retried: 0, failed: 0, batches: 0 };
  while (Date.now() < deadline) {
    const done = await withTransaction(async (tx) => {
      const { rows } = await tx.query<ClaimedRow>(
        `SELECT d.id, d.attempts, d.created_at, s.name, s.email, s.unsubscribe_token, i.id AS issue_id, i.category, i.title, i.content
           FROM newsletter_deliveries d
           JOIN newsletter_subscribers s ON s.id = d.subscriber_id
           JOIN newsletter_issues i ON i.id = d.issue_id
          WHERE d.status = 'pending' AND d.next_attempt_at <= now()
          ORDER BY d.next_attempt_at, d.id
          LIMIT $1
          FOR UPDATE OF d SKIP LOCKED`,
        [batchSize],
      );
      if (rows.length === 0) return true;
      const outcomes = await mapLimit(rows, concurrency, async (row) => {
        const message = issueEmail({
          to: row.email,
          name: row.name,
          siteUrl,
          unsubscribeToken: row.unsubscribe_token,
          issue: { id: row.issue_id, category: row.category, title: row.title, content: row.content },
          idempotencyKey: `${new Date(row.created_at).toISOString()}-delivery-${row.id}`,
        });
        try {
          await send(message);
          return { row, ok: true as const };
        } catch (err) {
          return {
            row,
            ok: false as const,
            retry: isRetryableSendError(err) && row.attempts + 1 < MAX_SEND_ATTEMPTS,
            error: getErrorMessage(err).slice(0, 500),
          };
        }
      });
      const sent = outcomes.filter((o) => o.ok).map((o) => o.row.id);
      if (sent.length) {
        await tx.query(
          "UPDATE newsletter_deliveries SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = ANY($1::bigint[])",
          [sent],
        );
      }
      for (const o of outcomes) {
        if (o.ok) continue;
        if (o.retry) {
          await tx.query(
            "UPDATE newsletter_deliveries SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1",
            [o.row.id, o.error, backoffSeconds(o.row.attempts + 1)],
          );
          total.retried += 1;
        } else {
          await tx.query("UPDATE newsletter_deliveries SET status = 'failed', attempts = attempts + 1, last_error = $2 WHERE id = $1", [o.row.id, o.error]);
          total.failed += 1;
          console.warn(`[newsletter] delivery ${o.row.id} failed for good: ${o.error}`);
        }
      }
      total.sent += sent.length;
      total.batches += 1;
      opts.onBatch?.(sent.length);
      return false;
    });
    if (done) break;
  }
  return total;
}

/** Deliveries waiting to be sent now (the scheduled retry uses it to decide whether to start a drain). */
export async function dueDeliveries(): Promise<number> {
  const [row] = await query<{ n: number }>("SELECT count(*)::int AS n FROM newsletter_deliveries WHERE status = 'pending' AND next_attempt_at <= now()");
  return row?.n ?? 0;
}

/** GET /api/newsletter/stats (docs/product.md#a-data Stats, plus sent/failed/pending deliveries). */
export async function newsletterStats(): Promise<NewsletterStats> {
  const [subs, issues, deliveries] = await Promise.all([
    query<{ category: NewsletterCategory | null; n: number }>(
      `SELECT c AS category, count(*)::int AS n FROM newsletter_subscribers, unnest(categories) AS c
        WHERE confirmed_at IS NOT NULL GROUP BY ROLLUP (c)`,
    ),
    query<{ category: NewsletterCategory; n: number }>("SELECT category, count(*)::int AS n FROM newsletter_issues GROUP BY category"),
    query<{ category: NewsletterCategory; status: "sent" | "failed" | "pending"; n: number }>(
      `SELECT i.category, d.status, count(*)::int AS n FROM newsletter_deliveries d JOIN newsletter_issues i ON i.id = d.issue_id GROUP BY i.category, d.status`,
    ),
  ]);
  const [total] = await query<{ n: number }>(
    "SELECT count(*)::int AS n FROM newsletter_subscribers WHERE confirmed_at IS NOT NULL AND cardinality(categories) > 0",
  );
  const categoryStats = Object.fromEntries(
    NEWSLETTER_CATEGORIES.map((c) => [c, { subscribers: 0, newsletters: 0, sent: 0, failed: 0, pending: 0 } satisfies CategoryStat]),
  ) as Record<NewsletterCategory, CategoryStat>;
  for (const s of subs) if (s.category) categoryStats[s.category].subscribers = s.n;
  for (const i of issues) categoryStats[i.category].newsletters = i.n;
  const sums = { sent: 0, failed: 0, pending: 0 };
  for (const d of deliveries) {
    categoryStats[d.category][d.status] = d.n;
    sums[d.status] += d.n;
  }
  return { totalSubscribers: total?.n ?? 0, totalNewsletters: issues.reduce((a, i) => a + i.n, 0), categoryStats, deliveries: sums };
}

/** The public archive (/newsletters/archive). */
export async function listIssues(limit = 100) {
  const rows = await query<{ id: string; category: NewsletterCategory; title: string; published_at: Date }>(
    "SELECT id, category, title, published_at FROM newsletter_issues ORDER BY published_at DESC, id DESC LIMIT $1",
    [limit],
  );
  return rows.map((r) => ({ id: Number(r.id), category: r.category, title: r.title, publishedAt: new Date(r.published_at).toISOString() }));
}

/** The newest issues with their text, for the archive's RSS and Atom feeds (src/server/content/feeds.ts). */
export async function listIssuesWithContent(limit = 50) {
  const rows = await query<IssueRow>(`${ISSUE_COLUMNS} ORDER BY published_at DESC, id DESC LIMIT $1`, [limit]);
  return rows.map(issueFromRow);
}

export async function getIssue(id: number) {
  const [r] = await query<IssueRow>(`${ISSUE_COLUMNS} WHERE id = $1`, [id]);
  return r ? issueFromRow(r) : null;
}

const ISSUE_COLUMNS = "SELECT id, category, title, content, published_at FROM newsletter_issues";
const issueFromRow = (r: IssueRow) => ({
  id: Number(r.id),
  category: r.category,
  title: r.title,
  content: r.content,
  publishedAt: new Date(r.published_at).toISOString(),
});
