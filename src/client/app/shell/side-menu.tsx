// The slide-in menu of small screens, animated with motion. Its own module, loaded the first time the
// menu button is pointed at or pressed, so motion is not part of any page's first load.
import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { AnimatePresence, domAnimation, LazyMotion, m } from "motion/react";
import { type SiteLink } from "../site-links.ts";
import { SITE_NAME } from "../../../shared/site.ts";
import { AccountMenu } from "../../features/auth/account-menu.tsx";
import { openChat } from "../../features/chat/chat-store.ts";

type Props = {
  open: boolean;
  onClose: () => void;
  links: SiteLink[];
  linkClass: (state: { isActive: boolean }) => string;
};

export default function SideMenu({ open, onClose, links, linkClass }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence>
        {open && (
          <>
            <m.div
              key="backdrop"
              className="fixed inset-0 z-40 bg-stone-900/40 lg:hidden"
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
              onClick={onClose}
            />
            <m.aside
              key="menu"
              id="side-menu"
              role="dialog"
              aria-modal="true"
              aria-label="Menu"
              className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 bg-white p-5 shadow-xl lg:hidden"
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
              <nav aria-label="Menu links" className="flex flex-col gap-1">
                {links.map((l) => (
                  <NavLink key={l.to} to={l.to} end={l.to === "/"} className={linkClass}>
                    {l.label}
                  </NavLink>
                ))}
              </nav>
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
