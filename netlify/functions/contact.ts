import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { submitContact } from "../../src/server/contact/contact.ts";
import { ContactSchema, contactHeadline } from "../../src/shared/contact/schema.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// POST /api/contact {name, email, subject, message} -> {ok, message} (docs/product.md#a-api)
export default handle(["POST"], async (req, context) =>
  json(await submitContact(await parseJsonBody(req, ContactSchema, { headline: contactHeadline }), clientAddress(req, context))),
);

export const config: Config = { path: "/api/contact" };
