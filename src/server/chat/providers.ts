// The AI providers of docs/architecture.md#providers behind one interface: Hugging Face Inference (through
// @huggingface/inference) and any OpenAI-compatible endpoint (Ollama, llama.cpp server, vLLM).
// Vendor answers are reshaped to plain text here; anything else (HTTP errors, garbage, time-outs)
// becomes an AiUnavailable, which the chat service answers with the built-in assistant.
import { InferenceClient } from "@huggingface/inference";
import { env, type Env } from "../platform/env.ts";

export type AiMessage = { role: "system" | "user" | "assistant"; content: string };
export type AiOptions = { signal: AbortSignal; maxTokens: number; temperature: number };

export interface AiProvider {
  readonly name: "huggingface" | "openai-compatible";
  readonly model: string;
  complete(messages: AiMessage[], opts: AiOptions): Promise<string>;
  stream(messages: AiMessage[], opts: AiOptions): AsyncIterable<string>;
}

/** The configured AI failed; `reason` is safe to log and to show on /api-test (no secrets). */
export class AiUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "AiUnavailable";
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** choices[0].message.content of a chat completion, or AiUnavailable when the answer has none. */
export function completionText(body: unknown): string {
  const choice = isObject(body) && Array.isArray(body.choices) ? (body.choices[0] as unknown) : undefined;
  const content = isObject(choice) && isObject(choice.message) ? choice.message.content : undefined;
  if (typeof content !== "string" || !content.trim()) throw new AiUnavailable("the AI answered without any text");
  return content;
}

/** choices[0].delta.content of a streamed chunk ("" when the chunk carries none, e.g. the role). */
export function deltaText(chunk: unknown): string {
  const choice = isObject(chunk) && Array.isArray(chunk.choices) ? (chunk.choices[0] as unknown) : undefined;
  const content = isObject(choice) && isObject(choice.delta) ? choice.delta.content : undefined;
  return typeof content === "string" ? content : "";
}

function describe(err: unknown, signal: AbortSignal): AiUnavailable {
  if (err instanceof AiUnavailable) return err;
  if (signal.aborted) return new AiUnavailable("the AI did not answer in time");
  const status = isObject(err) && isObject(err.httpResponse) ? err.httpResponse.status : isObject(err) ? err.status : undefined;
  if (typeof status === "number") return new AiUnavailable(status === 429 ? "the AI is rate limited (429)" : `the AI answered HTTP ${status}`);
  return new AiUnavailable("the AI could not be reached or sent an unreadable answer");
}

// ---- OpenAI-compatible ------------------------------------------------------------------------------

export class OpenAiCompatibleProvider implements AiProvider {
  readonly name = "openai-compatible" as const;
  constructor(
    private readonly baseUrl: string,
    readonly model: string,
    private readonly apiKey?: string,
  ) {}

  private async post(messages: AiMessage[], opts: AiOptions, stream: boolean): Promise<Response> {
    const res = await fetch(`${this.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: stream ? "text/event-stream" : "application/json",
        ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.model, messages, max_tokens: opts.maxTokens, temperature: opts.temperature, stream }),
      signal: opts.signal,
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new AiUnavailable(res.status === 429 ? "the AI is rate limited (429)" : `the AI answered HTTP ${res.status}`);
    }
    return res;
  }

  async complete(messages: AiMessage[], opts: AiOptions): Promise<string> {
    try {
      const res = await this.post(messages, opts, false);
      return completionText(await res.json());
    } catch (err) {
      throw describe(err, opts.signal);
    }
  }

  async *stream(messages: AiMessage[], opts: AiOptions): AsyncIterable<string> {
    let res: Response;
    try {
      res = await this.post(messages, opts, true);
    } catch (err) {
      throw describe(err, opts.signal);
    }
    // A server that ignores stream:true answers one JSON completion: take it whole.
    if (!(res.headers.get("content-type") ?? "").includes("text/event-stream")) {
      try {
        yield completionText(await res.json());
        return;
      } catch (err) {
        throw describe(err, opts.signal);
      }
    }
    try {
      for await (const data of sseData(res.body!)) {
        if (data === "[DONE]") return;
        let chunk: unknown;
        try {
          chunk = JSON.parse(data);
        } catch {
          throw new AiUnavailable("the AI sent an unreadable stream");
        }
        if (isObject(chunk) && chunk.error) throw new AiUnavailable("the AI reported an error while streaming");
        const text = deltaText(chunk);
        if (text) yield text;
      }
    } catch (err) {
      throw describe(err, opts.signal);
    }
  }
}

/** The `data:` payloads of a server-sent events body. */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
        const event = buffer.slice(0, cut);
        buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, "");
        const data = event
          .split(/\r?\n/)
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).replace(/^ /, ""))
          .join("\n");
        if (data) yield data;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

// ---- Hugging Face -----------------------------------------------------------------------------------

export class HuggingFaceProvider implements AiProvider {
  readonly name = "huggingface" as const;
  private readonly client: InferenceClient;
  constructor(
    token: string,
    readonly model: string,
    endpointUrl: string,
  ) {
    this.client = new InferenceClient(token, { endpointUrl });
  }

  async complete(messages: AiMessage[], opts: AiOptions): Promise<string> {
    try {
      const out: unknown = await this.client.chatCompletion(
        { model: this.model, messages, max_tokens: opts.maxTokens, temperature: opts.temperature },
        // The client retries a 503 forever by default; a failing model falls back to the built-in instead.
        { signal: opts.signal, retry_on_error: false },
      );
      return completionText(out);
    } catch (err) {
      throw describe(err, opts.signal);
    }
  }

  async *stream(messages: AiMessage[], opts: AiOptions): AsyncIterable<string> {
    try {
      const chunks = this.client.chatCompletionStream(
        { model: this.model, messages, max_tokens: opts.maxTokens, temperature: opts.temperature },
        { signal: opts.signal, retry_on_error: false },
      );
      for await (const chunk of chunks) {
        const text = deltaText(chunk);
        if (text) yield text;
      }
    } catch (err) {
      throw describe(err, opts.signal);
    }
  }
}

/** The configured AI provider, or null for the built-in assistant (docs/architecture.md#providers: chosen by environment). */
export function configuredProvider(e: Env = env()): AiProvider | null {
  if (e.HF_TOKEN) return new HuggingFaceProvider(e.HF_TOKEN, e.HF_MODEL, e.HF_ENDPOINT_URL);
  if (e.AI_BASE_URL) return new OpenAiCompatibleProvider(e.AI_BASE_URL, e.AI_MODEL, e.AI_API_KEY);
  return null;
}
