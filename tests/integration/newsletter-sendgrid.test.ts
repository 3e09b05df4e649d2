// Newsletter sends through the real @sendgrid/mail client against a local fake of SendGrid's v3 API
// (POST /v3/mail/send: 202 accepted, 429 rate limited, 5xx, 400): what is sent and how answers count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../support/netlify.ts";
import { startFakeUpstream, type FakeUpstream } from "../support/fake-upstream.ts";
import { sql } from "./auth-flows.ts";
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
