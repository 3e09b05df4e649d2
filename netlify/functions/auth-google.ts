import type { Config } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { readJson, validate } from "../../src/server/auth/validate.ts";
import { googleSignIn } from "../../src/server/auth/accounts.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";
import { GoogleSignInSchema } from "../../src/shared/auth.ts";

// POST /api/auth/google {googleToken, userInfo} -> {user}; userInfo is ignored, the verified token decides.
export default handle(["POST"], async (req, context) => {
  const { googleToken } = validate(GoogleSignInSchema, await readJson(req));
  const { user, cookie } = await googleSignIn(req, googleToken, clientAddress(req, context));
  return json({ user }, { headers: { "set-cookie": cookie } });
});

export const config: Config = { path: "/api/auth/google" };
