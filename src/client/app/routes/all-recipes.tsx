import type { Route } from "./+types/all-recipes";
import { catalogInApiOrder, recipesPerCountry } from "../../../build/catalog.server.ts";
import { CUISINE_FILTERS, DIET_FILTERS } from "../../../shared/recipes/filters.ts";
import { REGIONS } from "../../../shared/recipes/regions.ts";
import { SortAndFilterSelects } from "../../features/recipes/sort-and-filters.tsx";
import { searchRecipes } from "../../features/recipes/api.ts";
import { Breadcrumbs, breadcrumbJsonLd, recipeItemListJsonLd } from "../../ui/breadcrumbs.tsx";
import { slimForPage } from "../../../shared/recipes/normalize.ts";
import {
  ALL_RECIPES_PAGE_SIZE,
  DEFAULT_ALL_RECIPES,
  apiDietOf,
  allRecipesSearch,
  offsetOf,
  parseAllRecipesParams,
  sortAndFilterQuery,
  type AllRecipesParams,
  type Cuisine,
} from "../../features/recipes/paging.ts";
import { ListingResults, revalidateOnNewPath, useRecipeListing, type ListingPage } from "../../features/recipes/recipe-listing.tsx";
import { renderRecipeCardActions } from "../shell/recipe-actions.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";
import { FilterSearchInput, FilterSelect } from "../../features/recipes/filter-search-input.tsx";
import { usInteger } from "../../../shared/common/us-format.ts";
import { useEarlyInput } from "../../lib/hooks.ts";

const CRUMBS = [
  { name: "Home", url: "/" },
  { name: "All Recipes", url: "/all-recipes" },
];

/** Build time: the first page of the default listing, in the API's order (md5 of the id, see repository.ts). */
export async function loader() {
  const ordered = await catalogInApiOrder();
  return { first: ordered.slice(0, ALL_RECIPES_PAGE_SIZE).map(slimForPage), total: ordered.length, perCountry: recipesPerCountry(ordered) };
}

export const shouldRevalidate = revalidateOnNewPath;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "All Recipes",
    description: `Browse all ${loaderData?.total ?? ""} recipes: filter by cuisine (Indian, Italian, Thai, Mexican and more) and diet (vegetarian, vegan, gluten free, keto), or search by dish and ingredient.`,
    path: "/all-recipes",
    jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL), recipeItemListJsonLd("All recipes", loaderData?.first ?? [], SITE_URL)],
  });

const keyOf = (p: AllRecipesParams) => JSON.stringify([p.q.trim(), p.cuisine, p.country, p.diet, p.eggless, p.eggs, p.page, p.sort, p.time, p.course]);

