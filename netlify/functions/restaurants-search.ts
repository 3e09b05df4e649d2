import type { Config } from "@netlify/functions";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/http-error.ts";
import { RestaurantSearchQuerySchema } from "../../src/shared/restaurants/schema.ts";
import { searchRestaurants } from "../../src/server/restaurants/service.ts";

export default handle(["GET"], async (req) => {
  let q;
  try {
    q = parseQuery(req, RestaurantSearchQuerySchema);
  } catch (err) {
    // Typed like the finder's other errors (docs/architecture.md#api-contract: bad-input).
    if (err instanceof HttpError) throw new HttpError(err.status, err.message, err.fields, err.headers, { code: "bad-input" });
    throw err;
  }
  // Open-now changes by the minute; the upstream answers behind it are cached on the server.
  return json(await searchRestaurants(q), { headers: { "cache-control": "public, max-age=60" } });
});

export const config: Config = { path: "/api/restaurants/search" };
