import type { Config } from "@netlify/functions";
import { handle, parseQuery } from "../../src/server/http/handler.ts";
import { TrendingQuerySchema } from "../../src/shared/recipes/api.schema.ts";
import { trending } from "../../src/server/recipes/service.ts";
import { cachedAnswer } from "../../src/server/recipes/cached-answer.ts";

export default handle(["GET"], async (req) => {
  const { number } = parseQuery(req, TrendingQuerySchema);
  // Trending moves with saves and likes: a minute in memory, never in a shared cache.
  return cachedAnswer(req, () => trending(number), { "cache-control": "no-store" });
});

export const config: Config = { path: "/api/recipes/trending" };
