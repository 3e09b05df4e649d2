import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/root";
import { SiteHeader } from "./shell/site-header.tsx";
import { SiteFooter } from "./shell/site-footer.tsx";
import { ErrorScreen } from "./shell/error-screen.tsx";
import { Toaster } from "../ui/toast.tsx";
import { NavigationProgress } from "../ui/progress-bar.tsx";
import { ChatLauncher } from "../features/chat/chat-launcher.tsx";
import { getErrorMessage } from "../../shared/common/errors.ts";
import { useEffect } from "react";
import { useSession } from "../features/auth/session-store.ts";
import { forgetAccountSaves, syncSavedForUser } from "../features/saved/saved-sync.ts";
import { useSavedList } from "../features/saved/saved-store.ts";
import { hydrateNamed } from "../ui/hydrate-when-near.tsx";
import { registerServiceWorker } from "../lib/register-sw.ts";
import { FEED_LINKS } from "../../shared/site/feeds.ts";
import stylesheet from "./app.css?url";
import { BAR_MEDIA, THEME_COLORS, THEME_SCRIPT } from "../ui/theme.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  ...FEED_LINKS,
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media={BAR_MEDIA.light} content={THEME_COLORS.light} />
        <meta name="theme-color" media={BAR_MEDIA.dark} content={THEME_COLORS.dark} />
        {/* The theme before the first paint (ui/theme.ts), ahead of the stylesheet so it does not wait for
            it, and after the theme-color metas, of which it keeps only a chosen theme's. */}
        <script data-theme-script="" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* With a precedence, React puts the stylesheet ahead of the scripts' modulepreload links, so the
            one render-blocking request is not queued behind the page's JavaScript. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-stone-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <HydratedMark />
        <NavigationProgress />
        <SessionEffects />
        <SavedCardsAwake />
        <SiteHeader />
        {children}
        <SiteFooter />
        <ChatLauncher />
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Marks <html data-hydrated> once React has taken over the prerendered page: the page's JavaScript
 * loads after the first paint (scripts/lib/defer-hydration.ts), and the browser tests wait for this
 * before they click. Then the service worker is registered (once loaded and idle).
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    registerServiceWorker();
  }, []);
  return null;
}

/**
 * Joins the session to the saved lists (features do not import each other): at sign-in this browser's
 * anonymous saves are merged into the account; after logout the account's saves leave the browser.
 */
function SessionEffects() {
  const { status, user } = useSession();
  const userId = status === "signed-in" ? user?.id : undefined;
  useEffect(() => {
    if (userId) void syncSavedForUser(userId);
    else if (status === "signed-out") forgetAccountSaves();
  }, [status, userId]);
  return null;
}

/**
 * The cards of recipes and articles saved in this browser hydrate with the page, not when they come
 * near: until a card hydrates its heart reads as the prerender's "Save", which a screen reader reading
 * ahead would hear (docs/decisions/0018-hydration-budget.md). Joins the saved lists to the cards' gates.
 */
function SavedCardsAwake() {
  const recipes = useSavedList("recipe");
  const articles = useSavedList("article");
  useEffect(() => {
    const names = [...(recipes ?? []).map((i) => `recipe:${i.id}`), ...(articles ?? []).map((i) => `article:${i.id}`)];
    if (names.length) hydrateNamed(new Set(names));
  }, [recipes, articles]);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  // A screen high, so the page arriving does not push a footer that was in view (issue 26).
  return (
    <main id="main" className="mx-auto min-h-screen max-w-7xl px-4 py-16" aria-busy="true">
      <p className="sr-only">Loading…</p>
      <div className="h-8 w-64 animate-pulse rounded bg-stone-200" />
      <div className="mt-4 h-4 w-96 max-w-full animate-pulse rounded bg-stone-100" />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText || ""}`.trim() : getErrorMessage(error);
  if (typeof window !== "undefined") console.error("[app]", error);
  return <ErrorScreen message={message} onRetry={() => navigate(location.pathname + location.search, { replace: true })} />;
}
