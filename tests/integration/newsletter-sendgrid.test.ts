// Newsletter sends through the real @sendgrid/mail client against a local fake of SendGrid's v3 API
// (POST /v3/mail/send: 202 accepted, 429 rate limited, 5xx, 400): what is sent and how answers count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestSite, type TestSite } from "../support/netlify.ts";
import { startFakeUpstream, type FakeUpstream } from "../support/fake-upstream.ts";
import { count, newUserData, sql } from "./auth-flows.ts";
import { allowConsoleErrors } from "../support/fail-on-console-error.ts";
import { ADMIN_PASSWORD } from "./newsletter-flows.ts";

let site: TestSite;
let sendgrid: FakeUpstream;
beforeAll(async () => {
  sendgrid = await startFakeUpstream();
  site = await startTestSite({
    env: { ADMIN_PASSWORD, SENDGRID_API_KEY: "SG.fake-test-key-0123456789", SENDGRID_API_URL: sendgrid.url, MAIL_FROM: "news@masalatable.example" },
  });
});
afterAll(async () => {
  await site?.stop();
  await sendgrid?.stop();
});

type SendGridBody = {
  personalizations: { to: { email: string }[] }[];
  from: { email: string };
  subject: string;
  content: { type: string; value: string }[];
  headers?: Record<string, string>;
};

