import type { Config, Context } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/http-error.ts";
import { getArticle } from "../../src/server/content/articles.ts";

// docs/architecture.md#api-contract: GET /api/articles/{id} answers the article record or a JSON 404.
export default handle(["GET"], async (_req, context: Context) => {
  const id = context.params.id ?? "";
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) || id.length > 80) {
    throw new HttpError(400, "Article id must be lowercase words joined by hyphens.", { id: "Must be a slug such as millets-on-the-indian-plate." });
  }
  return json(await getArticle(id), { headers: { "cache-control": "public, max-age=300" } });
});

export const config: Config = { path: "/api/articles/:id" };
