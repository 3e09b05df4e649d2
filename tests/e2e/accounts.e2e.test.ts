// Accounts, sessions, saved items and likes in Chromium against the local server.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { screenshot, type TestServer, browserSuite } from "../support/browser.ts";
import { a11yViolations } from "../support/a11y.ts";
import { accountFlows, person, type Person } from "../support/accounts.ts";

const PORT = 8933;
let server: TestServer;
let browser: BrowserContext | undefined;
const pages = browserSuite(PORT, (s, b) => ((server = s), (browser = b)));

async function api(path: string, init: RequestInit = {}) {
  return fetch(`${server.base}${path}`, init);
}
const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

const { signUp, verify, signIn } = accountFlows(() => server.base);

async function logOut(page: Page, p: Person) {
  await page.getByRole("button", { name: `Account: ${p.name}` }).click();
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click(); // the menu's (the home hero has one too)
  await page.getByRole("link", { name: "Sign In", exact: true }).first().waitFor();
}

const toast = (page: Page) => page.getByTestId("toast");
/** Clicks a recipe page's save button once it is enabled (the page has read the session); returns it. */
async function clickSave(page: Page) {
  const save = page.getByTestId("save-button");
  await expect.poll(() => save.isEnabled()).toBe(true);
  await save.click();
  return save;
}
const sessionCookieOf = async () => (await browser!.cookies(server.base)).find((c) => c.name === "__Host-session");

