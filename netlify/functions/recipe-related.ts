import type { Config, Context } from "@netlify/functions";
import { handle } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/http-error.ts";
import { relatedTo } from "../../src/server/recipes/service.ts";
import { cachedAnswer } from "../../src/server/recipes/cached-answer.ts";

// Related recipes at the foot of a recipe page, for pages the build did not prerender with them.
export default handle(["GET"], async (req, context: Context) => {
  const raw = context.params.id ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw new HttpError(400, "Recipe id must be a positive whole number.", { id: "Must be a positive whole number." });
  return cachedAnswer(req, () => relatedTo(Number(raw)));
});

export const config: Config = { path: "/api/recipes/:id/related" };
