import { Link } from "react-router";
import { shownLinks } from "../site-links.tsx";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { ThemeChoice } from "../../ui/theme-choice.tsx";
import { HydrateWhenNear } from "../../ui/hydrate-when-near.tsx";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 text-sm text-stone-700 sm:flex-row sm:justify-between sm:px-6">
        <div className="max-w-sm">
          <p className="font-semibold text-stone-900">{SITE_NAME}</p>
          <p className="mt-1">Home cooking with a strong Indian accent and dishes from every country, written by our own small team.</p>
          {/* Hydrates with the page: it shows the theme chosen on this device, which the prerendered HTML cannot know. */}
          <ThemeChoice />
        </div>
        {/* Below the fold on every page: the links hydrate when near or touched (docs/decisions/0018-hydration-budget.md). */}
        <HydrateWhenNear>
          <nav aria-label="Footer" className="flex flex-wrap content-start gap-x-5 gap-y-2">
            {shownLinks().map((l) => (
              <Link key={l.to} to={l.to} className="hover:text-stone-900 hover:underline">
                {l.label}
              </Link>
            ))}
            <Link to="/privacy" className="hover:text-stone-900 hover:underline">
              Privacy Policy
            </Link>
          </nav>
        </HydrateWhenNear>
      </div>
    </footer>
  );
}
