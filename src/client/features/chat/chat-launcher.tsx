// The floating assistant button with its unread counter, and the dialog, whose code (with the chat
// client) is fetched the first time the chat opens: no page's first load carries it.
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { closeChat, openChat, useChatState } from "./chat-store.ts";

const ChatDialog = lazy(() => import("./chat-dialog.tsx"));

/**
 * The chat fails alone (STYLE: local fallbacks): if its code cannot be fetched (offline), the dialog
 * closes and the page stays usable. (Browsers remember a failed module import, so the chat comes back
 * with the next page load.)
 */
class ChatBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn("[chat] the assistant could not load:", error);
    closeChat();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Part 1 §4: 96 px from the bottom on a phone-width screen near the top of the page, else 28 px. */
function useButtonOffset(): number {
  const [offset, setOffset] = useState(28);
  useEffect(() => {
    const update = () => setOffset(window.innerWidth < 768 && window.scrollY < 10 ? 96 : 28);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return offset;
}

export function ChatLauncher() {
  const { open, unread, wanted } = useChatState();
  const bottom = useButtonOffset();
  return (
    <>
      {!open && (
        <button
          type="button"
          data-chat-launcher=""
          onClick={openChat}
          style={{ bottom }}
          aria-label={unread ? `Open the cooking assistant (${unread} unread ${unread === 1 ? "reply" : "replies"})` : "Open the cooking assistant"}
          className="fixed right-4 z-40 grid size-14 place-items-center rounded-full bg-orange-700 text-white shadow-lg ring-4 ring-white transition hover:bg-orange-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 sm:right-6"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M21 12a8 8 0 01-11.6 7.1L4 20l1-4.6A8 8 0 1121 12z" />
            <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
          </svg>
          {unread > 0 && (
            <span
              data-testid="chat-unread"
              className="absolute -right-1 -top-1 grid min-w-6 place-items-center rounded-full bg-emerald-600 px-1.5 text-xs font-bold text-white ring-2 ring-white"
            >
              {unread}
            </span>
          )}
        </button>
      )}
      {wanted && (
        <ChatBoundary>
          <Suspense fallback={null}>
            <ChatDialog />
          </Suspense>
        </ChatBoundary>
      )}
    </>
  );
}
