import type { Config } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";
import { readJson, validate } from "../../src/server/auth/validate.ts";
import { verifyEmail } from "../../src/server/auth/accounts.ts";
import { VerifyEmailSchema } from "../../src/shared/auth.ts";

// POST /api/auth/verify-email {userId, code} -> {user} and the session cookie
export default handle(["POST"], async (req, context) => {
  const input = validate(VerifyEmailSchema, await readJson(req));
  const { user, cookie } = await verifyEmail(req, input, clientAddress(req, context));
  return json({ user }, { headers: { "set-cookie": cookie } });
});

export const config: Config = { path: "/api/auth/verify-email" };
