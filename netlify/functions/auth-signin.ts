import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";
import { signIn } from "../../src/server/auth/accounts.ts";
import { headlineMessage, SignInSchema } from "../../src/shared/auth/schema.ts";

// POST /api/auth/signin {emailOrUsername, password} -> {user} and a new session cookie
export default handle(["POST"], async (req, context) => {
  const input = await parseJsonBody(req, SignInSchema, { headline: headlineMessage });
  const { user, cookie } = await signIn(req, input, clientAddress(req, context));
  return json({ user }, { headers: { "set-cookie": cookie } });
});

export const config: Config = { path: "/api/auth/signin" };
