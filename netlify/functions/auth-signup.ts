import type { Config } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { readJson } from "../../src/server/auth/validate.ts";
import { signUp } from "../../src/server/auth/accounts.ts";

// POST /api/auth/signup {name, email, username, password} -> 201 {requiresVerification, user, message}
export default handle(["POST"], async (req, context) => {
  const body = await readJson(req);
  return json(await signUp(body, context.ip), { status: 201 });
});

export const config: Config = { path: "/api/auth/signup" };
