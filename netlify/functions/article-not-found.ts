// Unknown article addresses answer 404, not the SPA fallback's 200: every article of the content is
// prerendered (preferStatic: its /news/<id>/index.html always wins), so this runs only for an id the
// site does not have. It answers the SPA shell with a not-found title and noindex; the app then shows
// 'Article Not Found' with Back to News (part 2).
import type { Config } from "@netlify/functions";
import { handlePage } from "../../src/server/http/handler.ts";
import { htmlPage, spaShell } from "../../src/server/http/spa-shell.ts";
import { injectHead } from "../../src/shared/recipes/meta.ts";
import { SITE_NAME } from "../../src/shared/site/name.ts";

export default handlePage(async (req) => {
  const page = await spaShell(new URL(req.url).origin);
  const tags = `<title>Article Not Found | ${SITE_NAME}</title><meta name="robots" content="noindex"/>`;
  return htmlPage(injectHead(page, tags), 404, "public, s-maxage=60");
});

export const config: Config = { path: ["/news/:id", "/articles/:id"], preferStatic: true };
