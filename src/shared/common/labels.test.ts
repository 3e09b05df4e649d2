import { describe, expect, it } from "vitest";
import { labelsOf } from "./labels.ts";

describe("labelsOf", () => {
  it("labels each id by its words capitalised, whichever joins them, unless a label is named", () => {
    expect(labelsOf(["fast_food", "ice-cream", "global"], { global: "Global News" })).toEqual({
      fast_food: "Fast Food",
      "ice-cream": "Ice Cream",
      global: "Global News",
    });
  });
});
