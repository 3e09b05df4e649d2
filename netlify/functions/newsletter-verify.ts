import type { Config } from "@netlify/functions";
import { z } from "zod";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { verify } from "../../src/server/newsletter/subscriptions.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// POST /api/newsletter/verify {email, code} -> {ok, message, email, categories} (docs/product.md#a-api)
export default handle(["POST"], async (req, context) => json(await verify(await parseJsonBody(req, z.unknown()), clientAddress(req, context), req)));

export const config: Config = { path: "/api/newsletter/verify" };
