import type { Config } from "@netlify/functions";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { savedItemsOwner } from "../../src/server/saved/access.ts";
import { listSaved } from "../../src/server/saved/saved-items.ts";
import { SavedListQuerySchema, type SavedArticlesResponse, type SavedRecipesResponse } from "../../src/shared/saved/schema.ts";

// GET /api/auth/saved-recipes?userId= -> {savedRecipes: ids, items}; /api/auth/saved-articles -> {savedArticles, items}
export default handle(["GET"], async (req) => {
  const { userId } = parseQuery(req, SavedListQuerySchema);
  const owner = await savedItemsOwner(req, userId);
  if (new URL(req.url).pathname.endsWith("/saved-recipes")) {
    const items = await listSaved(owner, "recipe");
    const body: SavedRecipesResponse = { savedRecipes: items.map((i) => Number(i.id)), items };
    return json(body);
  }
  const items = await listSaved(owner, "article");
  const body: SavedArticlesResponse = { savedArticles: items.map((i) => i.id), items };
  return json(body);
});

export const config: Config = { path: ["/api/auth/saved-recipes", "/api/auth/saved-articles"] };
