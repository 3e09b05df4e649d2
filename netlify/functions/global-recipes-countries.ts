import type { Config } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { countries } from "../../src/server/recipes/service.ts";
import { PUBLIC_CACHE } from "../../src/server/recipes/cache-headers.ts";

export default handle(["GET"], async () => json(await countries(), { headers: PUBLIC_CACHE }));

export const config: Config = { path: "/api/global-recipes/countries" };
