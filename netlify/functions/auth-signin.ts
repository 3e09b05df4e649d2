import type { Config } from "@netlify/functions";
import { handle } from "../../src/server/http/handler.ts";
import { readJson } from "../../src/server/auth/validate.ts";
import { signIn } from "../../src/server/auth/accounts.ts";
import { jsonWithCookie, withAuthErrors } from "../../src/server/auth/respond.ts";

// POST /api/auth/signin {emailOrUsername, password} -> {user} and a new session cookie
export default handle(["POST"], async (req, context) =>
  withAuthErrors(async () => {
    const { user, cookie } = await signIn(req, await readJson(req), context.ip);
    return jsonWithCookie({ user }, cookie);
  }),
);

export const config: Config = { path: "/api/auth/signin" };
