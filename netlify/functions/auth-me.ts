import type { Config } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { requireSession } from "../../src/server/auth/sessions.ts";

// GET /api/auth/me: the session's user, or 401.
export default handle(["GET"], async (req) => json({ user: (await requireSession(req)).user }));

export const config: Config = { path: "/api/auth/me" };
