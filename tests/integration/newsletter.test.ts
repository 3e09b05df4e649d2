import { describe, expect, it } from "vitest";
import { postJson, setUpTestSite } from "../support/netlify.ts";
import { ADMIN_MESSAGES, NEWSLETTER_MESSAGES as M } from "../../src/shared/newsletter/types.ts";
import { count, sql } from "./auth-flows.ts";
import { ADMIN_PASSWORD, adminAuth, confirmedSubscriber, newReader, newsletterCode, outbox, subscribe, waitForDrain } from "./newsletter-flows.ts";

const site = setUpTestSite({ env: { ADMIN_PASSWORD } });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => site.fetch(path, postJson(body, headers));

describe("subscribing with double opt-in", () => {
  it("the newest emailed code works after 20 parallel subscribes with one email (issue 23 item 2)", async () => {
    const reader = newReader("race");
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => subscribe(site, reader, ["food"], `10.200.0.${i + 1}`)));
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const code = await newsletterCode(site, reader.email);
    const verified = await post("/api/newsletter/verify", { email: reader.email, code });
    expect(verified.status, await verified.clone().text()).toBe(200);
  });

  it("emails a code; verifying it lists the reader among the subscribers and in the stats", async () => {
    const reader = newReader();
    const res = await subscribe(site, reader, ["food", "digital"]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: M.subscribed });

    // Not subscribed before confirming.
    const before = await (await site.fetch(`/api/newsletter/subscribers?q=${encodeURIComponent(reader.email)}`, { headers: adminAuth })).json();
    expect(before.subscribers).toEqual([]);

    const [mail] = await outbox(site, reader.email);
    expect(mail!.text).toContain("Food Related News, Digital News");
    expect(mail!.text).toMatch(/\/newsletters\?confirm=[A-Za-z0-9_-]{43}/);
    const code = await newsletterCode(site, reader.email);
    const [stored] = await sql<{ code_hash: string }>(
      site,
      "SELECT c.code_hash FROM newsletter_codes c JOIN newsletter_subscribers s ON s.id = c.subscriber_id WHERE s.email = $1",
      [reader.email],
    );
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);

    const verified = await post("/api/newsletter/verify", { email: reader.email.toUpperCase(), code });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ ok: true, categories: ["digital", "food"] });

    const list = await (await site.fetch(`/api/newsletter/subscribers?q=${encodeURIComponent(reader.email)}`, { headers: adminAuth })).json();
    expect(list.subscribers).toEqual([
      { id: expect.any(String), name: reader.name, email: reader.email, categories: ["digital", "food"], subscribedAt: expect.any(String) },
    ]);
    const stats = await (await site.fetch("/api/newsletter/stats", { headers: adminAuth })).json();
    expect(stats.totalSubscribers).toBeGreaterThanOrEqual(1);
    expect(stats.categoryStats.food.subscribers).toBeGreaterThanOrEqual(1);
    expect(Object.keys(stats.categoryStats).sort()).toEqual(["digital", "food", "global", "sports"]);

    // The code is single use.
    const again = await post("/api/newsletter/verify", { email: reader.email, code });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe(M.codeInvalid);
  });

  it("confirms with the one-click link of the email too", async () => {
    const reader = newReader();
    await subscribe(site, reader, ["sports"]);
    const [mail] = await outbox(site, reader.email);
    const token = /confirm=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const res = await post("/api/newsletter/confirm", { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, email: reader.email, categories: ["sports"] });
  });

  it("a used confirm link opened again says 'already subscribed' with the preferences page, not 'expired' (issue 25)", async () => {
    const reader = newReader("reused");
    await subscribe(site, reader, ["sports"]);
    const token = /confirm=([A-Za-z0-9_-]{43})/.exec((await outbox(site, reader.email))[0]!.text)![1]!;
    expect((await post("/api/newsletter/confirm", { token })).status).toBe(200);
    const mailsBefore = (await outbox(site, reader.email)).length;
    const reused = await post("/api/newsletter/confirm", { token });
    expect(reused.status).toBe(200);
    const body = await reused.json();
    expect(body).toMatchObject({ ok: true, alreadyConfirmed: true, message: M.confirmLinkUsed, email: reader.email, categories: ["sports"] });
    const [row] = await sql<{ unsubscribe_token: string }>(site, "SELECT unsubscribe_token FROM newsletter_subscribers WHERE email = $1", [reader.email]);
    expect(body.manageUrl).toBe(`/newsletters/unsubscribe?token=${row!.unsubscribe_token}`);
    // Opening it again changes nothing and sends nothing.
    expect(await outbox(site, reader.email)).toHaveLength(mailsBefore);

    // After leaving, the link says so (and still offers the page to choose again).
    await post(`/api/newsletter/unsubscribe?token=${row!.unsubscribe_token}`, { categories: [] });
    expect(await (await post("/api/newsletter/confirm", { token })).json()).toMatchObject({
      alreadyConfirmed: true,
      message: M.confirmLinkUsedLeft,
      categories: [],
    });

    // A link nobody was sent still reveals nothing.
    const unknown = await post("/api/newsletter/confirm", { token: "b".repeat(43) });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toBe(M.confirmLinkInvalid);
  });

  it.each([
    ["no name", { name: "  " }, M.nameRequired],
    ["no email", { email: "" }, M.emailRequired],
    ["a malformed email", { email: "cook@nowhere" }, M.emailRequired],
    ["no category", { categories: [] }, M.categoriesRequired],
    ["an unknown category", { categories: ["weather"] }, M.categoriesRequired],
    ["categories that are not a list", { categories: "food" }, M.categoriesRequired],
  ])("refuses %s with the form's message and stores nothing", async (_label, change, message) => {
    const before = await count(site, "newsletter_subscribers");
    const res = await post("/api/newsletter/subscribe", { ...newReader(), categories: ["food"], ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect(await count(site, "newsletter_subscribers")).toBe(before);
  });

  it.each([
    ["no code", { code: "" }, M.codeRequired],
    ["a code of seven characters", { code: "1234567" }, M.codeFormat],
    ["no email", { email: "" }, M.emailRequired],
  ])("refuses to verify with %s", async (_label, change, message) => {
    const res = await post("/api/newsletter/verify", { email: "someone@example.com", code: "123456", ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
  });

  it("welcomes a confirmed reader by email with the links to choose newsletters and to unsubscribe (issue 25)", async () => {
    const reader = await confirmedSubscriber(site, ["food", "global"]);
    const [welcome] = await outbox(site, reader.email);
    expect(welcome!.subject).toBe("Welcome to the Masala Table newsletters");
    expect(welcome!.text).toContain("Global News, Food Related News");
    const manage = /\/newsletters\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(welcome!.text);
    expect(manage, welcome!.text).not.toBeNull();
    expect(welcome!.html).toContain(`/newsletters/unsubscribe?token=${manage![1]}`);
    expect(welcome!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(welcome!.headers!["List-Unsubscribe"]).toContain(`/api/newsletter/unsubscribe?token=${manage![1]}`);
    // The link is the reader's own preferences page.
    expect(await (await site.fetch(`/api/newsletter/unsubscribe?token=${manage![1]}`)).json()).toMatchObject({
      email: reader.email,
      categories: ["food", "global"],
    });
  });

  it("welcomes a reader who confirms with the link of the email too", async () => {
    const reader = newReader("welcomelink");
    await subscribe(site, reader, ["digital"]);
    const token = /confirm=([A-Za-z0-9_-]{43})/.exec((await outbox(site, reader.email))[0]!.text)![1]!;
    expect((await post("/api/newsletter/confirm", { token })).status).toBe(200);
    const mails = await outbox(site, reader.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe("Welcome to the Masala Table newsletters");
    expect(mails[0]!.text).toMatch(/Digital News[\s\S]*\/newsletters\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
  });

  it("answers the same whether or not the address is already subscribed", async () => {
    const reader = await confirmedSubscriber(site, ["global"]);
    const known = await subscribe(site, reader, ["global"]);
    const unknown = await subscribe(site, newReader(), ["global"]);
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it("emails a subscribed address asking again 'you are already subscribed' with its preferences link, not a code (issue 25)", async () => {
    const reader = await confirmedSubscriber(site, ["global", "food"]);
    const codesBefore = await count(site, "newsletter_codes c JOIN newsletter_subscribers s ON s.id = c.subscriber_id", "s.email = $1", [reader.email]);
    const again = await subscribe(site, { ...reader, name: "Someone Else" }, ["food"]);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, message: M.subscribed });
    const [mail] = await outbox(site, reader.email);
    expect(mail!.subject).toBe("You are already subscribed to the Masala Table newsletters");
    expect(mail!.text).toContain("You are already subscribed: you get Global News, Food Related News.");
    expect(mail!.text).not.toMatch(/verification code|confirm=/);
    const [row] = await sql<{ unsubscribe_token: string; pending_categories: string[]; name: string }>(
      site,
      "SELECT unsubscribe_token, pending_categories, name FROM newsletter_subscribers WHERE email = $1",
      [reader.email],
    );
    expect(mail!.text).toContain(`/newsletters/unsubscribe?token=${row!.unsubscribe_token}`);
    expect(mail!.html).toContain(`/newsletters/unsubscribe?token=${row!.unsubscribe_token}`);
    // Nothing changed: no code, no pending request, the name kept.
    expect(row).toMatchObject({ pending_categories: [], name: reader.name });
    expect(await count(site, "newsletter_codes c JOIN newsletter_subscribers s ON s.id = c.subscriber_id", "s.email = $1", [reader.email])).toBe(codesBefore);
  });

  it("asking a subscribed address for one more newsletter sends a code that also says what it gets already", async () => {
    const reader = await confirmedSubscriber(site, ["food"]);
    await subscribe(site, reader, ["food", "sports"]);
    const [mail] = await outbox(site, reader.email);
    expect(mail!.text).toMatch(/verification code is \d{6}/);
    expect(mail!.text).toMatch(/You are already subscribed to Food Related News; .*\/newsletters\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
  });

  it("burns a code after five wrong tries, so even the right code then fails", async () => {
    const reader = newReader();
    await subscribe(site, reader, ["food"]);
    const code = await newsletterCode(site, reader.email);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await (await post("/api/newsletter/verify", { email: reader.email, code: wrong })).json()).error);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(M.codeInvalid));
    expect(answers[4]).toBe(M.codeBurnt);
    const right = await post("/api/newsletter/verify", { email: reader.email, code });
    expect(right.status).toBe(400);
    expect(await count(site, "newsletter_subscribers", "email = $1 AND cardinality(categories) > 0", [reader.email])).toBe(0);
  });

  it("refuses an expired code", async () => {
    const reader = newReader();
    await subscribe(site, reader, ["food"]);
    const code = await newsletterCode(site, reader.email);
    await sql(
      site,
      "UPDATE newsletter_codes SET expires_at = now() - interval '1 second' WHERE subscriber_id = (SELECT id FROM newsletter_subscribers WHERE email = $1)",
      [reader.email],
    );
    const res = await post("/api/newsletter/verify", { email: reader.email, code });
    expect((await res.json()).error).toBe(M.codeExpired);
  });

  it("merges the categories of a second subscription after it is confirmed, keeping one row", async () => {
    const reader = await confirmedSubscriber(site, ["food"]);
    await subscribe(site, { ...reader, name: "New Name" }, ["sports", "food"]);
    // Before confirming, nothing changes.
    let [row] = await sql<{ categories: string[]; name: string }>(site, "SELECT categories, name FROM newsletter_subscribers WHERE email = $1", [reader.email]);
    expect(row).toEqual({ categories: ["food"], name: reader.name });
    const code = await newsletterCode(site, reader.email);
    expect((await post("/api/newsletter/verify", { email: reader.email, code })).status).toBe(200);
    const rows = await sql<{ categories: string[]; name: string }>(site, "SELECT categories, name FROM newsletter_subscribers WHERE lower(email) = lower($1)", [
      reader.email,
    ]);
    expect(rows).toEqual([{ categories: ["food", "sports"], name: "New Name" }]);
    [row] = rows;
  });

  it("forgets a sign-up never confirmed within a day", async () => {
    const stale = newReader();
    await subscribe(site, stale, ["food"]);
    await sql(site, "UPDATE newsletter_subscribers SET created_at = now() - interval '25 hours' WHERE email = $1", [stale.email]);
    await subscribe(site, newReader(), ["food"]);
    expect(await count(site, "newsletter_subscribers", "email = $1", [stale.email])).toBe(0);
  });

  it("answers a filled honeypot like a success and stores and sends nothing", async () => {
    const bot = newReader("bot");
    const res = await post("/api/newsletter/subscribe", { ...bot, categories: ["food"], website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await count(site, "newsletter_subscribers", "email = $1", [bot.email])).toBe(0);
    expect(await outbox(site, bot.email)).toEqual([]);
  });

  it("limits subscriptions to 20 per address per hour (429 + Retry-After)", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < 20; i++) expect((await subscribe(site, newReader(), ["food"], ip)).status).toBe(200);
    const limited = await subscribe(site, newReader(), ["food"], ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("publishing and sending", () => {
  it("queues one send per confirmed subscriber of the category and delivers each with both unsubscribe headers", async () => {
    const food = [await confirmedSubscriber(site, ["food"]), await confirmedSubscriber(site, ["food", "global"])];
    const notFood = await confirmedSubscriber(site, ["sports"]);
    const unconfirmed = newReader();
    await subscribe(site, unconfirmed, ["food"]);
    const foodCount = await count(site, "newsletter_subscribers", "'food' = ANY(categories) AND confirmed_at IS NOT NULL");

    const res = await post(
      "/api/newsletter/publish",
      { category: "food", title: "Monsoon pakoras", content: "Crisp fritters for rainy days.\n\nTry onion and spinach.", confirm: true },
      adminAuth,
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.queued).toBe(foodCount);
    expect(body.message).toContain("Food Related News");
    await waitForDrain(site);

    for (const reader of food) {
      const mails = (await outbox(site, reader.email)).filter((m) => m.subject.startsWith("Monsoon pakoras"));
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.text).toContain("Crisp fritters for rainy days.");
      expect(mail.html).toContain("<p>Try onion and spinach.</p>");
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:8888\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/);
      expect(mail.text).toMatch(/\/newsletters\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
    }
    expect((await outbox(site, notFood.email)).filter((m) => m.subject.startsWith("Monsoon pakoras"))).toEqual([]);
    expect((await outbox(site, unconfirmed.email)).filter((m) => m.subject.startsWith("Monsoon pakoras"))).toEqual([]);

    const stats = await (await site.fetch("/api/newsletter/stats", { headers: adminAuth })).json();
    expect(stats.totalNewsletters).toBeGreaterThanOrEqual(1);
    expect(stats.categoryStats.food.sent).toBeGreaterThanOrEqual(foodCount);
    const archive = await (await site.fetch("/api/newsletter/issues")).json();
    expect(archive.issues[0]).toMatchObject({ id: body.issue.id, title: "Monsoon pakoras", category: "food" });
    const issue = await (await site.fetch(`/api/newsletter/issues/${body.issue.id}`)).json();
    expect(issue.issue.content).toContain("Crisp fritters");
    expect((await site.fetch("/api/newsletter/issues/999999")).status).toBe(404);
  });

  it("publishes once for 10 parallel identical publishes, with or without the compose's key (issue 23 item 3)", async () => {
    const reader = await confirmedSubscriber(site, ["sports"]);
    for (const idempotencyKey of [undefined, "compose-key-0123456789"]) {
      const title = `Cricket lunch ${idempotencyKey ? "keyed" : "plain"}`;
      const body = { category: "sports", title, content: "Sandwiches for the long session.", confirm: true, ...(idempotencyKey ? { idempotencyKey } : {}) };
      const answers = await Promise.all(Array.from({ length: 10 }, () => post("/api/newsletter/publish", body, adminAuth)));
      expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 201));
      const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).issue.id)));
      expect(ids.size).toBe(1);
      expect(await count(site, "newsletter_issues", "title = $1", [title])).toBe(1);
      await waitForDrain(site);
      expect((await outbox(site, reader.email)).filter((m) => m.subject.startsWith(title))).toHaveLength(1);
    }
    // A used key with another issue's text is refused, not silently answered with the first issue.
    const reused = await post(
      "/api/newsletter/publish",
      { category: "sports", title: "Other", content: "Other.", idempotencyKey: "compose-key-0123456789", confirm: true },
      adminAuth,
    );
    expect(reused.status).toBe(409);
  });

  it("refuses a publish without title or content with the form's message", async () => {
    const res = await post("/api/newsletter/publish", { category: "food", title: " ", content: "x", confirm: true }, adminAuth);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Please fill both title and content");
  });

  it.each([
    ["no confirm", {}],
    ["confirm: false", { confirm: false }],
    ["confirm: 'yes'", { confirm: "yes" }],
  ])("refuses a publish with %s (400, says why) and stores and sends nothing (issue 25)", async (_, extra) => {
    const title = `Unconfirmed ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const res = await post("/api/newsletter/publish", { category: "food", title, content: "Not yet.", ...extra }, adminAuth);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(ADMIN_MESSAGES.confirmRequired);
    expect(await count(site, "newsletter_issues", "title = $1", [title])).toBe(0);
  });

  it("previews the email a subscriber will get and how many it goes to, storing and sending nothing (issue 25)", async () => {
    const reader = await confirmedSubscriber(site, ["digital"]);
    const left = await confirmedSubscriber(site, ["digital"]);
    const [leftRow] = await sql<{ unsubscribe_token: string }>(site, "SELECT unsubscribe_token FROM newsletter_subscribers WHERE email = $1", [left.email]);
    await post(`/api/newsletter/unsubscribe?token=${leftRow!.unsubscribe_token}`, { categories: [] });
    const expected = await count(site, "newsletter_subscribers", "'digital' = ANY(categories) AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL");
    const mailsBefore = (await outbox(site, reader.email)).length;
    const title = `Preview ${Date.now().toString(36)}`;
    const res = await post("/api/newsletter/preview", { category: "digital", title, content: "Phones <b>in</b> the kitchen.\n\nSecond part." }, adminAuth);
    expect(res.status).toBe(200);
    const preview = await res.json();
    expect(preview).toMatchObject({ category: "digital", recipients: expected, subject: `${title} · Digital News` });
    expect(preview.recipients).toBeGreaterThanOrEqual(1);
    expect(preview.html).toContain("<p>Phones &lt;b&gt;in&lt;/b&gt; the kitchen.</p><p>Second part.</p>");
    expect(preview.text).toContain("Phones <b>in</b> the kitchen.");
    expect(await count(site, "newsletter_issues", "title = $1", [title])).toBe(0);
    expect(await outbox(site, reader.email)).toHaveLength(mailsBefore);
    // Checked like a publish, and only for the operator.
    const empty = await post("/api/newsletter/preview", { category: "digital", title: "", content: "x" }, adminAuth);
    expect((await empty.json()).error).toBe("Please fill both title and content");
    expect((await post("/api/newsletter/preview", { category: "digital", title: "T", content: "C" })).status).toBe(401);
  });
});

describe("unsubscribing", () => {
  async function unsubscribeToken(email: string) {
    const [row] = await sql<{ unsubscribe_token: string }>(site, "SELECT unsubscribe_token FROM newsletter_subscribers WHERE email = $1", [email]);
    return row!.unsubscribe_token;
  }

  it("unsubscribes in one POST with the RFC 8058 body and no page", async () => {
    const reader = await confirmedSubscriber(site, ["food", "digital"]);
    const token = await unsubscribeToken(reader.email);
    // Sent by the mail provider, from its own origin (RFC 8058): the token is the authority (issue 23 item 12).
    const res = await site.fetch(`/api/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ subscribed: false, categories: [], message: M.unsubscribed });
    const list = await (await site.fetch(`/api/newsletter/subscribers?q=${encodeURIComponent(reader.email)}`, { headers: adminAuth })).json();
    expect(list.subscribers).toEqual([]);
  });

  it("shows the link's subscription, keeps the categories chosen, and sends a browser to the page", async () => {
    const reader = await confirmedSubscriber(site, ["food", "sports", "global"]);
    const token = await unsubscribeToken(reader.email);
    const shown = await (await site.fetch(`/api/newsletter/unsubscribe?token=${token}`)).json();
    expect(shown).toEqual({ email: reader.email, categories: ["food", "global", "sports"], subscribed: true });
    // The preferences page's JSON POST still needs this site's origin.
    const crossSite = await post(`/api/newsletter/unsubscribe?token=${token}`, { categories: [] }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const kept = await post(`/api/newsletter/unsubscribe?token=${token}`, { categories: ["sports"] });
    expect(await kept.json()).toMatchObject({ categories: ["sports"], subscribed: true, message: M.preferencesSaved });
    const browser = await site.fetch(`/api/newsletter/unsubscribe?token=${token}`, { headers: { accept: "text/html" } });
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toBe(`/newsletters/unsubscribe?token=${token}`);
  });

  it("adds newsletters from the preferences page too, and re-subscribes an address that left (issue 25)", async () => {
    const reader = await confirmedSubscriber(site, ["food"]);
    const token = await unsubscribeToken(reader.email);
    const added = await post(`/api/newsletter/unsubscribe?token=${token}`, { categories: ["sports", "food", "sports"] });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ categories: ["food", "sports"], subscribed: true, message: M.preferencesSaved });
    const left = await post(`/api/newsletter/unsubscribe?token=${token}`, { categories: [] });
    expect(await left.json()).toMatchObject({ categories: [], subscribed: false, message: M.unsubscribed });
    const back = await post(`/api/newsletter/unsubscribe?token=${token}`, { categories: ["digital"] });
    expect(await back.json()).toMatchObject({ categories: ["digital"], subscribed: true });
    // Back on the list the next issue is sent to.
    const [row] = await sql<{ unsubscribed_at: Date | null }>(site, "SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = $1", [reader.email]);
    expect(row!.unsubscribed_at).toBeNull();
    const list = await (await site.fetch(`/api/newsletter/subscribers?q=${encodeURIComponent(reader.email)}`, { headers: adminAuth })).json();
    expect(list.subscribers).toMatchObject([{ categories: ["digital"] }]);
  });

  it.each([
    ["an unknown newsletter", { categories: ["weather"] }],
    ["not a list", { categories: "food" }],
    ["five entries", { categories: ["food", "food", "sports", "global", "digital"] }],
  ])("refuses %s on the preferences page and changes nothing", async (_, body) => {
    const reader = await confirmedSubscriber(site, ["global"]);
    const token = await unsubscribeToken(reader.email);
    const res = await post(`/api/newsletter/unsubscribe?token=${token}`, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain(M.preferencesInvalid);
    expect(await (await site.fetch(`/api/newsletter/unsubscribe?token=${token}`)).json()).toMatchObject({ categories: ["global"] });
  });

  it("refuses to add newsletters to an address that never confirmed", async () => {
    const reader = newReader("unconfirmed");
    await subscribe(site, reader, ["food"]);
    const token = await unsubscribeToken(reader.email);
    const res = await post(`/api/newsletter/unsubscribe?token=${token}`, { categories: ["food"] });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(M.notConfirmedYet);
    const [row] = await sql<{ categories: string[] }>(site, "SELECT categories FROM newsletter_subscribers WHERE email = $1", [reader.email]);
    expect(row!.categories).toEqual([]);
  });

  it("answers 404 for an unknown link and 400 for a malformed one", async () => {
    expect((await site.fetch(`/api/newsletter/unsubscribe?token=${"a".repeat(43)}`)).status).toBe(404);
    expect((await site.fetch("/api/newsletter/unsubscribe?token=short")).status).toBe(400);
  });
});
