import { describe, expect, it } from "vitest";
import { postJson, setUpTestSite } from "../support/netlify.ts";
import { CONTACT_MESSAGES as M } from "../../src/shared/contact/types.ts";
import { count, sql } from "./auth-flows.ts";
import { ADMIN_PASSWORD, adminAuth, outbox } from "./newsletter-flows.ts";

const TEAM = "team@masalatable.example";
const site = setUpTestSite({ env: { ADMIN_PASSWORD, CONTACT_EMAIL: TEAM } });

let n = 0;
const message = (change: Record<string, unknown> = {}) => ({
  name: "Asha Verma",
  email: "asha@example.com",
  subject: `Question about dal ${++n}`,
  message: "How long should I soak toor dal?",
  ...change,
});
const send = (body: unknown, ip = `198.51.100.${n + 1}`) => site.fetch("/api/contact", postJson(body), { from: ip });

describe("POST /api/contact", () => {
  it("stores the message, emails it to the team and answers the thank-you", async () => {
    const body = message();
    const res = await send(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: M.successDefault });
    const rows = await sql<{ name: string; email: string; subject: string; message: string; urgent: boolean }>(
      site,
      "SELECT name, email, subject, message, urgent FROM contact_messages WHERE subject = $1",
      [body.subject],
    );
    expect(rows).toEqual([{ name: body.name, email: body.email, subject: body.subject, message: body.message, urgent: false }]);
    const mails = (await outbox(site, TEAM)).filter((m) => m.subject.includes(body.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(body.message);
    expect(mails[0]!.headers?.["Reply-To"]).toBe(body.email);
  });

  it("flags a message urgent when its subject says Urgent, and lists it first for the admin", async () => {
    await send(message({ subject: "Newsletter question" }));
    const urgent = message({ subject: "URGENT: allergy information wrong" });
    expect((await send(urgent)).status).toBe(200);
    const [row] = await sql<{ urgent: boolean }>(site, "SELECT urgent FROM contact_messages WHERE subject = $1", [urgent.subject]);
    expect(row!.urgent).toBe(true);
    expect((await outbox(site, TEAM))[0]!.subject).toMatch(/^\[URGENT\]/);
    const { messages } = await (await site.fetch("/api/admin/messages", { headers: adminAuth })).json();
    expect(messages[0]).toMatchObject({ subject: urgent.subject, urgent: true, handled: false });
    const handled = await site.fetch("/api/admin/messages", postJson({ id: messages[0].id, handled: true }, adminAuth));
    const after = (await handled.json()).messages as { id: number; handled: boolean }[];
    expect(after.find((m) => m.id === messages[0].id)!.handled).toBe(true);
    expect(after.at(-1)!.id).toBe(messages[0].id); // handled ones go last
  });

  it("shows open and handled messages apart, and un-handles one (the undo) (issue 25)", async () => {
    const m = message({ subject: `Filter test ${Date.now().toString(36)}` });
    await send(m);
    const list = async (status: string) => (await site.fetch(`/api/admin/messages?status=${status}`, { headers: adminAuth })).json();
    const open = await list("open");
    const mine = open.messages.find((x: { subject: string }) => x.subject === m.subject);
    expect(mine).toMatchObject({ handled: false });
    expect(open.messages.every((x: { handled: boolean }) => !x.handled)).toBe(true);
    expect(open.counts.open).toBe(await count(site, "contact_messages", "handled_at IS NULL"));

    // Marked handled from the open view: it leaves that list and appears among the handled ones.
    const marked = await (await site.fetch("/api/admin/messages?status=open", postJson({ id: mine.id, handled: true }, adminAuth))).json();
    expect(marked.status).toBe("open");
    expect(marked.messages.some((x: { id: number }) => x.id === mine.id)).toBe(false);
    expect(marked.counts.handled).toBe(open.counts.handled + 1);
    const handled = await list("handled");
    expect(handled.messages.find((x: { id: number }) => x.id === mine.id)).toMatchObject({ handled: true });
    expect(handled.messages.every((x: { handled: boolean }) => x.handled)).toBe(true);

    // Undo: open again.
    const undone = await (await site.fetch("/api/admin/messages?status=open", postJson({ id: mine.id, handled: false }, adminAuth))).json();
    expect(undone.messages.find((x: { id: number }) => x.id === mine.id)).toMatchObject({ handled: false });
    const [row] = await sql<{ handled_at: Date | null }>(site, "SELECT handled_at FROM contact_messages WHERE id = $1", [mine.id]);
    expect(row!.handled_at).toBeNull();

    const bad = await site.fetch("/api/admin/messages?status=done", { headers: adminAuth });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain("status must be open, handled or all.");
  });

  it.each([
    ["a missing first and last name", { name: "" }, M.missing],
    ["a blank subject", { subject: "   " }, M.missing],
    ["no message", { message: undefined }, M.missing],
    ["a malformed email", { email: "asha-at-example" }, M.invalidEmail],
    ["an overlong message", { message: "x".repeat(5001) }, M.tooLong("Message", 5000)],
    ["an overlong subject", { subject: "x".repeat(201) }, M.tooLong("Subject", 200)],
  ])("refuses %s with the form's message and stores nothing", async (_label, change, error) => {
    const before = await count(site, "contact_messages");
    const res = await send(message(change));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(error);
    expect(await count(site, "contact_messages")).toBe(before);
  });

  it("answers a filled honeypot like a success and stores and sends nothing", async () => {
    const before = await count(site, "contact_messages");
    const bot = message({ website: "https://spam.example" });
    const res = await send(bot);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: M.successDefault });
    expect(await count(site, "contact_messages")).toBe(before);
    expect((await outbox(site, TEAM)).filter((m) => m.subject.includes(bot.subject))).toEqual([]);
  });

  it("limits messages to 10 per address per hour (429 + Retry-After)", async () => {
    const ip = "198.51.100.200";
    for (let i = 0; i < 10; i++) expect((await send(message(), ip)).status).toBe(200);
    const limited = await send(message(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
