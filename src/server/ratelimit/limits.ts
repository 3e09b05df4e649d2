// Every rate limit of docs/architecture.md#api-contract in one place (rolling windows; over the limit: 429 + Retry-After).
// Counters live in Postgres (rate_limit_events), never in Blobs, so all instances share them.
export type RateLimit = { bucket: string; limit: number; windowSeconds: number };

const MIN = 60;
export const RATE_LIMITS = {
  // Sign-in failures (decision 0005): 10 per account from one address, so a stranger cannot lock an
  // account for everyone; 100 per account from all addresses together caps a distributed guesser.
  signInFailuresPerAccountAndIp: { bucket: "signin-fail-account-ip", limit: 10, windowSeconds: 15 * MIN },
  signInFailuresPerAccount: { bucket: "signin-fail-account", limit: 100, windowSeconds: 15 * MIN },
  signInFailuresPerIp: { bucket: "signin-fail-ip", limit: 100, windowSeconds: 15 * MIN },
  signUpPerIp: { bucket: "signup-ip", limit: 60, windowSeconds: 60 * MIN },
  resendPerAccount: { bucket: "resend-account", limit: 3, windowSeconds: 10 * MIN },
  // Wrong verification codes from one address across accounts (each code also burns after 5 wrong tries).
  codeFailuresPerIp: { bucket: "code-fail-ip", limit: 100, windowSeconds: 15 * MIN },
  googleSignInPerIp: { bucket: "google-ip", limit: 100, windowSeconds: 15 * MIN },
  likesPerIp: { bucket: "likes-ip", limit: 300, windowSeconds: 10 * MIN },
  contactPerIp: { bucket: "contact-ip", limit: 10, windowSeconds: 60 * MIN },
  newsletterSubscribePerIp: { bucket: "newsletter-subscribe-ip", limit: 20, windowSeconds: 60 * MIN },
  // Wrong admin passwords (cookie sign-in or Bearer), decision 0014: a device that once signed in (it
  // holds a signed device cookie) has its own budget; every other attempt counts against its address
  // and against one budget shared by all addresses, so a neighbour behind the same network address
  // cannot lock the operator's own browser out, and a distributed guesser is still capped.
  adminLoginFailuresPerIp: { bucket: "admin-login-fail-ip", limit: 10, windowSeconds: 15 * MIN },
  adminLoginFailuresPerDevice: { bucket: "admin-login-fail-device", limit: 10, windowSeconds: 15 * MIN },
  adminLoginFailuresUnknownDevices: { bucket: "admin-login-fail-all", limit: 100, windowSeconds: 15 * MIN },
  // Wrong newsletter codes from one address across subscriptions (each code also burns after 5 wrong tries).
  newsletterCodeFailuresPerIp: { bucket: "newsletter-code-fail-ip", limit: 50, windowSeconds: 15 * MIN },
  chatPerIp: { bucket: "chat-ip", limit: 30, windowSeconds: MIN },
  // Meal plan and shopping list calls of one account (a busy week of planning is a few hundred).
  planPerAccount: { bucket: "plan-account", limit: 600, windowSeconds: 10 * MIN },
  // Pantry searches of one signed-in account (anonymous ones are free like search: docs/decisions/0019).
  pantryPerAccount: { bucket: "pantry-account", limit: 120, windowSeconds: MIN },
} as const satisfies Record<string, RateLimit>;
