import type { Config } from "@netlify/functions";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { requireAdmin } from "../../src/server/admin/admin-auth.ts";
import { SubscribersQuerySchema } from "../../src/shared/newsletter/schema.ts";
import { listSubscribers } from "../../src/server/newsletter/subscribers.ts";
import { subscribersCsv } from "../../src/server/newsletter/csv.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// GET /api/newsletter/subscribers?q=&page=&pageSize= -> {subscribers, total, page, pageSize} (admin);
// &format=csv -> every matching subscriber as a CSV download.
export default handle(["GET"], async (req, context) => {
  await requireAdmin(req, clientAddress(req, context));
  const p = parseQuery(req, SubscribersQuerySchema);
  if (p.format === "csv") {
    const { subscribers } = await listSubscribers({ q: p.q, limit: 1_000_000, offset: 0 });
    return new Response(subscribersCsv(subscribers), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
        "cache-control": "no-store",
      },
    });
  }
  const { subscribers, total } = await listSubscribers({ q: p.q, limit: p.pageSize, offset: (p.page - 1) * p.pageSize });
  return json({ subscribers, total, page: p.page, pageSize: p.pageSize });
});

export const config: Config = { path: "/api/newsletter/subscribers" };
