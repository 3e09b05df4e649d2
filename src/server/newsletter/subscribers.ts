// SQL of the newsletter subscribers (one row per address) and their subscription codes.
import type { Queryable } from "../auth/users.ts";
import { poolQuery } from "../auth/users.ts";
import { UNCONFIRMED_TTL_HOURS, type NewsletterCategory, type Subscriber } from "../../shared/newsletter/types.ts";

export type SubscriberRow = {
  id: string;
  name: string;
  email: string;
  categories: NewsletterCategory[];
  pending_categories: NewsletterCategory[];
  pending_name: string | null;
  subscribed_at: Date | null;
  confirmed_at: Date | null;
  unsubscribe_token: string;
};
const COLUMNS = "id, name, email, categories, pending_categories, pending_name, subscribed_at, confirmed_at, unsubscribe_token";

/** Forgets sign-ups never confirmed within a day (and their codes, by cascade). */
export async function deleteExpiredUnconfirmed(q: Queryable = poolQuery) {
  await q(`DELETE FROM newsletter_subscribers WHERE confirmed_at IS NULL AND created_at < now() - make_interval(hours => $1)`, [UNCONFIRMED_TTL_HOURS]);
}

/**
 * Records a request to subscribe: a new row for a new address, or the asked-for categories kept apart
 * (pending) on the existing one until the address is confirmed, so nothing changes before that.
 */
export async function upsertPending(
  p: { name: string; email: string; categories: NewsletterCategory[]; unsubscribeToken: string; confirmTokenHash: string },
  q: Queryable,
) {
  const [row] = await q<SubscriberRow>(
    `INSERT INTO newsletter_subscribers (name, email, pending_name, pending_categories, unsubscribe_token, confirm_token_hash)
          VALUES ($1, $2, $1, $3::text[], $4, $5)
     ON CONFLICT ((lower(email))) DO UPDATE
          SET pending_name = EXCLUDED.pending_name, pending_categories = EXCLUDED.pending_categories,
              confirm_token_hash = EXCLUDED.confirm_token_hash, updated_at = now()
     RETURNING ${COLUMNS}`,
    [p.name, p.email, p.categories, p.unsubscribeToken, p.confirmTokenHash],
  );
  return row!;
}

export async function findByEmail(email: string, q: Queryable = poolQuery): Promise<SubscriberRow | null> {
  const [row] = await q<SubscriberRow>(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE lower(email) = lower($1)`, [email]);
  return row ?? null;
}

export async function findByConfirmToken(tokenHash: string, q: Queryable): Promise<SubscriberRow | null> {
  const [row] = await q<SubscriberRow>(
    `SELECT ${COLUMNS} FROM newsletter_subscribers
      WHERE confirm_token_hash = $1 AND updated_at > now() - make_interval(hours => $2) FOR UPDATE`,
    [tokenHash, UNCONFIRMED_TTL_HOURS],
  );
  return row ?? null;
}

/** The subscriber whose confirm link this was, once it has been used (the link opened again). */
export async function findByUsedConfirmToken(tokenHash: string, q: Queryable = poolQuery): Promise<SubscriberRow | null> {
  const [row] = await q<SubscriberRow>(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE used_confirm_token_hash = $1`, [tokenHash]);
  return row ?? null;
}

export async function findByUnsubscribeToken(token: string, q: Queryable = poolQuery): Promise<SubscriberRow | null> {
  const [row] = await q<SubscriberRow>(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE unsubscribe_token = $1`, [token]);
  return row ?? null;
}

/**
 * Confirms the pending request: its categories merge into the current ones (one row per address), the
 * name becomes the one last given, and the confirm link and any open code stop working. The link's hash
 * is kept as used, so opening it again can tell its holder the address is already subscribed.
 */
export async function confirmPending(id: string, q: Queryable): Promise<SubscriberRow> {
  const [row] = await q<SubscriberRow>(
    `UPDATE newsletter_subscribers
        SET categories = ARRAY(SELECT DISTINCT c FROM unnest(categories || pending_categories) AS c ORDER BY c),
            name = coalesce(pending_name, name),
            subscribed_at = CASE WHEN cardinality(categories) = 0 THEN now() ELSE coalesce(subscribed_at, now()) END,
            confirmed_at = coalesce(confirmed_at, now()),
            unsubscribed_at = NULL, pending_categories = '{}', pending_name = NULL,
            used_confirm_token_hash = coalesce(confirm_token_hash, used_confirm_token_hash), confirm_token_hash = NULL, updated_at = now()
      WHERE id = $1
      RETURNING ${COLUMNS}`,
    [id],
  );
  await q("UPDATE newsletter_codes SET used_at = now() WHERE subscriber_id = $1 AND used_at IS NULL", [id]);
  return row!;
}

/**
 * Sets the categories to exactly these, from the preferences page of a confirmed address: some may be
 * added, some dropped, none unsubscribes. Queued sends of dropped categories are cancelled; issues
 * published before a category was added are not sent (it starts with the next one).
 */
export async function setCategories(id: string, categories: NewsletterCategory[], q: Queryable): Promise<SubscriberRow> {
  const [row] = await q<SubscriberRow>(
    `UPDATE newsletter_subscribers
        SET categories = ARRAY(SELECT DISTINCT c FROM unnest($2::text[]) AS c ORDER BY c),
            subscribed_at = CASE WHEN cardinality($2::text[]) > 0 AND cardinality(categories) = 0 THEN now() ELSE subscribed_at END,
            unsubscribed_at = CASE WHEN cardinality($2::text[]) = 0 THEN now() ELSE NULL END,
            updated_at = now()
      WHERE id = $1
      RETURNING ${COLUMNS}`,
    [id, categories],
  );
  await q(
    `DELETE FROM newsletter_deliveries d USING newsletter_issues i
      WHERE d.issue_id = i.id AND d.subscriber_id = $1 AND d.status = 'pending' AND NOT (i.category = ANY($2::text[]))`,
    [id, row!.categories],
  );
  return row!;
}

/** The admin's list: confirmed subscribers with at least one category, searchable by name or email. */
export async function listSubscribers(p: { q?: string; limit: number; offset: number }): Promise<{ subscribers: Subscriber[]; total: number }> {
  const pattern = p.q ? `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `confirmed_at IS NOT NULL AND cardinality(categories) > 0 AND ($1::text IS NULL OR name ILIKE $1 OR email ILIKE $1)`;
  const rows = await poolQuery<{ id: string; name: string; email: string; categories: NewsletterCategory[]; subscribed_at: Date; total: number }>(
    `SELECT id, name, email, categories, subscribed_at, count(*) OVER ()::int AS total
       FROM newsletter_subscribers WHERE ${where}
      ORDER BY subscribed_at DESC, id LIMIT $2 OFFSET $3`,
    [pattern, p.limit, p.offset],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && p.offset > 0) {
    const [c] = await poolQuery<{ n: number }>(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE ${where}`, [pattern]);
    total = c?.n ?? 0;
  }
  return {
    subscribers: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, categories: r.categories, subscribedAt: new Date(r.subscribed_at).toISOString() })),
    total,
  };
}
