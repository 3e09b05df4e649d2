import type { Config } from "@netlify/functions";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { IndianRecipesQuerySchema } from "../../src/shared/recipes/api.schema.ts";
import { indianRecipes } from "../../src/server/recipes/service.ts";

export default handle(["GET"], async (req) => {
  const { limit, random } = parseQuery(req, IndianRecipesQuerySchema);
  return json(await indianRecipes(limit, random));
});

export const config: Config = { path: "/api/indian-recipes" };
