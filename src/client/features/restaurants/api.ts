// The finder's one call: GET /api/restaurants/search (the server geocodes and asks OpenStreetMap; the
// browser never calls OpenStreetMap services itself). Errors become docs/product.md#b-errors's texts here.
import { ApiError, apiGet, toQueryString } from "../../lib/api.ts";
import { FINDER, FINDER_MESSAGES, type RestaurantSearchResponse } from "../../../shared/restaurants/types.ts";

export type FinderErrorView = { message: string; tips?: readonly string[] };

export function searchByText(text: string, signal?: AbortSignal) {
  return apiGet<RestaurantSearchResponse>(`/api/restaurants/search${toQueryString({ q: text })}`, { signal });
}

export function searchByPoint(lat: number, lon: number, label: string, signal?: AbortSignal) {
  return apiGet<RestaurantSearchResponse>(`/api/restaurants/search${toQueryString({ lat: lat.toFixed(6), lon: lon.toFixed(6), q: label })}`, { signal });
}

/** What the red card says for a failed search (docs/product.md#b-errors). */
export function errorView(err: unknown, text: string): FinderErrorView {
  if (err instanceof ApiError) {
    const code = err.body.code;
    if (code === "location-not-found") return { message: FINDER_MESSAGES.notFound(text), tips: FINDER_MESSAGES.notFoundTips };
    if (code === "no-results") return { message: FINDER_MESSAGES.noResults(text) };
    if (code === "places-unreachable") return { message: err.message };
  }
  return { message: FINDER_MESSAGES.other };
}

export class LocationDenied extends Error {}

/** The device position (docs/product.md#b-api: high accuracy, 10 s time-out, a cached position up to 5 min old). */
export function devicePosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) return reject(new Error("Geolocation is not available"));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      (e) => reject(e.code === e.PERMISSION_DENIED ? new LocationDenied(e.message) : new Error(e.message)),
      { enableHighAccuracy: true, timeout: FINDER.locationTimeoutMs, maximumAge: FINDER.locationMaxAgeMs },
    );
  });
}
