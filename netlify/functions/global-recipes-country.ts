import type { Config, Context } from "@netlify/functions";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { GlobalCountryQuerySchema } from "../../src/shared/recipe-api.ts";
import { countryRecipes } from "../../src/server/recipes/service.ts";
import { PUBLIC_CACHE } from "../../src/server/recipes/cache-headers.ts";

export default handle(["GET"], async (req, context: Context) => {
  const { limit, page } = parseQuery(req, GlobalCountryQuerySchema);
  return json(await countryRecipes(context.params.country ?? "", limit, page), { headers: PUBLIC_CACHE });
});

export const config: Config = { path: "/api/global-recipes/country/:country" };
