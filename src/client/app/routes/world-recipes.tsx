import type { Route } from "./+types/world-recipes";
import { catalogInApiOrder, recipesPerCountry } from "../../../build/catalog.server.ts";
import type { CountriesResponse } from "../../../shared/recipes/api.schema.ts";
import { ALL_COUNTRIES, REGIONS, regionOfCountry, type RegionName } from "../../../shared/recipes/regions.ts";
import { fetchCountries, fetchCountryRecipes, fetchGlobalAll, searchGlobalRecipes, searchRecipes } from "../../features/recipes/api.ts";
import { Breadcrumbs, breadcrumbJsonLd, recipeItemListJsonLd } from "../../ui/breadcrumbs.tsx";
import { slimForPage } from "../../../shared/recipes/normalize.ts";
import { useAsyncData, useHydrated } from "../../lib/hooks.ts";
import { Icon } from "../../ui/icons.tsx";
import { DEFAULT_WORLD, WORLD_PAGE_SIZE, parseWorldParams, worldSearch, type WorldParams } from "../../features/recipes/paging.ts";
import { ListingResults, revalidateOnNewPath, useRecipeListing, type ListingPage } from "../../features/recipes/recipe-listing.tsx";
import { renderRecipeCardActions } from "../shell/recipe-actions.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";
import { FilterSearchInput, FilterSelect } from "../../features/recipes/filter-search-input.tsx";
import { Section } from "../../ui/section.tsx";
import { usInteger } from "../../../shared/common/us-format.ts";

const CRUMBS = [
  { name: "Home", url: "/" },
  { name: "World Recipes", url: "/world-recipes" },
];

/** Build time: the countries with their recipe counts and the first page of the global listing (API order). */
export async function loader() {
  const ordered = await catalogInApiOrder();
  const counts = recipesPerCountry(ordered);
  const countries = ALL_COUNTRIES.filter((c) => counts[c]);
  return {
    countries: { countries, counts: Object.fromEntries(countries.map((c) => [c, counts[c]!])) } as CountriesResponse,
    first: ordered.slice(0, WORLD_PAGE_SIZE).map(slimForPage),
    total: ordered.length,
  };
}

export const shouldRevalidate = revalidateOnNewPath;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "World Recipes: every recipe from every country",
    description: `Recipes from ${loaderData?.countries.countries.length ?? "many"} countries across seven regions, from Mexican mole and Peruvian ceviche to Ethiopian doro wat and Japanese ramen. Browse by region or country.`,
    path: "/world-recipes",
    jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL), recipeItemListJsonLd("World recipes", loaderData?.first ?? [], SITE_URL)],
  });

const keyOf = (p: WorldParams) => JSON.stringify([p.q.trim(), p.region, p.country, p.page]);

/** docs/product.md#b-states: a search runs when the text is not blank; a country loads its own list; else the (region's) list. */
async function loadWorld(p: WorldParams, signal: AbortSignal): Promise<ListingPage> {
  const q = p.q.trim();
  const region = (p.region || undefined) as RegionName | undefined;
  if (q && region && !p.country) {
    // The global search call has no region parameter; the recipe search has, so a search stays inside the chosen region.
    const r = await searchRecipes({ query: q, number: WORLD_PAGE_SIZE, offset: (p.page - 1) * WORLD_PAGE_SIZE, region }, signal);
    return { recipes: r.results, total: r.totalResults };
  }
  const r = q
    ? await searchGlobalRecipes({ query: q, limit: WORLD_PAGE_SIZE, page: p.page, country: p.country || undefined }, signal)
    : p.country
      ? await fetchCountryRecipes(p.country, { limit: WORLD_PAGE_SIZE, page: p.page }, signal)
      : await fetchGlobalAll({ limit: WORLD_PAGE_SIZE, page: p.page, region }, signal);
  return { recipes: r.recipes, total: r.totalResults };
}

