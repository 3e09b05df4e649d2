// The chat contract without zod, for the browser (lint keeps zod out of the pages' JavaScript).
// The server validates with the schemas of schema.ts, which uses these limits.

/** docs/architecture.md#api-contract / issue 12: message 1-2,000 characters after trimming; at most 20 prior turns of 4,000. */
export const CHAT_LIMITS = { messageMax: 2000, turnsMax: 20, turnMax: 4000 } as const;

export type ChatRole = "user" | "assistant";
export type ChatTurn = { role: ChatRole; content: string };
export type ChatRequest = { message: string; conversation: ChatTurn[] };

/** Which provider wrote a reply; "built-in-fallback" when a configured AI failed and the built-in answered. */
export type ChatProviderName = "huggingface" | "openai-compatible" | "built-in" | "built-in-fallback";

export type ChatSource = { id: string; title: string; url: string; kind: "recipe" | "article" | "technique" };

export type ChatAnswer = { ok: true; reply: string; provider: ChatProviderName; sources: ChatSource[] };

/**
 * Server-sent events of a streamed reply (Accept: text/event-stream):
 * `meta` {provider, sources} first, then `delta` {text} chunks, then `done` {reply, provider, sources}.
 * A configured AI that fails before its first words is replaced by the built-in reply in the same stream.
 */
export type ChatStreamEvent =
  | { event: "meta"; data: { provider: ChatProviderName; sources: ChatSource[] } }
  | { event: "delta"; data: { text: string } }
  | { event: "done"; data: ChatAnswer };

/** docs/product.md#a-validation: code fences stripped, runs of more than two blank lines collapsed. */
export function cleanReply(text: string): string {
  return text
    .replace(/```[a-zA-Z0-9_-]*\n?/g, "")
    .replace(/\r\n/g, "\n")
    .replace(/\n[ \t]*\n([ \t]*\n)+/g, "\n\n")
    .trim();
}
