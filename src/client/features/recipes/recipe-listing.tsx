// The listing pages' common skeleton (/all-recipes, /world-recipes): filters and page in the URL, a
// search box whose text settles for 500 ms before the listing follows (docs/product.md#b-states), the prerendered
// first page shown until hydration, and one results block (error, empty, grid, pager).
import type { ReactNode } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { toCard } from "../../../shared/recipes/normalize.ts";
import { useAsyncData, useHydrated, useOnSettledText, useStackedChanges, useUrlText, type AsyncState } from "../../lib/hooks.ts";
import { RetryButton, StateMessage, buttonClass } from "../../ui/state-message.tsx";
import { Pager } from "./pager.tsx";
import { canGoNext, canGoPrevious, needsPager, rangeLabel } from "./paging.ts";
import { RecipeGrid, type RenderActions } from "./recipe-grid.tsx";
import { SEARCH_DEBOUNCE_MS } from "./suggestions.ts";

type ListingParams = { q: string; page: number };
type GoOptions = { replace?: boolean; keepScroll?: boolean };

/** The listing routes' shouldRevalidate: filters and pages change the query string only, and the build-time data does not depend on it. */
export const revalidateOnNewPath = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/** A page of a listing, whichever call it came from. */
export type ListingPage = { recipes: Recipe[]; total: number };

export function useRecipeListing<P extends ListingParams>(opts: {
  parse: (sp: URLSearchParams) => P;
  defaults: P;
  toSearch: (p: P) => string;
  keyOf: (p: P) => string;
  load: (p: P, signal: AbortSignal) => Promise<ListingPage>;
  /** The first page of the default listing, prerendered at build time. */
  initial: ListingPage;
  label: string;
  /** Whether a filter change keeps the scroll position unless told otherwise. */
  keepScrollByDefault?: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const inUrl = opts.parse(searchParams);
  // Until hydrated, render what was prerendered (the default listing), whatever the query string.
  const params = hydrated ? inUrl : opts.defaults;
  // Changes stack on the URL's parameters, not on the rendered ones: a choice made while the page still
  // shows the prerendered defaults keeps the rest of the address.
  const stack = useStackedChanges(inUrl, searchParams.toString());
  const go = (next: Partial<P>, o: GoOptions = {}) => {
    const value = stack(next);
    if (value) setSearchParams(opts.toSearch(value).slice(1), { replace: o.replace, preventScrollReset: o.keepScroll ?? opts.keepScrollByDefault });
  };

  const { text, setText, wrote } = useUrlText(params.q);
  useOnSettledText(text, SEARCH_DEBOUNCE_MS, hydrated, (settled) => {
    if (settled.trim() === params.q.trim()) return;
    wrote(settled);
    go({ q: settled, page: 1 } as Partial<P>, { replace: true, keepScroll: true });
  });

  const state = useAsyncData<ListingPage>(opts.keyOf(params), (signal) => opts.load(params, signal), {
    enabled: hydrated,
    initial: { key: opts.keyOf(opts.defaults), data: opts.initial },
    refreshInitial: true,
    // The cards show the card fields (the build's copies carry more of each recipe than the API's).
    shows: (page) => [page.total, page.recipes.map(toCard)],
    label: opts.label,
  });
  const clearFilters = () => {
    wrote("");
    setText("");
    setSearchParams("", { preventScrollReset: true });
  };
  /** The address of page N with the other parameters as they are (a relative "?..." link). */
  const hrefFor = (page: number) => opts.toSearch({ ...params, page }) || "?";
  /** What ListingResults takes from the listing: its state, page, pager links and the way to clear the filters. */
  const results = { state, page: params.page, hrefFor, onClear: clearFilters };
  return { params, go, text, setText, state, results };
}

/** Error, empty state, grid and pager of a listing. */
export function ListingResults({
  state,
  page,
  pageSize,
  hrefFor,
  onClear,
  emptyTitle,
  emptyText,
  errorBanner = false,
  skeletons,
  priorityCount,
  gridLabel,
  pagerLabel,
  renderActions,
}: {
  state: AsyncState<ListingPage> & { retry: () => void };
  page: number;
  pageSize: number;
  /** The address of a page of this listing (the pager's links). */
  hrefFor: (page: number) => string;
  onClear: () => void;
  emptyTitle: string;
  emptyText: ReactNode;
  /** Keep the last results on a failed refresh and say so above them. */
  errorBanner?: boolean;
  skeletons: number;
  priorityCount?: number;
  gridLabel: string;
  pagerLabel?: string;
  renderActions: RenderActions;
}) {
  const results = state.data?.recipes ?? [];
  const total = state.data?.total ?? 0;
  const loading = state.status === "loading";
  return (
    <>
      {errorBanner && state.status === "error" && results.length > 0 && (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200"
        >
          Unable to load recipes. Please try again later.
          <RetryButton onClick={state.retry} />
        </div>
      )}
      {state.status === "error" && results.length === 0 ? (
        <StateMessage tone="error" title="Unable to load recipes. Please try again later." action={<RetryButton onClick={state.retry} />} />
      ) : !loading && results.length === 0 ? (
        <StateMessage
          title={emptyTitle}
          action={
            <button type="button" onClick={onClear} className={buttonClass.primary}>
              Clear Filters
            </button>
          }
        >
          {emptyText}
        </StateMessage>
      ) : (
        <RecipeGrid recipes={results} loading={loading} skeletons={skeletons} renderActions={renderActions} priorityCount={priorityCount} label={gridLabel} />
      )}
      {needsPager(page, pageSize, total) && (
        <Pager
          page={page}
          canPrevious={canGoPrevious(page)}
          canNext={!loading && canGoNext(page, results.length, pageSize, total)}
          hrefFor={hrefFor}
          countLabel={loading ? "" : rangeLabel(page, results.length, pageSize, total)}
          label={pagerLabel}
        />
      )}
    </>
  );
}