export default function WorldRecipes({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  // docs/product.md#b-states: 500 ms after the last keystroke, search (non-blank) or reload the list (blank).
  const { params, go, text, setText, state, results } = useRecipeListing({
    parse: parseWorldParams,
    defaults: DEFAULT_WORLD,
    toSearch: worldSearch,
    keyOf,
    load: loadWorld,
    initial: { recipes: loaderData.first, total: loaderData.total },
    label: "Error fetching global recipes",
    keepScrollByDefault: true,
  });

  const countries = useAsyncData<CountriesResponse>("countries", fetchCountries, {
    enabled: hydrated,
    initial: { key: "countries", data: loaderData.countries },
    refreshInitial: true,
    label: "Error fetching countries",
  });

  const countryList = countries.data?.countries ?? loaderData.countries.countries;
  const counts = countries.data?.counts ?? loaderData.countries.counts;
  // Every country with recipes, grouped by region (docs/architecture.md#honesty: the specification's 50 was a display cap).
  const countryGroups = REGIONS.map((r) => ({
    label: r.name,
    options: countryList.filter((c) => (r.countries as readonly string[]).includes(c)).map((c) => ({ value: c, label: c })),
  })).filter((g) => g.options.length > 0);
  // A country typed into the URL still shows as chosen (the listing then says what it found).
  const unlistedCountry = params.country && !countryList.includes(params.country) ? [{ value: params.country, label: params.country }] : [];
  const totalRecipes = Object.values(counts).reduce((a, b) => a + b, 0);
  const activeRegion = params.region || (params.country ? (regionOfCountry(params.country) ?? "") : "");
  const total = state.data?.total ?? 0;
  const heading = params.country ? `${params.country} Recipes` : params.region ? `${params.region} Recipes` : "Global Recipes";

  const chooseRegion = (region: string) => go({ region, country: "", page: 1 });
  const chooseCountry = (country: string) => go({ country, region: country ? (regionOfCountry(country) ?? "") : params.region, page: 1 });

  return (
    <main id="main">
      <section className="bg-gradient-to-br from-emerald-50 via-amber-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
          <Breadcrumbs items={CRUMBS} />
          <h1 className="mt-4 font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Every Recipe from Every Country</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">Travel by plate: home-style dishes from seven regions, each written by our team.</p>
          <dl className="mt-6 grid max-w-2xl grid-cols-3 gap-3">
            {[
              { label: "countries with recipes", value: countryList.length },
              { label: "recipes", value: totalRecipes },
              { label: "regions", value: REGIONS.length },
            ].map((s) => (
              <div key={s.label} className="rounded-xl bg-white/80 p-3 shadow-sm ring-1 ring-stone-200 sm:p-4">
                <dt className="text-xs text-stone-600 sm:text-sm">{s.label}</dt>
                <dd className="text-2xl font-bold text-stone-900">{usInteger(s.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mt-6 grid gap-3 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 grid-cols-2 sm:grid-cols-[1fr_13rem_13rem]">
          <div className="relative col-span-2 sm:col-span-1">
            <FilterSearchInput
              id="world-search"
              label="Search world recipes"
              placeholder="Search dishes, ingredients, countries..."
              value={text}
              onChange={setText}
            />
          </div>
          <FilterSelect
            id="region-select"
            label="Region"
            value={activeRegion}
            options={[{ value: "", label: "All regions" }, ...REGIONS.map((r) => ({ value: r.name, label: r.name }))]}
            onChange={chooseRegion}
          />
          <FilterSelect
            id="country-select"
            label="Country"
            value={params.country}
            options={[{ value: "", label: "All countries" }, ...unlistedCountry]}
            groups={countryGroups}
            onChange={chooseCountry}
          />
        </div>

        <Section id="regions-heading" title="Explore by region" className="mt-8">
          <div role="group" aria-label="Regions" className="mt-4 flex flex-wrap gap-2">
            {[{ id: "all", name: "", label: "All" }, ...REGIONS.map((r) => ({ id: r.id, name: r.name, label: r.name }))].map((r) => {
              const pressed = activeRegion === r.name;
              return (
                <button
                  key={r.id}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => chooseRegion(r.name)}
                  className={`flex shrink-0 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors ${
                    pressed ? "bg-emerald-800 text-white ring-emerald-800" : "bg-white text-stone-800 ring-stone-300 hover:bg-stone-50"
                  }`}
                >
                  {r.label}
                </button>
              );
            })}
          </div>

          {activeRegion ? (
            <div role="group" aria-label={`Countries in ${activeRegion}`} className="mt-4 flex flex-wrap gap-2">
              {REGIONS.find((r) => r.name === activeRegion)!
                .countries.filter((c) => counts[c])
                .map((c) => {
                  const pressed = params.country === c;
                  return (
                    <button
                      key={c}
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => chooseCountry(pressed ? "" : c)}
                      className={`rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ${pressed ? "bg-orange-700 text-white ring-orange-700" : "bg-white text-stone-800 ring-stone-300 hover:bg-orange-50"}`}
                    >
                      {c} <span className={pressed ? "text-orange-100" : "text-stone-600"}>({counts[c]})</span>
                    </button>
                  );
                })}
            </div>
          ) : (
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {REGIONS.map((r) => {
                const withRecipes = r.countries.filter((c) => counts[c]);
                const n = withRecipes.reduce((a, c) => a + (counts[c] ?? 0), 0);
                return (
                  <li key={r.id}>
                    <button
                      type="button"
                      onClick={() => chooseRegion(r.name)}
                      className="flex h-full w-full flex-col rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md"
                    >
                      <span className="flex items-center gap-2 text-lg font-bold text-stone-900">
                        <span className="grid size-9 place-items-center rounded-lg bg-emerald-50 text-emerald-800">
                          <Icon name="globe" className="size-5" />
                        </span>
                        {r.name}
                      </span>
                      <span className="mt-1 text-sm text-stone-700">{`${withRecipes.length} countries · ${n} recipes`}</span>
                      <span className="mt-2 line-clamp-2 text-xs text-stone-600">{withRecipes.join(", ")}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Section>

        <section aria-labelledby="world-results" className="mt-10">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="world-results" className="font-serif text-2xl font-bold text-stone-900">
              {heading}
            </h2>
            {state.data && (
              <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-200">
                {`${usInteger(total)} recipes found`}
              </span>
            )}
          </div>
          {params.q.trim() && <p className="mt-1 text-sm text-stone-700">Matching “{params.q.trim()}”</p>}
          <div className="mt-5">
            <ListingResults
              {...results}
              pageSize={WORLD_PAGE_SIZE}
              emptyTitle="No recipes found for this search"
              emptyText="Try another spelling, a single ingredient, or a different country."
              skeletons={12}
              gridLabel={heading}
              pagerLabel="World recipe pages"
              renderActions={renderRecipeCardActions}
            />
          </div>
        </section>
      </div>
    </main>
  );
}
