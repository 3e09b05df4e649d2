import { describe, expect, it } from "vitest";
import { checkContactForm } from "./contact-form.tsx";

describe("checkContactForm (docs/product.md#a-validation)", () => {
  const ok = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", subject: "Hello", message: "Hi" };
  it("needs all five fields, then a valid email", () => {
    expect(checkContactForm({ ...ok, subject: "  " })).toMatchObject({
      title: "Missing Information",
      description: "Please fill in all fields before submitting",
    });
    expect(checkContactForm({ ...ok, email: "asha.example.com" })).toMatchObject({ title: "Invalid Email", description: "Please enter a valid email address" });
    expect(checkContactForm(ok)).toBeNull();
  });
  it("names each invalid field, in form order, so the form can mark it and focus the first (issue 25)", () => {
    expect(checkContactForm({ ...ok, subject: " ", firstName: "" })?.fields).toEqual({
      firstName: "Please fill in this field.",
      subject: "Please fill in this field.",
    });
    expect(Object.keys(checkContactForm({ ...ok, message: "", lastName: "" })!.fields!)).toEqual(["lastName", "message"]);
    expect(checkContactForm({ ...ok, email: "nope" })?.fields).toEqual({ email: "Please enter a valid email address." });
  });
});
