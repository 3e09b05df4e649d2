import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { assertSameUser, requireSession } from "../../src/server/auth/sessions.ts";
import { headlineMessage, SessionCheckSchema } from "../../src/shared/auth/schema.ts";

// POST /api/auth/verify {userId}: is the stored user still signed in? 200 {ok, user}, 401 or 403.
export default handle(["POST"], async (req) => {
  const { userId } = await parseJsonBody(req, SessionCheckSchema, { headline: headlineMessage });
  const session = await requireSession(req);
  assertSameUser(session, userId);
  return json({ ok: true, user: session.user });
});

export const config: Config = { path: "/api/auth/verify" };
