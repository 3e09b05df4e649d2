// The zod-free half of the contact contract: limits, the exact texts of docs/product.md#a-validation and docs/product.md#a-errors.
export const CONTACT_LIMITS = { firstName: 60, lastName: 60, name: 121, email: 254, subject: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  missingTitle: "Missing Information",
  missing: "Please fill in all fields before submitting",
  invalidEmailTitle: "Invalid Email",
  invalidEmail: "Please enter a valid email address",
  failedTitle: "Failed to Send Message",
  failedDefault: "Please try again later",
  successTitle: "Message Sent Successfully!",
  successDefault: "Thank you for reaching out. We'll get back to you within 24 hours.",
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

export type ContactRequest = { name: string; email: string; subject: string; message: string; website?: string };
export type ContactResponse = { ok: true; message: string };

/** docs/product.md#a-screens: urgent issues are prioritised when "Urgent" is in the subject. */
export const isUrgentSubject = (subject: string) => /urgent/i.test(subject);
