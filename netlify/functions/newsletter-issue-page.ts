// /newsletters/archive/{id}: the archive's issues live in the database, so no page is prerendered for
// them. An issue that exists gets the app's shell with 200 (the page reads the issue from the API);
// any other id answers 404 with noindex, as unknown pages do.
import type { Config } from "@netlify/functions";
import { handlePage } from "../../src/server/http/handler.ts";
import { htmlPage, spaShell } from "../../src/server/http/spa-shell.ts";
import { getIssue } from "../../src/server/newsletter/delivery.ts";
import { injectHead } from "../../src/shared/recipes/meta.ts";
import { SITE_NAME } from "../../src/shared/site/name.ts";

export default handlePage(async (req, context) => {
  const page = await spaShell(new URL(req.url).origin);
  const id = context.params.id ?? "";
  const issue = /^\d{1,12}$/.test(id) ? await getIssue(Number(id)) : null;
  if (issue) return htmlPage(page, 200, "public, s-maxage=60");
  const tags = `<title>Newsletter Not Found | ${SITE_NAME}</title><meta name="robots" content="noindex"/>`;
  return htmlPage(injectHead(page, tags), 404, "public, s-maxage=60");
});

export const config: Config = { path: "/newsletters/archive/:id", preferStatic: true };
