import { VENUE_LABELS, cuisineList, formatDistance, hasLocation, type Place, type VenueType } from "../../../shared/restaurants/types.ts";
import { Section } from "../../ui/section.tsx";

/** The summary card (count, closest, furthest, categories) and the category card (docs/product.md#b-screens). */
export function SummaryCards({ places }: { places: Place[] }) {
  const byType = new Map<VenueType, number>();
  for (const p of places) byType.set(p.amenity, (byType.get(p.amenity) ?? 0) + 1);
  const cuisines = [...new Set(places.flatMap((p) => cuisineList(p.cuisine)))].sort();
  // Only places with a location have a distance (the built-in samples have none).
  const distances = places.filter(hasLocation).map((p) => p.distance);
  const stat = (label: string, value: string) => (
    <div className="rounded-xl bg-orange-50 px-3 py-2">
      <dt className="text-xs font-medium text-orange-900">{label}</dt>
      <dd className="text-lg font-bold text-stone-900">{value}</dd>
    </div>
  );
  const card = { level: 3, heading: "panel", className: "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200" } as const;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Section id="finder-summary" title="Summary" {...card} data-testid="summary-card">
        <dl className="mt-3 grid grid-cols-2 gap-2">
          {stat("Found", String(places.length))}
          {stat("Categories", String(byType.size))}
          {stat("Closest", distances.length ? formatDistance(Math.min(...distances)) : "-")}
          {stat("Furthest", distances.length ? formatDistance(Math.max(...distances)) : "-")}
        </dl>
      </Section>
      <Section id="finder-categories" title="Categories" {...card} data-testid="category-card">
        <ul className="mt-3 flex flex-wrap gap-2">
          {[...byType].map(([type, n]) => (
            <li key={type} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800">
              {VENUE_LABELS[type]}: <strong>{n}</strong>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-stone-700">
          <span className="font-medium text-stone-900">Cuisines: </span>
          {cuisines.length ? cuisines.join(", ") : "none recorded"}
        </p>
      </Section>
    </div>
  );
}
