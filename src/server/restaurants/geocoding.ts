// Geocoding for the finder (docs/product.md#b-validation, docs/product.md#b-api; docs/architecture.md#providers): Nominatim when configured (production default),
// else the embedded gazetteer. The query variants of docs/product.md#b-validation are tried in order; the first that places
// the text wins. When Nominatim cannot be reached, the gazetteer answers, so a search still works.
import { finderProviders } from "../platform/env.ts";
import { gazetteerLookup } from "./gazetteer.ts";
import { nominatimLookup, NominatimUnavailable } from "./nominatim.ts";

/** A place the text resolved to. `kind`: Nominatim's type (village, town, city...) or "city". */
export type GeoHit = { lat: number; lon: number; label: string; kind: string; /** ISO 3166-1 alpha-2, lower case, when known. */ country?: string };
export type Geocoded = GeoHit & { geocoder: "nominatim" | "gazetteer" };

/**
 * docs/product.md#b-validation: as typed, then with ', India', ', Kerala, India', ' village', ' town', ' place', ', Asia'.
 * docs/architecture.md#providers searches worldwide (no country list), so the India variants are only later tries.
 */
export function queryVariants(text: string): string[] {
  const t = text.trim();
  const variants = [t, `${t}, India`, `${t}, Kerala, India`, `${t} village`, `${t} town`, `${t} place`, `${t}, Asia`];
  return [...new Set(variants)];
}

const valid = (h: GeoHit) => Number.isFinite(h.lat) && Number.isFinite(h.lon) && Math.abs(h.lat) <= 90 && Math.abs(h.lon) <= 180;

/** Places a text, or null when no variant finds it. */
export async function geocode(text: string): Promise<Geocoded | null> {
  if (finderProviders().geocoding === "nominatim") {
    try {
      for (const variant of queryVariants(text)) {
        const hit = await nominatimLookup(variant);
        if (hit && valid(hit)) return { ...hit, geocoder: "nominatim" };
      }
      return null;
    } catch (err) {
      if (!(err instanceof NominatimUnavailable)) throw err;
      console.warn(`[restaurants] Nominatim unavailable (${err.message}); using the offline gazetteer`);
    }
  }
  for (const variant of queryVariants(text)) {
    const hit = await gazetteerLookup(variant);
    if (hit && valid(hit)) return { ...hit, geocoder: "gazetteer" };
  }
  return null;
}
