// Who drains the send queue after a publish: on a deploy the background function (15 minutes, not the
// publishing request), called at the deploy's own URL with a key every instance of that deploy derives
// alike; locally (npm start, tests) the same drain code in this process.
// See docs/decisions/0012-run-mode-and-fail-closed.md.
import { createHmac } from "node:crypto";
import { adminPassword, passwordMatches } from "../admin/admin-auth.ts";
import { deployId, isDeployed } from "../platform/mode.ts";
import { drainQueue } from "./delivery.ts";

export const BACKGROUND_DRAIN_PATH = "/.netlify/functions/newsletter-send-background";
export const DRAIN_KEY_HEADER = "x-drain-key";
type WaitUntil = { waitUntil: (p: Promise<unknown>) => void };

/**
 * The background drain's key: an HMAC of ADMIN_PASSWORD (configured, so the same in every instance) and
 * the deploy's id (so a preview's key does not open production's drain, nor the other way round).
 * Null without a usable ADMIN_PASSWORD: then nothing can publish or drain.
 */
export function drainKey(): string | null {
  const password = adminPassword();
  if (!password) return null;
  return createHmac("sha256", password)
    .update(`newsletter-drain:${deployId() ?? "local"}`)
    .digest("base64url");
}

/** Whether a request carries this deploy's drain key (constant-time comparison). */
export function hasDrainKey(req: Request): boolean {
  const given = req.headers.get(DRAIN_KEY_HEADER);
  const expected = drainKey();
  return Boolean(given && expected && passwordMatches(given, expected));
}

/** Starts the background drain at `deployUrl` (the origin this deploy was reached at). */
export async function callBackgroundDrain(deployUrl: string): Promise<void> {
  const key = drainKey();
  if (!key) throw new Error("the drain key needs ADMIN_PASSWORD");
  const res = await fetch(new URL(BACKGROUND_DRAIN_PATH, deployUrl), { method: "POST", headers: { [DRAIN_KEY_HEADER]: key } });
  await res.body?.cancel();
}

/** After a publish: `deployUrl` is the request's own origin, so a preview drains its own queue. */
export function startDrain(context: WaitUntil, deployUrl: string, siteUrl: string) {
  if (isDeployed()) {
    context.waitUntil(callBackgroundDrain(deployUrl).catch((err) => console.error("[newsletter] could not start the background drain:", err)));
    return;
  }
  context.waitUntil(drainQueue({ siteUrl }));
}
