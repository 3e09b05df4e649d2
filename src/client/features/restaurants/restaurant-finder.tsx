// The restaurant search widget (docs/product.md#b-screens): a self-contained component the finder page wraps and other
// pages (the animation demo) can embed. With `query` and `onQuery` the page keeps the searched text in
// its URL (shareable, Back works); without them the widget keeps it itself.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { FINDER, VENUE_LABELS, cuisineList, servesDiet, type Place, type VenueType } from "../../../shared/restaurants/types.ts";
import { FinderSearchBox } from "./finder-search-box.tsx";
import { useRestaurantSearch } from "./use-restaurant-search.ts";
import { ResultCard, ResultCardSkeleton } from "./result-card.tsx";
import { SummaryCards } from "./summary-cards.tsx";
import { HowItWorks, OsmAttribution } from "./how-it-works.tsx";
import { buttonClass } from "../../ui/state-message.tsx";

const ResultsMap = lazy(() => import("./results-map.tsx"));

type Filters = { type: VenueType | "all"; cuisine: string; vegetarian: boolean; vegan: boolean; openNow: boolean };
const NO_FILTERS: Filters = { type: "all", cuisine: "all", vegetarian: false, vegan: false, openNow: false };

function applyFilters(places: Place[], f: Filters) {
  return places.filter(
    (p) =>
      (f.type === "all" || p.amenity === f.type) &&
      (f.cuisine === "all" || cuisineList(p.cuisine).includes(f.cuisine)) &&
      (!f.vegetarian || servesDiet(p.diet_vegetarian) || servesDiet(p.diet_vegan)) &&
      (!f.vegan || servesDiet(p.diet_vegan)) &&
      (!f.openNow || p.openNow === true),
  );
}

