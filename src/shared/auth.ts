// The account calls of part 1 §7 (paths and field names kept), with the validation messages of
// part 1 §5 and §8 word for word. Used by the functions and by the sign-up / sign-in forms.
import { z } from "./zod.ts";

/** Exact texts of the specification (part 1 §5, §8) and the server's own clear errors. */
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
  // Client-side texts of part 1 §8.
  signUpFailed: "Sign up failed",
  resendFailed: "Failed to resend code",
  networkError: "Network error. Please try again.",
  googleSignUpFailed: "Google sign up failed",
  signInFailed: "Sign in failed",
  googleSignInFailed: "Google sign in failed",
} as const;

export const VERIFICATION_CODE_LENGTH = 6; // part 1 §9
export const MIN_PASSWORD_LENGTH = 6; // part 1 §9
const MAX_PASSWORD_BYTES = 72; // bcrypt reads at most 72 bytes

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

/** A required string: missing/empty gives the form's "required" text; another type says so. */
const required = (field: string, missing: string, trim = true) => {
  const base = z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? missing : `${field} must be text.`) });
  return (trim ? base.trim() : base).min(1, missing);
};

export const SignUpSchema = z.object({
  name: required("name", AUTH_MESSAGES.allFieldsRequired).max(100, AUTH_MESSAGES.nameTooLong),
  email: required("email", AUTH_MESSAGES.allFieldsRequired).max(254, AUTH_MESSAGES.invalidEmail).regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail),
  username: required("username", AUTH_MESSAGES.allFieldsRequired).regex(USERNAME_PATTERN, AUTH_MESSAGES.invalidUsername),
  password: required("password", AUTH_MESSAGES.allFieldsRequired, false)
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .refine((p) => new TextEncoder().encode(p).length <= MAX_PASSWORD_BYTES, AUTH_MESSAGES.passwordTooLong),
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.object({
  emailOrUsername: required("emailOrUsername", AUTH_MESSAGES.fillAllFields).max(254, AUTH_MESSAGES.wrongCredentials),
  password: required("password", AUTH_MESSAGES.fillAllFields, false).max(1024, AUTH_MESSAGES.wrongCredentials),
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const UserIdSchema = z.string({ error: "userId is missing or not valid." }).uuid("userId is missing or not valid.");

export const VerifyEmailSchema = z.object({
  userId: UserIdSchema,
  code: required("code", AUTH_MESSAGES.codeRequired).regex(/^\d{6}$/, AUTH_MESSAGES.codeFormat),
});
export const ResendVerificationSchema = z.object({ userId: UserIdSchema });

/** POST /api/auth/verify and /api/auth/logout: the userId the client holds (must be the session's). */
export const SessionCheckSchema = z.object({ userId: UserIdSchema.optional() });

export const GoogleSignInSchema = z.object({
  googleToken: z.string({ error: "googleToken is required." }).min(20, "googleToken is required.").max(8192, "googleToken is too long."),
  // Sent by the client (part 1 §7) but never trusted: the user comes from the verified token.
  userInfo: z.unknown().optional(),
});

export type AuthProvider = "email" | "google";
/** The user record of part 1 §3, as every account call answers it. */
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

/** The first message to show for a failed parse: "All fields are required" wins over the rest. */
export function headlineMessage(error: z.ZodError): string {
  const messages = error.issues.map((i) => i.message);
  for (const preferred of [AUTH_MESSAGES.allFieldsRequired, AUTH_MESSAGES.fillAllFields, AUTH_MESSAGES.codeRequired]) {
    if (messages.includes(preferred)) return preferred;
  }
  return messages[0] ?? "Invalid input.";
}
