import { describe, expect, it } from "vitest";
import { cleanReply } from "../../../shared/chat/types.ts";
import { conversationToSend, extractReply, typingDelay } from "./chat-client.ts";

describe("extractReply (docs/product.md#a-api)", () => {
  it("reads reply, then response, then message, then the first choice's message content, then plain text", () => {
    expect(extractReply({ reply: "a", response: "b" })).toBe("a");
    expect(extractReply({ response: "b", message: "c" })).toBe("b");
    expect(extractReply({ message: "c" })).toBe("c");
    expect(extractReply({ choices: [{ message: { role: "assistant", content: "d" } }] })).toBe("d");
    expect(extractReply("plain text")).toBe("plain text");
  });
  it("answers empty for a body with none of them", () => {
    expect(extractReply({ ok: true })).toBe("");
    expect(extractReply({ choices: [] })).toBe("");
    expect(extractReply(null)).toBe("");
  });
});

describe("cleanReply (docs/product.md#a-validation)", () => {
  it("strips code fences and collapses runs of more than two blank lines", () => {
    expect(cleanReply("```markdown\nHello\n\n\n\n\nWorld\n```")).toBe("Hello\n\nWorld");
    expect(cleanReply("One\n\nTwo")).toBe("One\n\nTwo");
  });
});

describe("typingDelay (docs/product.md#a-limits)", () => {
  it("is 120 ms plus 8 per character, at most 400", () => {
    expect(typingDelay("")).toBe(120);
    expect(typingDelay("abcde")).toBe(160);
    expect(typingDelay("x".repeat(35))).toBe(400);
    expect(typingDelay("x".repeat(200))).toBe(400);
  });
});

describe("conversationToSend", () => {
  it("keeps the last 20 turns, each at most 4,000 characters", () => {
    const turns = Array.from({ length: 25 }, (_, i) => ({ role: i % 2 ? ("assistant" as const) : ("user" as const), content: `${i}`.padEnd(5000, "x") }));
    const sent = conversationToSend(turns);
    expect(sent).toHaveLength(20);
    expect(sent[0]!.content.startsWith("5")).toBe(true);
    expect(sent.every((t) => t.content.length === 4000)).toBe(true);
  });
});
