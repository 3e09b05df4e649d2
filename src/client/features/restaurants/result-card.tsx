import {
  FINDER,
  VENUE_LABELS,
  cuisineList,
  displayName,
  featureBadges,
  formatDistance,
  hasLocation,
  placeLinks,
  servesDiet,
  type Place,
} from "../../../shared/restaurants/types.ts";

const linkClass = "inline-flex items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold ring-1";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2 text-sm">
      <dt className="w-24 shrink-0 font-medium text-stone-600">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** A result card (docs/product.md#b-screens): every field OSM has for the place, its feature badges and its links. */
export function ResultCard({ place, number }: { place: Place; number: number }) {
  const links = placeLinks(place);
  const features = featureBadges(place);
  const cuisines = cuisineList(place.cuisine);
  const name = displayName(place);
  const headingId = `place-${place.id.replace(/\W/g, "-")}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
      data-testid="place-card"
    >
      <header className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-orange-700 text-sm font-bold text-white">
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-serif text-lg font-bold leading-snug text-stone-900">
            <span className="sr-only">{number}. </span>
            {name}
          </h3>
          <div className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
            <span className="rounded-full bg-orange-100 px-2 py-0.5 text-orange-900">{VENUE_LABELS[place.amenity]}</span>
            {place.sample && <span className="rounded-full bg-stone-800 px-2 py-0.5 text-white">Sample data</span>}
            {place.openNow === true && <span className="rounded-full bg-green-100 px-2 py-0.5 text-green-900">Open now</span>}
            {place.openNow === false && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-stone-800">Closed now</span>}
            {servesDiet(place.diet_vegetarian) && (
              <span className="rounded-full bg-lime-100 px-2 py-0.5 text-lime-900">
                {place.diet_vegetarian === "only" ? "Vegetarian only" : "Vegetarian options"}
              </span>
            )}
            {servesDiet(place.diet_vegan) && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900">{place.diet_vegan === "only" ? "Vegan only" : "Vegan options"}</span>
            )}
          </div>
        </div>
        {hasLocation(place) && (
          <span className="shrink-0 text-sm font-semibold text-stone-800" aria-label={`Distance ${formatDistance(place.distance)}`}>
            {formatDistance(place.distance)}
          </span>
        )}
      </header>

      {place.description && <p className="text-sm text-stone-700">{place.description}</p>}

      <dl className="space-y-1.5">
        {cuisines.length > 0 && <Row label="Cuisine">{cuisines.join(", ")}</Row>}
        {place.address && <Row label="Address">{place.address}</Row>}
        {place.operator && <Row label="Operator">{place.operator}</Row>}
        {place.opening_hours && (
          <Row label="Hours">
            <span className="font-mono text-xs">{place.opening_hours}</span>
            {place.openNow === null && <span className="block text-xs text-stone-600">Open now: unknown</span>}
          </Row>
        )}
        {place.phone && <Row label="Phone">{place.phone}</Row>}
      </dl>

      {features.length > 0 && (
        <ul aria-label="Features" className="flex flex-wrap gap-1.5">
          {features.map((f) => (
            <li key={f} className="rounded-md bg-stone-100 px-2 py-1 text-xs text-stone-800">
              {f}
            </li>
          ))}
        </ul>
      )}

      {hasLocation(place) && place.distance > FINDER.warnOverM && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          This place is {formatDistance(place.distance)} from your search location: check the distance before you travel.
        </p>
      )}

      <div className="rounded-lg bg-stone-50 px-3 py-2 text-xs text-stone-700">
        <p className="font-semibold text-stone-800">About</p>
        {place.sample ? (
          <p>A built-in sample entry, not a real place: it has no location, rating or reviews.</p>
        ) : (
          <p>
            Coordinates: {place.lat!.toFixed(6)}, {place.lon!.toFixed(6)} · OpenStreetMap {place.id}
          </p>
        )}
      </div>

      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {links.call && (
          <a href={links.call} className={`${linkClass} bg-orange-700 text-white ring-orange-700 hover:bg-orange-800`}>
            Call Now
          </a>
        )}
        {links.website && (
          <a href={links.website} target="_blank" rel="noopener noreferrer" className={`${linkClass} bg-white text-stone-800 ring-stone-300 hover:bg-stone-50`}>
            Visit Website
          </a>
        )}
        {!place.sample && (
          <>
            {links.viewLocation && (
              <a
                href={links.viewLocation}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} bg-white text-stone-800 ring-stone-300 hover:bg-stone-50`}
              >
                View Location
              </a>
            )}
            <a
              href={links.mapsSearch}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClass} bg-white text-stone-800 ring-stone-300 hover:bg-stone-50`}
            >
              Search in Maps
            </a>
            {links.directions && (
              <a
                href={links.directions}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} bg-white text-stone-800 ring-stone-300 hover:bg-stone-50`}
              >
                Directions
              </a>
            )}
          </>
        )}
      </div>
    </article>
  );
}

export function ResultCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-64 flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="flex animate-pulse flex-col gap-3">
        <div className="flex gap-3">
          <div className="size-8 rounded-full bg-stone-200" />
          <div className="h-6 flex-1 rounded bg-stone-200" />
        </div>
        <div className="h-4 w-2/3 rounded bg-stone-100" />
        <div className="h-4 w-1/2 rounded bg-stone-100" />
        <div className="h-16 rounded bg-stone-100" />
      </div>
    </div>
  );
}
