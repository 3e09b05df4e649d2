import type { Config } from "@netlify/functions";
import { handle } from "../../src/server/http/handler.ts";
import { dueDeliveries } from "../../src/server/newsletter/delivery.ts";
import { publicSiteUrl } from "../../src/server/newsletter/subscriptions.ts";
import { callBackgroundDrain } from "../../src/server/newsletter/drain-trigger.ts";

// Scheduled (deployed sites only): every 10 minutes, when sends are due (retries after a 429/5xx, or
// a drain that died), starts the background drain (scheduled functions run on the published production
// deploy only, so the site's URL is this deploy's). The local server runs its own timer instead.
export default handle(["GET", "POST"], async () => {
  if ((await dueDeliveries()) === 0) return new Response(null, { status: 204 });
  await callBackgroundDrain(publicSiteUrl());
  return new Response(null, { status: 202 });
});

export const config: Config = { schedule: "*/10 * * * *" };