export function RestaurantFinder({
  query,
  onQuery,
  title = "Find Restaurants Anywhere",
}: {
  query?: string;
  onQuery?: (text: string) => void;
  title?: string;
}) {
  const { state, search } = useRestaurantSearch();
  const [text, setText] = useState(query ?? "");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // A found place shows its map (Leaflet loads once there are results, never with the page): docs/decisions/0020.
  const [showMap, setShowMap] = useState(true);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The page's URL drives the search (a shared link, Back and Forward); the box follows it.
  useEffect(() => {
    if (query === undefined) return;
    setText(query);
    setFilters(NO_FILTERS);
    if (query.trim()) void search(query);
  }, [query, search]);

  const submit = (value: string) => {
    const t = value.trim();
    if (!t) return;
    setFilters(NO_FILTERS);
    // The same text as in the URL again: search again (the URL would not change).
    if (onQuery && t !== query?.trim()) onQuery(t);
    else void search(t);
  };

  const answer = state.status === "results" ? state.answer : null;
  const numbered = useMemo(() => (answer ? answer.places.map((place, i) => ({ place, number: i + 1 })) : []), [answer]);
  const shown = useMemo(() => {
    const keep = new Set(
      applyFilters(
        numbered.map((n) => n.place),
        filters,
      ),
    );
    return numbered.filter((n) => keep.has(n.place));
  }, [numbered, filters]);
  const types = answer ? [...new Set(answer.places.map((p) => p.amenity))] : [];
  const cuisines = answer ? [...new Set(answer.places.flatMap((p) => cuisineList(p.cuisine)))].sort() : [];
  const searching = state.status === "searching";

  // On a phone the results start below the fold: bring their heading into view when they arrive
  // (only when it is out of sight, so a desktop reader who sees them is not moved).
  useEffect(() => {
    const h = resultsHeading.current;
    if (!answer || !h) return;
    const top = h.getBoundingClientRect().top;
    if (top >= 0 && top <= window.innerHeight * 0.75) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    h.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
  }, [answer]);

  return (
    <section aria-labelledby="finder-title" className="flex flex-col gap-6">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <h2 id="finder-title" className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-700">Live places from OpenStreetMap, found by our server: type a place anywhere in the world.</p>
        <div className="mt-4">
          <FinderSearchBox value={text} onChange={setText} onSearch={submit} searching={searching} />
        </div>
      </div>

      <p role="status" className="sr-only">
        {state.status === "searching"
          ? `Searching for restaurants near ${state.text}...`
          : answer
            ? `${answer.places.length} ${answer.source === "samples" ? "sample entries" : "places"} found.`
            : ""}
      </p>
      <div className="flex flex-col gap-6">
        {state.status === "error" && (
          <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200" data-testid="finder-error">
            <p className="font-semibold">{state.error.message}</p>
            {state.error.tips && (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {state.error.tips.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            )}
          </div>
        )}

        {searching && (
          <div
            role="status"
            aria-label="Searching for restaurants"
            aria-busy="true"
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            data-testid="finder-skeletons"
          >
            {Array.from({ length: FINDER.skeletons }, (_, i) => (
              <ResultCardSkeleton key={i} />
            ))}
          </div>
        )}

        {answer && (
          <>
            <div className="flex flex-col gap-1">
              <h3 ref={resultsHeading} className="scroll-mt-20 text-lg font-semibold text-stone-900" data-testid="finder-results-heading">
                {answer.source === "samples"
                  ? `Sample entries for "${state.status === "results" ? state.text : ""}"`
                  : `${answer.places.length} places near ${answer.center?.label ?? ""}`}
              </h3>
              {answer.source === "samples" ? (
                <p className="rounded-lg bg-stone-800 px-3 py-2 text-sm text-white">
                  These are the finder's built-in sample entries, shown to demonstrate the result cards. They are not real places and carry no ratings or
                  reviews.
                </p>
              ) : (
                <p className="text-sm text-stone-700">
                  Within {(answer.radius ?? 0) / 1000} km of the search location, closest first. <OsmAttribution />
                </p>
              )}
            </div>

            <SummaryCards places={answer.places} />

            {answer.source === "openstreetmap" && (
              <fieldset className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
                <legend className="sr-only">Filter the results</legend>
                <label className="flex flex-col text-xs font-medium text-stone-700">
                  Type
                  <select
                    value={filters.type}
                    onChange={(e) => setFilters({ ...filters, type: e.target.value as Filters["type"] })}
                    className="mt-1 rounded-lg border border-stone-300 bg-white px-2 py-2 text-sm text-stone-900"
                  >
                    <option value="all">All types</option>
                    {types.map((t) => (
                      <option key={t} value={t}>
                        {VENUE_LABELS[t]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex flex-col text-xs font-medium text-stone-700">
                  Cuisine
                  <select
                    value={filters.cuisine}
                    onChange={(e) => setFilters({ ...filters, cuisine: e.target.value })}
                    className="mt-1 rounded-lg border border-stone-300 bg-white px-2 py-2 text-sm text-stone-900"
                  >
                    <option value="all">All cuisines</option>
                    {cuisines.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </label>
                {(
                  [
                    ["openNow", "Open now"],
                    ["vegetarian", "Vegetarian"],
                    ["vegan", "Vegan"],
                  ] as const
                ).map(([key, label]) => (
                  <label key={key} className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm text-stone-900 ring-1 ring-stone-300">
                    <input
                      type="checkbox"
                      checked={filters[key]}
                      onChange={(e) => setFilters({ ...filters, [key]: e.target.checked })}
                      className="size-4 accent-orange-700"
                    />
                    {label}
                  </label>
                ))}
                <button type="button" className={buttonClass.secondary} aria-expanded={showMap} onClick={() => setShowMap((s) => !s)}>
                  {showMap ? "Hide map" : "Show map"}
                </button>
                <p className="w-full text-xs text-stone-600" role="status">
                  Showing {shown.length} of {answer.places.length}. Open now is worked out from the opening hours recorded on OpenStreetMap, in the place's own
                  time zone.
                </p>
              </fieldset>
            )}

            {showMap && answer.source === "openstreetmap" && (
              <Suspense fallback={<div className="h-80 animate-pulse rounded-2xl bg-stone-100 sm:h-96" aria-label="Loading the map" role="status" />}>
                <ResultsMap places={shown} center={answer.center} />
              </Suspense>
            )}

            {shown.length === 0 ? (
              <p className="rounded-2xl bg-stone-50 p-5 text-center text-stone-700 ring-1 ring-stone-200">
                No place matches these filters.{" "}
                <button type="button" className="font-semibold text-orange-800 underline" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </button>
              </p>
            ) : (
              <ul aria-label="Restaurants found" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map(({ place, number }) => (
                  <li key={place.id}>
                    <ResultCard place={place} number={number} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>

      <HowItWorks />
    </section>
  );
}
