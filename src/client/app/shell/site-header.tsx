import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { shownLinks, SiteNav } from "../site-links.tsx";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { AccountMenu } from "../../features/auth/account-menu.tsx";
import { openChat } from "../../features/chat/chat-store.ts";
import { ConnectivityBadge } from "../../ui/connectivity.tsx";
import { ThemeToggle } from "../../ui/theme-toggle.tsx";
import { Svg } from "../../ui/icons.tsx";

const loadSideMenu = () => import("./side-menu.tsx");
const SideMenu = lazy(loadSideMenu);

const linkTone = (isActive: boolean) =>
  `whitespace-nowrap rounded-md py-2 text-sm font-medium transition-colors ${isActive ? "bg-orange-50 text-orange-800" : "text-stone-700 hover:bg-stone-100 hover:text-stone-900"}`;
const linkClass = ({ isActive }: { isActive: boolean }) => `px-2 ${linkTone(isActive)}`;
// The bar holds ten links, Chat, the account buttons and the theme switch on one line from 1280 px: 4 px
// of padding a side (and 12 px between the bar's parts) is what lets them fit without scrolling sideways.
const barLinkClass = ({ isActive }: { isActive: boolean }) => `px-1 ${linkTone(isActive)}`;

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  // The menu's module (with motion) is fetched when the button is first pointed at, focused or pressed.
  const [menuWanted, setMenuWanted] = useState(false);
  const location = useLocation();
  const links = shownLinks();
  const close = useCallback(() => setOpen(false), []);
  const prefetch = () => void loadSideMenu().catch(() => undefined);

  useEffect(() => setOpen(false), [location.pathname]);

  // The side menu is a sibling of the header, not a child: the header's backdrop-blur makes it the
  // containing block of fixed descendants, which would trap the menu inside the 64 px bar.
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 xl:px-4">
          <Link to="/" className="flex shrink-0 items-center gap-2 whitespace-nowrap text-lg font-bold text-stone-900">
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-orange-700 text-white">
              M
            </span>
            {SITE_NAME}
          </Link>
          <SiteNav label="Main" className="hidden items-center xl:flex" links={links} linkClass={barLinkClass} />
          <div className="hidden shrink-0 items-center gap-2 xl:flex">
            <button
              type="button"
              onClick={openChat}
              className="rounded-md px-2.5 py-2 text-sm font-medium text-orange-800 ring-1 ring-orange-200 hover:bg-orange-50"
            >
              Chat
            </button>
            <AccountMenu />
          </div>
          <ThemeToggle className="-mr-1 xl:mr-0" />
          <button
            type="button"
            className="rounded-md p-2 text-stone-700 hover:bg-stone-100 xl:hidden"
            aria-label="Open menu"
            aria-expanded={open}
            aria-controls="side-menu"
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={() => {
              setMenuWanted(true);
              setOpen(true);
            }}
          >
            <Svg className="size-6" fill="none" stroke="currentColor" strokeWidth="2" shapes='<path d="M4 6h16M4 12h16M4 18h16" stroke-linecap="round"/>' />
          </button>
        </div>
        <ConnectivityBadge />
      </header>
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu open={open} onClose={close} links={links} linkClass={linkClass} />
        </Suspense>
      )}
    </>
  );
}