describe("accounts and saving", () => {
  const cook = person("cook");
  let recipeTitle = "";

  it("sign up -> code from the outbox -> verify -> save a recipe -> /saved-recipes -> export -> log out -> the sign-in prompt", async () => {
    const page = await browser!.newPage();
    await signUp(page, cook);
    expect(await page.getByRole("link", { name: "local outbox" }).getAttribute("href")).toBe(`/api/dev/outbox?to=${encodeURIComponent(cook.email)}`);
    await screenshot(page, "accounts-verify-1280");
    await verify(page, cook.email);

    // The __Host- session cookie works on http://localhost: Secure, HttpOnly, SameSite=Lax, Path=/.
    const cookie = await sessionCookieOf();
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Signed in across reloads; the menu shows name, email and Logout.
    await page.reload();
    await page.getByRole("button", { name: `Account: ${cook.name}` }).click();
    await expect.poll(() => page.getByText(cook.email).isVisible()).toBe(true);
    await screenshot(page, "accounts-menu-1280");
    await page.keyboard.press("Escape");

    // Save a recipe on its page.
    await page.goto(`${server.base}/recipe/1001`);
    recipeTitle = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    const save = await clickSave(page);
    await expect.poll(() => toast(page).textContent()).toContain("Recipe saved!");
    expect(await toast(page).textContent()).toContain("Added to your saved recipes");
    expect(await save.getAttribute("aria-pressed")).toBe("true");

    // The saved page lists it, searches within it, exports it.
    await page.getByRole("link", { name: "Saved Recipes" }).first().click();
    await page.getByRole("heading", { name: "Your Saved Recipes" }).waitFor();
    await expect.poll(() => page.getByTestId("saved-item").count()).toBe(1);
    expect(await page.getByTestId("saved-count").textContent()).toBe("1 recipe");
    expect(await page.getByTestId("saved-item").textContent()).toContain(recipeTitle);
    expect(await a11yViolations(page)).toEqual([]);
    await screenshot(page, "saved-recipes-1280");
    await page.getByLabel("Search saved recipes").fill("no such dish anywhere");
    await page.getByText("No saved recipes match").waitFor();
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect.poll(() => page.getByTestId("saved-item").count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
    expect(download.suggestedFilename()).toBe(`saved-recipes-${new Date().toISOString().slice(0, 10)}.json`);
    const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(exported.items.map((i: { id: string }) => i.id)).toEqual(["1001"]);

    // Log out: the server revokes the session even though the browser no longer sends it.
    await logOut(page, cook);
    // The page shows the visitor signed out at once; the logout call that clears the cookie may still be on its way.
    await expect.poll(() => sessionCookieOf(), { timeout: 10_000 }).toBeUndefined();
    const me = await api("/api/auth/me", { headers: { cookie: `__Host-session=${cookie!.value}` } });
    expect(me.status).toBe(401);
    await page.goto(`${server.base}/saved-recipes`);
    await page.getByTestId("signin-prompt").waitFor();
    expect(await page.getByTestId("saved-item").count()).toBe(0);
    // Signed out, the saves are in the account, not gone.
    await page.getByText("Your saved recipes are in your account").waitFor();
    expect(await page.getByText("No saved recipes yet").count()).toBe(0);
  });

  it("anonymous save, then sign in from the toast: the saves are merged, nothing lost, no duplicates", async () => {
    const page = await browser!.newPage();
    await page.goto(`${server.base}/recipe/1002`);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await clickSave(page);
    await expect.poll(() => toast(page).textContent()).toContain("Save locally");
    expect(await toast(page).textContent()).toContain("Sign in to sync your saved items across devices");
    await page.goto(`${server.base}/saved-recipes`);
    await expect.poll(() => page.getByTestId("saved-item").count()).toBe(1);
    expect(await page.getByTestId("signin-prompt").textContent()).toContain("Your saves are only in this browser.");
    await screenshot(page, "saved-recipes-anonymous-1280");

    // The toast's Sign In action.
    await page.goto(`${server.base}/recipe/1002`);
    await expect.poll(() => page.getByTestId("save-button").getAttribute("aria-pressed")).toBe("true");
    await page.getByTestId("save-button").click(); // unsave ...
    await expect.poll(() => toast(page).textContent()).toContain("Removed from your saved recipes");
    await page.getByTestId("save-button").click(); // ... and save again
    await toast(page).getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/signin$/);
    await signIn(page, cook.username.toUpperCase(), cook.password);
    await page.waitForURL(`${server.base}/`);

    await page.goto(`${server.base}/saved-recipes`);
    await expect.poll(() => page.getByTestId("saved-item").count()).toBe(2);
    const texts = (await page.getByTestId("saved-item").allTextContents()).join(" ");
    expect(texts).toContain(title);
    expect(texts).toContain(recipeTitle);
    const server_ = await page.evaluate(() => fetch("/api/auth/saved-recipes").then((r) => r.json()));
    expect([...server_.savedRecipes].sort()).toEqual([1001, 1002]);

    // Another browser (no cookies, no local storage) sees the same list once signed in. The open page still
    // believes it is signed in until it learns otherwise: a call it makes meanwhile is answered 401.
    pages.allowConsoleError(/status of 401 \(Unauthorized\)/);
    await browser!.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, cook.email, cook.password);
    await page.waitForURL(`${server.base}/`);
    await page.goto(`${server.base}/saved-recipes`);
    await expect.poll(() => page.getByTestId("saved-item").count()).toBe(2);

    // Clear All after a confirm.
    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Clear All" }).click();
    await page.getByText("No saved recipes yet").waitFor();
    // The list empties at once; the server's copy follows when its call returns.
    await expect.poll(async () => (await page.evaluate(() => fetch("/api/auth/saved-recipes").then((r) => r.json()))).savedRecipes).toEqual([]);
    await logOut(page, cook);
  });

  it("a failed save shows the error toast and reverts the heart", async () => {
    pages.allowConsoleError(/Failed to load resource/);
    const p = person("fail");
    const page = await browser!.newPage();
    await signUp(page, p);
    await verify(page, p.email);
    await page.goto(`${server.base}/recipe/1003`);
    await page.route("**/api/auth/save-recipe", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }));
    const save = await clickSave(page);
    await expect.poll(() => toast(page).textContent()).toContain("Failed to save item. Please try again.");
    expect(await toast(page).textContent()).toContain("Error");
    expect(await save.getAttribute("aria-pressed")).toBe("false");
    await logOut(page, p);
  });
});

