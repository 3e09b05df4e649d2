import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";
import { verifyEmail } from "../../src/server/auth/accounts.ts";
import { headlineMessage, VerifyEmailSchema } from "../../src/shared/auth/schema.ts";

// POST /api/auth/verify-email {userId, code} -> {user} and the session cookie
export default handle(["POST"], async (req, context) => {
  const input = await parseJsonBody(req, VerifyEmailSchema, { headline: headlineMessage });
  const { user, cookie } = await verifyEmail(req, input, clientAddress(req, context));
  return json({ user }, { headers: { "set-cookie": cookie } });
});

export const config: Config = { path: "/api/auth/verify-email" };
