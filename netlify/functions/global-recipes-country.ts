import type { Config, Context } from "@netlify/functions";
import { handle, parseQuery, parseWith } from "../../src/server/http/handler.ts";
import { CountryParamSchema, GlobalCountryQuerySchema } from "../../src/shared/recipes/api.schema.ts";
import { countryRecipes } from "../../src/server/recipes/service.ts";
import { cachedAnswer } from "../../src/server/recipes/cached-answer.ts";

export default handle(["GET"], async (req, context: Context) => {
  const { country } = parseWith(CountryParamSchema, { country: context.params.country ?? "" });
  const { limit, page } = parseQuery(req, GlobalCountryQuerySchema);
  return cachedAnswer(req, () => countryRecipes(country, limit, page));
});

export const config: Config = { path: "/api/global-recipes/country/:country" };
