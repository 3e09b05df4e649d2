import type { Config } from "@netlify/functions";
import { handle } from "../../src/server/http/handler.ts";
import { readJson, validate } from "../../src/server/auth/validate.ts";
import { verifyEmail } from "../../src/server/auth/accounts.ts";
import { jsonWithCookie, withAuthErrors } from "../../src/server/auth/respond.ts";
import { VerifyEmailSchema } from "../../src/shared/auth.ts";

// POST /api/auth/verify-email {userId, code} -> {user} and the session cookie
export default handle(["POST"], async (req, context) =>
  withAuthErrors(async () => {
    const input = validate(VerifyEmailSchema, await readJson(req));
    const { user, cookie } = await verifyEmail(req, input, context.ip);
    return jsonWithCookie({ user }, cookie);
  }),
);

export const config: Config = { path: "/api/auth/verify-email" };
