import type { Config } from "@netlify/functions";
import { firstMessage, handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { requireAdmin } from "../../src/server/admin/admin-auth.ts";
import { PreviewSchema } from "../../src/shared/newsletter/schema.ts";
import { publicSiteUrl } from "../../src/server/newsletter/subscriptions.ts";
import { previewIssue } from "../../src/server/newsletter/delivery.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// POST /api/newsletter/preview {category, title, content} -> {category, recipients, subject, html, text}
// (admin): the email as a subscriber will get it and how many it would go to; stores and sends nothing.
// The admin page shows it before the operator confirms the publish (docs/product.md#a-states).
export default handle(["POST"], async (req, context) => {
  await requireAdmin(req, clientAddress(req, context));
  const input = await parseJsonBody(req, PreviewSchema, { headline: firstMessage });
  return json(await previewIssue(input, publicSiteUrl(req)));
});

export const config: Config = { path: "/api/newsletter/preview" };
