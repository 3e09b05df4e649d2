import { describe, expect, it } from "vitest";
import { BCRYPT_COST, commonPasswordCount, hashPassword, isCommonPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("ships a list of at least 1,000 common passwords and refuses them in any case", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
    for (const p of ["123456", "password", "qwerty", "iloveyou", "PASSWORD1", "Sunshine", "letmein"]) expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword("saffron-tadka-42")).toBe(false);
  });

  it("hashes with bcrypt cost 12 and verifies only the right password", async () => {
    const hash = await hashPassword("saffron-tadka-42");
    expect(hash).toMatch(/^\$2[aby]\$12\$/);
    expect(BCRYPT_COST).toBe(12);
    expect(await verifyPassword("saffron-tadka-42", hash)).toBe(true);
    expect(await verifyPassword("saffron-tadka-43", hash)).toBe(false);
    expect(await verifyPassword("saffron-tadka-42", null)).toBe(false);
  }, 20_000);
});
