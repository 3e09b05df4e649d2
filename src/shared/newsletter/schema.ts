// The newsletter and admin calls of docs/product.md#a-api (paths and field names kept), validated with the texts of
// docs/product.md#a-validation word for word. The pages import only the zod-free types.ts.
import { text as nulFreeText, z } from "../validation/schema.ts";
import { NEWSLETTER_CATEGORIES, NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES as M, ADMIN_MESSAGES, MESSAGE_STATUS_FILTERS } from "./types.ts";

export * from "./types.ts";

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Every text field refuses NUL (PostgreSQL cannot store it): a 400, never a 500.
const text = (missing: string) => nulFreeText(missing, { error: missing }).trim().min(1, missing);

export const SubscribeSchema = z.object({
  name: text(M.nameRequired).max(NEWSLETTER_LIMITS.name, M.nameTooLong),
  email: text(M.emailRequired).max(NEWSLETTER_LIMITS.email, M.emailRequired).regex(EMAIL_PATTERN, M.emailRequired),
  categories: z
    .array(z.enum(NEWSLETTER_CATEGORIES, { error: M.categoriesRequired }), { error: M.categoriesRequired })
    .min(1, M.categoriesRequired)
    .max(4, M.categoriesRequired)
    .transform((c) => [...new Set(c)]),
  // Honeypot: hidden from people; a bot that fills it is answered like a success (nothing stored).
  website: nulFreeText("website").max(500).optional(),
});

export const VerifySchema = z.object({
  email: text(M.emailRequired).max(NEWSLETTER_LIMITS.email, M.emailRequired).regex(EMAIL_PATTERN, M.emailRequired),
  code: text(M.codeRequired)
    .max(NEWSLETTER_LIMITS.code, M.codeFormat)
    .regex(/^\d{6}$/, M.codeFormat),
});

export const ConfirmLinkSchema = z.object({ token: nulFreeText("token", { error: M.confirmLinkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, M.confirmLinkInvalid) });
export const UnsubscribeQuerySchema = z.object({ token: nulFreeText("token", { error: M.unknownLink }).regex(/^[A-Za-z0-9_-]{43}$/, M.unknownLink) });
/** POST from the preferences page: the categories wanted from now on (some may be new; none = unsubscribe from all). */
export const PreferencesSchema = z.object({
  categories: z
    .array(z.enum(NEWSLETTER_CATEGORIES, { error: M.preferencesInvalid }), { error: M.preferencesInvalid })
    .max(NEWSLETTER_CATEGORIES.length, M.preferencesInvalid)
    .transform((c) => [...new Set(c)]),
});

export const AdminLoginSchema = z.object({
  password: nulFreeText("password", { error: ADMIN_MESSAGES.invalidPassword }).min(1, ADMIN_MESSAGES.invalidPassword).max(1024, ADMIN_MESSAGES.invalidPassword),
});

const issueFields = {
  category: z.enum(NEWSLETTER_CATEGORIES, { error: "category must be one of global, food, sports, digital." }),
  title: text(ADMIN_MESSAGES.fillTitleAndContent).max(NEWSLETTER_LIMITS.title, `title must be at most ${NEWSLETTER_LIMITS.title} characters.`),
  content: text(ADMIN_MESSAGES.fillTitleAndContent).max(NEWSLETTER_LIMITS.content, `content must be at most ${NEWSLETTER_LIMITS.content} characters.`),
};

/** POST /api/newsletter/preview: the issue as its readers will get it, and how many they are; sends nothing. */
export const PreviewSchema = z.object({ ...issueFields, adminPassword: z.unknown().optional() });

export const PublishSchema = z.object({
  ...issueFields,
  // One key per compose (decision 0014): the same key publishes once, however often it is sent. Scripts
  // may leave it out; then the issue's own text is the key, so an identical issue is not sent twice.
  idempotencyKey: nulFreeText("idempotencyKey")
    .regex(/^[A-Za-z0-9_-]{16,100}$/, "idempotencyKey must be 16-100 letters, digits, dashes or underscores.")
    .optional(),
  // docs/product.md#a-data sends adminPassword in the body; docs/architecture.md#api-contract moves it to the cookie or the Authorization header.
  adminPassword: z.unknown().optional(),
  // Publishing mails every subscriber of the category: the operator previews it, then confirms (issue 25).
  confirm: z.literal(true, { error: ADMIN_MESSAGES.confirmRequired }),
});

export const SubscribersQuerySchema = z.object({
  q: nulFreeText("q").trim().max(254, "q must be at most 254 characters.").optional(),
  page: z.coerce.number({ error: "page must be a number." }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: "pageSize must be a number." }).int().min(1).max(200).default(25),
  format: z.enum(["json", "csv"]).default("json"),
});

export const MessagesQuerySchema = z.object({
  status: z.enum(MESSAGE_STATUS_FILTERS, { error: "status must be open, handled or all." }).default("all"),
});

export const MessageIdSchema = z.object({
  id: z.coerce.number({ error: "id must be a number." }).int().positive("id must be a number."),
  handled: z.boolean().default(true),
});
