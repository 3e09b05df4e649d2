// The floating assistant button with its unread counter, and the dialog, whose code (with the chat
// client) is fetched the first time the chat opens: no page's first load carries it.
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useLocation } from "react-router";
import { closeChat, openChat, useChatState } from "./chat-store.ts";
import { coversContent } from "./covers-content.ts";
import { Svg } from "../../ui/icons.tsx";

const ChatDialog = lazy(() => import("./chat-dialog.tsx"));

/**
 * The chat fails alone (a local fallback): if its code cannot be fetched (offline), the dialog
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

/**
 * docs/product.md#a-states: 96 px from the bottom on a phone-width screen near the top of the page, else
 * 28 px. Undefined until hydrated: the prerendered button takes the same places from its classes
 * (bottom-24, md:bottom-7), so hydrating does not move it (a layout shift on every phone page).
 */
function useButtonOffset(): number | undefined {
  const [offset, setOffset] = useState<number | undefined>(undefined);
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

/**
 * Whether the button, where it floats now, covers a control or text: checked after each scroll, resize,
 * navigation and change of the page's height. The header's and menu's "Ask" buttons stay for the chat
 * while it steps aside (docs/decisions/0020-floating-chat-button.md).
 */
function useStepsAside(button: RefObject<HTMLButtonElement | null>, bottom: number | undefined, shown: boolean): boolean {
  const [aside, setAside] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const b = button.current;
        if (b) setAside(coversContent(b));
      });
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    const grows = new ResizeObserver(check);
    grows.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
      grows.disconnect();
    };
  }, [button, bottom, shown, pathname]);
  return aside;
}

export function ChatLauncher() {
  const { open, unread, wanted } = useChatState();
  const bottom = useButtonOffset();
  const button = useRef<HTMLButtonElement>(null);
  const aside = useStepsAside(button, bottom, !open);
  const wasOpen = useRef(open);
  // Closing the chat returns focus to this button when nothing else took it (the dialog's own
  // return goes to the element that opened it, which for this button is a new element by then).
  useEffect(() => {
    if (wasOpen.current && !open && (document.activeElement === document.body || !document.activeElement)) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      {!open && (
        <button
          ref={button}
          type="button"
          data-chat-launcher=""
          data-print="hide"
          data-aside={aside ? "" : undefined}
          onClick={openChat}
          style={{ bottom }}
          aria-label={unread ? `Open the cooking assistant (${unread} unread ${unread === 1 ? "reply" : "replies"})` : "Open the cooking assistant"}
          className={`fixed right-4 bottom-24 z-40 grid md:bottom-7 size-14 place-items-center rounded-full bg-orange-700 text-white shadow-lg ring-4 ring-white transition hover:bg-orange-800 print:hidden focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 sm:right-6 ${aside ? "pointer-events-none opacity-0 focus:pointer-events-auto focus:opacity-100" : ""}`}
        >
          <Svg
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            shapes='<path d="M21 12a8 8 0 01-11.6 7.1L4 20l1-4.6A8 8 0 1121 12z"/><path d="M8.5 12h.01M12 12h.01M15.5 12h.01"/>'
          />
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
