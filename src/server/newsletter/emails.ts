// The newsletter's emails: the double opt-in code (with a one-click confirm link), the welcome on
// confirmation and each issue, with a text and an HTML part; those after confirmation carry the
// per-subscriber preferences link and the RFC 8058 one-click headers.
import type { MailMessage } from "../mail/mail.ts";
import { CATEGORY_LABELS, NEWSLETTER_CATEGORIES, type NewsletterCategory } from "../../shared/newsletter/types.ts";
import { SITE_NAME } from "../../shared/site/name.ts";
import { textParts } from "../../shared/newsletter/links.ts";
import { escapeHtml } from "../../shared/common/html.ts";

/**
 * An issue's plain text as HTML: everything escaped, each http(s) address a link (shared/newsletter/links.ts;
 * the text part keeps the address as text).
 */
export function linkifyHtml(text: string): string {
  return textParts(text)
    .map((part) => ("url" in part ? `<a href="${escapeHtml(part.url)}">${escapeHtml(part.url)}</a>` : escapeHtml(part.text)))
    .join("");
}

// In the order the site lists them, whatever order they are stored in.
const list = (categories: NewsletterCategory[]) =>
  NEWSLETTER_CATEGORIES.filter((c) => categories.includes(c))
    .map((c) => CATEGORY_LABELS[c])
    .join(", ");

export function confirmationEmail(p: {
  to: string;
  name: string;
  code: string;
  minutes: number;
  confirmUrl: string;
  categories: NewsletterCategory[];
  /** A confirmed address asking for more: what it gets already and its preferences page. */
  already?: { categories: NewsletterCategory[]; manageUrl: string };
}): MailMessage {
  const alreadyText = p.already
    ? `You are already subscribed to ${list(p.already.categories)}; you can also add newsletters on your preferences page: ${p.already.manageUrl}`
    : null;
  const text = [
    `Hello ${p.name},`,
    "",
    `Please confirm your ${SITE_NAME} newsletter subscription (${list(p.categories)}).`,
    "",
    ...(alreadyText ? [alreadyText, ""] : []),
    `Your verification code is ${p.code}. It expires in ${p.minutes} minutes and can be used once.`,
    "",
    `Or confirm with one click: ${p.confirmUrl}`,
    "",
    "If you did not ask for this, ignore this email: nothing is sent until the address is confirmed.",
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(p.name)},</p>`,
    `<p>Please confirm your ${SITE_NAME} newsletter subscription (${escapeHtml(list(p.categories))}).</p>`,
    p.already
      ? `<p>You are already subscribed to ${escapeHtml(list(p.already.categories))}; you can also add newsletters on <a href="${escapeHtml(p.already.manageUrl)}">your preferences page</a>.</p>`
      : "",
    `<p>Your verification code is <strong style="font-size:1.4em;letter-spacing:0.15em">${p.code}</strong>. It expires in ${p.minutes} minutes and can be used once.</p>`,
    `<p><a href="${escapeHtml(p.confirmUrl)}">Confirm my subscription</a></p>`,
    "<p>If you did not ask for this, ignore this email: nothing is sent until the address is confirmed.</p>",
  ].join("");
  return { to: p.to, subject: `Confirm your ${SITE_NAME} newsletter: code ${p.code}`, text, html };
}

/** The links every email after confirmation carries: the preferences page and the RFC 8058 one-click URL. */
export function subscriberLinks(siteUrl: string, unsubscribeToken: string) {
  const token = encodeURIComponent(unsubscribeToken);
  return { manageUrl: `${siteUrl}/newsletters/unsubscribe?token=${token}`, oneClickUrl: `${siteUrl}/api/newsletter/unsubscribe?token=${token}` };
}

const unsubscribeHeaders = (oneClickUrl: string) => ({ "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

/**
 * Sent instead of a code when a confirmed address asks again for newsletters it already gets: nothing
 * to confirm, only the way to its preferences (the page's answer is the same as for a new address).
 */
export function alreadySubscribedEmail(p: {
  to: string;
  name: string;
  categories: NewsletterCategory[];
  siteUrl: string;
  unsubscribeToken: string;
}): MailMessage {
  const { manageUrl } = subscriberLinks(p.siteUrl, p.unsubscribeToken);
  const text = [
    `Hello ${p.name},`,
    "",
    `Someone (probably you) asked to subscribe ${p.to} to the ${SITE_NAME} newsletters. You are already subscribed: you get ${list(p.categories)}. There is nothing to confirm.`,
    "",
    `Choose your newsletters or unsubscribe: ${manageUrl}`,
    "",
    "If you did not ask for this, ignore this email: nothing has changed.",
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(p.name)},</p>`,
    `<p>Someone (probably you) asked to subscribe ${escapeHtml(p.to)} to the ${SITE_NAME} newsletters. <strong>You are already subscribed</strong>: you get ${escapeHtml(list(p.categories))}. There is nothing to confirm.</p>`,
    `<p><a href="${escapeHtml(manageUrl)}">Choose your newsletters or unsubscribe</a></p>`,
    "<p>If you did not ask for this, ignore this email: nothing has changed.</p>",
  ].join("");
  return { to: p.to, subject: `You are already subscribed to the ${SITE_NAME} newsletters`, text, html };
}

