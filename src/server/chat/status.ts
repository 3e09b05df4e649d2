// GET /api/ai/status, for /api-test (docs/product.md#b-screens, docs/product.md#b-data "AI client status"): which provider answers, and a
// real check of it: a one-word completion from the configured AI, or a reply of the built-in assistant.
import { getErrorMessage } from "../../shared/common/errors.ts";
import { env } from "../platform/env.ts";
import { builtInReply } from "./built-in.ts";
import { AiUnavailable, configuredProvider } from "./providers.ts";

export type AiStatus = {
  /** docs/product.md#b-data: "production" when an AI provider is configured, otherwise the embedded default. */
  mode: "production" | "built-in";
  provider: "huggingface" | "openai-compatible" | "built-in";
  model: string | null;
  ready: boolean;
  detail: string;
  latencyMs: number;
  checkedAt: string;
};

export async function aiStatus(provider = configuredProvider()): Promise<AiStatus> {
  const t = performance.now();
  const base = { mode: provider ? "production" : "built-in", provider: provider?.name ?? "built-in", model: provider?.model ?? null } as const;
  const done = (ready: boolean, detail: string): AiStatus => ({
    ...base,
    ready,
    detail,
    latencyMs: Math.round(performance.now() - t),
    checkedAt: new Date().toISOString(),
  });
  try {
    if (!provider) {
      const { reply, sources } = await builtInReply("paneer recipe");
      return sources.length && reply
        ? done(true, `The built-in assistant answered from the catalog (${sources.length} sources).`)
        : done(false, "The built-in assistant found no catalog recipes.");
    }
    // docs/product.md#b-limits: temperature 0.5 for the health check.
    await provider.complete([{ role: "user", content: "Reply with the single word: ready" }], {
      signal: AbortSignal.timeout(env().AI_TIMEOUT_MS),
      maxTokens: 5,
      temperature: 0.5,
    });
    return done(true, `${provider.name} answered.`);
  } catch (err) {
    return done(
      false,
      err instanceof AiUnavailable ? `Unavailable: ${err.reason}. Chat replies come from the built-in assistant meanwhile.` : getErrorMessage(err),
    );
  }
}
