// The AI-failure path of POST /api/chat (docs/architecture.md#providers): the built-in answer that replaces a
// failed AI is made from the grounding the AI was given, so one message is grounded once.
import { describe, expect, it, vi } from "vitest";
import { builtInReply } from "./built-in.ts";
import { AiUnavailable, type AiProvider } from "./providers.ts";

vi.mock("./retrieval.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("./retrieval.ts")>();
  return { ...real, ground: vi.fn(real.ground) };
});

const failing: AiProvider = {
  name: "openai-compatible",
  model: "test",
  complete: () => Promise.reject(new AiUnavailable("HTTP 503")),
  // eslint-disable-next-line require-yield
  async *stream() {
    throw new AiUnavailable("HTTP 503");
  },
};
const conversation = [
  { role: "user" as const, content: "biryani please" },
  { role: "assistant" as const, content: "Here are biryanis." },
];

/**
 * service.ts and retrieval.ts as this file's mock makes them: unit files share modules (vitest.config.ts),
 * so one imported by an earlier file would still call the real ground().
 */
async function freshService() {
  vi.resetModules();
  const retrieval = await import("./retrieval.ts");
  const service = await import("./service.ts");
  const ground = vi.mocked(retrieval.ground);
  ground.mockClear();
  return { ground, ...service };
}

describe("the built-in fallback after a failed AI", () => {
  it("grounds the message once and answers as the built-in assistant would", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { ground, answerChat } = await freshService();
    const answer = await answerChat("make it vegetarian", conversation, failing);
    expect(ground).toHaveBeenCalledTimes(1);
    expect(ground).toHaveBeenCalledWith("make it vegetarian", "biryani please");
    expect(answer.provider).toBe("built-in-fallback");
    const plain = await builtInReply("make it vegetarian", conversation);
    expect(answer.reply).toContain(plain.reply);
    expect(answer.sources).toEqual(plain.sources);
  });

  it("grounds a streamed message once too", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { ground, streamChat } = await freshService();
    const text = await new Response(streamChat("paneer curry", [], failing)).text();
    expect(ground).toHaveBeenCalledTimes(1);
    expect(text).toContain('"provider":"built-in-fallback"');
  });
});
