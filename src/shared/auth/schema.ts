// The account calls of docs/product.md#a-api (paths and field names kept), with the validation messages of
// docs/product.md#a-validation and docs/product.md#a-errors word for word (in types.ts). Used by the functions; the pages import only the
// zod-free types.ts.
import { text, z } from "../validation/schema.ts";
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from "./types.ts";

export * from "./types.ts";

const MAX_PASSWORD_BYTES = 72; // bcrypt reads at most 72 bytes

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

/** A required string: missing/empty gives the form's "required" text; another type says so. */
const required = (field: string, missing: string, trim = true) => {
  const base = text(field, { error: (iss) => (iss.input === undefined || iss.input === null ? missing : `${field} must be text.`) });
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
  googleToken: text("googleToken", { error: "googleToken is required." }).min(20, "googleToken is required.").max(8192, "googleToken is too long."),
  // Sent by the client (docs/product.md#a-api) but never trusted: the user comes from the verified token.
  userInfo: z.unknown().optional(),
});

/** The first message to show for a failed parse: "All fields are required" wins over the rest. */
export function headlineMessage(error: z.ZodError): string {
  const messages = error.issues.map((i) => i.message);
  for (const preferred of [AUTH_MESSAGES.allFieldsRequired, AUTH_MESSAGES.fillAllFields, AUTH_MESSAGES.codeRequired]) {
    if (messages.includes(preferred)) return preferred;
  }
  return messages[0] ?? "Invalid input.";
}
