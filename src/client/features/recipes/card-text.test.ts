import { describe, expect, it } from "vitest";
import { cardSummary, plainText, truncate } from "./card-text.ts";

describe("card text (docs/product.md#a-screens, docs/product.md#a-limits)", () => {
  it("cuts the summary at 120 characters, ellipsis included, at a word boundary", () => {
    const long = "Slow-cooked black lentils and kidney beans simmered overnight with butter, cream and a smoky tomato masala until silky and rich.";
    const s = cardSummary(long);
    expect(long.length).toBeGreaterThan(120);
    expect(s.length).toBeLessThanOrEqual(120);
    expect(s.endsWith("…")).toBe(true);
    expect(long.startsWith(s.slice(0, -1))).toBe(true);
    expect(s.at(-2)).not.toBe(" ");
  });
  it("leaves a short summary alone", () => {
    expect(cardSummary("A quick dal.")).toBe("A quick dal.");
    expect(truncate("x".repeat(120))).toBe("x".repeat(120));
    expect(truncate("x".repeat(121))).toHaveLength(120);
  });
  it("strips HTML and entities from provider summaries", () => {
    expect(plainText("A <b>quick</b> &amp; easy <a href='x'>dal</a>&nbsp;recipe")).toBe("A quick & easy dal recipe");
  });
});
