// Accounts in browser tests, as a person uses them: the sign-up form, the code from the local outbox,
// the sign-in form.
import type { Page } from "playwright-core";

export type Person = { name: string; email: string; username: string; password: string };

let n = 0;
/** A new person for each call (names and emails unique across runs). */
export function person(prefix: string): Person {
  n += 1;
  const tag = `${prefix}${Date.now().toString(36)}${n}`;
  return { name: `Asha ${tag}`, email: `${tag}@example.com`, username: tag, password: "jeera-rice-2026" };
}

/** The sign-up, verification and sign-in steps against the server at `base()`. */
export function accountFlows(base: () => string) {
  /** Reads the newest code sent to an address from the local outbox, as a person running the site would. */
  async function readCode(email: string): Promise<string> {
    const res = await fetch(`${base()}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    return /\b(\d{6})\b/.exec(messages[0]!.text)![1]!;
  }

  async function signUp(page: Page, p: Person) {
    await page.goto(`${base()}/signup`);
    await page.getByLabel("Name", { exact: true }).fill(p.name);
    await page.getByLabel("Email", { exact: true }).fill(p.email);
    await page.getByLabel("Username").fill(p.username);
    await page.getByLabel("Password", { exact: true }).fill(p.password);
    await page.getByLabel("Confirm Password").fill(p.password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.getByRole("heading", { name: "Verify your email" }).waitFor();
  }

  async function verify(page: Page, email: string) {
    await page.getByLabel("Verification code").fill(await readCode(email));
    await page.getByRole("button", { name: "Verify Email" }).click();
    await page.waitForURL(`${base()}/`);
  }

  async function signIn(page: Page, login: string, password: string) {
    if (!page.url().endsWith("/signin")) await page.goto(`${base()}/signin`);
    await page.getByLabel("Email or Username").fill(login);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
  }

  return { readCode, signUp, verify, signIn };
}
