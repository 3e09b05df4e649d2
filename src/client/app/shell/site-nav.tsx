import { NavLink } from "react-router";
import type { SiteLink } from "../site-links.ts";

export type LinkClass = (state: { isActive: boolean }) => string;

/** The site's page links, the home link active only on "/" (the header bar and the side menu). */
export function SiteNav({ label, className, links, linkClass }: { label: string; className: string; links: SiteLink[]; linkClass: LinkClass }) {
  return (
    <nav aria-label={label} className={className}>
      {links.map((l) => (
        <NavLink key={l.to} to={l.to} end={l.to === "/"} className={linkClass}>
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
