import { Link, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/search";
import type { RecipeSearchResponse } from "../../../shared/recipes/api.schema.ts";
import type { ArticleSearchResponse } from "../../../shared/articles/schema.ts";
import { searchArticles } from "../../features/articles/api.ts";
import { ExpertArticles, LatestNews } from "../../features/articles/search-sections.tsx";
import { splitSearchResults } from "../../features/articles/search-split.ts";
import { searchRecipes } from "../../features/recipes/api.ts";
import { useAsyncData, useHydrated, useOnSettledText, useStackedChanges, useUrlText } from "../../lib/hooks.ts";
import { Pager } from "../../features/recipes/pager.tsx";
import {
  canGoNext,
  canGoPrevious,
  needsPager,
  offsetOf,
  DEFAULT_SORT_AND_FILTERS,
  parseSortAndFilters,
  rangeLabel,
  sortAndFilterQuery,
  writeSortAndFilters,
  type SortAndFilters,
} from "../../features/recipes/paging.ts";
import { SortAndFilterSelects } from "../../features/recipes/sort-and-filters.tsx";
import { RecipeGrid } from "../../features/recipes/recipe-grid.tsx";
import { RetryButton, StateMessage, buttonClass } from "../../ui/state-message.tsx";
import { SearchBox } from "../../features/recipes/search-box.tsx";
import { DEFAULT_SUGGESTIONS, SEARCH_DEBOUNCE_MS, relatedSearches, rewriteSearchQuery } from "../../features/recipes/suggestions.ts";
import { renderRecipeCardActions } from "../shell/recipe-actions.tsx";
import { pageMeta } from "../seo.ts";
import { Section } from "../../ui/section.tsx";
import { usInteger } from "../../../shared/common/us-format.ts";

/** docs/product.md#a-limits: search page size 12, 12 skeletons. */
const PAGE_SIZE = 12;
/** More than the site has, so every matching article and news item can be shown. */
const ARTICLE_LIMIT = 30;

export const meta: Route.MetaFunction = ({ location }) => {
  const q = new URLSearchParams(location.search).get("q")?.trim();
  return pageMeta({
    title: q ? `${q}: recipe search` : "Search recipes",
    description:
      "Search our recipes by dish, ingredient, cuisine or diet: Indian favourites and dishes from every country, with quick suggestions as you type.",
    path: "/search",
  });
};

const searchHref = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/** Searches to run with one click (related searches, ideas to start with): a list of links to their results. */
function SearchLinks({ terms, className, linkClassName }: { terms: readonly string[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {terms.map((t) => (
        <li key={t}>
          <Link to={searchHref(t)} className={linkClassName}>
            {t}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The page's query string: q, then sort, time and course when set (shareable), then the page. */
function searchQueryString(q: string, f: SortAndFilters, page = 1): URLSearchParams {
  const sp = new URLSearchParams({ q });
  writeSortAndFilters(sp, f);
  if (page > 1) sp.set("page", String(page));
  return sp;
}

function readPage(raw: string | null) {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

export default function Search() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const qInUrl = (searchParams.get("q") ?? "").trim();
  const filtersInUrl = parseSortAndFilters(searchParams);
  // Prerendered without a query: until hydrated, render the loading state whatever the URL says.
  const q = hydrated ? qInUrl : "";
  const page = hydrated ? readPage(searchParams.get("page")) : 1;
  const filters = hydrated ? filtersInUrl : DEFAULT_SORT_AND_FILTERS;
  // A filter chosen while the page still shows the prerendered state stacks on the URL's query and filters.
  const stackFilters = useStackedChanges(filtersInUrl, searchParams.toString());
  const changeFilters = (patch: Partial<SortAndFilters>) => {
    const next = stackFilters(patch);
    if (next) setSearchParams(searchQueryString(qInUrl, next), { preventScrollReset: true });
  };

  // The box follows the URL (Back, related searches) and, while typing, the URL follows the box 500 ms
  // after the last keystroke (docs/product.md#a-limits), replacing the history entry.
  const { text, setText, wrote } = useUrlText(q);
  useOnSettledText(text, SEARCH_DEBOUNCE_MS, hydrated, (settled) => {
    const next = settled.trim();
    if (!next || next === q) return;
    wrote(next);
    setSearchParams(searchQueryString(next, filters), { replace: true, preventScrollReset: true });
  });

  // docs/product.md#a-validation: the query sent to the server is rewritten ('quick' -> 'quick easy recipes' ...).
  const sent = q ? rewriteSearchQuery(q) : "";
  const state = useAsyncData<RecipeSearchResponse>(
    JSON.stringify([sent, page, filters]),
    (signal) => searchRecipes({ query: sent, number: PAGE_SIZE, offset: offsetOf(page, PAGE_SIZE), ...sortAndFilterQuery(filters) }, signal),
    { enabled: hydrated && sent !== "", label: "Error searching recipes" },
  );
  // Articles and news from the content (docs/architecture.md#honesty), fetched beside the recipes; either may fail alone.
  const articleState = useAsyncData<ArticleSearchResponse>(JSON.stringify(["articles", q]), (signal) => searchArticles(q, ARTICLE_LIMIT, signal), {
    enabled: hydrated && q !== "",
    label: "Error searching articles",
  });
  const loading = !hydrated || (sent !== "" && state.status === "loading");
  const articlesLoading = !hydrated || (q !== "" && articleState.status === "loading");
  const results = state.data?.results ?? [];
  const total = state.data?.totalResults ?? 0;
  const articleData = articleState.status === "success" ? articleState.data : undefined;
  const { expert, news } = splitSearchResults(articleData?.results ?? []);
  const techniques = articleData?.techniques ?? [];
  // docs/product.md#a-screens: 'Found N items' = recipes + articles + news (the sections never share an article).
  const allSettled = !loading && !articlesLoading && (state.status === "success" || articleState.status === "success");
  const itemCount = (state.status === "success" ? total : 0) + (articleData?.total ?? 0);
  const noArticles = articleState.status === "error" || (articleData !== undefined && articleData.total === 0 && techniques.length === 0);
  // A corrected query's suggestions and related searches come from the corrected words, not the typo.
  const correction = !loading && state.data?.correctedQuery && sent === q ? { typed: q, corrected: state.data.correctedQuery } : undefined;
  const related = relatedSearches(correction?.corrected ?? q);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {/* A fixed heading: the query shows in the results line, so nothing moves when the page hydrates. */}
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">Search recipes</h1>
      <SearchBox
        inputId="search-page-box"
        label="Search recipes"
        value={text}
        onChange={setText}
        correction={correction}
        onSearch={(query) => {
          wrote(query);
          void navigate(searchHref(query));
        }}
        className="mt-5 max-w-2xl"
      />

      <div className="mt-4 h-9">
        {q && (
          // One scrollable row (not wrapping lines), so its height is known before it renders.
          <div className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <h2 className="mr-1 shrink-0 text-sm font-semibold text-stone-700">Related searches</h2>
            <SearchLinks
              terms={related}
              className="flex shrink-0 gap-2 whitespace-nowrap"
              linkClassName="inline-flex rounded-full bg-white px-3 py-1 text-sm text-stone-800 ring-1 ring-stone-300 hover:bg-orange-50 hover:ring-orange-300"
            />
          </div>
        )}
      </div>

      {hydrated && !q ? (
        <Section id="search-ideas" title="Ideas to start with" className="mt-10">
          <SearchLinks
            terms={DEFAULT_SUGGESTIONS}
            className="mt-4 flex flex-wrap gap-2"
            linkClassName="inline-flex rounded-full bg-orange-50 px-4 py-2 text-sm font-medium text-orange-900 ring-1 ring-orange-200 hover:bg-orange-100"
          />
          <p className="mt-6 text-stone-700">
            Or{" "}
            <Link to="/all-recipes" className="font-semibold text-orange-800 underline">
              browse all recipes
            </Link>
            .
          </p>
        </Section>
      ) : (
        <>
          <p role="status" className="mt-4 min-h-6 text-sm text-stone-700">
            {allSettled && (
              <>
                Found {usInteger(itemCount)}
                {state.data?.totalCapped ? "+" : ""} {itemCount === 1 ? "item" : "items"} for <strong className="font-semibold text-stone-900">“{q}”</strong>
              </>
            )}
            {/* The correction is of the query as sent; after a rewrite ('quick' -> 'quick easy recipes') it would confuse. */}
            {!loading && state.data?.correctedQuery && sent === q && (
              <>
                {" · "}Showing results for <strong className="font-semibold text-stone-900">{state.data.correctedQuery}</strong>
              </>
            )}
          </p>
          <section aria-labelledby="recipe-results" className="mt-4">
            <SortAndFilterSelects idPrefix="search" value={filters} onChange={changeFilters} className="mb-4 max-w-2xl" />
            <div className="flex min-h-9 flex-wrap items-center gap-3">
              <h2 id="recipe-results" className="font-serif text-2xl font-bold text-stone-900">
                Recipe Results
              </h2>
              {!loading && state.status === "success" && (
                <span className="rounded-full bg-orange-50 px-3 py-1 text-sm font-semibold text-orange-900 ring-1 ring-orange-200">
                  {usInteger(total)} found
                </span>
              )}
            </div>
            <div className="mt-4">
              {state.status === "error" ? (
                <StateMessage tone="error" title="Failed to search recipes. Please try again." action={<RetryButton onClick={state.retry} />} />
              ) : !loading && results.length === 0 && !articlesLoading && !noArticles ? (
                // Articles matched: the no-content state is for when nothing at all matched.
                <p className="rounded-xl bg-stone-50 px-4 py-3 text-stone-700 ring-1 ring-stone-200">No recipes match “{q}”. See the articles below.</p>
              ) : !loading && results.length === 0 && !articlesLoading ? (
                <StateMessage
                  title={`No recipes found for “${q}”`}
                  action={
                    <Link to="/all-recipes" className={buttonClass.primary}>
                      Browse All Recipes
                    </Link>
                  }
                >
                  Check the spelling, try fewer words, or one of the related searches above.
                </StateMessage>
              ) : (
                <RecipeGrid
                  recipes={results}
                  loading={loading}
                  skeletons={PAGE_SIZE}
                  renderActions={renderRecipeCardActions}
                  priorityCount={4}
                  label="Recipe results"
                />
              )}
            </div>
            {(loading || results.length > 0) && needsPager(page, PAGE_SIZE, total) && (
              <Pager
                page={page}
                canPrevious={canGoPrevious(page)}
                canNext={!loading && canGoNext(page, results.length, PAGE_SIZE, total)}
                hrefFor={(p) => `?${searchQueryString(q, filters, p).toString()}`}
                countLabel={loading ? "" : rangeLabel(page, results.length, PAGE_SIZE, total)}
                label="Search result pages"
              />
            )}
          </section>
          {/* Below the recipes, so their arrival never moves the recipe grid. */}
          <ExpertArticles articles={expert} techniques={techniques} />
          <LatestNews articles={news} />
        </>
      )}
    </main>
  );
}
