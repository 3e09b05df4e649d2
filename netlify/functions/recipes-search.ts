import type { Config } from "@netlify/functions";
import { handle, parseQuery } from "../../src/server/http/handler.ts";
import { RecipeSearchQuerySchema } from "../../src/shared/recipe-api.ts";
import { searchRecipes } from "../../src/server/recipes/service.ts";
import { cachedAnswer } from "../../src/server/recipes/cached-answer.ts";

export default handle(["GET"], async (req) => {
  const q = parseQuery(req, RecipeSearchQuerySchema);
  return cachedAnswer(req, () => searchRecipes(q));
});

export const config: Config = { path: "/api/recipes/search" };
