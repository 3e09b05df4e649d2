import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";
import { signUp } from "../../src/server/auth/accounts.ts";
import { headlineMessage, SignUpSchema } from "../../src/shared/auth/schema.ts";

// POST /api/auth/signup {name, email, username, password} -> 201 {requiresVerification, user, message}
export default handle(["POST"], async (req, context) => {
  const input = await parseJsonBody(req, SignUpSchema, { headline: headlineMessage });
  return json(await signUp(input, clientAddress(req, context)), { status: 201 });
});

export const config: Config = { path: "/api/auth/signup" };
