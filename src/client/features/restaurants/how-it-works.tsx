/** The how-it-works and tips block (docs/product.md#b-screens). */
export function HowItWorks() {
  return (
    <section aria-labelledby="finder-how" className="grid gap-6 rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200 md:grid-cols-2">
      <div>
        <h3 id="finder-how" className="font-semibold text-stone-900">
          How it works
        </h3>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-stone-700">
          <li>Type a city, town, neighbourhood or address, or ask for 'restaurants near me'.</li>
          <li>
            We find the place on OpenStreetMap and look for restaurants, cafes, bars, pubs, fast food, food courts, ice cream shops and bakeries within 2 km,
            then 5 km, then 10 km.
          </li>
          <li>Up to 20 of the nearest are shown, closest first, with every detail OpenStreetMap contributors have recorded.</li>
        </ol>
      </div>
      <div>
        <h3 className="font-semibold text-stone-900">Tips</h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-stone-700">
          <li>Add the country for small places: "Kumbalangi, Kerala, India".</li>
          <li>Search a neighbourhood rather than a whole city for places you can walk to.</li>
          <li>Opening hours come from OpenStreetMap and can be out of date: call before a long trip.</li>
          <li>'Near me' asks your browser for your location once; it is sent to our server only to search.</li>
        </ul>
      </div>
    </section>
  );
}

export function OsmAttribution() {
  return (
    <span className="text-xs text-stone-600">
      Restaurant data ©{" "}
      <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" className="underline hover:text-stone-900">
        OpenStreetMap contributors
      </a>
      , available under the{" "}
      <a href="https://opendatacommons.org/licenses/odbl/" target="_blank" rel="noopener noreferrer" className="underline hover:text-stone-900">
        ODbL
      </a>
      .
    </span>
  );
}
