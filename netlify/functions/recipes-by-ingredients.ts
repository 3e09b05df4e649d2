import type { Config } from "@netlify/functions";
import { getSession } from "../../src/server/auth/sessions.ts";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { recipesByIngredients } from "../../src/server/plan/pantry.ts";
import { RATE_LIMITS } from "../../src/server/ratelimit/limits.ts";
import { consume } from "../../src/server/ratelimit/rate-limit.ts";
import { ByIngredientsQuerySchema } from "../../src/shared/plan/schema.ts";

// GET /api/recipes/by-ingredients?have=chickpeas,spinach,onion&limit=12 -> {have, results: [{id, title,
// share, missing, ...}]}: recipes ranked by the share of their ingredient weight at hand.
export default handle(["GET"], async (req) => {
  const { have, limit } = parseQuery(req, ByIngredientsQuerySchema);
  const session = await getSession(req);
  if (session) await consume(RATE_LIMITS.pantryPerAccount, session.user.id, "Too many pantry searches from this account.");
  return json(await recipesByIngredients(have, limit));
});

export const config: Config = { path: "/api/recipes/by-ingredients" };