async function loadAllRecipes(p: AllRecipesParams, signal: AbortSignal): Promise<ListingPage> {
  const r = await searchRecipes(
    {
      query: p.q.trim() || undefined,
      number: ALL_RECIPES_PAGE_SIZE,
      offset: offsetOf(p.page, ALL_RECIPES_PAGE_SIZE),
      cuisine: p.cuisine === "all" ? undefined : p.cuisine,
      country: p.country || undefined,
      diet: apiDietOf(p),
      eggless: p.eggless || undefined,
      ...sortAndFilterQuery(p),
    },
    signal,
  );
  return { recipes: r.results, total: r.totalResults };
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The cuisine filter: the broad cuisines first, then every country with recipes grouped by region
 * (75 countries; a native select with <optgroup>s, which phones show as a scrolling picker and desktop
 * browsers let one type into to jump). Countries are capitalised, cuisines are not, so values never clash.
 */
function cuisineChoices(perCountry: Record<string, number>) {
  const cuisines = CUISINE_FILTERS.filter((c) => c !== "all").map((c) => ({ value: c as string, label: cap(c) }));
  const groups = REGIONS.map((r) => ({
    label: r.name,
    options: r.countries.filter((c) => perCountry[c]).map((c) => ({ value: c as string, label: `${c} (${perCountry[c]})` })),
  })).filter((g) => g.options.length);
  return { options: [{ value: "all", label: "All cuisines" }], groups: [{ label: "Cuisines", options: cuisines }, ...groups] };
}

export default function AllRecipes({ loaderData }: Route.ComponentProps) {
  const { params, go, text, setText, state, results } = useRecipeListing({
    parse: parseAllRecipesParams,
    defaults: DEFAULT_ALL_RECIPES,
    toSearch: allRecipesSearch,
    keyOf,
    load: loadAllRecipes,
    initial: { recipes: loaderData.first, total: loaderData.total },
    label: "Error fetching all recipes",
  });
  const total = state.data?.total ?? 0;
  const eggsAsked = params.diet === "vegetarian";
  const checkEggs = (checked: boolean) => go(eggsAsked ? { eggs: checked, eggless: false, page: 1 } : { eggless: checked, page: 1 }, { keepScroll: true });
  const eggsRef = useEarlyInput<HTMLInputElement>(String(eggsAsked ? params.eggs : params.eggless), (value) => checkEggs(value === "true"));
  const choices = cuisineChoices(loaderData.perCountry);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs items={CRUMBS} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-serif text-4xl font-bold text-stone-900">All Recipes</h1>
          <p className="mt-2 max-w-2xl text-stone-700">
            Every recipe we have written, from weeknight dals to weekend roasts. Search, or narrow by cuisine and diet.
          </p>
        </div>
        <p className="inline-flex min-h-8 w-fit shrink-0 items-center rounded-full bg-orange-50 px-4 py-1.5 text-sm font-semibold text-orange-900 ring-1 ring-orange-200">
          {/* The real total of the listing as filtered (docs/product.md#b-api's "count plus 1000" is not a real figure). */}
          {!state.data ? "Recipes" : total === 0 ? "No matching recipes" : `${usInteger(total)} ${total === 1 ? "recipe" : "recipes"} available`}
        </p>
      </div>

      <div className="mt-6 grid gap-3 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 grid-cols-2 sm:grid-cols-[1fr_12rem_12rem_auto]">
        <div className="relative col-span-2 sm:col-span-1">
          <FilterSearchInput
            id="all-recipes-search"
            label="Search recipes"
            placeholder="Search recipes, ingredients, cuisines..."
            value={text}
            onChange={setText}
          />
        </div>
        <FilterSelect
          id="cuisine-filter"
          label="Cuisine or country"
          value={params.country || params.cuisine}
          {...choices}
          onChange={(value) =>
            go(value === "all" || !/^[A-Z]/.test(value) ? { cuisine: value as Cuisine, country: "", page: 1 } : { cuisine: "all", country: value, page: 1 }, {
              keepScroll: true,
            })
          }
        />
        <FilterSelect
          id="diet-filter"
          label="Diet"
          value={params.diet}
          options={DIET_FILTERS.map((v) => ({ value: v, label: v === "all" ? "All diets" : cap(v) }))}
          onChange={(value) => go({ diet: value, page: 1 }, { keepScroll: true })}
        />
        {/* "Vegetarian" is India's (no meat, fish or egg): with it, "Include eggs" adds the eggetarian dishes;
            with any other diet, "Eggless" leaves egg out (docs/decisions/0016-content-that-stays-true.md). */}
        <label
          htmlFor="eggless-filter"
          className="col-span-2 inline-flex cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-sm font-medium text-stone-900 shadow-sm focus-within:border-orange-600 focus-within:ring-2 focus-within:ring-orange-200 sm:col-span-1"
        >
          <input
            // One element for both meanings, so a box ticked before hydration is read (useEarlyInput).
            ref={eggsRef}
            id="eggless-filter"
            type="checkbox"
            checked={eggsAsked ? params.eggs : params.eggless}
            onChange={(e) => checkEggs(e.target.checked)}
            className="size-4 accent-orange-700"
          />
          {eggsAsked ? "Include eggs" : "Eggless"}
        </label>
        <SortAndFilterSelects
          idPrefix="all-recipes"
          value={params}
          onChange={(next) => go({ ...next, page: 1 }, { keepScroll: true })}
          className="col-span-2 sm:col-span-4"
        />
      </div>

      <section aria-labelledby="all-recipes-results" className="mt-8">
        <h2 id="all-recipes-results" className="sr-only">
          Recipes
        </h2>
        <ListingResults
          {...results}
          pageSize={ALL_RECIPES_PAGE_SIZE}
          emptyTitle="No recipes found"
          emptyText={
            params.q.trim() ? (
              <>Nothing matches “{params.q.trim()}”. Try fewer words or another cuisine or diet.</>
            ) : (
              <>No recipe matches these filters. Try another cuisine, diet or course, or a longer time.</>
            )
          }
          errorBanner
          skeletons={ALL_RECIPES_PAGE_SIZE}
          priorityCount={4}
          gridLabel="Recipes"
          renderActions={renderRecipeCardActions}
        />
      </section>
    </main>
  );
}
