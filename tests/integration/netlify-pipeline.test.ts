// The same functions through Netlify's own pipeline (NetlifyDev: zip-it-and-ship-it bundling, routing
// by config.path, a worker per request): proves every function bundles and routes as it will on Netlify.
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../support/netlify.ts";

let site: TestSite;
beforeAll(async () => {
  if (process.env.TEST_DB_KIND === "postgres") return;
  site = await startTestSite({ pipeline: "netlify" });
  // NetlifyDev bundles every function (zip-it-and-ship-it) before the first request is answered.
  await site.fetch("/api/health");
}, 300_000);
afterAll(async () => site?.stop());

// One request per function file: [function file, path, expected status].
const PROBES: [string, string, number][] = [
  ["health.ts", "/api/health", 200],
  ["api-not-found.ts", "/api/nope", 404],
  ["recipes-search.ts", "/api/recipes/search?query=paneer&number=2", 200],
  ["recipes-trending.ts", "/api/recipes/trending", 200],
  ["recipe.ts", "/api/recipes/1001", 200],
  ["indian-recipes.ts", "/api/indian-recipes?limit=2", 200],
  ["global-recipes-all.ts", "/api/global-recipes/all?region=Asia", 200],
  ["global-recipes-search.ts", "/api/global-recipes/search?query=curry", 200],
  ["global-recipes-countries.ts", "/api/global-recipes/countries", 200],
  ["global-recipes-country.ts", "/api/global-recipes/country/Italy", 200],
  ["recipe-image.ts", "/recipe-images/1001.svg", 200],
  ["recipe-preview.ts", "/recipe/99999999", 404],
  ["auth-config.ts", "/api/auth/config", 200],
  ["auth-me.ts", "/api/auth/me", 401],
  ["auth-signup.ts", "/api/auth/signup", 405],
  ["auth-signin.ts", "/api/auth/signin", 405],
  ["auth-verify-email.ts", "/api/auth/verify-email", 405],
  ["auth-resend-verification.ts", "/api/auth/resend-verification", 405],
  ["auth-google.ts", "/api/auth/google", 405],
  ["auth-logout.ts", "/api/auth/logout", 405],
  ["auth-verify.ts", "/api/auth/verify", 405],
  ["auth-saved.ts", "/api/auth/saved-recipes", 401],
  ["auth-save.ts", "/api/auth/save-recipe", 405],
  ["auth-clear-saved.ts", "/api/auth/clear-saved", 405],
  ["auth-merge-saved.ts", "/api/auth/merge-saved", 405],
  ["likes.ts", "/api/likes?type=recipe&id=1001", 200],
  ["dev-outbox.ts", "/api/dev/outbox?to=nobody%40example.com", 200],
  ["article.ts", "/api/articles/tadka-tempering-explained", 200],
  ["articles-search.ts", "/api/articles?q=spices", 200],
  ["article-image.ts", "/article-images/tadka-tempering-explained.svg", 200],
  ["article-not-found.ts", "/news/no-such-article", 404],
  ["contact.ts", "/api/contact", 405],
  ["newsletter-subscribe.ts", "/api/newsletter/subscribe", 405],
  ["newsletter-verify.ts", "/api/newsletter/verify", 405],
  ["newsletter-confirm.ts", "/api/newsletter/confirm", 405],
  ["newsletter-unsubscribe.ts", `/api/newsletter/unsubscribe?token=${"a".repeat(43)}`, 404],
  ["newsletter-issues.ts", "/api/newsletter/issues", 200],
  ["newsletter-admin-session.ts", "/api/admin/session", 200],
  ["newsletter-stats.ts", "/api/newsletter/stats", 401],
  ["newsletter-subscribers.ts", "/api/newsletter/subscribers", 401],
  ["newsletter-publish.ts", "/api/newsletter/publish", 405],
  ["newsletter-admin-messages.ts", "/api/admin/messages", 401],
  ["chat.ts", "/api/chat", 405],
  ["assistant-status.ts", "/api/ai/status", 200],
  ["question.ts", "/api/questions/Not_A_Slug", 400],
  // A slug the site has no answer for is a 404 like a slug outside the rules (issue 25: it was a 200).
  ["question-page.ts", "/question/nope", 404],
  ["recipe-related.ts", "/api/recipes/1001/related", 200],
  ["restaurants-search.ts", "/api/restaurants/search", 400],
  ["newsletter-issue-page.ts", "/newsletters/archive/999999", 404],
  // Background: Netlify answers 202 at once, whatever the function does (here: 401, no admin credentials).
  ["newsletter-send-background.ts", "/.netlify/functions/newsletter-send-background", 202],
  // Scheduled: invoked by URL locally; nothing is due, so it starts no drain.
  ["newsletter-retry.ts", "/.netlify/functions/newsletter-retry", 204],
];

// Bundling and routing do not depend on the database: this file runs in the PGlite pass only.
describe.runIf(process.env.TEST_DB_KIND !== "postgres")("every function through NetlifyDev", () => {
  it("has a probe for each function file", () => {
    const files = readdirSync("netlify/functions")
      .filter((f) => f.endsWith(".ts"))
      .sort();
    expect(PROBES.map((p) => p[0]).sort()).toEqual(files);
  });
  // NetlifyDev starts a worker per request that loads the function's bundle, seconds each: the probes
  // run side by side (five at a time, Vitest's maxConcurrency), each allowed for the others' workers.
  it.concurrent.for(PROBES)("%s answers %s with %i", { timeout: 120_000 }, async ([, path, status], { expect }) => {
    const res = await site.fetch(path);
    expect(res.status).toBe(status);
    if (status === 202 || status === 204) return; // background and scheduled answers have no body
    expect(res.headers.get("content-type")).toMatch(
      path.endsWith(".svg") ? /image\/svg\+xml/ : /^\/(recipe|news|question|newsletters)\//.test(path) ? /text\/html/ : /application\/json/,
    );
  });
});
