import type { Config, Context } from "@netlify/functions";
import { handle } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/http-error.ts";
import { parseRecipeId } from "../../src/shared/recipes/ids.ts";
import { recipeDetail } from "../../src/server/recipes/service.ts";
import { cachedAnswer } from "../../src/server/recipes/cached-answer.ts";

export default handle(["GET"], async (req, context: Context) => {
  const id = parseRecipeId(context.params.id);
  if (id === null) throw new HttpError(400, "Recipe id must be a positive whole number.", { id: "Must be a positive whole number." });
  return cachedAnswer(req, () => recipeDetail(id));
});

// The other functions under /api/recipes/ are excluded by name: no two functions may match one path
// (which one Netlify would run is not documented; docs/decisions/0021-production-mode-test-run.md).
export const config: Config = { path: "/api/recipes/:id", excludedPath: ["/api/recipes/search", "/api/recipes/trending", "/api/recipes/by-ingredients"] };
