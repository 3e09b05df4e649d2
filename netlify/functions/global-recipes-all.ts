import type { Config } from "@netlify/functions";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { GlobalAllQuerySchema } from "../../src/shared/recipe-api.ts";
import { globalRecipes } from "../../src/server/recipes/service.ts";
import { PUBLIC_CACHE } from "../../src/server/recipes/cache-headers.ts";

export default handle(["GET"], async (req) => json(await globalRecipes(parseQuery(req, GlobalAllQuerySchema)), { headers: PUBLIC_CACHE }));

export const config: Config = { path: "/api/global-recipes/all" };
