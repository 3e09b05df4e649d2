import type { Config, Context } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { ChatRequestSchema } from "../../src/shared/chat/schema.ts";
import { consume } from "../../src/server/ratelimit/rate-limit.ts";
import { RATE_LIMITS } from "../../src/server/ratelimit/limits.ts";
import { answerChat, streamChat } from "../../src/server/chat/service.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";

// POST /api/chat {message, conversation} -> {ok, reply, provider, sources}, or server-sent events when
// the request accepts text/event-stream (docs/architecture.md#api-contract). The same handler answers on every path of the
// client's fallback chain (docs/product.md#a-api).
export default handle(["POST"], async (req, context: Context) => {
  const { message, conversation } = await parseJsonBody(req, ChatRequestSchema);
  await consume(RATE_LIMITS.chatPerIp, clientAddress(req, context), "You have sent many messages in a short time.");
  if ((req.headers.get("accept") ?? "").includes("text/event-stream")) {
    return new Response(streamChat(message, conversation), {
      headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" },
    });
  }
  return json(await answerChat(message, conversation));
});

export const config: Config = {
  path: ["/api/chat", "/.netlify/functions/api/api/chat", "/.netlify/functions/api/chat", "/api/ai-chat", "/.netlify/functions/api/api/ai-chat"],
};
