import bcrypt from "bcryptjs";
import commonPasswordList from "./common-passwords.json" with { type: "json" };

/** docs/architecture.md#api-contract: bcryptjs, cost 12. */
export const BCRYPT_COST = 12;

// The most common passwords of well-known leaked-password lists (common-passwords.json, over 1,000),
// refused at sign-up whatever their case.
const COMMON = new Set((commonPasswordList as string[]).map((p) => p.toLowerCase()));
export const commonPasswordCount = () => COMMON.size;

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

// Compared against when the account does not exist (or has no password), so an unknown account
// takes as long to refuse as a wrong password: the timing does not tell which part was wrong.
const DUMMY_HASH = "$2b$12$PlE7rYcTZwZx4hAK7e8cT.sx0ZeCkdM.PuZBG6y0.89XxZyVFPlB6"; // a cost-12 hash of a throwaway string

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && !!hash;
}
