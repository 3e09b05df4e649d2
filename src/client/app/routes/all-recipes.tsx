import { useEffect } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/all-recipes";
import { catalogInApiOrder } from "../../../build/catalog.server.ts";
import { CUISINE_FILTERS, DIET_FILTERS } from "../../../shared/recipe-filters.ts";
import type { Recipe } from "../../../shared/recipe.ts";
import type { RecipeSearchResponse } from "../../../shared/recipe-api.ts";
import { searchRecipes } from "../../features/recipes/api.ts";
import { Breadcrumbs, breadcrumbJsonLd, recipeItemListJsonLd } from "../../ui/breadcrumbs.tsx";
import { slimForCard } from "../../features/recipes/card-data.ts";
import { useAsyncData, useDebouncedValue, useHydrated, useUrlText } from "../../lib/hooks.ts";
import { Pager } from "../../features/recipes/pager.tsx";
import {
  ALL_RECIPES_PAGE_SIZE, DEFAULT_ALL_RECIPES, allRecipesSearch, canGoNext, canGoPrevious, offsetOf, parseAllRecipesParams, rangeLabel,
  type AllRecipesParams,
} from "../../features/recipes/paging.ts";
import { RecipeGrid } from "../../features/recipes/recipe-grid.tsx";
import { RetryButton, StateMessage, buttonClass } from "../../ui/state-message.tsx";
import { SEARCH_DEBOUNCE_MS } from "../../features/recipes/suggestions.ts";
import { RecipeActions } from "../shell/recipe-actions.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";
import { FilterSearchInput } from "../../features/recipes/filter-search-input.tsx";

const CRUMBS = [
  { name: "Home", url: "/" },
  { name: "All Recipes", url: "/all-recipes" },
];

/** Build time: the first page of the default listing, in the API's order (md5 of the id, see repository.ts). */
export async function loader() {
  const ordered = await catalogInApiOrder();
  return { first: ordered.slice(0, ALL_RECIPES_PAGE_SIZE).map(slimForCard), total: ordered.length };
}

// Filters and pages change the query string only; the build-time data does not depend on it.
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "All Recipes",
    description: `Browse all ${loaderData?.total ?? ""} recipes: filter by cuisine (Indian, Italian, Thai, Mexican and more) and diet (vegetarian, vegan, gluten free, keto), or search by dish and ingredient.`,
    path: "/all-recipes",
    jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL), recipeItemListJsonLd("All recipes", loaderData?.first ?? [], SITE_URL)],
  });

const keyOf = (p: AllRecipesParams) => JSON.stringify([p.q.trim(), p.cuisine, p.diet, p.eggless, p.page]);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const renderActions = (r: Recipe) => <RecipeActions recipe={r} variant="card" />;
const selectClass =
  "w-full rounded-xl border border-stone-300 bg-white py-2.5 pl-3 pr-8 text-sm text-stone-900 shadow-sm outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-200";

