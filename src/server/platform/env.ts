import { z } from "zod";

import { isDeployed } from "./mode.ts";

// Every variable the site reads, validated once. Locally all are optional (the embedded default
// providers serve); on a deploy each concern needs its production provider or fails closed, saying which
// variable is missing (docs/decisions/0012-run-mode-and-fail-closed.md). Secrets are never logged or sent
// to the browser. The run-time mode comes from mode.ts, never from CONTEXT (a build-only variable).
const EnvSchema = z.object({
  SITE_URL: z.string().url().optional(),
  // Checked by the admin module (at least 16 characters), so a short one refuses the admin only.
  ADMIN_PASSWORD: z.string().optional(),
  SPOONACULAR_API_KEY: z.string().min(1).optional(),
  SPOONACULAR_URL: z.string().url().default("https://api.spoonacular.com"),
  HF_TOKEN: z.string().min(10).optional(),
  HF_MODEL: z.string().default("meta-llama/Llama-3.1-8B-Instruct"),
  // Hugging Face's OpenAI-compatible router; tests point it at a local fake.
  HF_ENDPOINT_URL: z.string().url().default("https://router.huggingface.co/v1"),
  AI_BASE_URL: z.string().url().optional(),
  AI_MODEL: z.string().default("llama3.1"),
  AI_API_KEY: z.string().optional(),
  // How long the chat waits for the AI's answer (JSON) or its first words (streaming) before the
  // built-in assistant answers: under the browser's 5 s time-out to the first byte (docs/product.md#a-api).
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4500),
  SENDGRID_API_KEY: z.string().min(10).optional(),
  MAIL_FROM: z.string().email().default("hello@masalatable.example"),
  // SendGrid's API base URL (tests point it at a local fake speaking its HTTP format).
  SENDGRID_API_URL: z.string().url().optional(),
  // Where contact messages are emailed (docs/product.md#a-screens); MAIL_FROM when unset.
  CONTACT_EMAIL: z.string().email().optional(),
  GOOGLE_CLIENT_ID: z.string().min(10).optional(),
  // Restaurant finder (docs/architecture.md#providers): unset means the public instance in production, the embedded
  // gazetteer / built-in samples elsewhere (so local runs and tests need no network).
  NOMINATIM_URL: z.string().url().optional(),
  OVERPASS_URL: z.string().url().optional(),
  OSM_CONTACT: z.string().min(3).optional(),
  // The contact Nominatim's usage policy asks for (sent in the User-Agent and as its email parameter).
  NOMINATIM_EMAIL: z.string().email().optional(),
});
export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty value means "not set" (e.g. KEY= in a .env file).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const bad = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${bad}`);
  }
  return parsed.data;
}

// Read and validated once per instance (a bad value fails the first request loudly, with the list).
let current: Env | undefined;
export const env = () => (current ??= readEnv());
export { isDeployed, isProduction, runMode } from "./mode.ts";
/** The local mail outbox is readable only when the local server or the dev plugin set DEV_OUTBOX=1, never on a deploy. */
export const devOutboxEnabled = () => process.env.DEV_OUTBOX === "1" && !isDeployed();

/** The shortest ADMIN_PASSWORD the admin accepts. */
export const ADMIN_PASSWORD_MIN = 16;

/** Why the admin is refused, naming the variable, or null when ADMIN_PASSWORD is usable. */
export function adminPasswordProblem(e: Env = env()): string | null {
  if (!e.ADMIN_PASSWORD) return "ADMIN_PASSWORD is not set";
  if (e.ADMIN_PASSWORD.length < ADMIN_PASSWORD_MIN) return `ADMIN_PASSWORD is shorter than ${ADMIN_PASSWORD_MIN} characters`;
  return null;
}

/** Whether email can be sent in this mode: SendGrid, or the local outbox when not on a deploy. */
export const mailConfigured = (e: Env = env()) => Boolean(e.SENDGRID_API_KEY) || !isDeployed();

/**
 * The variables this mode needs and lacks, by name: each one's concern refuses (503) until it is set.
 * /api/health lists them and answers "degraded" while any is missing.
 */
export function missingConfiguration(e: Env = env()): string[] {
  const missing: string[] = [];
  if (adminPasswordProblem(e)) missing.push("ADMIN_PASSWORD");
  if (!mailConfigured(e)) missing.push("SENDGRID_API_KEY");
  return missing;
}

/** Which provider serves each concern of docs/architecture.md#providers, as shown by /api/health and /api-test. */
export function activeProviders(e: Env = env()) {
  return {
    recipes: e.SPOONACULAR_API_KEY ? "catalog+spoonacular" : "catalog",
    ai: e.HF_TOKEN ? "huggingface" : e.AI_BASE_URL ? "openai-compatible" : "built-in",
    email: e.SENDGRID_API_KEY ? "sendgrid" : mailConfigured(e) ? "outbox" : "not-configured",
    admin: adminPasswordProblem(e) ? "not-configured" : "password",
    geocoding: finderProviders(e).geocoding,
    places: finderProviders(e).places,
    googleSignIn: e.GOOGLE_CLIENT_ID ? "google" : "disabled",
  } as const;
}

const PUBLIC_NOMINATIM = "https://nominatim.openstreetmap.org";
const PUBLIC_OVERPASS = "https://overpass-api.de/api/interpreter";

/**
 * The finder's geocoding and places providers (docs/architecture.md#providers) and the URLs they call: the configured ones,
 * else the public OpenStreetMap instances on any deploy, else (locally) the offline gazetteer and samples.
 */
export function finderProviders(e: Env = env()) {
  const nominatimUrl = e.NOMINATIM_URL ?? (isDeployed() ? PUBLIC_NOMINATIM : undefined);
  const overpassUrl = e.OVERPASS_URL ?? (isDeployed() ? PUBLIC_OVERPASS : undefined);
  return {
    geocoding: nominatimUrl ? ("nominatim" as const) : ("gazetteer" as const),
    places: overpassUrl ? ("overpass" as const) : ("samples-only" as const),
    nominatimUrl,
    overpassUrl,
  };
}
