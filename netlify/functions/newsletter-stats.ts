import type { Config } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { requireAdmin } from "../../src/server/admin/admin-auth.ts";
import { newsletterStats } from "../../src/server/newsletter/delivery.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// GET /api/newsletter/stats -> {totalSubscribers, totalNewsletters, categoryStats, deliveries} (admin)
export default handle(["GET"], async (req, context) => {
  await requireAdmin(req, clientAddress(req, context));
  return json(await newsletterStats());
});

export const config: Config = { path: "/api/newsletter/stats" };
