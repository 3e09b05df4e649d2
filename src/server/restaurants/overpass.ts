// Overpass (docs/product.md#b-api, docs/architecture.md#providers): the food amenities and bakeries around a point, nodes and ways
// (`out center` gives a way its centre), time-out 25 s. Answers are cached a day per centre rounded to
// 3 decimals (about 100 m) and radius; a 429 or 504 is retried once after a pause. OSM tags are
// reshaped into our Place here, and nowhere else.
import { z } from "../../shared/validation/schema.ts";
import { finderProviders } from "../platform/env.ts";
import { FINDER, VENUE_TYPES, type Place, type VenueType } from "../../shared/restaurants/types.ts";
import { cached } from "./answer-cache.ts";
import { osmUserAgent } from "./osm-client.ts";

export class PlacesUnavailable extends Error {}

const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Overpass stops at 25 s; our request waits a little longer for its answer. */
const REQUEST_TIMEOUT_MS = (FINDER.queryTimeoutS + 5) * 1000;
/** Pause before the one retry after a 429 or 504 (tests shorten it). */
export const retryPause = { ms: 2000 };

/** A place as cached: everything but the distance and open-now, which depend on the search. */
export type RawPlace = Omit<Place, "distance" | "openNow"> & { lat: number; lon: number };

/** docs/product.md#b-api: restaurant, cafe, bar, pub, fast_food, food_court and ice_cream amenities plus bakery shops. */
export function overpassQuery(lat: number, lon: number, radius: number): string {
  const around = `(around:${radius},${lat},${lon})`;
  const amenities = `["amenity"~"^(restaurant|cafe|bar|pub|fast_food|food_court|ice_cream)$"]["name"]`;
  const bakery = `["shop"="bakery"]["name"]`;
  return `[out:json][timeout:${FINDER.queryTimeoutS}];
(
  node${amenities}${around};
  way${amenities}${around};
  node${bakery}${around};
  way${bakery}${around};
);
out center;`;
}

const Element = z.object({
  type: z.enum(["node", "way", "relation"]),
  id: z.number(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).optional().default({}),
});
const Answer = z.object({ elements: z.array(z.unknown()), remark: z.string().optional() });

const clean = (v?: string) => {
  const t = v?.trim();
  return t ? t : undefined;
};

/** Reshapes one Overpass element into a RawPlace, or null (no name, no position, not a food venue). */
export function placeFromElement(raw: unknown): RawPlace | null {
  const parsed = Element.safeParse(raw);
  if (!parsed.success) return null;
  const el = parsed.data;
  const t = el.tags;
  const name = clean(t.name);
  const lat = el.lat ?? el.center?.lat;
  const lon = el.lon ?? el.center?.lon;
  if (!name || lat === undefined || lon === undefined) return null;
  const kind = t.amenity ?? (t.shop === "bakery" ? "bakery" : undefined);
  if (!kind || !(VENUE_TYPES as readonly string[]).includes(kind)) return null;
  const street = [t["addr:housenumber"], t["addr:street"]].filter(Boolean).join(" ");
  const address = clean(t["addr:full"]) ?? clean([street, t["addr:city"]].filter(Boolean).join(", "));
  const cards =
    t["payment:credit_cards"] === "yes" || t["payment:debit_cards"] === "yes" || t["payment:cards"] === "yes"
      ? "yes"
      : clean(t["payment:credit_cards"] ?? t["payment:debit_cards"]);
  const place: RawPlace = {
    id: `${el.type}/${el.id}`,
    name,
    lat,
    lon,
    amenity: kind as VenueType,
    address,
    cuisine: clean(t.cuisine),
    opening_hours: clean(t.opening_hours),
    phone: clean(t.phone ?? t["contact:phone"]),
    website: clean(t.website ?? t["contact:website"]),
    description: clean(t.description),
    brand: clean(t.brand),
    operator: clean(t.operator),
    capacity: clean(t.capacity),
    outdoor_seating: clean(t.outdoor_seating),
    wifi: clean(t.wifi ?? (t.internet_access === "wlan" ? "yes" : t.internet_access)),
    payment_cards: cards,
    wheelchair: clean(t.wheelchair),
    smoking: clean(t.smoking),
    takeaway: clean(t.takeaway),
    delivery: clean(t.delivery),
    diet_vegetarian: clean(t["diet:vegetarian"]),
    diet_vegan: clean(t["diet:vegan"]),
  };
  // Absent tags are left out of the answer.
  for (const k of Object.keys(place) as (keyof RawPlace)[]) if (place[k] === undefined) delete place[k];
  return place;
}

async function post(url: string, body: string): Promise<Response> {
  try {
    return await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": osmUserAgent(), accept: "application/json" },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    throw new PlacesUnavailable(`network: ${(err as Error).message}`);
  }
}

/** The named food places within `radius` m of the (rounded) point, from cache or Overpass. */
export async function overpassPlaces(lat: number, lon: number, radius: number): Promise<RawPlace[]> {
  const url = finderProviders().overpassUrl;
  if (!url) throw new PlacesUnavailable("not configured");
  const rLat = Math.round(lat * 1000) / 1000;
  const rLon = Math.round(lon * 1000) / 1000;
  return cached(`overpass/v1/${rLat},${rLon}/${radius}`, CACHE_TTL_MS, async () => {
    const body = new URLSearchParams({ data: overpassQuery(rLat, rLon, radius) }).toString();
    let res = await post(url, body);
    if (res.status === 429 || res.status === 504) {
      await res.body?.cancel();
      await new Promise((r) => setTimeout(r, retryPause.ms));
      res = await post(url, body);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new PlacesUnavailable(`status ${res.status}`);
    }
    const answer = Answer.safeParse(await res.json().catch(() => null));
    if (!answer.success) throw new PlacesUnavailable("unreadable answer");
    // A query Overpass stopped (time-out, memory) still answers 200, with a remark: not a real "nothing".
    if (/runtime error/i.test(answer.data.remark ?? "")) throw new PlacesUnavailable(`runtime error: ${answer.data.remark}`);
    return answer.data.elements.map(placeFromElement).filter((p): p is RawPlace => p !== null);
  });
}
