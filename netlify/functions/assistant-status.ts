import type { Config, Context } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { consume } from "../../src/server/ratelimit/rate-limit.ts";
import { RATE_LIMITS } from "../../src/server/ratelimit/limits.ts";
import { aiStatus } from "../../src/server/chat/status.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// GET /api/ai/status: the AI mode and a real check of its provider (for /api-test). Each check may call
// the AI, so it counts against the chat limit.
export default handle(["GET"], async (req, context: Context) => {
  await consume(RATE_LIMITS.chatPerIp, clientAddress(req, context), "Too many checks in a short time.");
  return json(await aiStatus());
});

export const config: Config = { path: "/api/ai/status" };
