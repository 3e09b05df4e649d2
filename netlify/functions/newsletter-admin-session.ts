import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { AdminLoginSchema } from "../../src/shared/newsletter/schema.ts";
import { clearAdminCookie, endAdminSession, hasAdminSession, startAdminSession } from "../../src/server/admin/admin-auth.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// POST /api/admin/session {password} -> admin cookie; GET -> {admin: true|false} (is the session live?);
// DELETE -> logout (revoked on the server). The password never travels in a URL (docs/architecture.md#api-contract).
export default handle(["GET", "POST", "DELETE"], async (req, context) => {
  if (req.method === "POST") {
    const { password } = await parseJsonBody(req, AdminLoginSchema);
    const cookies = await startAdminSession(req, password, clientAddress(req, context));
    const headers = new Headers();
    for (const cookie of cookies) headers.append("set-cookie", cookie);
    return json({ ok: true }, { headers });
  }
  if (req.method === "DELETE") {
    await endAdminSession(req);
    return json({ ok: true }, { headers: { "set-cookie": clearAdminCookie() } });
  }
  return json({ admin: await hasAdminSession(req) });
});

export const config: Config = { path: "/api/admin/session" };
