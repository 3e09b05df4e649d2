import { Link } from "react-router";
import { buttonClass } from "../../ui/state-message.tsx";
import { Chevron } from "../../ui/icons.tsx";

const disabledClass =
  "inline-flex items-center justify-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-stone-500 ring-1 ring-stone-200 cursor-not-allowed";

/**
 * Previous / Page N / Next with a count badge; the caller applies the disabled rules of paging.ts.
 * Previous and Next are real links (`hrefFor` gives each page's address, ?page=N), so a crawler and a
 * reader without JavaScript reach every page and a page can be opened in a new tab (issue 25).
 */
export function Pager({
  page,
  canPrevious,
  canNext,
  hrefFor,
  countLabel,
  label = "Pages",
}: {
  page: number;
  canPrevious: boolean;
  canNext: boolean;
  hrefFor: (page: number) => string;
  countLabel?: string;
  label?: string;
}) {
  const step = (to: number, enabled: boolean, rel: "prev" | "next", children: React.ReactNode) =>
    enabled ? (
      <Link to={hrefFor(to)} rel={rel} className={buttonClass.secondary}>
        {children}
      </Link>
    ) : (
      // A link with nowhere to go: still a link to assistive technology, announced as disabled.
      <a role="link" aria-disabled="true" className={disabledClass}>
        {children}
      </a>
    );
  return (
    <nav aria-label={label} className="mt-10 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="min-h-7 text-sm text-stone-700">
        {countLabel && <span className="inline-flex rounded-full bg-stone-100 px-3 py-1 font-medium text-stone-800 ring-1 ring-stone-200">{countLabel}</span>}
      </p>
      <div className="flex items-center gap-2">
        {step(
          page - 1,
          canPrevious,
          "prev",
          <>
            <Chevron direction="left" />
            Previous
          </>,
        )}
        <span
          aria-current="page"
          className="min-w-20 rounded-xl bg-orange-50 px-3 py-2.5 text-center text-sm font-semibold text-orange-900 ring-1 ring-orange-200"
        >
          Page {page}
        </span>
        {step(
          page + 1,
          canNext,
          "next",
          <>
            Next
            <Chevron direction="right" />
          </>,
        )}
      </div>
    </nav>
  );
}
