import type { Config } from "@netlify/functions";
import { firstMessage, handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { VerifySchema } from "../../src/shared/newsletter/schema.ts";
import { verify } from "../../src/server/newsletter/subscriptions.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// POST /api/newsletter/verify {email, code} -> {ok, message, email, categories} (docs/product.md#a-api)
export default handle(["POST"], async (req, context) =>
  json(await verify(await parseJsonBody(req, VerifySchema, { headline: firstMessage }), clientAddress(req, context), req)),
);

export const config: Config = { path: "/api/newsletter/verify" };
