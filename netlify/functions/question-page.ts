// /question/{slug}: the 20 card questions are prerendered (preferStatic: their HTML wins). Any other
// slug within the slug rules gets the app's shell with 200 (the page asks GET /api/questions/{slug},
// which answers it or says honestly that the site does not know); a slug outside the rules is a 404.
import type { Config } from "@netlify/functions";
import { handlePage } from "../../src/server/http/handler.ts";
import { htmlPage, spaShell } from "../../src/server/http/spa-shell.ts";
import { isQuestionSlug } from "../../src/shared/questions.ts";
import { injectHead } from "../../src/shared/recipe-meta.ts";
import { SITE_NAME } from "../../src/shared/site.ts";

export default handlePage(async (req, context) => {
  const page = await spaShell(new URL(req.url).origin);
  if (isQuestionSlug(context.params.slug ?? "")) return htmlPage(page, 200, "public, s-maxage=60");
  const tags = `<title>Question Not Found | ${SITE_NAME}</title><meta name="robots" content="noindex"/>`;
  return htmlPage(injectHead(page, tags), 404, "public, s-maxage=60");
});

export const config: Config = { path: "/question/:slug", preferStatic: true };
