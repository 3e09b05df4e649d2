import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { AnimatePresence, m } from "motion/react";
import { SITE_NAME, shownLinks } from "../site-links.ts";
import { AccountMenu } from "../../features/auth/account-menu.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${isActive ? "bg-orange-50 text-orange-800" : "text-stone-700 hover:bg-stone-100 hover:text-stone-900"}`;

export function SiteHeader({ accountReady }: { accountReady: boolean }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const links = shownLinks();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-stone-900">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-orange-700 text-white">M</span>
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === "/"} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden lg:block">{accountReady && <AccountMenu />}</div>
        <button
          type="button"
          className="rounded-md p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls="side-menu"
          onClick={() => setOpen(true)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <AnimatePresence>
        {open && (
          <>
            <m.div
              key="backdrop"
              className="fixed inset-0 z-40 bg-stone-900/40 lg:hidden"
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
              onClick={() => setOpen(false)}
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
                <button ref={closeRef} type="button" aria-label="Close menu" className="rounded-md p-2 text-stone-700 hover:bg-stone-100" onClick={() => setOpen(false)}>
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
              {accountReady && (
                <div className="mt-auto border-t border-stone-200 pt-4">
                  <AccountMenu stacked />
                </div>
              )}
            </m.aside>
          </>
        )}
      </AnimatePresence>
    </header>
  );
}
