import { buttonClass } from "../../ui/state-message.tsx";
import { Chevron } from "../../ui/icons.tsx";

/** Previous / Page N / Next (part 2 §2, §4) with a count badge; the caller applies the disabled rules of paging.ts. */
export function Pager({
  page,
  canPrevious,
  canNext,
  onPage,
  countLabel,
  label = "Pages",
}: {
  page: number;
  canPrevious: boolean;
  canNext: boolean;
  onPage: (page: number) => void;
  countLabel?: string;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="mt-10 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="min-h-7 text-sm text-stone-700">
        {countLabel && <span className="inline-flex rounded-full bg-stone-100 px-3 py-1 font-medium text-stone-800 ring-1 ring-stone-200">{countLabel}</span>}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={buttonClass.secondary} disabled={!canPrevious} onClick={() => onPage(page - 1)}>
          <Chevron direction="left" />
          Previous
        </button>
        <span
          aria-current="page"
          className="min-w-20 rounded-xl bg-orange-50 px-3 py-2.5 text-center text-sm font-semibold text-orange-900 ring-1 ring-orange-200"
        >
          Page {page}
        </span>
        <button type="button" className={buttonClass.secondary} disabled={!canNext} onClick={() => onPage(page + 1)}>
          Next
          <Chevron direction="right" />
        </button>
      </div>
    </nav>
  );
}
