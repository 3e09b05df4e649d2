import { describe, expect, it } from "vitest";
import { getErrorMessage } from "./errors.ts";

describe("getErrorMessage", () => {
  it("reads Errors, strings and message-bearing objects", () => {
    expect(getErrorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(getErrorMessage("plain")).toBe("plain");
    expect(getErrorMessage({ message: "from an object" })).toBe("from an object");
  });
  it("falls back for values with no message", () => {
    expect(getErrorMessage(undefined)).toBe("Unknown error");
    expect(getErrorMessage({ message: 42 })).toBe("Unknown error");
    expect(getErrorMessage(null)).toBe("Unknown error");
  });
});
