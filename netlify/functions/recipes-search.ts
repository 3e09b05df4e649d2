import type { Config } from "@netlify/functions";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { RecipeSearchQuerySchema } from "../../src/shared/recipe-api.ts";
import { searchRecipes } from "../../src/server/recipes/service.ts";
import { PUBLIC_CACHE } from "../../src/server/recipes/cache-headers.ts";

export default handle(["GET"], async (req) => json(await searchRecipes(parseQuery(req, RecipeSearchQuerySchema)), { headers: PUBLIC_CACHE }));

export const config: Config = { path: "/api/recipes/search" };
