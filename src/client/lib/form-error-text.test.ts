// The one ApiError-to-message mapping every form uses (docs/product.md#a-errors).
import { describe, expect, it } from "vitest";
import { ApiError, formErrorText } from "./api.ts";

describe("formErrorText", () => {
  it("shows the server's sentence, else the form's fallback", () => {
    expect(formErrorText(new ApiError(401, "x", {}, null, { error: "Invalid credentials." }), "Sign in failed.")).toBe("Invalid credentials.");
    expect(formErrorText(new ApiError(500, "Request failed (500)."), "Sign in failed.")).toBe("Sign in failed.");
    expect(formErrorText(new Error("boom"), "Sign in failed.")).toBe("Sign in failed.");
  });
  it("says the form's network text when no answer came (the fallback unless given)", () => {
    expect(formErrorText(new ApiError(0, "no answer"), "Send failed.", "Network error")).toBe("Network error");
    expect(formErrorText(new ApiError(0, "no answer"), "Send failed.")).toBe("Send failed.");
  });
  it("says when to retry after a 429", () => {
    expect(formErrorText(new ApiError(429, "x", {}, 120, { error: "Too many attempts." }), "f")).toMatch(/^Too many attempts\. You can try again at .+\.$/);
  });
});
