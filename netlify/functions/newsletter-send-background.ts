import { handle, json } from "../../src/server/http/handler.ts";
import { requireAdmin } from "../../src/server/admin/admin-auth.ts";
import { drainQueue, dueDeliveries } from "../../src/server/newsletter/delivery.ts";
import { publicSiteUrl } from "../../src/server/newsletter/subscriptions.ts";
import { callBackgroundDrain, hasDrainKey } from "../../src/server/newsletter/drain-trigger.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// Background function (the -background name: 202 at once, up to 15 minutes): drains the newsletter
// send queue in batches. Started by a publish and by the scheduled retry; several may run at once
// (rows are claimed with SKIP LOCKED). Near its time limit it hands over to a fresh run, at this deploy's
// own URL. Callers prove themselves with the deploy's drain key (any instance derives the same one) or as
// the admin (docs/decisions/0012-run-mode-and-fail-closed.md).
const RUN_MS = 13 * 60 * 1000;

export default handle(["POST"], async (req, context) => {
  if (!hasDrainKey(req)) await requireAdmin(req, clientAddress(req, context));
  const siteUrl = publicSiteUrl(req);
  const result = await drainQueue({ siteUrl, deadline: Date.now() + RUN_MS });
  console.log(`[newsletter] drain: ${result.sent} sent, ${result.retried} to retry, ${result.failed} failed in ${result.batches} batches`);
  if ((await dueDeliveries()) > 0) {
    await callBackgroundDrain(new URL(req.url).origin);
  }
  return json(result);
});
