// The slide-in menu of small screens, animated with motion. Its own module, loaded the first time the
// menu button is pointed at or pressed, so motion is not part of any page's first load.
import { useEffect, useRef } from "react";
import { AnimatePresence, domAnimation, LazyMotion, m } from "motion/react";
import { SiteNav, type LinkClass, type SiteLink } from "../site-links.tsx";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { AccountMenu } from "../../features/auth/account-menu.tsx";
import { openChat } from "../../features/chat/chat-store.ts";
import { ThemeToggle } from "../../ui/theme-toggle.tsx";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = {
  open: boolean;
  onClose: () => void;
  links: SiteLink[];
  linkClass: LinkClass;
};

export default function SideMenu({ open, onClose, links, linkClass }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    // A modal dialog: Tab and Shift+Tab cycle inside the panel, Escape closes it, the page behind does not scroll.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") return onClose();
      if (e.key !== "Tab" || !panelRef.current) return;
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = panelRef.current.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected && opener.offsetParent !== null) opener.focus();
    };
  }, [open, onClose]);

  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence>
        {open && (
          <>
            <m.div
              key="backdrop"
              className="fixed inset-0 z-40 bg-black/40 xl:hidden"
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
              onClick={onClose}
            />
            <m.aside
              key="menu"
              id="side-menu"
              ref={panelRef}
              role="dialog"
              aria-modal="true"
              aria-label="Menu"
              className="fixed inset-y-0 right-0 z-50 flex h-dvh w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto overscroll-contain bg-white p-5 shadow-xl xl:hidden"
              initial={{ x: "100%" }}
              animate={{ x: 0 }}
              exit={{ x: "100%" }}
              transition={{ type: "tween", duration: 0.22 }}
            >
              <div className="flex items-center justify-between">
                <span className="font-semibold text-stone-900">{SITE_NAME}</span>
                <button ref={closeRef} type="button" aria-label="Close menu" className="rounded-md p-2 text-stone-700 hover:bg-stone-100" onClick={onClose}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                  </svg>
                </button>
              </div>
              <SiteNav label="Menu links" className="flex flex-col gap-1" links={links} linkClass={linkClass} />
              <button
                type="button"
                onClick={() => {
                  onClose();
                  openChat();
                }}
                className="rounded-md px-3 py-2 text-left text-sm font-medium text-orange-800 ring-1 ring-orange-200 hover:bg-orange-50"
              >
                Chat
              </button>
              <ThemeToggle withLabel className="px-3 ring-1 ring-stone-200" />
              <div className="mt-auto border-t border-stone-200 pt-4">
                <AccountMenu stacked />
              </div>
            </m.aside>
          </>
        )}
      </AnimatePresence>
    </LazyMotion>
  );
}
