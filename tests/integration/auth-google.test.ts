// Google sign-in through the real verification code: tokens are signed by a local test key whose
// public half is served by a local JWKS server (GOOGLE_JWKS_URL, honoured outside production only).
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { localPort } from "../../scripts/lib/local-server.ts";
import { postJson, startTestSite, type TestSite } from "../support/netlify.ts";
import { AUTH_MESSAGES } from "../../src/shared/auth/schema.ts";
import { count, sessionCookie, signedInUser, signUp, sql, withCookie } from "./auth-flows.ts";

const JWKS_PORT = localPort(8932);
const CLIENT_ID = "1234567890-test.apps.googleusercontent.com";
let site: TestSite;
let jwks: http.Server;
let googleKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  googleKey = pair.privateKey;
  otherKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  jwks = http.createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((resolve) => jwks.listen(JWKS_PORT, "127.0.0.1", resolve));
  site = await startTestSite({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${JWKS_PORT}/oauth2/v3/certs` } });
});
afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => jwks?.close(resolve));
});

type Claims = { sub?: string; email?: string; email_verified?: boolean; name?: string; aud?: string; iss?: string; exp?: number };
async function idToken(claims: Claims = {}, key = googleKey) {
  const now = Math.floor(Date.now() / 1000);
  const { aud = CLIENT_ID, iss = "https://accounts.google.com", exp = now + 3600, ...rest } = claims;
  return new SignJWT({ email_verified: true, name: "Priya Sharma", ...rest })
    .setProtectedHeader({ alg: "RS256", kid: "test-key", typ: "JWT" })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject(rest.sub ?? `sub-${Math.random().toString(36).slice(2)}`)
    .setIssuedAt(now - 60)
    .setExpirationTime(exp)
    .sign(key);
}
const google = (googleToken: string, userInfo: unknown = {}) => site.fetch("/api/auth/google", postJson({ googleToken, userInfo }));

describe("POST /api/auth/google", () => {
  it("the config offers the button with the public client id", async () => {
    expect(await (await site.fetch("/api/auth/config")).json()).toMatchObject({ googleClientId: CLIENT_ID });
  });

  it("creates an account from a verified token, signs in, and finds it again by Google's subject", async () => {
    const token = await idToken({ sub: "google-sub-1", email: "priya@example.com" });
    const res = await google(token, { email: "someone-else@example.com", name: "Not trusted" });
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user).toMatchObject({ name: "Priya Sharma", email: "priya@example.com", provider: "google" });
    const me = await site.fetch("/api/auth/me", withCookie(sessionCookie(res)));
    expect((await me.json()).user).toMatchObject({ id: user.id, provider: "google" });
    const again = await google(await idToken({ sub: "google-sub-1", email: "priya@example.com" }));
    expect((await again.json()).user.id).toBe(user.id);
    expect(await count(site, "users", "lower(email) = 'priya@example.com'")).toBe(1);
  });

  it("links to the existing account with that verified email", async () => {
    const existing = await signedInUser(site);
    const res = await google(await idToken({ sub: "google-sub-2", email: existing.email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect((await res.json()).user.id).toBe(existing.id);
    const [row] = await sql<{ google_sub: string; password_hash: string | null }>(site, "SELECT google_sub, password_hash FROM users WHERE id = $1", [
      existing.id,
    ]);
    expect(row).toMatchObject({ google_sub: "google-sub-2" });
    expect(row!.password_hash).not.toBeNull(); // a verified account keeps its password
    const signin = await site.fetch("/api/auth/signin", postJson({ emailOrUsername: existing.email, password: existing.password }));
    expect(signin.status).toBe(200);
  });

  it("taking over an unverified account drops the password nobody proved", async () => {
    const squatter = await signUp(site);
    const res = await google(await idToken({ sub: "google-sub-3", email: squatter.email }));
    expect((await res.json()).user.id).toBe(squatter.id);
    const signin = await site.fetch("/api/auth/signin", postJson({ emailOrUsername: squatter.email, password: squatter.password }));
    expect(signin.status).toBe(401);
  });

  it.each([
    ["another audience", { aud: "someone-elses-client-id.apps.googleusercontent.com" }],
    ["another issuer", { iss: "https://evil.example" }],
    ["an expired token", { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])("refuses %s (401) and creates nothing", async (_label, claims) => {
    const before = await count(site, "users");
    const res = await google(await idToken({ email: "mallory@example.com", ...claims }));
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe(AUTH_MESSAGES.googleTokenInvalid);
    expect(await count(site, "users")).toBe(before);
  });

  it("refuses a token signed by another key, a tampered token and garbage", async () => {
    const before = await count(site, "users");
    const forged = await idToken({ email: "mallory@example.com" }, otherKey);
    const [h, p, s] = (await idToken({ email: "mallory@example.com" })).split(".");
    const payload = JSON.parse(Buffer.from(p!, "base64url").toString());
    const tampered = [h, Buffer.from(JSON.stringify({ ...payload, email: "victim@example.com" })).toString("base64url"), s].join(".");
    for (const token of [forged, tampered, "not.a.jwt-but-long-enough"]) expect((await google(token)).status).toBe(401);
    expect(await count(site, "users")).toBe(before);
  });

  it("refuses an account whose Google email is not verified", async () => {
    const res = await google(await idToken({ email: "unverified@example.com", email_verified: false }));
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(AUTH_MESSAGES.googleEmailUnverified);
  });

  it("needs a token (400)", async () => {
    const res = await site.fetch("/api/auth/google", postJson({ userInfo: { email: "x@example.com" } }));
    expect(res.status).toBe(400);
  });
});
