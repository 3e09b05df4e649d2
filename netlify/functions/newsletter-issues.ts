import type { Config } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/http-error.ts";
import { getIssue, listIssues } from "../../src/server/newsletter/delivery.ts";

// GET /api/newsletter/issues -> {issues}; GET /api/newsletter/issues/:id -> {issue}: the public archive.
export default handle(["GET"], async (_req, context) => {
  const id = context.params.id;
  const headers = { "cache-control": "public, max-age=60" };
  if (id === undefined) return json({ issues: await listIssues() }, { headers });
  if (!/^\d{1,12}$/.test(id)) throw new HttpError(404, "That newsletter does not exist.");
  const issue = await getIssue(Number(id));
  if (!issue) throw new HttpError(404, "That newsletter does not exist.");
  return json({ issue }, { headers });
});

export const config: Config = { path: ["/api/newsletter/issues", "/api/newsletter/issues/:id"] };
