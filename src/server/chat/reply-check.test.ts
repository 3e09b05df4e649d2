// The check every AI reply passes before it is shown (docs/decisions/0015-assistant-constraints-first.md).
import { describe, expect, it } from "vitest";
import { readConstraints } from "./constraints.ts";
import { loadIndex } from "./retrieval.ts";
import { replyProblem } from "./service.ts";

describe("replyProblem", async () => {
  const index = await loadIndex();
  const sources = [{ id: "1008", title: "Palak Paneer", url: "/recipe/1008", kind: "recipe" as const }];
  const veg = readConstraints("vegetarian dinner with paneer");

  it("lets a reply through that links only its sources and names no breaking dish", () => {
    expect(replyProblem("Try [Palak Paneer](/recipe/1008) tonight.", sources, veg, index)).toBeUndefined();
  });
  it("refuses a link outside the sources", () => {
    expect(replyProblem("Try [Other](/recipe/999999).", sources, veg, index)).toMatch(/not one of its sources/);
  });
  it("refuses a named catalog dish that breaks the diet, even without a link", () => {
    expect(replyProblem("Make Chicken Tikka Masala tonight.", sources, veg, index)).toMatch(/Chicken Tikka Masala.*vegetarian/);
  });
});
