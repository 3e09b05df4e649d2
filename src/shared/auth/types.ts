// The zod-free half of the account contract: the types, limits and exact texts that the pages bundle.
// The schemas that enforce them on the server are in schema.ts (which re-exports all of this).

/** Exact texts of the specification (docs/product.md#a-validation, docs/product.md#a-errors) and the server's own clear errors. */
export const AUTH_MESSAGES = {
  allFieldsRequired: "All fields are required",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters",
  passwordTooLong: "Password must be at most 72 characters",
  passwordTooCommon: "This password is one of the most common passwords. Please choose a less common one.",
  invalidEmail: "Please enter a valid email address",
  invalidUsername: "Username must be 3 to 30 characters: letters, numbers, dots, dashes or underscores",
  nameTooLong: "Name must be at most 100 characters",
  emailTaken: "An account with this email already exists. Sign in instead.",
  usernameTaken: "This username is already taken. Please choose another one.",
  fillAllFields: "Please fill in all fields",
  wrongCredentials: "Invalid email/username or password",
  verifyFirst: "Please verify your email before signing in. Check your inbox for the verification code.",
  codeRequired: "Verification code is required",
  codeFormat: "Verification code must be 6 digits",
  codeInvalid: "Invalid verification code",
  codeExpired: "This code has expired. Use Resend Code to get a new one.",
  codeBurnt: "Too many wrong codes. Use Resend Code to get a new one.",
  alreadyVerified: "This email is already verified. Please sign in.",
  unknownAccount: "We could not find that account. Please sign up again.",
  signInFirst: "Please sign in first.",
  notYourAccount: "You can only use your own account.",
  googleNotConfigured: "Google sign-in is not configured on this site.",
  googleTokenInvalid: "Your Google sign-in could not be verified. Please try again.",
  googleEmailUnverified: "Your Google account's email is not verified, so it cannot be used to sign in.",
  // Client-side texts of docs/product.md#a-errors.
  signUpFailed: "Sign up failed",
  resendFailed: "Failed to resend code",
  networkError: "Network error. Please try again.",
  googleSignUpFailed: "Google sign up failed",
  signInFailed: "Sign in failed",
  googleSignInFailed: "Google sign in failed",
} as const;

export const VERIFICATION_CODE_LENGTH = 6; // docs/product.md#a-limits
export const MIN_PASSWORD_LENGTH = 6; // docs/product.md#a-limits

export type AuthProvider = "email" | "google";
/** The user record of docs/product.md#a-data, as every account call answers it. */
export type AuthUser = { id: string; name: string; email: string; provider: AuthProvider };

export type SignUpResponse = { requiresVerification: true; user: AuthUser; message: string };
export type SignInResponse = { user: AuthUser };
export type SessionResponse = { ok: true; user: AuthUser };
/** An error body of the account calls: the generic one plus what sign-in and verification add. */
export type AuthErrorBody = {
  error: string;
  fields?: Record<string, string>;
  requiresVerification?: boolean;
  userId?: string;
  attemptsLeft?: number;
};
/** GET /api/auth/config: what the sign-in pages may offer. */
export type AuthConfigResponse = { googleClientId: string | null; devOutbox: boolean };
