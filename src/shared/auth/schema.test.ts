import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, headlineMessage, SignInSchema, SignUpSchema, VerifyEmailSchema } from "./schema.ts";

const ok = { name: "Asha", email: "asha@example.com", username: "asha.k", password: "jeera-rice" };
const headline = (schema: typeof SignUpSchema | typeof SignInSchema | typeof VerifyEmailSchema, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : headlineMessage(r.error);
};

describe("account validation (docs/product.md#a-validation)", () => {
  it("accepts a good sign-up and trims the text fields, not the password", () => {
    expect(SignUpSchema.parse({ ...ok, name: "  Asha ", password: " spaced pw " })).toEqual({ ...ok, password: " spaced pw " });
  });
  it("says 'All fields are required' first, then the other rules", () => {
    expect(headline(SignUpSchema, { ...ok, name: "", password: "1" })).toBe(AUTH_MESSAGES.allFieldsRequired);
    expect(headline(SignUpSchema, { ...ok, password: "12345" })).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(headline(SignUpSchema, { ...ok, email: "a@b" })).toBe(AUTH_MESSAGES.invalidEmail);
    expect(headline(SignUpSchema, { ...ok, username: "ab" })).toBe(AUTH_MESSAGES.invalidUsername);
    expect(headline(SignUpSchema, { ...ok, password: "é".repeat(40) })).toBe(AUTH_MESSAGES.passwordTooLong);
  });
  it("sign-in needs both fields; the code is required and 6 digits", () => {
    expect(headline(SignInSchema, { emailOrUsername: " ", password: "x" })).toBe(AUTH_MESSAGES.fillAllFields);
    const userId = "0b7c3f52-3c1e-4b8e-9a53-8f7b2b1f9c11";
    expect(headline(VerifyEmailSchema, { userId, code: "" })).toBe(AUTH_MESSAGES.codeRequired);
    expect(headline(VerifyEmailSchema, { userId, code: "12345a" })).toBe(AUTH_MESSAGES.codeFormat);
    expect(headline(VerifyEmailSchema, { userId, code: "123456" })).toBeNull();
  });
});
