// The map of the results: Leaflet with OpenStreetMap's tiles and attribution, markers numbered like the
// cards. Its own module (with Leaflet and its CSS), loaded only when a visitor opens the map.
import { useEffect, useRef } from "react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { displayName, formatDistance, type Place, type SearchCenter } from "../../../shared/restaurants/types.ts";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export default function ResultsMap({ places, center }: { places: { place: Place; number: number }[]; center: SearchCenter | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const map = L.map(box.current, { scrollWheelZoom: false });
    L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>, ODbL',
    }).addTo(map);
    const points: L.LatLngExpression[] = [];
    if (center) {
      L.circleMarker([center.lat, center.lon], { radius: 7, color: "#1c1917", fillColor: "#fff", fillOpacity: 1, weight: 3 })
        .bindTooltip("Search location")
        .addTo(map);
      points.push([center.lat, center.lon]);
    }
    for (const { place, number } of places) {
      if (place.lat === null || place.lon === null) continue;
      const icon = L.divIcon({
        className: "",
        html: `<span style="display:flex;width:28px;height:28px;align-items:center;justify-content:center;border-radius:9999px;background:#c2410c;color:#fff;font:700 13px system-ui;border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.4)">${number}</span>`,
        iconSize: [28, 28],
        iconAnchor: [14, 14],
      });
      L.marker([place.lat, place.lon], { icon, title: `${number}. ${displayName(place)}`, alt: `${number}. ${displayName(place)}` })
        .bindPopup(`<strong>${number}. ${escape(displayName(place))}</strong><br>${escape(formatDistance(place.distance))}`)
        .addTo(map);
      points.push([place.lat, place.lon]);
    }
    if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 17 });
    else if (points.length === 1) map.setView(points[0]!, 16);
    else map.setView([20, 0], 2);
    return () => void map.remove();
  }, [places, center]);
  return (
    <div
      ref={box}
      className="h-80 w-full overflow-hidden rounded-2xl ring-1 ring-stone-200 sm:h-96"
      role="region"
      aria-label="Map of the results"
      data-testid="results-map"
    />
  );
}
