import type { Config } from "@netlify/functions";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { TrendingQuerySchema } from "../../src/shared/recipe-api.ts";
import { trending } from "../../src/server/recipes/service.ts";

export default handle(["GET"], async (req) => json(await trending(parseQuery(req, TrendingQuerySchema).number)));

export const config: Config = { path: "/api/recipes/trending" };
