// /question/{slug}: the 20 card questions are prerendered (preferStatic: their HTML wins). Any other
// slug within the slug rules that the site can answer gets the app's shell with 200 (the page asks
// GET /api/questions/{slug}, which then answers from the stored record); a slug outside the rules, or a
// topic the site knows nothing about, is a 404.
import type { Config } from "@netlify/functions";
import { handlePage } from "../../src/server/http/handler.ts";
import { htmlPage, spaShell } from "../../src/server/http/spa-shell.ts";
import { isQuestionSlug } from "../../src/shared/questions/types.ts";
import { questionAnswer } from "../../src/server/questions/service.ts";
import { injectHead } from "../../src/shared/recipes/meta.ts";
import { SITE_NAME } from "../../src/shared/site/name.ts";

export default handlePage(async (req, context) => {
  const page = await spaShell(new URL(req.url).origin);
  const slug = context.params.slug ?? "";
  // The answer is built (and kept) here as GET /api/questions/{slug} would: a topic the site knows
  // nothing about is a 404, never a "soft 404" 200 page titled after whatever was typed.
  if (isQuestionSlug(slug) && (await questionAnswer(slug)).known) return htmlPage(page, 200, "public, s-maxage=60");
  const tags = `<title>Question Not Found | ${SITE_NAME}</title><meta name="robots" content="noindex"/>`;
  return htmlPage(injectHead(page, tags), 404, "public, s-maxage=60");
});

export const config: Config = { path: "/question/:slug", preferStatic: true };
