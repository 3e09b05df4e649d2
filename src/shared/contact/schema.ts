// POST /api/contact {name, email, subject, message} (docs/product.md#a-api), validated with the texts of docs/product.md#a-validation.
import { text, z } from "../validation/schema.ts";
import { CONTACT_LIMITS as L, CONTACT_MESSAGES as M } from "./types.ts";
import { EMAIL_PATTERN } from "../newsletter/schema.ts";

export * from "./types.ts";

const required = (label: string, max: number) => text(label, { error: M.missing }).trim().min(1, M.missing).max(max, M.tooLong(label, max));

export const ContactSchema = z.object({
  name: required("Name", L.name),
  email: required("Email", L.email).regex(EMAIL_PATTERN, M.invalidEmail),
  subject: required("Subject", L.subject),
  message: required("Message", L.message),
  // Honeypot: hidden from people; filled only by bots.
  website: text("website").max(500).optional(),
});
export type ContactInput = z.infer<typeof ContactSchema>;

/** "Please fill in all fields before submitting" wins over any other message (docs/product.md#a-validation order). */
export function contactHeadline(error: z.ZodError): string {
  const messages = error.issues.map((i) => i.message);
  return messages.includes(M.missing) ? M.missing : (messages[0] ?? M.missing);
}
