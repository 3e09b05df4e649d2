// A local fake of an OpenAI-style chat completions API (Hugging Face's router and OpenAI-compatible
// servers such as Ollama, llama.cpp and vLLM speak the same format). It plays recorded response shapes,
// JSON or streamed as server-sent events, and the failures the chat must survive: 429, 5xx, garbage and
// no answer at all.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeAiMode = "ok" | "429" | "500" | "503" | "garbage" | "no-choices" | "hang" | "stream-garbage";
export type FakeAiCall = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
};
export type FakeAi = {
  url: string;
  calls: FakeAiCall[];
  mode: FakeAiMode;
  /** The reply text the fake sends (split into words when streaming). */
  reply: string;
  stop: () => Promise<void>;
};

// Shapes recorded from llama.cpp's server and Hugging Face's router (ids and times vary).
export const completionBody = (model: string, content: string) => ({
  id: "chatcmpl-fake-1",
  object: "chat.completion",
  created: 1764000000,
  model,
  choices: [{ index: 0, message: { role: "assistant", content }, logprobs: null, finish_reason: "stop" }],
  usage: { prompt_tokens: 412, completion_tokens: 58, total_tokens: 470 },
});
const chunk = (model: string, delta: Record<string, string>, finish: string | null = null) => ({
  id: "chatcmpl-fake-1",
  object: "chat.completion.chunk",
  created: 1764000000,
  model,
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
});

export async function startFakeAi(): Promise<FakeAi> {
  const sockets = new Set<import("node:net").Socket>();
  const fake: FakeAi = { url: "", calls: [], mode: "ok", reply: "", stop: async () => {} };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      let body: FakeAiCall["body"] = {};
      try {
        body = JSON.parse(raw) as FakeAiCall["body"];
      } catch {
        /* recorded as empty */
      }
      fake.calls.push({ path: req.url ?? "/", headers: req.headers, body });
      const model = body.model ?? "unknown";
      switch (fake.mode) {
        case "hang":
          return; // never answers; the chat's time-out must fire
        case "429":
          return void res
            .writeHead(429, { "content-type": "application/json", "retry-after": "30" })
            .end(JSON.stringify({ error: { message: "Rate limit reached", type: "rate_limit_error" } }));
        case "500":
          return void res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: "Internal Server Error" }));
        case "503":
          return void res
            .writeHead(503, { "content-type": "application/json" })
            .end(JSON.stringify({ error: "Model is currently loading", estimated_time: 20 }));
        case "garbage":
          return void res.writeHead(200, { "content-type": "application/json" }).end("<html><body>Bad gateway</body></html>");
        case "no-choices":
          return void res
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify({ id: "x", object: "chat.completion", created: 1, model, choices: [] }));
        case "stream-garbage":
          if (body.stream) return void res.writeHead(200, { "content-type": "text/event-stream" }).end("data: {not json\n\n");
          return void res.writeHead(200, { "content-type": "application/json" }).end("{not json");
        default:
          break;
      }
      if (!body.stream) {
        return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completionBody(model, fake.reply)));
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(`data: ${JSON.stringify(chunk(model, { role: "assistant", content: "" }))}\n\n`);
      for (const word of fake.reply.split(/(?<= )/)) res.write(`data: ${JSON.stringify(chunk(model, { content: word }))}\n\n`);
      res.write(`data: ${JSON.stringify(chunk(model, {}, "stop"))}\n\n`);
      res.end("data: [DONE]\n\n");
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.stop = () =>
    new Promise((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  return fake;
}

/** Reads a server-sent events answer into its events. */
export async function readEvents(res: Response): Promise<{ event: string; data: unknown }[]> {
  const text = await res.text();
  return text
    .split(/\n\n/)
    .map((block) => {
      const event = block.match(/^event: (.*)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1];
      return event && data ? { event, data: JSON.parse(data) as unknown } : null;
    })
    .filter((e): e is { event: string; data: unknown } => e !== null);
}
