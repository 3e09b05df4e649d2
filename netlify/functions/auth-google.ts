import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { googleSignIn } from "../../src/server/auth/accounts.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";
import { GoogleSignInSchema, headlineMessage } from "../../src/shared/auth/schema.ts";

// POST /api/auth/google {googleToken, userInfo} -> {user}; userInfo is ignored, the verified token decides.
export default handle(["POST"], async (req, context) => {
  const { googleToken } = await parseJsonBody(req, GoogleSignInSchema, { headline: headlineMessage });
  const { user, cookie } = await googleSignIn(req, googleToken, clientAddress(req, context));
  return json({ user }, { headers: { "set-cookie": cookie } });
});

export const config: Config = { path: "/api/auth/google" };
