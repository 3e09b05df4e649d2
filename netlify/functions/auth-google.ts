import type { Config } from "@netlify/functions";
import { handle } from "../../src/server/http/handler.ts";
import { readJson, validate } from "../../src/server/auth/validate.ts";
import { googleSignIn } from "../../src/server/auth/accounts.ts";
import { jsonWithCookie } from "../../src/server/auth/respond.ts";
import { GoogleSignInSchema } from "../../src/shared/auth.ts";

// POST /api/auth/google {googleToken, userInfo} -> {user}; userInfo is ignored, the verified token decides.
export default handle(["POST"], async (req, context) => {
  const { googleToken } = validate(GoogleSignInSchema, await readJson(req));
  const { user, cookie } = await googleSignIn(req, googleToken, context.ip);
  return jsonWithCookie({ user }, cookie);
});

export const config: Config = { path: "/api/auth/google" };
