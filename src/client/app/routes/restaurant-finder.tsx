// /restaurant-finder (docs/product.md#b-screens): the page around the search widget. Prerendered; the searched text
// lives in the URL (?q=), read once hydrated, so a search can be shared and Back returns to the last.
import { useSearchParams } from "react-router";
import type { Route } from "./+types/restaurant-finder";
import { RestaurantFinder } from "../../features/restaurants/restaurant-finder.tsx";
import { OsmAttribution } from "../../features/restaurants/how-it-works.tsx";
import { useHydrated } from "../../lib/hooks.ts";
import { pageMeta } from "../seo.ts";
import { Section } from "../../ui/section.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Restaurant Finder: restaurants, cafes and bakeries anywhere",
    description:
      "Find restaurants, cafes, bars, pubs, fast food, bakeries and ice cream shops near any place in the world, with addresses, opening hours, phone numbers and directions from OpenStreetMap.",
    path: "/restaurant-finder",
  });

/** The "Try these" places; each is one the offline gazetteer finds (src/server/restaurants/gazetteer.test.ts). */
export const DESTINATIONS: { group: string; places: string[] }[] = [
  { group: "Major cities", places: ["Mumbai, India", "London, United Kingdom", "New York, USA"] },
  { group: "Food capitals", places: ["Tokyo, Japan", "Paris, France", "Naples, Italy"] },
  { group: "Hidden gems", places: ["Fort Kochi, Kerala, India", "Hoi An, Vietnam"] },
  { group: "A neighbourhood", places: ["Camden Town, London", "Brooklyn, New York"] },
];

const VENUES = ["Restaurants", "Cafes", "Bars and pubs", "Fast food", "Bakeries", "Ice cream shops"];
const PROMISES = [
  "Addresses",
  "Phone numbers",
  "Websites",
  "Opening hours (and whether a place is open now)",
  "Map and direction links",
  "Cuisine types",
  "Distance from where you searched",
];

export default function RestaurantFinderPage() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const query = hydrated ? (params.get("q") ?? "") : "";
  const go = (text: string) => setParams(text ? { q: text } : {}, { preventScrollReset: true });

  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-orange-800">Restaurant Finder</p>
        <h1 className="mt-1 font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Where to eat, anywhere in the world</h1>
        <p className="mt-4 text-lg text-stone-700">
          Search any city, town, village or neighbourhood. Our server looks the place up in OpenStreetMap, the open map database kept up to date by volunteers,
          and lists the food places around it.
        </p>
      </header>

      <RestaurantFinder query={hydrated ? query : undefined} onQuery={go} />

      <div className="grid gap-6 md:grid-cols-3">
        <Section id="finder-promise" title="What each result can show" heading="panel" className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-700">
            {PROMISES.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-stone-600">
            Only what OpenStreetMap contributors have recorded for a place: many entries have a name and address and little more.
          </p>
        </Section>
        <Section id="finder-destinations" title="Try these" heading="panel" className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          {DESTINATIONS.map((d) => (
            <div key={d.group} className="mt-3">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600">{d.group}</h3>
              <ul className="mt-1 flex flex-wrap gap-2">
                {d.places.map((p) => (
                  <li key={p}>
                    <button
                      type="button"
                      onClick={() => go(p)}
                      className="rounded-full bg-orange-50 px-3 py-1 text-sm text-orange-900 ring-1 ring-orange-200 hover:bg-orange-100"
                    >
                      {p}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Section>
        <Section id="finder-venues" title="What you will find" heading="panel" className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-700">
            {VENUES.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        </Section>
      </div>

      <footer className="rounded-2xl bg-stone-50 p-5 text-sm text-stone-700 ring-1 ring-stone-200">
        <p>
          Where the data comes from: places are read live from OpenStreetMap through the Overpass API, and the place you type is found with Nominatim (or, when
          that is not available, an offline list of the world's towns from GeoNames). Answers are kept for a day, so a place changed on OpenStreetMap today may
          show tomorrow. Nothing here is rated or ranked by us.
        </p>
        <p className="mt-2">
          <OsmAttribution />
        </p>
      </footer>
    </main>
  );
}
