import { describe, expect, it } from "vitest";
import { postJson, setUpTestSite } from "../support/netlify.ts";
import { AUTH_MESSAGES } from "../../src/shared/auth/schema.ts";
import { hashKey } from "../../src/server/ratelimit/rate-limit.ts";
import { count, latestCode, newUserData, sessionCookie, signedInUser, signUp, sql, withCookie } from "./auth-flows.ts";

const site = setUpTestSite();

/** A JSON POST from a client address (as the platform reports it), 203.0.113.7 by default. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}, from?: string) => site.fetch(path, postJson(body, headers), { from });

type ExpiringRows = "verification_codes" | "sessions";
/** How long a user's codes or sessions are made to live, rounded to whole units of `unitSeconds`. */
async function lifetime(table: ExpiringRows, userId: string, unitSeconds: number): Promise<number> {
  const [row] = await sql<{ units: number }>(
    site,
    `SELECT round(extract(epoch FROM expires_at - created_at) / ${unitSeconds})::int AS units FROM ${table} WHERE user_id = $1`,
    [userId],
  );
  return row!.units;
}
/** Moves a user's codes or sessions past their expiry. */
const expireNow = (table: ExpiringRows, userId: string) =>
  sql(site, `UPDATE ${table} SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [userId]);

describe("POST /api/auth/signup", () => {
  it("creates an unverified account, stores only a hash of the code and emails it to the outbox", async () => {
    const data = newUserData();
    const res = await post("/api/auth/signup", data);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ requiresVerification: true, user: { name: data.name, email: data.email, provider: "email" } });
    expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("set-cookie")).toBeNull(); // not signed in before verifying

    const outbox = await (await site.fetch(`/api/dev/outbox?to=${encodeURIComponent(data.email.toUpperCase())}`)).json();
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0]).toMatchObject({ to: data.email, subject: expect.stringContaining("verification code") });
    expect(Object.keys(outbox.messages[0]).sort()).toEqual(["html", "sentAt", "subject", "text", "to"]);
    const code = await latestCode(site, data.email);
    const rows = await sql<{ code_hash: string; verified: boolean; password_hash: string }>(
      site,
      "SELECT c.code_hash, u.email_verified_at IS NOT NULL AS verified, u.password_hash FROM verification_codes c JOIN users u ON u.id = c.user_id WHERE u.id = $1",
      [body.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.verified).toBe(false);
    expect(rows[0]!.password_hash).toMatch(/^\$2[aby]\$12\$/); // bcrypt, cost 12
  });

  it.each([
    ["name missing", { name: "" }, AUTH_MESSAGES.allFieldsRequired],
    ["email missing", { email: undefined }, AUTH_MESSAGES.allFieldsRequired],
    ["username blank", { username: "   " }, AUTH_MESSAGES.allFieldsRequired],
    ["password missing", { password: "" }, AUTH_MESSAGES.allFieldsRequired],
    ["short password", { password: "abc12" }, AUTH_MESSAGES.passwordTooShort],
    ["invalid email", { email: "not-an-email" }, AUTH_MESSAGES.invalidEmail],
    ["bad username", { username: "a b" }, AUTH_MESSAGES.invalidUsername],
    ["long name", { name: "x".repeat(101) }, AUTH_MESSAGES.nameTooLong],
    ["common password", { password: "Password123" }, AUTH_MESSAGES.passwordTooCommon],
    ["another common password", { password: "qwerty123" }, AUTH_MESSAGES.passwordTooCommon],
    ["a number for a name", { name: 42 }, "name must be text."],
  ])("refuses %s with the form's message and creates nothing", async (_label, change, message) => {
    const before = await count(site, "users");
    const res = await post("/api/auth/signup", { ...newUserData(), ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect(await count(site, "users")).toBe(before);
  });

  it("says 'All fields are required' when a field is missing, whatever else is wrong", async () => {
    const res = await post("/api/auth/signup", { name: "", email: "bad", username: "x", password: "1" });
    const body = await res.json();
    expect(body.error).toBe(AUTH_MESSAGES.allFieldsRequired);
    expect(body.fields).toMatchObject({ name: AUTH_MESSAGES.allFieldsRequired, email: AUTH_MESSAGES.invalidEmail, password: AUTH_MESSAGES.passwordTooShort });
  });

  it("refuses a taken email or username regardless of case, changing nothing", async () => {
    const first = await signUp(site);
    const before = { users: await count(site, "users"), codes: await count(site, "verification_codes") };
    const sameEmail = await post("/api/auth/signup", { ...newUserData(), email: first.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect((await sameEmail.json()).error).toBe(AUTH_MESSAGES.emailTaken);
    const sameUsername = await post("/api/auth/signup", { ...newUserData(), username: first.username.toUpperCase() });
    expect(sameUsername.status).toBe(409);
    expect((await sameUsername.json()).error).toBe(AUTH_MESSAGES.usernameTaken);
    expect({ users: await count(site, "users"), codes: await count(site, "verification_codes") }).toEqual(before);
    const [row] = await sql<{ name: string }>(site, "SELECT name FROM users WHERE id = $1", [first.id]);
    expect(row!.name).toBe(first.name);
  });

  it("frees an email held for over a day by an account that never verified", async () => {
    const squatter = await signUp(site);
    await sql(site, "UPDATE users SET created_at = now() - interval '25 hours' WHERE id = $1", [squatter.id]);
    const res = await post("/api/auth/signup", { ...newUserData(), email: squatter.email });
    expect(res.status).toBe(201);
    expect(await count(site, "users", "id = $1", [squatter.id])).toBe(0);
  });

  it("answers 400 for malformed JSON, 415 without a JSON type and 413 for a huge body, creating nothing", async () => {
    const before = await count(site, "users");
    const bad = await post("/api/auth/signup", "{not json");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("The request body is not valid JSON.");
    const form = await site.fetch("/api/auth/signup", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=a" });
    expect(form.status).toBe(415);
    const huge = await post("/api/auth/signup", { ...newUserData(), name: "x".repeat(200_000) });
    expect(huge.status).toBe(413);
    const array = await post("/api/auth/signup", [1, 2]);
    expect(array.status).toBe(400);
    expect(await count(site, "users")).toBe(before);
  });

  it("refuses a cross-site POST (CSRF)", async () => {
    const res = await post("/api/auth/signup", newUserData(), { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/auth/verify-email", () => {
  it("verifies with the emailed code, signs in with a __Host- session cookie, and the code works once", async () => {
    const user = await signUp(site);
    const code = await latestCode(site, user.email);
    const res = await post("/api/auth/verify-email", { userId: user.id, code });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toEqual({ id: user.id, name: user.name, email: user.email, provider: "email" });
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43}; /);
    for (const attr of ["Path=/", "HttpOnly", "Secure", "SameSite=Lax", `Max-Age=${30 * 24 * 3600}`]) expect(setCookie).toContain(attr);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = sessionCookie(res);
    const me = await site.fetch("/api/auth/me", withCookie(cookie));
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ id: user.id, email: user.email });
    const token = cookie.split("=")[1]!;
    expect(await count(site, "sessions", "token_hash = $1", [token])).toBe(0); // only the hash is stored

    const again = await post("/api/auth/verify-email", { userId: user.id, code });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe(AUTH_MESSAGES.alreadyVerified);
  });

  it.each([
    ["missing code", { code: "" }, AUTH_MESSAGES.codeRequired],
    ["short code", { code: "123" }, AUTH_MESSAGES.codeFormat],
    ["letters", { code: "12ab56" }, AUTH_MESSAGES.codeFormat],
    ["a bad userId", { userId: "42" }, "userId is missing or not valid."],
  ])("refuses %s", async (_label, change, message) => {
    const user = await signUp(site);
    const res = await post("/api/auth/verify-email", { userId: user.id, code: "000000", ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
  });

  it("burns the code after five wrong tries: the right code is refused after that", async () => {
    const user = await signUp(site);
    const code = await latestCode(site, user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 5; i++) {
      const res = await post("/api/auth/verify-email", { userId: user.id, code: wrong });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: AUTH_MESSAGES.codeInvalid, attemptsLeft: 5 - i });
    }
    const right = await post("/api/auth/verify-email", { userId: user.id, code });
    expect(right.status).toBe(400);
    expect((await right.json()).error).toBe(AUTH_MESSAGES.codeBurnt);
    expect(right.headers.get("set-cookie")).toBeNull();
    expect(await count(site, "users", "id = $1 AND email_verified_at IS NULL", [user.id])).toBe(1);
  });

  it("refuses an expired code (10 minutes)", async () => {
    const user = await signUp(site);
    const code = await latestCode(site, user.email);
    expect(await lifetime("verification_codes", user.id, 60)).toBe(10); // minutes
    await expireNow("verification_codes", user.id);
    const res = await post("/api/auth/verify-email", { userId: user.id, code });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(AUTH_MESSAGES.codeExpired);
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("sends a new code that replaces the old one, at most 3 times in 10 minutes (then 429 + Retry-After)", async () => {
    const user = await signUp(site);
    const first = await latestCode(site, user.email);
    for (let i = 0; i < 3; i++) {
      const res = await post("/api/auth/resend-verification", { userId: user.id });
      expect(res.status).toBe(200);
    }
    const outbox = await (await site.fetch(`/api/dev/outbox?to=${encodeURIComponent(user.email)}`)).json();
    expect(outbox.messages).toHaveLength(4);
    expect(outbox.messages.map((m: { sentAt: string }) => m.sentAt)).toEqual([...outbox.messages.map((m: { sentAt: string }) => m.sentAt)].sort().reverse());
    const limited = await post("/api/auth/resend-verification", { userId: user.id });
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(500);
    expect(retry).toBeLessThanOrEqual(600);
    expect((await limited.json()).error).toMatch(/^Too many codes requested\. Try again in 10 minutes\.$/);

    const latest = await latestCode(site, user.email);
    if (latest !== first) {
      const old = await post("/api/auth/verify-email", { userId: user.id, code: first });
      expect(old.status).toBe(400);
    }
    const ok = await post("/api/auth/verify-email", { userId: user.id, code: latest });
    expect(ok.status).toBe(200);
  });

  it("refuses an account that is already verified", async () => {
    const user = await signedInUser(site);
    const res = await post("/api/auth/resend-verification", { userId: user.id });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(AUTH_MESSAGES.alreadyVerified);
  });
});

describe("POST /api/auth/signin", () => {
  it("signs in with the email or the username in any case", async () => {
    const user = await signedInUser(site);
    for (const login of [user.email, user.username.toUpperCase()]) {
      const started = performance.now();
      const res = await post("/api/auth/signin", { emailOrUsername: login, password: user.password });
      console.log(`[auth] one sign-in (bcrypt cost 12) took ${Math.round(performance.now() - started)} ms on ${site.db.kind}`);
      expect(res.status).toBe(200);
      expect((await res.json()).user).toEqual({ id: user.id, name: user.name, email: user.email, provider: "email" });
      expect(res.headers.get("set-cookie")).toMatch(/^__Host-session=/);
    }
  });

  it("needs both fields: 'Please fill in all fields'", async () => {
    for (const body of [{ emailOrUsername: "", password: "x" }, { emailOrUsername: "someone" }, {}]) {
      const res = await post("/api/auth/signin", body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(AUTH_MESSAGES.fillAllFields);
    }
  });

  it("gives one generic message for a wrong password and for an unknown account", async () => {
    const user = await signedInUser(site);
    const wrong = await post("/api/auth/signin", { emailOrUsername: user.email, password: "not-the-password" });
    const unknown = await post("/api/auth/signin", { emailOrUsername: "nobody-here@example.com", password: user.password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: AUTH_MESSAGES.wrongCredentials });
    expect(await unknown.json()).toEqual({ error: AUTH_MESSAGES.wrongCredentials });
  });

  it("flags an unverified account with the message of docs/product.md#a-errors, only after the right password", async () => {
    const user = await signUp(site);
    const res = await post("/api/auth/signin", { emailOrUsername: user.username, password: user.password });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: AUTH_MESSAGES.verifyFirst, requiresVerification: true, userId: user.id });
    expect(res.headers.get("set-cookie")).toBeNull();
    const wrong = await post("/api/auth/signin", { emailOrUsername: user.username, password: "wrong-password" });
    expect(await wrong.json()).toEqual({ error: AUTH_MESSAGES.wrongCredentials });
  });

  it("rotates the session: the cookie held before signing in is revoked", async () => {
    const user = await signedInUser(site);
    const res = await post("/api/auth/signin", { emailOrUsername: user.email, password: user.password }, { cookie: user.cookie });
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(user.cookie);
    expect((await site.fetch("/api/auth/me", withCookie(user.cookie))).status).toBe(401);
    expect((await site.fetch("/api/auth/me", withCookie(fresh))).status).toBe(200);
  });

  it("throttles an account from one address after 10 failures in 15 minutes, even with the right password, and says when to retry", async () => {
    const user = await signedInUser(site);
    for (let i = 0; i < 10; i++) {
      const res = await post("/api/auth/signin", { emailOrUsername: user.email, password: `wrong-${i}` }, {}, "198.51.100.1");
      expect(res.status).toBe(401);
    }
    const limited = await post("/api/auth/signin", { emailOrUsername: user.username, password: user.password }, {}, "198.51.100.1");
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    expect((await limited.json()).error).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    // Once the window has passed, the right password works again.
    await sql(site, "UPDATE rate_limit_events SET at = at - interval '16 minutes' WHERE bucket LIKE 'signin-fail-%'");
    const later = await post("/api/auth/signin", { emailOrUsername: user.email, password: user.password }, {}, "198.51.100.1");
    expect(later.status).toBe(200);
  });

  it("does not let a stranger lock an account out: the owner's address with no failures still signs in", async () => {
    const user = await signedInUser(site);
    // Ten failures from the stranger's address (the loop above shows them counted one by one).
    await sql(site, "INSERT INTO rate_limit_events (bucket, key) SELECT 'signin-fail-account-ip', $1 FROM generate_series(1, 10)", [
      hashKey(`user:${user.id}|198.51.100.66`),
    ]);
    const stranger = await post("/api/auth/signin", { emailOrUsername: user.email, password: user.password }, {}, "198.51.100.66");
    expect(stranger.status).toBe(429);
    const owner = await post("/api/auth/signin", { emailOrUsername: user.email, password: user.password }, {}, "192.0.2.10");
    expect(owner.status).toBe(200);
  });

  it("throttles an account after 100 failures from all addresses together", async () => {
    const user = await signedInUser(site);
    await sql(
      site,
      "INSERT INTO rate_limit_events (bucket, key, at) SELECT 'signin-fail-account', $1, now() - interval '1 minute' FROM generate_series(1, 100)",
      [hashKey(`user:${user.id}`)],
    );
    const limited = await post("/api/auth/signin", { emailOrUsername: user.email, password: user.password }, {}, "192.0.2.11");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("ignores a client-sent X-Forwarded-For: the forged address does not escape the limit", async () => {
    const user = await signedInUser(site);
    await sql(site, "INSERT INTO rate_limit_events (bucket, key) SELECT 'signin-fail-account-ip', $1 FROM generate_series(1, 9)", [
      hashKey(`user:${user.id}|198.51.100.77`),
    ]);
    // The tenth failure claims another address in both headers a client could forge; it counts for the connection's.
    const forged = postJson(
      { emailOrUsername: user.email, password: "wrong-10" },
      { "x-forwarded-for": "198.51.100.100", "x-nf-client-connection-ip": "198.51.100.100" },
    );
    expect((await site.fetch("/api/auth/signin", forged, { from: "198.51.100.77" })).status).toBe(401);
    const again = postJson({ emailOrUsername: user.email, password: user.password }, { "x-forwarded-for": "198.51.100.250" });
    expect((await site.fetch("/api/auth/signin", again, { from: "198.51.100.77" })).status).toBe(429);
  });

  it("throttles an address after 100 failures in 15 minutes", async () => {
    const ip = "192.0.2.55";
    await sql(site, "INSERT INTO rate_limit_events (bucket, key, at) SELECT 'signin-fail-ip', $1, now() - interval '1 minute' FROM generate_series(1, 99)", [
      hashKey(ip),
    ]);
    const hundredth = await post("/api/auth/signin", { emailOrUsername: "ghost@example.com", password: "whatever1" }, {}, ip);
    expect(hundredth.status).toBe(401);
    const user = await signedInUser(site);
    const limited = await post("/api/auth/signin", { emailOrUsername: user.email, password: user.password }, {}, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const elsewhere = await post("/api/auth/signin", { emailOrUsername: user.email, password: user.password }, {}, "192.0.2.56");
    expect(elsewhere.status).toBe(200);
  });
});

describe("sessions", () => {
  it("GET /api/auth/me answers 401 without a cookie or with a made-up one", async () => {
    expect((await site.fetch("/api/auth/me")).status).toBe(401);
    const res = await site.fetch("/api/auth/me", withCookie(`__Host-session=${"A".repeat(43)}`));
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe(AUTH_MESSAGES.signInFirst);
  });

  it("POST /api/auth/verify: ok for the session's user, 403 for another id, 401 without a session", async () => {
    const a = await signedInUser(site);
    const b = await signedInUser(site);
    const ok = await post("/api/auth/verify", { userId: a.id }, { cookie: a.cookie });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, user: { id: a.id, name: a.name, email: a.email, provider: "email" } });
    expect((await post("/api/auth/verify", { userId: b.id }, { cookie: a.cookie })).status).toBe(403);
    expect((await post("/api/auth/verify", { userId: a.id })).status).toBe(401);
  });

  it("logout revokes the session on the server: the same cookie gets 401 afterwards", async () => {
    const user = await signedInUser(site);
    const res = await post("/api/auth/logout", { userId: user.id }, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^__Host-session=; Path=\/; Max-Age=0/);
    expect((await site.fetch("/api/auth/me", withCookie(user.cookie))).status).toBe(401);
    expect(await count(site, "sessions", "user_id = $1 AND revoked_at IS NOT NULL", [user.id])).toBe(1);
  });

  it("expires after 30 days, or after 7 days unused", async () => {
    const a = await signedInUser(site);
    const b = await signedInUser(site);
    expect(await lifetime("sessions", a.id, 86_400)).toBe(30); // days
    await expireNow("sessions", a.id);
    await sql(site, "UPDATE sessions SET last_used_at = now() - interval '8 days' WHERE user_id = $1", [b.id]);
    expect((await site.fetch("/api/auth/me", withCookie(a.cookie))).status).toBe(401);
    expect((await site.fetch("/api/auth/me", withCookie(b.cookie))).status).toBe(401);
  });

  it("keeps a session in use alive: reading it refreshes last use at most hourly", async () => {
    const user = await signedInUser(site);
    await sql(site, "UPDATE sessions SET last_used_at = now() - interval '6 days' WHERE user_id = $1", [user.id]);
    expect((await site.fetch("/api/auth/me", withCookie(user.cookie))).status).toBe(200);
    const [row] = await sql<{ fresh: boolean }>(site, "SELECT last_used_at > now() - interval '1 minute' AS fresh FROM sessions WHERE user_id = $1", [user.id]);
    expect(row!.fresh).toBe(true);
  });
});

describe("Google sign-in without GOOGLE_CLIENT_ID", () => {
  it("is refused (never a fake user) and the config hides the button", async () => {
    const before = await count(site, "users");
    const res = await post("/api/auth/google", { googleToken: "x".repeat(40), userInfo: { email: "fake@example.com", name: "Fake" } });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe(AUTH_MESSAGES.googleNotConfigured);
    expect(await count(site, "users")).toBe(before);
    const config = await (await site.fetch("/api/auth/config")).json();
    expect(config).toEqual({ googleClientId: null, devOutbox: true });
  });
});

// The outbox function as a deploy runs it: the deploy context comes with the request (never from CONTEXT).
async function outboxOnDeploy(context: string): Promise<Response> {
  const { default: outbox } = await import("../../netlify/functions/dev-outbox.ts");
  const req = new Request("http://localhost:8888/api/dev/outbox?to=a@example.com");
  return outbox(req, { deploy: { context, id: "test-deploy" }, site: { url: "http://localhost:8888" }, params: {} } as never);
}

describe("GET /api/dev/outbox", () => {
  it("needs ?to= and is closed in production", async () => {
    expect((await site.fetch("/api/dev/outbox")).status).toBe(400);
    expect((await outboxOnDeploy("production")).status).toBe(404);
  });

  it("is closed on a deploy preview and wherever the local server did not enable it", async () => {
    expect((await outboxOnDeploy("deploy-preview")).status).toBe(404);
    delete process.env.DEV_OUTBOX;
    try {
      expect((await site.fetch("/api/dev/outbox?to=a@example.com")).status).toBe(404);
      expect(await (await site.fetch("/api/auth/config")).json()).toEqual({ googleClientId: null, devOutbox: false });
    } finally {
      process.env.DEV_OUTBOX = "1";
    }
  });
});
