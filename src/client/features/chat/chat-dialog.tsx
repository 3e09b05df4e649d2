// The chat dialog of docs/product.md#a-screens: suggestion chips, the messages, input and Send. Loaded the first time
// the chat opens (chat-launcher.tsx). Keyboard: focus stays inside while open, Escape closes and
// returns focus; replies are announced through a live region once fully shown.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { CHAT_LIMITS, type ChatProviderName } from "../../../shared/chat/types.ts";
import { closeChat, useChatState } from "./chat-store.ts";
import { clearHistory, send, useChatSession, type ChatMessage } from "./chat-session.ts";
import { usInteger } from "../../../shared/common/us-format.ts";
import { HandledForm } from "../../ui/handled-form.tsx";

export const CHIPS = ["Quick dinner", "Healthy lunch", "Paneer recipe", "Meal plan"] as const;

const PROVIDER_LABEL: Record<ChatProviderName, string> = {
  "built-in": "Built-in assistant",
  "built-in-fallback": "Built-in assistant (AI unavailable)",
  huggingface: "AI answer (Hugging Face)",
  "openai-compatible": "AI answer",
};

/** [Title](/path) becomes a link inside the site; anything else stays text. */
function renderInline(text: string, onNavigate: () => void): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    out.push(text.slice(last, m.index));
    const [, label, href] = m;
    out.push(
      href!.startsWith("/") && !href!.startsWith("//") ? (
        <Link
          key={m.index}
          to={href!}
          onClick={onNavigate}
          className="font-medium text-orange-800 underline decoration-orange-300 underline-offset-2 hover:text-orange-900"
        >
          {label}
        </Link>
      ) : (
        label
      ),
    );
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/** "Add to plan" for each recipe a finished reply links (issue 28): the week opens with it to place. */
function PlanLinks({ m, onNavigate }: { m: ChatMessage; onNavigate: () => void }) {
  const recipes = (m.sources ?? []).filter((s) => s.kind === "recipe" && /^\d+$/.test(s.id)).slice(0, 4);
  if (!recipes.length) return null;
  return (
    <div className="mt-2 border-t border-stone-200 pt-2 text-xs text-stone-700">
      <span className="font-medium">Add to plan:</span>{" "}
      {recipes.map((r, i) => (
        <span key={r.id}>
          {i > 0 && " · "}
          <Link
            to={`/plan?add=${r.id}&title=${encodeURIComponent(r.title)}`}
            onClick={onNavigate}
            className="inline-block whitespace-nowrap py-0.5 font-medium text-orange-800 underline decoration-orange-300 underline-offset-2 hover:text-orange-900"
          >
            <span className="sr-only">Add to plan: </span>
            {r.title.replace(/\s*\(.*\)\s*$/, "")}
          </Link>
        </span>
      ))}
    </div>
  );
}

function MessageBody({ m, onNavigate }: { m: ChatMessage; onNavigate: () => void }) {
  const lines = m.content.split("\n").slice(0, m.role === "user" ? undefined : m.shown);
  return (
    <div className="space-y-1">
      {lines.map((line, i) =>
        line.trim() === "" ? (
          <div key={i} data-line="" className="h-1.5" aria-hidden="true" />
        ) : line.startsWith("- ") ? (
          <p key={i} data-line="" className="flex gap-2 pl-1">
            <span aria-hidden="true">•</span>
            <span>{renderInline(line.slice(2), onNavigate)}</span>
          </p>
        ) : /^\d{1,2}\. /.test(line) ? (
          // A numbered step of a how-to reply (docs/decisions/0015-assistant-constraints-first.md).
          <p key={i} data-line="" className="flex gap-2 pl-1">
            <span className="min-w-5 font-semibold text-orange-800">{line.slice(0, line.indexOf(".") + 1)}</span>
            <span>{renderInline(line.slice(line.indexOf(".") + 2), onNavigate)}</span>
          </p>
        ) : (
          <p key={i} data-line="">
            {renderInline(line, onNavigate)}
          </p>
        ),
      )}
    </div>
  );
}

/** The input shows how many characters are left once fewer than this many remain (before its cut). */
const COUNTER_FROM = 200;

