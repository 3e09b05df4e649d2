// Helpers shared by the account, saved-item and like tests: read like what a person does.
import { expect } from "vitest";
import { postJson, type TestSite } from "../support/netlify.ts";

export type TestUser = { id: string; name: string; email: string; username: string; password: string; cookie: string };

let counter = 0;
export function newUserData(prefix = "cook") {
  counter += 1;
  const tag = `${prefix}${Date.now().toString(36)}${counter}`;
  return { name: `Test ${tag}`, email: `${tag}@example.com`, username: tag, password: "saffron-tadka-42" };
}

/** The `__Host-session=...` pair from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookie(res: Response): string {
  const header = res.headers.get("set-cookie") ?? "";
  const m = /__Host-session=([^;]*)/.exec(header);
  expect(m, `no session cookie in: ${header}`).not.toBeNull();
  return `__Host-session=${m![1]}`;
}

/** The newest 6-digit code emailed to an address (read from the local outbox). */
export async function latestCode(site: TestSite, email: string): Promise<string> {
  const res = await site.fetch(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const { messages } = (await res.json()) as { messages: { text: string; subject: string }[] };
  const m = /\b(\d{6})\b/.exec(messages[0]?.text ?? "");
  expect(m, "no code in the newest email").not.toBeNull();
  return m![1]!;
}

export async function signUp(site: TestSite, data = newUserData()) {
  const res = await site.fetch("/api/auth/signup", postJson(data));
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { user: { id: string } };
  return { ...data, id: body.user.id };
}

/** Sign up, read the code, verify: a signed-in user with their session cookie. */
export async function signedInUser(site: TestSite, data = newUserData()): Promise<TestUser> {
  const user = await signUp(site, data);
  const code = await latestCode(site, user.email);
  const res = await site.fetch("/api/auth/verify-email", postJson({ userId: user.id, code }));
  expect(res.status, await res.clone().text()).toBe(200);
  return { ...user, cookie: sessionCookie(res) };
}

export const withCookie = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie },
});

/** Direct SQL on the test database, for checks and for moving time (expiry); see TestSite.sql. */
export const sql = <T = Record<string, unknown>>(site: TestSite, text: string, params: unknown[] = []): Promise<T[]> => site.sql<T>(text, params);

export const count = async (site: TestSite, table: string, where = "true", params: unknown[] = []) =>
  Number((await sql<{ n: string }>(site, `SELECT count(*) AS n FROM ${table} WHERE ${where}`, params))[0]!.n);
