// Nominatim (docs/product.md#b-api, docs/architecture.md#providers): GET /search?q=&format=json&limit=5&addressdetails=1, worldwide.
// Its usage policy: an identifying User-Agent, at most one request per second (kept across instances in
// Postgres, request-spacing.ts), and caching. Answers (including "nothing found") are cached a week.
// The vendor's fields are reshaped into our GeoHit here.
import { z } from "../../shared/validation/schema.ts";
import { env, finderProviders } from "../platform/env.ts";
import { FINDER } from "../../shared/restaurants/types.ts";
import type { GeoHit } from "./geocoding.ts";
import { cached } from "./answer-cache.ts";
import { osmUserAgent } from "./osm-client.ts";
import { SpacingQueueFull, waitForSlot } from "./request-spacing.ts";

export class NominatimUnavailable extends Error {}

const CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 8000;
// One second plus a margin: the request leaves some milliseconds after its slot, and not always the same.
export const NOMINATIM_INTERVAL_MS = 1100;
/** A search waits at most this long for its turn; beyond it the gazetteer answers instead. */
const MAX_QUEUE_MS = 10_000;

const NominatimHit = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  type: z.string().optional().default(""),
  class: z.string().optional().default(""),
  display_name: z.string().optional().default(""),
  address: z.object({ country_code: z.string().optional() }).optional(),
});
const NominatimAnswer = z.array(z.unknown());

/** docs/product.md#b-validation: prefers a village, town, city or place-class hit, otherwise the first. */
export function preferredHit<T extends { type: string; class: string }>(hits: T[]): T | undefined {
  return hits.find((h) => ["village", "town", "city"].includes(h.type) || h.class === "place") ?? hits[0];
}

const cacheKey = (text: string) => `nominatim/v1/${encodeURIComponent(text.trim().toLowerCase())}`;

export async function nominatimLookup(text: string): Promise<GeoHit | null> {
  const base = finderProviders().nominatimUrl;
  if (!base) throw new NominatimUnavailable("not configured");
  const hits = await cached(cacheKey(text), CACHE_TTL_MS, async () => {
    const url = new URL("search", base.endsWith("/") ? base : `${base}/`);
    const params = new URLSearchParams({ q: text, format: "json", limit: String(FINDER.geocodeLimit), addressdetails: "1" });
    // Nominatim's API takes the operator's address as `email` (its usage policy asks for a contact).
    const email = env().NOMINATIM_EMAIL;
    if (email) params.set("email", email);
    url.search = params.toString();
    try {
      await waitForSlot("nominatim", NOMINATIM_INTERVAL_MS, MAX_QUEUE_MS);
    } catch (err) {
      if (err instanceof SpacingQueueFull) throw new NominatimUnavailable("busy");
      throw err;
    }
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { "user-agent": osmUserAgent(), accept: "application/json", "accept-language": "en" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new NominatimUnavailable(`network: ${(err as Error).message}`);
    }
    if (!res.ok) throw new NominatimUnavailable(`status ${res.status}`);
    const raw = NominatimAnswer.safeParse(await res.json().catch(() => null));
    if (!raw.success) throw new NominatimUnavailable("unreadable answer");
    // Only what we use is kept (and cached).
    return raw.data.flatMap((h) => {
      const parsed = NominatimHit.safeParse(h);
      return parsed.success
        ? [
            {
              lat: parsed.data.lat,
              lon: parsed.data.lon,
              type: parsed.data.type,
              class: parsed.data.class,
              label: parsed.data.display_name,
              country: parsed.data.address?.country_code,
            },
          ]
        : [];
    });
  });
  const best = preferredHit(hits);
  return best ? { lat: best.lat, lon: best.lon, label: best.label || text, kind: best.type || best.class } : null;
}
