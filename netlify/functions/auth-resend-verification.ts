import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { resendVerification } from "../../src/server/auth/accounts.ts";
import { headlineMessage, ResendVerificationSchema } from "../../src/shared/auth/schema.ts";

// POST /api/auth/resend-verification {userId} -> {ok, message}; 429 + Retry-After beyond 3 per 10 minutes
export default handle(["POST"], async (req) => {
  const { userId } = await parseJsonBody(req, ResendVerificationSchema, { headline: headlineMessage });
  return json(await resendVerification(userId));
});

export const config: Config = { path: "/api/auth/resend-verification" };
