import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody, parseQuery } from "../../src/server/http/handler.ts";
import { requireAdmin } from "../../src/server/admin/admin-auth.ts";
import { MessageIdSchema, MessagesQuerySchema } from "../../src/shared/newsletter/schema.ts";
import { listMessages, markHandled } from "../../src/server/contact/contact.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// GET /api/admin/messages?status=open|handled|all -> {status, messages, counts} (unhandled and urgent
// first; all when no status); POST {id, handled} marks one handled or open again (the undo), then
// answers the same list (admin).
export default handle(["GET", "POST"], async (req, context) => {
  await requireAdmin(req, clientAddress(req, context));
  const { status } = parseQuery(req, MessagesQuerySchema);
  if (req.method === "POST") {
    const { id, handled } = await parseJsonBody(req, MessageIdSchema);
    await markHandled(id, handled);
  }
  return json(await listMessages(status));
});

export const config: Config = { path: "/api/admin/messages" };
