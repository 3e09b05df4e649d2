// The restaurant search of docs/product.md#b-states on the server (docs/architecture.md#api-contract): place the text (or take the device's
// coordinates), the Mulayankavu samples, then Overpass at 2000, 5000 and 10000 m until something is
// found; named places within 50 km only, sorted by distance, at most 20. Errors are typed (`code`) so
// the widget can show docs/product.md#b-errors's texts.
import { HttpError } from "../http/http-error.ts";
import { finderProviders } from "../platform/env.ts";
import {
  FINDER,
  FINDER_MESSAGES,
  distanceMeters,
  wantsSamples,
  type FinderErrorCode,
  type Place,
  type RestaurantSearchResponse,
  type SearchCenter,
} from "../../shared/restaurants/types.ts";
import type { RestaurantSearchQuery } from "../../shared/restaurants/schema.ts";
import { geocode } from "./geocoding.ts";
import { overpassPlaces, PlacesUnavailable, type RawPlace } from "./overpass.ts";
import { isOpenNow, loadOpeningHours } from "./open-now.ts";
import { SAMPLE_PLACES } from "./samples.ts";

export function finderError(status: number, code: FinderErrorCode, message: string, extra: Record<string, unknown> = {}, fields?: Record<string, string>) {
  return new HttpError(status, message, fields, undefined, { code, ...extra });
}

/** docs/product.md#b-validation: within 50 km, sorted by distance (then name, for a stable order), at most 20. */
export function nearestPlaces(raw: RawPlace[], center: { lat: number; lon: number }, country: string | undefined, now = new Date()): Place[] {
  return raw
    .map((p) => ({ ...p, distance: Math.round(distanceMeters(center.lat, center.lon, p.lat, p.lon)) }))
    .filter((p) => p.distance <= FINDER.maxDistanceM)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, FINDER.maxResults)
    .map((p) => ({ ...p, openNow: isOpenNow(p.opening_hours, p.lat, p.lon, country, now) }));
}

export async function searchRestaurants(q: RestaurantSearchQuery): Promise<RestaurantSearchResponse> {
  let center: SearchCenter;
  let country: string | undefined;
  let geocoder: RestaurantSearchResponse["geocoder"];
  const label = q.kind === "point" ? q.label : q.text;
  if (q.kind === "point") {
    center = { lat: q.lat, lon: q.lon, label: q.label };
    geocoder = "device";
  } else {
    const hit = await geocode(q.text);
    if (wantsSamples(q.text)) {
      // docs/product.md#b-states step 2: the built-in samples, and stop. They are not placed on a map.
      return {
        center: hit ? { lat: hit.lat, lon: hit.lon, label: hit.label } : null,
        places: SAMPLE_PLACES,
        radius: null,
        source: "samples",
        geocoder: hit?.geocoder ?? "none",
      };
    }
    if (!hit) throw finderError(404, "location-not-found", FINDER_MESSAGES.notFound(q.text), { query: q.text, tips: FINDER_MESSAGES.notFoundTips });
    center = { lat: hit.lat, lon: hit.lon, label: hit.label };
    country = hit.country;
    geocoder = hit.geocoder;
  }
  const unreachable = () => finderError(503, "places-unreachable", FINDER_MESSAGES.unreachable(center.label), { query: label, center });
  if (finderProviders().places !== "overpass") throw unreachable();
  for (const radius of FINDER.radii) {
    let raw: RawPlace[];
    try {
      raw = await overpassPlaces(center.lat, center.lon, radius);
    } catch (err) {
      if (!(err instanceof PlacesUnavailable)) throw err;
      console.warn(`[restaurants] Overpass unavailable: ${err.message}`);
      throw unreachable();
    }
    if (raw.length) await loadOpeningHours();
    const places = nearestPlaces(raw, center, country);
    if (places.length) return { center, places, radius, source: "openstreetmap", geocoder };
  }
  throw finderError(404, "no-results", FINDER_MESSAGES.noResults(label), { query: label, center });
}
