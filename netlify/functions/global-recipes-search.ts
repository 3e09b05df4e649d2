import type { Config } from "@netlify/functions";
import { handle, parseQuery } from "../../src/server/http/handler.ts";
import { GlobalSearchQuerySchema } from "../../src/shared/recipes/api.schema.ts";
import { globalRecipes } from "../../src/server/recipes/service.ts";
import { cachedAnswer } from "../../src/server/recipes/cached-answer.ts";

export default handle(["GET"], async (req) => {
  const q = parseQuery(req, GlobalSearchQuerySchema);
  return cachedAnswer(req, () => globalRecipes(q));
});

export const config: Config = { path: "/api/global-recipes/search" };
