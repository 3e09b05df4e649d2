import type { Config } from "@netlify/functions";
import { firstMessage, handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { SubscribeSchema } from "../../src/shared/newsletter/schema.ts";
import { subscribe } from "../../src/server/newsletter/subscriptions.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// POST /api/newsletter/subscribe {name, email, categories} -> {ok, message}; a code is emailed (docs/product.md#a-api)
export default handle(["POST"], async (req, context) =>
  json(await subscribe(req, await parseJsonBody(req, SubscribeSchema, { headline: firstMessage }), clientAddress(req, context))),
);

export const config: Config = { path: "/api/newsletter/subscribe" };
