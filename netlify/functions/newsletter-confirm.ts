import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { ConfirmLinkSchema } from "../../src/shared/newsletter/schema.ts";
import { confirmByLink } from "../../src/server/newsletter/subscriptions.ts";

// POST /api/newsletter/confirm {token}: the one-click confirm link of the email. The link opens
// /newsletters, which posts here, so a mail scanner that fetches links confirms nothing.
export default handle(["POST"], async (req) => {
  const { token } = await parseJsonBody(req, ConfirmLinkSchema);
  return json(await confirmByLink(token, req));
});

export const config: Config = { path: "/api/newsletter/confirm" };
