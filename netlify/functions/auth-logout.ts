import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { clearSessionCookie, revokeSession } from "../../src/server/auth/sessions.ts";
import { headlineMessage, SessionCheckSchema } from "../../src/shared/auth/schema.ts";

// POST /api/auth/logout {userId}: revokes this request's session on the server and clears the cookie.
// Revoking one's own session harms no one, so it is done whatever userId says.
export default handle(["POST"], async (req) => {
  await parseJsonBody(req, SessionCheckSchema, { headline: headlineMessage });
  await revokeSession(req);
  return json({ ok: true }, { headers: { "set-cookie": clearSessionCookie() } });
});

export const config: Config = { path: "/api/auth/logout" };
