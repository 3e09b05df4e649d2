import { describe, expect, it } from "vitest";
import { checkContactForm } from "./contact-form.tsx";

describe("checkContactForm (part 1 §5)", () => {
  const ok = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", subject: "Hello", message: "Hi" };
  it("needs all five fields, then a valid email", () => {
    expect(checkContactForm({ ...ok, subject: "  " })).toEqual({ title: "Missing Information", description: "Please fill in all fields before submitting" });
    expect(checkContactForm({ ...ok, email: "asha.example.com" })).toEqual({ title: "Invalid Email", description: "Please enter a valid email address" });
    expect(checkContactForm(ok)).toBeNull();
  });
});
