// The browser side of POST /api/chat (docs/product.md#a-api): the five paths in order until one answers ok, each
// with a time-out to the first byte of 5 s (10 s on slow-2g); the reply read from reply, response,
// message, choices[0].message.content or plain text; server-sent events when the server streams.
// Streaming needs fetch itself (lib/api.ts reads whole JSON bodies), so it stays inside this feature.
import { ApiError, errorFromResponse } from "../../lib/api.ts";
import { CHAT_LIMITS, cleanReply, type ChatProviderName, type ChatSource, type ChatTurn } from "../../../shared/chat/types.ts";

export const CHAT_PATHS = [
  "/.netlify/functions/api/api/chat",
  "/.netlify/functions/api/chat",
  "/api/chat",
  "/.netlify/functions/api/api/ai-chat",
  "/api/ai-chat",
] as const;

// docs/product.md#a-errors, word for word.
export const CHAT_ERRORS = {
  unreachable: "I couldn't reach the AI. Please try again.",
  exception: "Something went wrong. Try again.",
  unreadable: "I'm here and ready, but I couldn't read the AI response. Please try again or ask differently.",
} as const;

export type ChatResult = { reply: string; provider: ChatProviderName | null; sources: ChatSource[] };
export type ChatCallbacks = { onText?: (textSoFar: string) => void; onMeta?: (meta: { provider: ChatProviderName; sources: ChatSource[] }) => void };

/** The error a failed chat shows; `retryAfter` is set on a 429. */
export class ChatError extends Error {
  constructor(
    message: string,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = "ChatError";
  }
}

type Connection = { effectiveType?: string };
/** docs/product.md#a-limits: 5 s, or 10 s on a slow-2g connection. */
export function firstByteTimeout(): number {
  const c = (navigator as Navigator & { connection?: Connection }).connection;
  return c?.effectiveType === "slow-2g" ? 10_000 : 5_000;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The reply text of a JSON answer, in the order docs/product.md#a-api reads it; "" when there is none. */
export function extractReply(body: unknown): string {
  if (typeof body === "string") return body;
  if (!isObject(body)) return "";
  for (const key of ["reply", "response", "message"] as const) if (typeof body[key] === "string") return body[key];
  const choice = Array.isArray(body.choices) ? (body.choices[0] as unknown) : undefined;
  if (isObject(choice) && isObject(choice.message) && typeof choice.message.content === "string") return choice.message.content;
  return "";
}

/** The conversation sent with a message: the last 20 turns, each cut to 4,000 characters (the server's limits). */
export const conversationToSend = (history: ChatTurn[]): ChatTurn[] =>
  history.slice(-CHAT_LIMITS.turnsMax).map((t) => ({ role: t.role, content: t.content.slice(0, CHAT_LIMITS.turnMax) }));

/** Posts to one path; resolves once the headers arrive, or rejects on the first-byte time-out. */
async function post(path: string, body: string, signal: AbortSignal | undefined): Promise<Response> {
  const aborter = new AbortController();
  const timer = setTimeout(() => aborter.abort(), firstByteTimeout());
  const onAbort = () => aborter.abort();
  signal?.addEventListener("abort", onAbort);
  try {
    return await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream, application/json;q=0.9, text/plain;q=0.8" },
      body,
      credentials: "same-origin",
      signal: aborter.signal,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}

async function readStream(res: Response, cb: ChatCallbacks): Promise<ChatResult> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let text = "";
  let result: ChatResult | null = null;
  let provider: ChatProviderName | null = null;
  let sources: ChatSource[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = block.match(/^event: (.*)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1];
      if (!event || data === undefined) continue;
      const payload: unknown = JSON.parse(data);
      if (event === "meta" && isObject(payload)) {
        provider = payload.provider as ChatProviderName;
        sources = (payload.sources as ChatSource[]) ?? [];
        cb.onMeta?.({ provider, sources });
      } else if (event === "delta" && isObject(payload) && typeof payload.text === "string") {
        text += payload.text;
        cb.onText?.(text);
      } else if (event === "done" && isObject(payload)) {
        result = {
          reply: extractReply(payload),
          provider: (payload.provider as ChatProviderName) ?? provider,
          sources: (payload.sources as ChatSource[]) ?? sources,
        };
      } else if (event === "error") {
        throw new ChatError(CHAT_ERRORS.exception);
      }
    }
  }
  return result ?? { reply: text, provider, sources };
}

/**
 * Sends a message along the path chain. Resolves with the cleaned reply (never blank: an empty one
 * is the "couldn't read" error); rejects with a ChatError carrying the text to show.
 */
export async function sendChat(message: string, history: ChatTurn[], cb: ChatCallbacks = {}, signal?: AbortSignal): Promise<ChatResult> {
  const body = JSON.stringify({ message, conversation: conversationToSend(history) });
  for (const path of CHAT_PATHS) {
    let res: Response;
    try {
      res = await post(path, body, signal);
    } catch (err) {
      if (signal?.aborted) throw err;
      continue; // no answer within the time-out, or offline: the next path
    }
    if (!res.ok) {
      // Our API's own refusals (bad input, too many messages) would be the same on every path.
      if (res.status === 400 || res.status === 413 || res.status === 429) {
        const err: ApiError = await errorFromResponse(res);
        throw new ChatError(err.message, err.retryAfter);
      }
      continue;
    }
    try {
      const type = res.headers.get("content-type") ?? "";
      const result = type.includes("text/event-stream")
        ? await readStream(res, cb)
        : type.includes("json")
          ? ((b: unknown) => ({
              reply: extractReply(b),
              provider: isObject(b) ? ((b.provider as ChatProviderName) ?? null) : null,
              sources: isObject(b) && Array.isArray(b.sources) ? (b.sources as ChatSource[]) : [],
            }))(await res.json())
          : { reply: await res.text(), provider: null, sources: [] };
      const reply = cleanReply(result.reply);
      if (!reply) throw new ChatError(CHAT_ERRORS.unreadable);
      return { ...result, reply };
    } catch (err) {
      if (err instanceof ChatError) throw err;
      if (signal?.aborted) throw err;
      throw new ChatError(err instanceof SyntaxError ? CHAT_ERRORS.unreadable : CHAT_ERRORS.exception);
    }
  }
  // No path answered ok (each timed out, was unreachable or failed).
  throw new ChatError(CHAT_ERRORS.unreachable);
}

/** docs/product.md#a-limits: each line waits min(400, 120 + 8 per character) ms before it shows. */
export const typingDelay = (line: string) => Math.min(400, 120 + 8 * line.length);

/** Inside an iframe (a builder preview) or with reduced motion, replies show at once (docs/product.md#a-states). */
export function showRepliesAtOnce(): boolean {
  let framed = false;
  try {
    framed = window.self !== window.top;
  } catch {
    framed = true;
  }
  return framed || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
