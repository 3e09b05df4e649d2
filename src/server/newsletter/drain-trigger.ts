// Who drains the send queue after a publish: on Netlify the background function (15 minutes, not the
// publishing request); locally (npm start, tests) the same drain code in this process.
import { adminPassword } from "../admin/admin-auth.ts";
import { drainQueue } from "./delivery.ts";

export const BACKGROUND_DRAIN_PATH = "/.netlify/functions/newsletter-send-background";
type WaitUntil = { waitUntil: (p: Promise<unknown>) => void };

const onNetlify = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

export function startDrain(context: WaitUntil, siteUrl: string) {
  if (onNetlify()) {
    const password = adminPassword();
    context.waitUntil(
      fetch(new URL(BACKGROUND_DRAIN_PATH, siteUrl), { method: "POST", headers: { authorization: `Bearer ${password}` } })
        .then((r) => r.body?.cancel())
        .catch((err) => console.error("[newsletter] could not start the background drain:", err)),
    );
    return;
  }
  context.waitUntil(drainQueue({ siteUrl }));
}
