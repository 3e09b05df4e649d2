import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { savedItemsOwner } from "../../src/server/saved/access.ts";
import { saveItem, unsaveItem } from "../../src/server/saved/saved-items.ts";
import { SaveArticleSchema, SaveRecipeSchema, UnsaveArticleSchema, UnsaveRecipeSchema } from "../../src/shared/saved/schema.ts";

// POST /api/auth/save-recipe {userId, recipeId, title?, image?, summary?, url?}, /api/auth/unsave-recipe {userId, recipeId},
// and the same for articles with articleId. The user is the session's; a different userId gets 403.
export default handle(["POST"], async (req) => {
  const action = new URL(req.url).pathname.split("/").pop();
  switch (action) {
    case "save-recipe": {
      const { userId, recipeId, ...snapshot } = await parseJsonBody(req, SaveRecipeSchema);
      await saveItem(await savedItemsOwner(req, userId), "recipe", recipeId, snapshot);
      break;
    }
    case "unsave-recipe": {
      const { userId, recipeId } = await parseJsonBody(req, UnsaveRecipeSchema);
      await unsaveItem(await savedItemsOwner(req, userId), "recipe", recipeId);
      break;
    }
    case "save-article": {
      const { userId, articleId, ...snapshot } = await parseJsonBody(req, SaveArticleSchema);
      await saveItem(await savedItemsOwner(req, userId), "article", articleId, snapshot);
      break;
    }
    default: {
      const { userId, articleId } = await parseJsonBody(req, UnsaveArticleSchema);
      await unsaveItem(await savedItemsOwner(req, userId), "article", articleId);
    }
  }
  return json({ ok: true });
});

export const config: Config = {
  path: ["/api/auth/save-recipe", "/api/auth/unsave-recipe", "/api/auth/save-article", "/api/auth/unsave-article"],
};