/** Sent when a subscription is confirmed (code or link): what the address gets, and how to change or leave. */
export function welcomeEmail(p: { to: string; name: string; categories: NewsletterCategory[]; siteUrl: string; unsubscribeToken: string }): MailMessage {
  const { manageUrl, oneClickUrl } = subscriberLinks(p.siteUrl, p.unsubscribeToken);
  const archiveUrl = `${p.siteUrl}/newsletters/archive`;
  const text = [
    `Hello ${p.name},`,
    "",
    `You're subscribed to the ${SITE_NAME} newsletters: ${list(p.categories)}. Your first newsletter arrives with the next issue.`,
    "",
    `Past issues: ${archiveUrl}`,
    "",
    `Choose your newsletters or unsubscribe at any time: ${manageUrl}`,
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(p.name)},</p>`,
    `<p>You're subscribed to the ${SITE_NAME} newsletters: <strong>${escapeHtml(list(p.categories))}</strong>. Your first newsletter arrives with the next issue.</p>`,
    `<p><a href="${escapeHtml(archiveUrl)}">Read past issues</a></p>`,
    `<hr><p style="font-size:12px;color:#57534e"><a href="${escapeHtml(manageUrl)}">Choose your newsletters or unsubscribe</a> at any time.</p>`,
  ].join("");
  return { to: p.to, subject: `Welcome to the ${SITE_NAME} newsletters`, text, html, headers: unsubscribeHeaders(oneClickUrl) };
}

export type IssueForEmail = { id: string; category: NewsletterCategory; title: string; content: string };

export function issueEmail(p: {
  to: string;
  name: string;
  issue: IssueForEmail;
  siteUrl: string;
  unsubscribeToken: string;
  idempotencyKey: string;
}): MailMessage {
  const { manageUrl: pageUrl, oneClickUrl } = subscriberLinks(p.siteUrl, p.unsubscribeToken);
  const archiveUrl = `${p.siteUrl}/newsletters/archive/${p.issue.id}`;
  const label = CATEGORY_LABELS[p.issue.category];
  const text = [
    `${SITE_NAME} · ${label}`,
    "",
    p.issue.title,
    "",
    p.issue.content,
    "",
    `Read it on the web: ${archiveUrl}`,
    "",
    `You get this because ${p.to} subscribed to ${label}. Unsubscribe or choose your newsletters: ${pageUrl}`,
  ].join("\n");
  const paragraphs = p.issue.content
    .split(/\n{2,}/)
    .map((para) => `<p>${linkifyHtml(para).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const html = [
    `<p style="color:#9a3412;font-weight:600">${SITE_NAME} · ${escapeHtml(label)}</p>`,
    `<h1 style="font-family:Georgia,serif">${escapeHtml(p.issue.title)}</h1>`,
    paragraphs,
    `<p><a href="${escapeHtml(archiveUrl)}">Read it on the web</a></p>`,
    `<hr><p style="font-size:12px;color:#57534e">You get this because ${escapeHtml(p.to)} subscribed to ${escapeHtml(label)}. <a href="${escapeHtml(pageUrl)}">Unsubscribe or choose your newsletters</a>.</p>`,
  ].join("");
  return {
    to: p.to,
    subject: `${p.issue.title} · ${label}`,
    text,
    html,
    headers: unsubscribeHeaders(oneClickUrl),
    idempotencyKey: p.idempotencyKey,
  };
}
