import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/auth-types.ts";
import { ApiError } from "../../lib/api.ts";
import { authErrorText } from "./auth-error-text.ts";

describe("authErrorText", () => {
  it("shows the server's sentence, else the form's fallback", () => {
    expect(authErrorText(new ApiError(401, "x", {}, null, { error: "Invalid credentials." }), "Sign in failed.")).toBe("Invalid credentials.");
    expect(authErrorText(new ApiError(500, "Request failed (500)."), "Sign in failed.")).toBe("Sign in failed.");
    expect(authErrorText(new Error("boom"), "Sign in failed.")).toBe("Sign in failed.");
  });
  it("says Network error when no answer came, and when to retry after a 429", () => {
    expect(authErrorText(new ApiError(0, "no answer"), "Sign in failed.")).toBe(AUTH_MESSAGES.networkError);
    expect(authErrorText(new ApiError(429, "x", {}, 120, { error: "Too many attempts." }), "f")).toMatch(/^Too many attempts\. You can try again at .+\.$/);
  });
});