describe("sending newsletters through SendGrid", () => {
  it("sends text and HTML with the unsubscribe headers; 429 and 5xx wait for a retry, 400 fails for good", async () => {
    await sql(
      site,
      `INSERT INTO newsletter_subscribers (name, email, categories, confirmed_at, subscribed_at, unsubscribe_token)
       VALUES ('Ok', 'ok@example.com', '{digital}', now(), now(), $1), ('Busy', 'busy@example.com', '{digital}', now(), now(), $2),
              ('Down', 'down@example.com', '{digital}', now(), now(), $3), ('Bad', 'bad@example.com', '{digital}', now(), now(), $4)`,
      ["a".repeat(43), "b".repeat(43), "c".repeat(43), "d".repeat(43)],
    );
    const statusFor: Record<string, number> = { "ok@example.com": 202, "busy@example.com": 429, "down@example.com": 503, "bad@example.com": 400 };
    const answered: string[] = [];
    sendgrid.respond("/v3/mail/send", () => {
      const call = sendgrid.calls.at(-1)!;
      const to = (JSON.parse(call.body) as SendGridBody).personalizations[0]!.to[0]!.email;
      answered.push(to);
      const status = statusFor[to] ?? 500;
      return status === 202 ? { status, body: "" } : { status, body: { errors: [{ message: `fake ${status}`, field: null, help: null }] } };
    });
    const { publishIssue, drainQueue } = await import("../../src/server/newsletter/delivery.ts");
    const published = await publishIssue({ category: "digital", title: "Phones in the kitchen", content: "Timers, scales and recipes." });
    const result = await drainQueue({ siteUrl: "https://masalatable.example" });
    expect(result).toMatchObject({ sent: 1, failed: 1, retried: 2 });

    const okCall = sendgrid.calls.find((c) => c.body.includes("ok@example.com"))!;
    expect(okCall.method).toBe("POST");
    expect(okCall.headers.authorization).toBe("Bearer SG.fake-test-key-0123456789");
    const body = JSON.parse(okCall.body) as SendGridBody;
    expect(body.from.email).toBe("news@masalatable.example");
    expect(body.subject).toBe("Phones in the kitchen · Digital News");
    expect(body.content.map((c) => c.type)).toEqual(["text/plain", "text/html"]);
    expect(body.content[0]!.value).toContain(`https://masalatable.example/newsletters/unsubscribe?token=${"a".repeat(43)}`);
    expect(body.headers).toEqual({
      "List-Unsubscribe": `<https://masalatable.example/api/newsletter/unsubscribe?token=${"a".repeat(43)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    const rows = await sql<{ email: string; status: string; attempts: number; waiting: boolean; last_error: string | null }>(
      site,
      `SELECT s.email, d.status, d.attempts, d.next_attempt_at > now() AS waiting, d.last_error
         FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id WHERE d.issue_id = $1 ORDER BY s.email`,
      [published.issue.id],
    );
    expect(rows.map((r) => [r.email, r.status, r.attempts, r.waiting])).toEqual([
      ["bad@example.com", "failed", 1, false],
      ["busy@example.com", "pending", 1, true],
      ["down@example.com", "pending", 1, true],
      ["ok@example.com", "sent", 1, false],
    ]);

    // SendGrid recovers: once the back-off has passed, the next drain sends the two waiting ones, and only them.
    statusFor["busy@example.com"] = 202;
    statusFor["down@example.com"] = 202;
    answered.length = 0;
    await sql(site, "UPDATE newsletter_deliveries SET next_attempt_at = now() WHERE issue_id = $1 AND status = 'pending'", [published.issue.id]);
    const second = await drainQueue({ siteUrl: "https://masalatable.example" });
    expect(second.sent).toBe(2);
    expect(answered.sort()).toEqual(["busy@example.com", "down@example.com"]);
  });
});

describe("account codes through SendGrid", () => {
  // The code is mailed after its transaction commits (docs/decisions/0013-search-that-stays-flat.md): a
  // failed send is a 502 that leaves no account behind (sign-up) or lets the next resend work (resend).
  it("a failed send: sign-up keeps no account, resend answers 502 and the next resend's code verifies", async () => {
    allowConsoleErrors(2); // each failed send is logged
    let status = 503;
    sendgrid.respond("/v3/mail/send", () => (status === 202 ? { status, body: "" } : { status, body: { errors: [{ message: "fake down" }] } }));
    const codeIn = (i: number) => /\b(\d{6})\b/.exec((JSON.parse(sendgrid.calls[i]!.body) as SendGridBody).content[0]!.value)![1]!;

    const lost = newUserData("down");
    const refused = await site.fetch("/api/auth/signup", postJson(lost));
    expect(refused.status).toBe(502);
    expect((await refused.json()).error).toBe("Failed to send verification email. Please try again.");
    expect(await count(site, "users", "email = $1", [lost.email])).toBe(0);

    status = 202;
    const data = newUserData("resend");
    const created = await site.fetch("/api/auth/signup", postJson(data));
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { id: string } };
    status = 503;
    const failed = await site.fetch("/api/auth/resend-verification", postJson({ userId: user.id }));
    expect(failed.status).toBe(502);
    status = 202;
    const resent = await site.fetch("/api/auth/resend-verification", postJson({ userId: user.id }));
    expect(resent.status).toBe(200);
    const verified = await site.fetch("/api/auth/verify-email", postJson({ userId: user.id, code: codeIn(sendgrid.calls.length - 1) }));
    expect(verified.status).toBe(200);
  });

  it("a slow mail server holds no transaction: a read answers while a resend waits on SendGrid", async () => {
    sendgrid.respond("/v3/mail/send", { status: 202, body: "", delayMs: 0 });
    const created = await site.fetch("/api/auth/signup", postJson(newUserData("slow")));
    const { user } = (await created.json()) as { user: { id: string } };
    expect((await site.fetch("/api/recipes/1001")).status).toBe(200); // warm: the read below is one statement
    sendgrid.respond("/v3/mail/send", { status: 202, body: "", delayMs: 3000 });
    const resend = site.fetch("/api/auth/resend-verification", postJson({ userId: user.id }));
    await new Promise((r) => setTimeout(r, 300)); // the resend is now waiting on the mail server
    const started = performance.now();
    const read = await site.fetch("/api/recipes/1002");
    const waited = performance.now() - started;
    expect(read.status).toBe(200);
    // On the embedded database a transaction owns the one queue: mail sent inside it would hold this read ~2.7 s.
    expect(waited).toBeLessThan(1500);
    expect((await resend).status).toBe(200);
  });
});
