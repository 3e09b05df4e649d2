import type { Config } from "@netlify/functions";
import { handle } from "../../src/server/http/handler.ts";
import { countries } from "../../src/server/recipes/service.ts";
import { cachedAnswer } from "../../src/server/recipes/cached-answer.ts";

export default handle(["GET"], async (req) => cachedAnswer(req, countries));

export const config: Config = { path: "/api/global-recipes/countries" };