export default function AllRecipes({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  // Until hydrated, render what was prerendered (the default listing), whatever the query string.
  const params = hydrated ? parseAllRecipesParams(searchParams) : DEFAULT_ALL_RECIPES;
  const go = (next: Partial<AllRecipesParams>, opts: { replace?: boolean; keepScroll?: boolean } = {}) =>
    setSearchParams(allRecipesSearch({ ...params, ...next }).slice(1), { replace: opts.replace, preventScrollReset: opts.keepScroll });

  // The search box: typing settles for 500 ms before the listing follows (part 2 §4).
  const { text, setText, wrote } = useUrlText(params.q);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (!hydrated || settled.trim() === params.q.trim()) return;
    wrote(settled);
    go({ q: settled, page: 1 }, { replace: true, keepScroll: true });
    // only a newly settled text triggers this
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const state = useAsyncData<RecipeSearchResponse>(
    keyOf(params),
    (signal) =>
      searchRecipes(
        { query: params.q.trim() || undefined, number: ALL_RECIPES_PAGE_SIZE, offset: offsetOf(params.page, ALL_RECIPES_PAGE_SIZE), cuisine: params.cuisine === "all" ? undefined : params.cuisine, diet: params.diet === "all" ? undefined : params.diet, eggless: params.eggless || undefined },
        signal,
      ),
    {
      enabled: hydrated,
      initial: { key: keyOf(DEFAULT_ALL_RECIPES), data: { results: loaderData.first, totalResults: loaderData.total, offset: 0, number: ALL_RECIPES_PAGE_SIZE, sources: { catalog: "ok" } } },
      refreshInitial: true,
      label: "Error fetching all recipes",
    },
  );
  const results = state.data?.results ?? [];
  const total = state.data?.totalResults ?? 0;
  const loading = state.status === "loading";
  const clearFilters = () => {
    wrote("");
    setText("");
    setSearchParams("", { preventScrollReset: true });
  };

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs items={CRUMBS} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-serif text-4xl font-bold text-stone-900">All Recipes</h1>
          <p className="mt-2 max-w-2xl text-stone-700">Every recipe we have written, from weeknight dals to weekend roasts. Search, or narrow by cuisine and diet.</p>
        </div>
        <p className="inline-flex min-h-8 w-fit shrink-0 items-center rounded-full bg-orange-50 px-4 py-1.5 text-sm font-semibold text-orange-900 ring-1 ring-orange-200">
          {/* The real total of the listing as filtered (part 2 §7's "count plus 1000" is not a real figure). */}
          {state.data ? `${total.toLocaleString("en-US")} recipes available` : "Recipes"}
        </p>
      </div>

      <div className="mt-6 grid gap-3 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 grid-cols-2 sm:grid-cols-[1fr_12rem_12rem_auto]">
        <div className="relative col-span-2 sm:col-span-1">
          <FilterSearchInput id="all-recipes-search" label="Search recipes" placeholder="Search recipes, ingredients, cuisines..." value={text} onChange={setText} />
        </div>
        <div>
          <label htmlFor="cuisine-filter" className="sr-only">
            Cuisine
          </label>
          <select id="cuisine-filter" value={params.cuisine} onChange={(e) => go({ cuisine: e.target.value as AllRecipesParams["cuisine"], page: 1 }, { keepScroll: true })} className={selectClass}>
            {CUISINE_FILTERS.map((c) => (
              <option key={c} value={c}>
                {c === "all" ? "All cuisines" : cap(c)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="diet-filter" className="sr-only">
            Diet
          </label>
          <select id="diet-filter" value={params.diet} onChange={(e) => go({ diet: e.target.value as AllRecipesParams["diet"], page: 1 }, { keepScroll: true })} className={selectClass}>
            {DIET_FILTERS.map((d) => (
              <option key={d} value={d}>
                {d === "all" ? "All diets" : cap(d)}
              </option>
            ))}
          </select>
        </div>
        {/* "Vegetarian" keeps its international meaning (egg allowed); many Indian cooks also want no egg. */}
        <label htmlFor="eggless-filter" className="col-span-2 inline-flex cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-sm font-medium text-stone-900 shadow-sm focus-within:border-orange-600 focus-within:ring-2 focus-within:ring-orange-200 sm:col-span-1">
          <input
            id="eggless-filter"
            type="checkbox"
            checked={params.eggless}
            onChange={(e) => go({ eggless: e.target.checked, page: 1 }, { keepScroll: true })}
            className="size-4 accent-orange-700"
          />
          Eggless
        </label>
      </div>

      <section aria-labelledby="all-recipes-results" className="mt-8">
        <h2 id="all-recipes-results" className="sr-only">
          Recipes
        </h2>
        {state.status === "error" && results.length > 0 && (
          <div role="alert" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
            Unable to load recipes. Please try again later.
            <RetryButton onClick={state.retry} />
          </div>
        )}
        {state.status === "error" && results.length === 0 ? (
          <StateMessage tone="error" title="Unable to load recipes. Please try again later." action={<RetryButton onClick={state.retry} />} />
        ) : !loading && results.length === 0 ? (
          <StateMessage
            title="No recipes found"
            action={
              <button type="button" onClick={clearFilters} className={buttonClass.primary}>
                Clear Filters
              </button>
            }
          >
            Nothing matches {params.q.trim() ? <>“{params.q.trim()}”</> : "these filters"}. Try fewer words or another cuisine or diet.
          </StateMessage>
        ) : (
          <RecipeGrid recipes={results} loading={loading} skeletons={ALL_RECIPES_PAGE_SIZE} renderActions={renderActions} priorityCount={4} label="Recipes" />
        )}
        <Pager
          page={params.page}
          canPrevious={canGoPrevious(params.page)}
          canNext={!loading && canGoNext(params.page, results.length, ALL_RECIPES_PAGE_SIZE, total)}
          onPage={(page) => go({ page })}
          countLabel={loading ? "" : rangeLabel(params.page, results.length, ALL_RECIPES_PAGE_SIZE, total)}
        />
      </section>
    </main>
  );
}