export default function ChatDialog() {
  const { open } = useChatState();
  const { messages, pending, announcement } = useChatSession();
  const [text, setText] = useState("");
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);

  // Focus moves in on opening and back to the button that opened it on closing.
  useEffect(() => {
    if (!open) return;
    returnTo.current = document.activeElement;
    inputRef.current?.focus();
    return () => {
      const back =
        returnTo.current instanceof HTMLElement && document.contains(returnTo.current)
          ? returnTo.current
          : document.querySelector<HTMLElement>("[data-chat-launcher]");
      back?.focus();
    };
  }, [open]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, pending, open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        closeChat();
        return;
      }
      if (e.key !== "Tab" || !panelRef.current) return;
      const items = [...panelRef.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled])")];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && (document.activeElement === first || !panelRef.current.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !panelRef.current.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const submit = (value: string) => {
    if (!value.trim() || pending) return;
    void send(value);
    setText("");
  };
  const onNavigate = () => closeChat();
  const blank = text.trim() === "";
  const remaining = CHAT_LIMITS.messageMax - text.length;
  const waiting = pending && messages.at(-1)?.content === "";

  return (
    <>
      {/* The live region stays mounted so replies that finish while closed are still announced once. */}
      <div aria-live="polite" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>
      {open && (
        <div className="fixed inset-0 z-[60] flex items-end justify-end sm:p-6">
          <div className="absolute inset-0 bg-black/40" aria-hidden="true" onClick={closeChat} />
          <div
            ref={panelRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className="relative flex h-[100dvh] w-full flex-col bg-white shadow-2xl sm:h-[min(42rem,calc(100dvh-3rem))] sm:max-w-md sm:rounded-2xl sm:ring-1 sm:ring-stone-200"
          >
            <header className="flex items-center gap-3 border-b border-stone-200 px-4 py-3">
              <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-orange-100 text-orange-800">
                <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M21 12a8 8 0 01-11.6 7.1L4 20l1-4.6A8 8 0 1121 12z" />
                </svg>
              </span>
              <div className="min-w-0 flex-1">
                <h2 id={titleId} className="font-semibold text-stone-900">
                  Cooking Assistant
                </h2>
                <p className="truncate text-xs text-stone-600">Recipes, substitutions, techniques and meal plans</p>
              </div>
              {messages.length > 0 && (
                <button
                  type="button"
                  onClick={clearHistory}
                  disabled={pending}
                  className="rounded-md px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 disabled:opacity-50"
                >
                  Clear chat
                </button>
              )}
              <button type="button" onClick={closeChat} aria-label="Close chat" className="rounded-md p-2 text-stone-700 hover:bg-stone-100">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </button>
            </header>

            <div ref={listRef} className="flex-1 space-y-3 overflow-y-auto px-4 py-4" data-testid="chat-messages">
              {messages.length === 0 && (
                <p className="rounded-xl bg-amber-50 p-3 text-sm text-stone-800">
                  Ask me for a recipe from our collection, a quick dinner idea, a substitution or a meal plan. Try a suggestion below.
                </p>
              )}
              {messages.map((m) =>
                m.role === "user" ? (
                  <div
                    key={m.id}
                    className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-orange-700 px-3.5 py-2 text-sm whitespace-pre-wrap text-white"
                    data-testid="chat-user-message"
                  >
                    {m.content}
                  </div>
                ) : m.content === "" ? null : (
                  <div
                    key={m.id}
                    data-testid="chat-reply"
                    data-done={m.done && m.shown >= m.content.split("\n").length ? "" : undefined}
                    className={`max-w-[92%] rounded-2xl rounded-bl-sm px-3.5 py-2 text-sm ${m.error ? "bg-red-50 text-red-900 ring-1 ring-red-200" : "bg-stone-100 text-stone-900"}`}
                  >
                    <MessageBody m={m} onNavigate={onNavigate} />
                    {!m.error && m.done && <PlanLinks m={m} onNavigate={onNavigate} />}
                    {!m.error && m.provider && m.done && <p className="mt-1.5 text-xs font-medium text-stone-600">{PROVIDER_LABEL[m.provider]}</p>}
                  </div>
                ),
              )}
              {waiting && (
                <div
                  className="flex w-fit items-center gap-1 rounded-2xl bg-stone-100 px-3.5 py-3"
                  data-testid="chat-pending"
                  aria-label="The assistant is writing"
                >
                  {[0, 1, 2].map((i) => (
                    <span key={i} className="size-2 animate-pulse rounded-full bg-stone-400" style={{ animationDelay: `${i * 150}ms` }} />
                  ))}
                </div>
              )}
            </div>

            <div className="border-t border-stone-200 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              <div className="mb-2 flex flex-wrap gap-2" role="group" aria-label="Suggestions">
                {CHIPS.map((c) => (
                  <button
                    key={c}
                    type="button"
                    disabled={pending}
                    onClick={() => submit(c)}
                    className="rounded-full bg-orange-50 px-3 py-1.5 text-sm font-medium text-orange-900 ring-1 ring-orange-200 hover:bg-orange-100 disabled:opacity-50"
                  >
                    {c}
                  </button>
                ))}
              </div>
              <HandledForm className="flex gap-2" onSubmit={() => submit(text)}>
                <label htmlFor={`${titleId}-input`} className="sr-only">
                  Message
                </label>
                <input
                  id={`${titleId}-input`}
                  aria-describedby={remaining <= COUNTER_FROM ? `${titleId}-count` : undefined}
                  ref={inputRef}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  maxLength={CHAT_LIMITS.messageMax}
                  autoComplete="off"
                  placeholder="Ask about a recipe, an ingredient, a technique..."
                  className="min-w-0 flex-1 rounded-xl border border-stone-300 px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-orange-600 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:text-sm"
                />
                {remaining <= COUNTER_FROM && (
                  <p
                    id={`${titleId}-count`}
                    data-testid="chat-counter"
                    className={`self-center text-xs font-semibold tabular-nums ${remaining === 0 ? "text-red-800" : "text-stone-700"}`}
                  >
                    {remaining === 0 ? "Limit reached" : `${usInteger(remaining)} left`}
                    <span className="sr-only"> of {usInteger(CHAT_LIMITS.messageMax)} characters</span>
                  </p>
                )}
                <button
                  type="submit"
                  disabled={blank || pending}
                  className="rounded-xl bg-orange-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
                >
                  Send
                </button>
              </HandledForm>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