describe("account forms", () => {
  it("sign-up shows the form's messages word for word, and no Google button without a client id", async () => {
    const page = await browser!.newPage();
    pages.allowConsoleError(/Failed to load resource/); // the common-password refusal is a 400
    await page.goto(`${server.base}/signup`);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    expect(await page.getByRole("alert").textContent()).toBe("All fields are required");
    const p = person("form");
    await page.getByLabel("Name", { exact: true }).fill(p.name);
    await page.getByLabel("Email", { exact: true }).fill(p.email);
    await page.getByLabel("Username").fill(p.username);
    await page.getByLabel("Password", { exact: true }).fill("abcde");
    await page.getByLabel("Confirm Password").fill("abcdf");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    expect(await page.getByRole("alert").textContent()).toBe("Passwords do not match");
    await page.getByLabel("Confirm Password").fill("abcde");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    expect(await page.getByRole("alert").textContent()).toBe("Password must be at least 6 characters");
    await page.getByLabel("Password", { exact: true }).fill("password1");
    await page.getByLabel("Confirm Password").fill("password1");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("most common passwords");
    expect(await page.locator('script[src*="accounts.google.com"]').count()).toBe(0);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await a11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "signup-375");
  });

  it("sign-in: the unverified-email message leads to the code; repeated failures say when to try again", async () => {
    pages.allowConsoleError(/Failed to load resource/);
    const p = person("late");
    const res = await api("/api/auth/signup", postJson(p));
    expect(res.status).toBe(201);
    const page = await browser!.newPage();
    await page.goto(`${server.base}/signin`);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    expect(await page.getByRole("alert").textContent()).toBe("Please fill in all fields");
    await signIn(page, p.email, "not-the-password");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Invalid email/username or password");
    await signIn(page, p.email, p.password);
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain("Please verify your email before signing in. Check your inbox for the verification code.");
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Enter verification code" }).click();
    await page.getByLabel("Verification code").fill("12");
    await page.getByRole("button", { name: "Verify Email" }).click();
    expect(await page.getByRole("alert").textContent()).toBe("Verification code must be 6 digits");
    await verify(page, p.email);
    await page.getByRole("button", { name: `Account: ${p.name}` }).waitFor();
    // docs/product.md#a-screens: the home hero greets a signed-in user, with Logout; a brand-new account is not welcomed "back".
    expect((await page.getByRole("main").getByText("Welcome,").textContent())?.trim()).toBe(`Welcome, ${p.name}`);
    await logOut(page, p);

    // Ten wrong passwords for this account from this address, then even the right one is throttled here.
    for (let i = 0; i < 10; i++) {
      const r = await api("/api/auth/signin", postJson({ emailOrUsername: p.username, password: `wrong-${i}` }));
      expect(r.status).toBe(401);
    }
    await signIn(page, p.email, p.password);
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toMatch(/^Too many failed sign-in attempts\. Try again in 15 minutes\. You can try again at \d{1,2}:\d{2}/);
    await screenshot(page, "signin-throttled-1280");
  });
});

describe("likes", () => {
  it("counts on the server, with the animation lock", async () => {
    const page = await browser!.newPage();
    await page.clock.install(); // time flows as usual; the ~650 ms lock is passed by jumping ahead
    await page.goto(`${server.base}/recipe/1004`);
    const like = page.getByTestId("like-button");
    await expect.poll(() => like.textContent()).toBe("Like0 likes");
    await like.click();
    await like.click(); // inside the ~650 ms lock: ignored
    await expect.poll(() => like.textContent()).toBe("Liked1 like");
    await expect.poll(async () => (await (await api("/api/likes?type=recipe&id=1004")).json()).count).toBe(1);
    await page.clock.fastForward(700);
    await like.click();
    await expect.poll(() => like.textContent()).toBe("Like0 likes");
    await page.clock.fastForward(700);
    await like.click();
    await expect.poll(() => like.textContent()).toBe("Liked1 like");
    // Still liked after a reload: the server remembers this browser.
    await page.reload();
    await expect.poll(() => page.getByTestId("like-button").textContent()).toBe("Liked1 like");
  });

  it("a failed like reverts with 'Failed to update like status'", async () => {
    pages.allowConsoleError(/Failed to load resource/);
    const page = await browser!.newPage();
    await page.goto(`${server.base}/recipe/1005`);
    const like = page.getByTestId("like-button");
    await expect.poll(() => like.textContent()).toBe("Like0 likes");
    await page.route("**/api/likes", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"x"}' }) : route.continue(),
    );
    await like.click();
    await expect.poll(() => toast(page).textContent()).toContain("Failed to update like status");
    expect(await like.textContent()).toBe("Like0 likes");
  });
});
