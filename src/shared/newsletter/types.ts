// The zod-free half of the newsletter and admin contract: categories, limits, types and the exact texts
// of docs/product.md#a-validation and docs/product.md#a-errors that the pages bundle. The schemas are in schema.ts (which re-exports this).

/** docs/product.md#a-screens: four categories, each with its label. */
export const NEWSLETTER_CATEGORIES = ["global", "food", "sports", "digital"] as const;
export type NewsletterCategory = (typeof NEWSLETTER_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<NewsletterCategory, string> = {
  global: "Global News",
  food: "Food Related News",
  sports: "Sports News",
  digital: "Digital News",
};

export const NEWSLETTER_LIMITS = { name: 100, email: 254, title: 200, content: 20_000, code: 6 } as const;
/** Unconfirmed sign-ups are forgotten after a day. */
export const UNCONFIRMED_TTL_HOURS = 24;

/** Exact texts of the specification (docs/product.md#a-validation, docs/product.md#a-errors) and the server's own clear sentences. */
export const NEWSLETTER_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Valid email is required",
  categoriesRequired: "Please fill all required fields and select at least one newsletter category.",
  codeRequired: "Verification code is required",
  codeFormat: "Verification code must be 6 digits",
  sendFailed: "Failed to send verification email",
  codeInvalid: "Invalid verification code",
  codeExpired: "This code has expired. Please subscribe again to get a new one.",
  codeBurnt: "Too many wrong codes. Please subscribe again to get a new one.",
  networkError: "Network error. Please try again.",
  nameTooLong: "Name must be at most 100 characters",
  subscribed: "Check your inbox: we sent a 6-digit code to confirm your subscription.",
  confirmed: "You're subscribed! Your first newsletter arrives with the next issue.",
  unsubscribed: "You have been unsubscribed. You will not receive any more newsletters.",
  preferencesSaved: "Your newsletter choices are saved.",
  preferencesInvalid: "Choose newsletters from: global, food, sports, digital.",
  notConfirmedYet: "This address has not confirmed its subscription yet. Use the code or the link of the confirmation email first.",
  unknownLink: "This unsubscribe link is not valid. It may have been copied incompletely.",
  confirmLinkInvalid: "This confirmation link is not valid or has expired. Please subscribe again.",
  confirmLinkUsed: "This link was already used: you are subscribed. You can choose your newsletters or unsubscribe at any time.",
  confirmLinkUsedLeft: "This link was already used, and this address has since unsubscribed. You can choose newsletters again at any time.",
} as const;

export const ADMIN_MESSAGES = {
  invalidPassword: "Invalid password",
  authFailed: "Authentication failed",
  publishFailed: "Failed to publish",
  publishNetwork: "Network error occurred",
  fillTitleAndContent: "Please fill both title and content",
  publishing: "Publishing...",
  signInFirst: "Admin sign-in required.",
  notConfigured: "The admin password is not configured on this site (ADMIN_PASSWORD).",
  tooManyTries: "Too many wrong passwords from this network.",
  confirmRequired: "Nothing was sent: preview the newsletter first, then publish it with confirm: true.",
} as const;

export type SubscribeRequest = { name: string; email: string; categories: NewsletterCategory[] };
export type SubscribeResponse = { ok: true; message: string };
export type VerifyRequest = { email: string; code: string };
export type VerifyResponse = { ok: true; message: string; categories: NewsletterCategory[] };
/**
 * The confirm link's answer: a first use confirms; a used link opened again says so, with the address's
 * preferences page (only the holder of the link learns anything; docs/product.md#a-states).
 */
export type ConfirmLinkResponse = VerifyResponse & { email: string; alreadyConfirmed?: true; manageUrl?: string };

/** What the unsubscribe page shows for a link (GET) and saves (POST with categories). */
export type SubscriptionPreferences = { email: string; categories: NewsletterCategory[]; subscribed: boolean };

export type Subscriber = { id: string; name: string; email: string; categories: NewsletterCategory[]; subscribedAt: string };
export type SubscribersPage = { subscribers: Subscriber[]; total: number; page: number; pageSize: number };
export type CategoryStat = { subscribers: number; newsletters: number; sent: number; failed: number; pending: number };
export type NewsletterStats = {
  totalSubscribers: number;
  totalNewsletters: number;
  categoryStats: Record<NewsletterCategory, CategoryStat>;
  deliveries: { sent: number; failed: number; pending: number };
};
export type PublishRequest = { category: NewsletterCategory; title: string; content: string; confirm: true };
/** The issue as a subscriber will get it (an example reader's links) and how many it would go to now. */
export type PublishPreview = { category: NewsletterCategory; recipients: number; subject: string; html: string; text: string };
export type PublishResponse = { message: string; issue: IssueSummary; queued: number };

export type IssueSummary = { id: number; category: NewsletterCategory; title: string; publishedAt: string };
export type Issue = IssueSummary & { content: string };

export type ContactMessageRecord = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  urgent: boolean;
  handled: boolean;
  createdAt: string;
};

/** The Messages tab's views (docs/product.md#a-states): open (not handled yet), handled, or all. */
export const MESSAGE_STATUS_FILTERS = ["open", "handled", "all"] as const;
export type MessageStatusFilter = (typeof MESSAGE_STATUS_FILTERS)[number];
export type MessagesResponse = { status: MessageStatusFilter; messages: ContactMessageRecord[]; counts: { open: number; handled: number } };
