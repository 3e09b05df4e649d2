// Helpers of the newsletter, admin and contact tests: what a reader or the operator does.
import { expect } from "vitest";
import { postJson, type TestSite } from "../support/netlify.ts";
import type { NewsletterCategory } from "../../src/shared/newsletter/types.ts";

export const ADMIN_PASSWORD = "test-admin-password-42";
export const adminAuth = { authorization: `Bearer ${ADMIN_PASSWORD}` };

let counter = 0;
export function newReader(prefix = "reader") {
  counter += 1;
  const tag = `${prefix}${Date.now().toString(36)}${counter}`;
  return { name: `Reader ${tag}`, email: `${tag}@example.com` };
}

type OutboxMessage = { to: string; subject: string; text: string; html: string; sentAt: string; headers?: Record<string, string> };

export async function outbox(site: TestSite, email: string): Promise<OutboxMessage[]> {
  const res = await site.fetch(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** The 6-digit code of the newest confirmation email to an address. */
export async function newsletterCode(site: TestSite, email: string): Promise<string> {
  const [newest] = await outbox(site, email);
  const m = /verification code is (\d{6})/.exec(newest?.text ?? "");
  expect(m, "no code in the newest email").not.toBeNull();
  return m![1]!;
}

// Each sign-up from its own address unless the test names one, so the per-address limit stays out of the way.
let ipCounter = 0;
const freshIp = () => `10.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}.9`;

export async function subscribe(site: TestSite, reader: { name: string; email: string }, categories: NewsletterCategory[], from = freshIp()) {
  return site.fetch("/api/newsletter/subscribe", postJson({ ...reader, categories }), { from });
}

/** Subscribe, read the code, verify: a confirmed subscriber. */
export async function confirmedSubscriber(site: TestSite, categories: NewsletterCategory[], reader = newReader(), ip?: string) {
  const from = ip ?? freshIp();
  const res = await subscribe(site, reader, categories, from);
  expect(res.status, await res.clone().text()).toBe(200);
  const code = await newsletterCode(site, reader.email);
  const verified = await site.fetch("/api/newsletter/verify", postJson({ email: reader.email, code }), { from });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return reader;
}

/** Waits until no delivery is pending (the publish started a drain in this process). */
export async function waitForDrain(site: TestSite, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const stats = (await (await site.fetch("/api/newsletter/stats", { headers: adminAuth })).json()) as { deliveries: { pending: number } };
    if (stats.deliveries.pending === 0) return stats;
    if (Date.now() > until) throw new Error(`deliveries still pending: ${stats.deliveries.pending}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
