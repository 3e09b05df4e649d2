import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { requireAdmin } from "../../src/server/admin/admin-auth.ts";
import { MessageIdSchema } from "../../src/shared/newsletter.ts";
import { listMessages, markHandled } from "../../src/server/contact/contact.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// GET /api/admin/messages -> {messages} (unhandled and urgent first); POST {id, handled} marks one (admin).
export default handle(["GET", "POST"], async (req, context) => {
  await requireAdmin(req, clientAddress(req, context));
  if (req.method === "POST") {
    const { id, handled } = await parseJsonBody(req, MessageIdSchema);
    await markHandled(id, handled);
  }
  return json({ messages: await listMessages() });
});

export const config: Config = { path: "/api/admin/messages" };
