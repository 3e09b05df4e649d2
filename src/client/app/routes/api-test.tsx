// /api-test (docs/product.md#b-screens): the AI mode, a health badge from a real check of the provider, a refresh
// button, and a live test that asks a biryani question through the chat client.
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/api-test";
import { pageMeta } from "../seo.ts";
import { apiGet } from "../../lib/api.ts";
import { getErrorMessage } from "../../../shared/common/errors.ts";
import { ChatError, sendChat, type ChatResult } from "../../features/chat/chat-client.ts";
import { Section } from "../../ui/section.tsx";
import { BusyButton } from "../../ui/state-message.tsx";

type Status = { mode: "production" | "built-in"; provider: string; model: string | null; ready: boolean; detail: string; latencyMs: number; checkedAt: string };
type Health = { state: "unknown" } | { state: "checking" } | { state: "done"; status: Status } | { state: "failed"; error: string };
type Live = { state: "idle" } | { state: "running" } | { state: "success"; result: ChatResult; ms: number } | { state: "error"; error: string };

export const LIVE_QUESTION = "How do I make a good chicken biryani at home?";
const PROVIDER_NAME: Record<string, string> = {
  huggingface: "Hugging Face Inference",
  "openai-compatible": "OpenAI-compatible endpoint",
  "built-in": "Built-in assistant",
};

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "AI API Test", description: "Check which AI provider answers the cooking assistant and try it live.", path: "/api-test" }),
  { name: "robots", content: "noindex" },
];

export default function ApiTest() {
  const [health, setHealth] = useState<Health>({ state: "unknown" });
  const [live, setLive] = useState<Live>({ state: "idle" });

  const check = useCallback(async () => {
    setHealth({ state: "checking" });
    try {
      setHealth({ state: "done", status: await apiGet<Status>("/api/ai/status") });
    } catch (err) {
      setHealth({ state: "failed", error: getErrorMessage(err) });
    }
  }, []);
  useEffect(() => void check(), [check]);

  const runLive = async () => {
    setLive({ state: "running" });
    const t = performance.now();
    try {
      const result = await sendChat(LIVE_QUESTION, []);
      setLive({ state: "success", result, ms: Math.round(performance.now() - t) });
    } catch (err) {
      setLive({ state: "error", error: err instanceof ChatError ? err.message : getErrorMessage(err) });
    }
  };

  const status = health.state === "done" ? health.status : null;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">AI API Test</h1>
      <p className="mt-2 text-stone-700">Which provider answers the cooking assistant, whether it is healthy right now, and a live question.</p>

      <section aria-labelledby="mode" className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="mode" className="text-lg font-semibold text-stone-900">
            Mode and health
          </h2>
          <BusyButton
            busy={health.state === "checking"}
            busyLabel="Checking..."
            onClick={() => void check()}
            className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-60"
          >
            Refresh Status
          </BusyButton>
        </div>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-stone-600">Mode</dt>
            <dd data-testid="ai-mode" className="font-semibold text-stone-900">
              {status ? (status.mode === "production" ? "Production (AI provider)" : "Built-in (no AI key)") : "…"}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Provider</dt>
            <dd data-testid="ai-provider" className="font-semibold text-stone-900">
              {status ? `${PROVIDER_NAME[status.provider] ?? status.provider}${status.model ? ` (${status.model})` : ""}` : "…"}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Health</dt>
            <dd role="status" data-testid="ai-health">
              {health.state === "done" ? (
                <span
                  className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${health.status.ready ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-red-50 text-red-900 ring-red-200"}`}
                >
                  {health.status.ready ? "Healthy" : "Unhealthy"}
                </span>
              ) : health.state === "failed" ? (
                <span className="rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-900 ring-1 ring-red-200">API Status Check Failed</span>
              ) : (
                <span className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-700">Unknown</span>
              )}
            </dd>
          </div>
        </dl>
        {status && (
          <p className="mt-3 text-sm text-stone-700">
            {status.detail} Checked in {status.latencyMs} ms.
          </p>
        )}
        {health.state === "failed" && <p className="mt-3 text-sm text-red-800">{health.error}</p>}
      </section>

      <Section
        id="live"
        title="Live test"
        headingClassName="text-lg font-semibold text-stone-900"
        className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
      >
        <p className="mt-1 text-sm text-stone-700">Asks: "{LIVE_QUESTION}"</p>
        <BusyButton
          busy={live.state === "running"}
          busyLabel="Testing..."
          onClick={() => void runLive()}
          className="mt-4 rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800 disabled:opacity-60"
        >
          Run Live Test
        </BusyButton>
        <div aria-live="polite" className="mt-4" data-testid="live-result">
          {live.state === "success" && (
            <div className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
              <p className="font-semibold text-emerald-900">
                API Test Passed: {live.result.provider ? (PROVIDER_NAME[live.result.provider] ?? "Built-in assistant (AI unavailable)") : "reply received"} in{" "}
                {live.ms} ms
              </p>
              <p className="mt-2 whitespace-pre-wrap text-sm text-stone-800">{live.result.reply.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")}</p>
              {live.result.sources.length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                  {live.result.sources.map((s) => (
                    <li key={s.url}>
                      <Link to={s.url} className="text-orange-800 underline">
                        {s.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {live.state === "error" && (
            <div className="rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
              <p className="font-semibold text-red-900">API Test Failed</p>
              <p className="mt-1 text-sm text-red-800">{live.error}</p>
            </div>
          )}
        </div>
      </Section>
    </main>
  );
}
