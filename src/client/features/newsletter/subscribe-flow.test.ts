import { describe, expect, it } from "vitest";
import { checkSubscribeForm } from "./subscribe-flow.tsx";

describe("checkSubscribeForm (docs/product.md#a-validation)", () => {
  const ok = { name: "Asha", email: "asha@example.com", categories: ["food" as const] };
  it("asks for the name first, then a valid email, then a category", () => {
    expect(checkSubscribeForm({ ...ok, name: " ", email: "", categories: [] })?.message).toBe("Name is required");
    expect(checkSubscribeForm({ ...ok, email: "asha@" })?.message).toBe("Valid email is required");
    expect(checkSubscribeForm({ ...ok, categories: [] })?.message).toBe("Please fill all required fields and select at least one newsletter category.");
    expect(checkSubscribeForm(ok)).toBeNull();
  });
});
