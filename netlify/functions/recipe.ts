import type { Config, Context } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/http-error.ts";
import { getRecipe } from "../../src/server/recipes/service.ts";
import { PUBLIC_CACHE } from "../../src/server/recipes/cache-headers.ts";

export default handle(["GET"], async (_req, context: Context) => {
  const raw = context.params.id ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new HttpError(400, "Recipe id must be a positive whole number.", { id: "Must be a positive whole number." });
  return json(await getRecipe(Number(raw)), { headers: PUBLIC_CACHE });
});

export const config: Config = { path: "/api/recipes/:id" };
