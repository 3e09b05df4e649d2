import type { Config } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";
import { readJson, validate } from "../../src/server/auth/validate.ts";
import { signIn } from "../../src/server/auth/accounts.ts";
import { SignInSchema } from "../../src/shared/auth.ts";

// POST /api/auth/signin {emailOrUsername, password} -> {user} and a new session cookie
export default handle(["POST"], async (req, context) => {
  const input = validate(SignInSchema, await readJson(req));
  const { user, cookie } = await signIn(req, input, clientAddress(req, context));
  return json({ user }, { headers: { "set-cookie": cookie } });
});

export const config: Config = { path: "/api/auth/signin" };
