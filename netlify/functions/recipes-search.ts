import type { Config, Context } from "@netlify/functions";
import { handle, parseQuery } from "../../src/server/http/handler.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";
import { RecipeSearchQuerySchema } from "../../src/shared/recipes/api.schema.ts";
import { countryName, searchRecipesJson } from "../../src/server/recipes/service.ts";
import { cachedAnswer } from "../../src/server/recipes/cached-answer.ts";
import { JsonText } from "../../src/server/http/response-cache.ts";
import { countSearch, searchKey } from "../../src/server/recipes/search-limit.ts";

export default handle(["GET"], async (req, context: Context) => {
  const q = parseQuery(req, RecipeSearchQuerySchema);
  countryName(q.country); // an unknown country is refused before the search counts against the limit
  // Only searches the cache cannot answer count against the address's limit.
  return cachedAnswer(
    req,
    async () => {
      await countSearch(clientAddress(req, context));
      return new JsonText(await searchRecipesJson(q));
    },
    undefined,
    searchKey(q),
  );
});

export const config: Config = { path: "/api/recipes/search" };
