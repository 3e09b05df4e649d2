// The conversation: messages (kept in local storage, docs/product.md#a-limits), sending with one reply pending at a
// time (docs/product.md#a-validation), and the line-by-line reveal of replies (docs/product.md#a-states, docs/product.md#a-limits).
import { useSyncExternalStore } from "react";
import type { ChatProviderName, ChatSource, ChatTurn } from "../../../shared/chat/types.ts";
import { CHAT_ERRORS, ChatError, sendChat, showRepliesAtOnce, typingDelay } from "./chat-client.ts";
import { noteReply } from "./chat-store.ts";

export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  /** Lines of `content` shown so far (assistant replies appear line by line). */
  shown: number;
  /** The whole reply has arrived. */
  done: boolean;
  provider?: ChatProviderName | null;
  sources?: ChatSource[];
  error?: boolean;
};
type State = { messages: ChatMessage[]; pending: boolean; announcement: string };

export const HISTORY_KEY = "chat_history";
const KEEP = 60;

function loadHistory(): ChatMessage[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? "[]");
    if (!Array.isArray(raw)) return [];
    return raw
      .filter((m): m is ChatMessage => typeof m === "object" && m !== null && (m.role === "user" || m.role === "assistant") && typeof m.content === "string")
      .map((m) => ({ ...m, shown: Number.MAX_SAFE_INTEGER, done: true }));
  } catch {
    return [];
  }
}
function saveHistory(messages: ChatMessage[]) {
  try {
    const keep = messages
      .filter((m) => m.done)
      .slice(-KEEP)
      .map(({ id, role, content, provider, sources, error }) => ({ id, role, content, provider, sources, error }));
    localStorage.setItem(HISTORY_KEY, JSON.stringify(keep));
  } catch {
    /* storage full or blocked: the conversation still works for this visit */
  }
}

let state: State = { messages: typeof window === "undefined" ? [] : loadHistory(), pending: false, announcement: "" };
const listeners = new Set<() => void>();
function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}
const update = (id: string, patch: Partial<ChatMessage>) => set({ messages: state.messages.map((m) => (m.id === id ? { ...m, ...patch } : m)) });
const find = (id: string) => state.messages.find((m) => m.id === id);
let seq = 0;
const newId = () => `${Date.now().toString(36)}-${++seq}`;

const ticking = new Set<string>();

/** Shows the reply's complete lines one at a time; finishes the send once everything is shown. */
function reveal(id: string) {
  const m = find(id);
  if (!m || ticking.has(id)) return;
  const lines = m.content.split("\n");
  const ready = m.done ? lines.length : lines.length - 1; // the last line may still be arriving
  if (showRepliesAtOnce()) {
    update(id, { shown: ready });
  } else if (m.shown < ready) {
    ticking.add(id);
    setTimeout(
      () => {
        ticking.delete(id);
        const now = find(id);
        if (!now) return;
        update(id, { shown: now.shown + 1 });
        reveal(id);
      },
      typingDelay(lines[m.shown] ?? ""),
    );
    return;
  }
  const after = find(id);
  if (after?.done && after.shown >= after.content.split("\n").length) finish(after);
}

function finish(m: ChatMessage) {
  if (!state.pending) return;
  saveHistory(state.messages);
  set({ pending: false, announcement: m.content });
}

/** Sends a message (ignored when blank or while a reply is pending). */
export async function send(text: string): Promise<void> {
  const message = text.trim();
  if (!message || state.pending) return;
  const history: ChatTurn[] = state.messages.filter((m) => !m.error && m.done).map((m) => ({ role: m.role, content: m.content }));
  const user: ChatMessage = { id: newId(), role: "user", content: message, shown: 1, done: true };
  const reply: ChatMessage = { id: newId(), role: "assistant", content: "", shown: 0, done: false };
  set({ messages: [...state.messages, user, reply], pending: true, announcement: "" });
  saveHistory(state.messages);
  try {
    const result = await sendChat(message, history, {
      onMeta: ({ provider, sources }) => update(reply.id, { provider, sources }),
      onText: (soFar) => {
        update(reply.id, { content: soFar.replace(/^\s+/, "") });
        reveal(reply.id);
      },
    });
    update(reply.id, { content: result.reply, provider: result.provider, sources: result.sources, done: true });
  } catch (err) {
    const text = err instanceof ChatError ? err.message : CHAT_ERRORS.exception;
    update(reply.id, { content: text, done: true, error: true, shown: 0 });
  }
  noteReply();
  reveal(reply.id);
}

export function clearHistory() {
  if (state.pending) return;
  try {
    localStorage.removeItem(HISTORY_KEY);
  } catch {
    /* nothing stored */
  }
  set({ messages: [], announcement: "Conversation cleared." });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
export const useChatSession = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
