import { describe, expect, it } from "vitest";
import { textParts } from "./links.ts";

describe("textParts", () => {
  it("cuts the text into plain runs and web addresses that join back to the text", () => {
    const text = "Menu: https://example.com/thali?day=1&x=2. More (see https://example.com/b), then http://example.org!";
    const parts = textParts(text);
    expect(parts).toEqual([
      { text: "Menu: " },
      { url: "https://example.com/thali?day=1&x=2" },
      { text: ". More (see " },
      { url: "https://example.com/b" },
      { text: "), then " },
      { url: "http://example.org" },
      { text: "!" },
    ]);
    expect(parts.map((p) => ("url" in p ? p.url : p.text)).join("")).toBe(text);
  });

  it("keeps a bracket the address opened, and links no other scheme", () => {
    expect(textParts("https://en.wikipedia.org/wiki/Dal_(food)!")).toEqual([{ url: "https://en.wikipedia.org/wiki/Dal_(food)" }, { text: "!" }]);
    expect(textParts("javascript:alert(1) data:text/html,x ftp://example.com")).toEqual([{ text: "javascript:alert(1) data:text/html,x ftp://example.com" }]);
    expect(textParts("")).toEqual([]);
  });
});
