import type { Config } from "@netlify/functions";
import { firstMessage, handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { requireAdmin } from "../../src/server/admin/admin-auth.ts";
import { PublishSchema } from "../../src/shared/newsletter/schema.ts";
import { publicSiteUrl } from "../../src/server/newsletter/subscriptions.ts";
import { publishIssue } from "../../src/server/newsletter/delivery.ts";
import { startDrain } from "../../src/server/newsletter/drain-trigger.ts";
import { assertMailConfigured } from "../../src/server/mail/mail.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// POST /api/newsletter/publish {category, title, content, confirm: true} -> {message, issue, queued}
// (admin). Without confirm: true it is refused (400) and nothing is stored: the admin page previews
// first (/api/newsletter/preview), then confirms. Answers at once: the sends are queued and drained in
// the background.
export default handle(["POST"], async (req, context) => {
  await requireAdmin(req, clientAddress(req, context));
  assertMailConfigured(); // nothing is queued that no provider could send
  const input = await parseJsonBody(req, PublishSchema, { headline: firstMessage });
  const result = await publishIssue(input);
  if (result.queued > 0) startDrain(context, new URL(req.url).origin, publicSiteUrl(req));
  return json(result, { status: 201 });
});

export const config: Config = { path: "/api/newsletter/publish" };
