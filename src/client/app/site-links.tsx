// The top links of the navigation shell (docs/product.md#a-screens), in order. A link shows once its page exists:
// set `ready` when the route lands in routes.ts (tests/e2e/shell checks every shown link resolves).
import { NavLink, useMatches } from "react-router";

export type SiteLink = { to: string; label: string; ready: boolean };

export const SITE_LINKS: SiteLink[] = [
  { to: "/", label: "Home", ready: true },
  { to: "/saved-recipes", label: "Saved Recipes", ready: true },
  { to: "/saved-articles", label: "Saved Articles", ready: true },
  { to: "/plan", label: "Meal Plan", ready: true },
  { to: "/restaurant-finder", label: "Restaurant Finder", ready: true },
  { to: "/news", label: "News", ready: true },
  { to: "/articles", label: "Articles", ready: true },
  { to: "/about", label: "About", ready: true },
  { to: "/contact", label: "Contact", ready: true },
  { to: "/newsletters", label: "Newsletters", ready: true },
];

export const shownLinks = () => SITE_LINKS.filter((l) => l.ready);

declare const __CONTACT_EMAIL__: string;
/**
 * Where readers write to us, e.g. to submit an article (docs/product.md#b-screens): CONTACT_EMAIL, else MAIL_FROM, at
 * build time (.env.example).
 */
export const CONTACT_EMAIL = typeof __CONTACT_EMAIL__ === "string" ? __CONTACT_EMAIL__ : "hello@masalatable.example";

declare const __SOCIAL_LINKS__: { label: "Instagram" | "Twitter" | "Facebook"; url: string }[];
/** The social profiles set at build time (INSTAGRAM_URL, TWITTER_URL, FACEBOOK_URL); none are shown unless set. */
export const SOCIAL_LINKS = typeof __SOCIAL_LINKS__ === "object" ? __SOCIAL_LINKS__ : [];

export type LinkClass = (state: { isActive: boolean }) => string;

/**
 * The site's page links, the home link active only on "/" (the header bar and the side menu). The app
 * shell (__spa-fallback.html, served for pages that were not prerendered and for unknown paths with 404)
 * is rendered at "/" with no page route matched: there no link is marked current, or the 404 page would
 * highlight Home until (and unless) the app loads.
 */
export function SiteNav({ label, className, links, linkClass }: { label: string; className: string; links: SiteLink[]; linkClass: LinkClass }) {
  const shell = useMatches().length < 2;
  return (
    <nav aria-label={label} className={className}>
      {links.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={l.to === "/"}
          className={({ isActive }) => linkClass({ isActive: isActive && !shell })}
          aria-current={shell ? false : "page"}
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
