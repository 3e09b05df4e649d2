import type { Config } from "@netlify/functions";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { ArticleSearchQuerySchema } from "../../src/shared/articles/schema.ts";
import { searchArticles } from "../../src/server/content/articles.ts";

// GET /api/articles?q=&limit=: the search page's Expert Articles and Latest Food News.
export default handle(["GET"], async (req) => {
  const q = parseQuery(req, ArticleSearchQuerySchema);
  return json(await searchArticles(q), { headers: { "cache-control": "public, max-age=300" } });
});

export const config: Config = { path: "/api/articles" };
