// The zod-free half of the restaurant finder's contract (docs/product.md#b-screens, docs/product.md#b-data, docs/product.md#b-validation, docs/product.md#b-errors, docs/product.md#b-limits; docs/architecture.md#providers, docs/architecture.md#api-contract):
// the Place the server answers, the constants, the error texts word for word, and the pure display
// rules both sides use. The query schema the server enforces is in schema.ts.
import { labelsOf } from "../common/labels.ts";

/** docs/product.md#b-limits. */
export const FINDER = {
  radii: [2000, 5000, 10000] as const,
  maxResults: 20,
  maxDistanceM: 50_000,
  warnOverM: 5000,
  earthRadiusKm: 6371,
  geocodeLimit: 5,
  locationTimeoutMs: 10_000,
  locationMaxAgeMs: 300_000,
  queryTimeoutS: 25,
  skeletons: 6,
} as const;

/** The OSM amenities (and the bakery shop) the finder asks for (docs/product.md#b-data, docs/product.md#b-api). */
export const VENUE_TYPES = ["restaurant", "cafe", "bar", "pub", "fast_food", "food_court", "ice_cream", "bakery"] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

export const VENUE_LABELS = labelsOf(VENUE_TYPES);

/** A restaurant place (docs/product.md#b-data), reshaped from OSM tags at the provider's edge. Absent tags are omitted. */
export type Place = {
  /** "node/123" or "way/456" (OSM element type and id), or "sample-1". */
  id: string;
  name: string;
  /** Null only for the built-in samples, which are not real places (docs/architecture.md#honesty). */
  lat: number | null;
  lon: number | null;
  /** Metres from the search centre, whole. */
  distance: number;
  amenity: VenueType;
  address?: string;
  cuisine?: string;
  opening_hours?: string;
  phone?: string;
  website?: string;
  description?: string;
  brand?: string;
  operator?: string;
  capacity?: string;
  outdoor_seating?: string;
  wifi?: string;
  payment_cards?: string;
  wheelchair?: string;
  smoking?: string;
  takeaway?: string;
  delivery?: string;
  /** OSM diet:vegetarian / diet:vegan ("yes", "only", "limited", "no"). */
  diet_vegetarian?: string;
  diet_vegan?: string;
  /** Open at the time of the answer, from opening_hours in the place's own time zone; null when unknown. */
  openNow: boolean | null;
  /** A built-in sample entry, not a real place. */
  sample?: true;
};

/** A place with coordinates: only these have a distance worth showing (the built-in samples have none). */
export const hasLocation = (p: Pick<Place, "lat" | "lon">) => p.lat !== null && p.lon !== null;

export type SearchCenter = { lat: number; lon: number; label: string };

export type PlacesSource = "openstreetmap" | "samples";

/** GET /api/restaurants/search answers this, or a FinderErrorBody. */
export type RestaurantSearchResponse = {
  /** Null when the samples' area could not be located. */
  center: SearchCenter | null;
  places: Place[];
  /** The radius that found the places (m); null for the samples. */
  radius: number | null;
  source: PlacesSource;
  /** Which geocoder placed the text ("device" for coordinates sent by the browser). */
  geocoder: "nominatim" | "gazetteer" | "device" | "none";
};

export const FINDER_ERROR_CODES = ["location-not-found", "no-results", "places-unreachable", "bad-input"] as const;
export type FinderErrorCode = (typeof FINDER_ERROR_CODES)[number];
export type FinderErrorBody = { error: string; code: FinderErrorCode; query?: string; fields?: Record<string, string> };

/** docs/product.md#b-errors, word for word. */
export const FINDER_MESSAGES = {
  locationDenied: "Location access denied. Please enable location services or search for a specific city name.",
  notFound: (text: string) => `Location "${text}" not found. Please try:`,
  notFoundTips: [
    "A nearby major city",
    "Include the country name (e.g. Mulayankavu, Kerala, India)",
    "Use a more specific address",
    "Check spelling",
    "Try 'restaurants near me'",
  ],
  noResults: (text: string) => `No restaurants found near "${text}". Try searching a nearby city or a more specific location.`,
  other: "An error occurred while searching. Please try again.",
  // docs/architecture.md#providers: offline, or when Overpass fails, after geocoding worked.
  unreachable: (label: string) => `Found ${label}, but live restaurant data from OpenStreetMap cannot be reached right now. Please try again later.`,
} as const;

/** docs/product.md#b-states: 'near me' or 'nearby' uses the device location. */
export const wantsDeviceLocation = (text: string) => /near me|nearby/i.test(text);
/** docs/product.md#b-states: the built-in samples. */
export const wantsSamples = (text: string) => /mulayankavu/i.test(text);

/** Haversine distance in metres (docs/product.md#b-limits: earth radius 6371 km). */
export function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * FINDER.earthRadiusKm * 1000 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** docs/product.md#b-validation: below 1000 shows metres; otherwise kilometres to one decimal. */
export function formatDistance(meters: number): string {
  const m = Math.round(meters);
  return m < 1000 ? `${m} m` : `${(m / 1000).toFixed(1)} km`;
}

export const FEATURE_LABELS = {
  takeaway: "Takeaway Available",
  delivery: "Home Delivery",
  outdoor_seating: "Outdoor Seating",
  wifi: "WiFi Available",
  wheelchair: "Wheelchair Accessible",
  payment_cards: "Cards Accepted",
  capacity: "Capacity",
  smoking: "Non-Smoking",
} as const;

/**
 * docs/product.md#b-validation: takeaway, delivery, outdoor seating, wheelchair and card payment only when 'yes'; WiFi
 * unless 'no' (so only when the tag exists: an absent tag says nothing); non-smoking only when smoking
 * is 'no'; capacity when given.
 */
export function featureBadges(p: Pick<Place, keyof typeof FEATURE_LABELS>): string[] {
  const out: string[] = [];
  const yes = (v?: string) => v?.toLowerCase() === "yes";
  if (yes(p.takeaway)) out.push(FEATURE_LABELS.takeaway);
  if (yes(p.delivery)) out.push(FEATURE_LABELS.delivery);
  if (yes(p.outdoor_seating)) out.push(FEATURE_LABELS.outdoor_seating);
  if (p.wifi && p.wifi.toLowerCase() !== "no") out.push(FEATURE_LABELS.wifi);
  if (yes(p.wheelchair)) out.push(FEATURE_LABELS.wheelchair);
  if (yes(p.payment_cards)) out.push(FEATURE_LABELS.payment_cards);
  if (p.capacity) out.push(`${FEATURE_LABELS.capacity}: ${p.capacity}`);
  if (p.smoking?.toLowerCase() === "no") out.push(FEATURE_LABELS.smoking);
  return out;
}

/** The name with the brand in brackets when it differs (docs/product.md#b-screens). */
export const displayName = (p: Pick<Place, "name" | "brand">) =>
  p.brand && p.brand.trim().toLowerCase() !== p.name.trim().toLowerCase() ? `${p.name} (${p.brand})` : p.name;

/** Cuisine tag values ("south_indian;seafood") as words. */
export const cuisineList = (cuisine?: string): string[] =>
  (cuisine ?? "")
    .split(/[;,]/)
    .map((c) => c.trim().replace(/_/g, " "))
    .filter(Boolean)
    .map((c) => c.charAt(0).toUpperCase() + c.slice(1));

/** Serves vegetarian (or vegan) food by its diet:* tag ("yes", "only", "limited"). */
export const servesDiet = (value?: string) => value === "yes" || value === "only" || value === "limited";

/** The links of a result card (docs/product.md#b-screens); phone and website only when present. */
export function placeLinks(p: Pick<Place, "name" | "address" | "lat" | "lon" | "phone" | "website">) {
  const phone = p.phone?.split(/[;,]/)[0]?.trim();
  const website = p.website?.trim();
  const hasPoint = p.lat !== null && p.lon !== null;
  const at = hasPoint ? `${p.lat!.toFixed(6)},${p.lon!.toFixed(6)}` : "";
  return {
    call: phone ? `tel:${phone.replace(/[^\d+]/g, "")}` : undefined,
    website: website ? (/^https?:\/\//i.test(website) ? website : `https://${website}`) : undefined,
    // A map with a marker at zoom 18.
    viewLocation: hasPoint
      ? `https://www.openstreetmap.org/?mlat=${p.lat!.toFixed(6)}&mlon=${p.lon!.toFixed(6)}#map=18/${p.lat!.toFixed(6)}/${p.lon!.toFixed(6)}`
      : undefined,
    // A maps-service search by name and address.
    mapsSearch: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([p.name, p.address].filter(Boolean).join(", "))}`,
    // Driving directions to the coordinates.
    directions: hasPoint ? `https://www.google.com/maps/dir/?api=1&destination=${at}&travelmode=driving` : undefined,
  };
}

// Every suggestion names a place the offline gazetteer finds too (districts it lists, no streets or
// neighbourhoods it lacks), so none answers "Location not found" without Nominatim (issue 25;
// src/server/restaurants/gazetteer.test.ts checks them all).
export const CITY_SUGGESTIONS: Record<string, string[]> = {
  kochi: ["Kochi, Kerala, India", "Fort Kochi, Kerala", "Ernakulam, Kerala", "Kalamassery, Kochi", "Aluva, Kerala"],
  mumbai: ["Mumbai, India", "Thane, Mumbai", "Navi Mumbai, India", "Kalyan, Mumbai", "Bhiwandi, Mumbai"],
  delhi: ["New Delhi, India", "Gurgaon, Delhi", "Noida, Delhi", "Faridabad, Delhi", "Ghaziabad, Delhi"],
  bangalore: ["Bengaluru, India", "Yelahanka, Bengaluru"],
  london: ["London, United Kingdom", "Camden Town, London", "Islington, London", "Brixton, London", "Southall, London"],
  paris: ["Paris, France", "Vincennes, Paris", "Boulogne-Billancourt, Paris", "Montreuil, Paris", "Saint-Denis, Paris"],
  "new york": ["New York, USA", "Manhattan, New York", "Brooklyn, New York", "Harlem, New York", "Jackson Heights, Queens"],
  tokyo: ["Tokyo, Japan", "Musashino, Tokyo", "Mitaka, Tokyo", "Chofu, Tokyo", "Yokohama, Japan"],
};
export const CUISINE_SUGGESTIONS: Record<string, string[]> = {
  biryani: ["Hyderabad, India", "Lucknow, India", "Kolkata, India", "Kozhikode, Kerala", "Chennai, India"],
  pizza: ["Naples, Italy", "Rome, Italy", "New York, USA", "Chicago, USA", "Milan, Italy"],
  sushi: ["Tokyo, Japan", "Osaka, Japan", "Sapporo, Japan", "Fukuoka, Japan", "Kyoto, Japan"],
  seafood: ["Kochi, Kerala, India", "Mangaluru, India", "Panaji, India", "Lisbon, Portugal", "Marseille, France"],
  curry: ["Southall, London", "Birmingham, United Kingdom", "Chennai, India", "Bangkok, Thailand", "Kolkata, India"],
};
export const GENERIC_SUGGESTIONS = [
  "restaurants near me",
  "Mumbai, India",
  "Kochi, Kerala, India",
  "London, United Kingdom",
  "Paris, France",
  "New York, USA",
  "Tokyo, Japan",
  "Mulayankavu, Kerala, India",
];

/**
 * docs/product.md#b-validation: fixed queries per city or cuisine keyword (up to 5 each); eight generic ones when the box is
 * empty; otherwise eight built from the typed text.
 */
export function finderSuggestions(text: string): string[] {
  const t = text.trim();
  if (!t) return GENERIC_SUGGESTIONS;
  const lower = t.toLowerCase();
  const city = Object.keys(CITY_SUGGESTIONS).find((k) => lower.includes(k));
  if (city) return CITY_SUGGESTIONS[city]!;
  const cuisine = Object.keys(CUISINE_SUGGESTIONS).find((k) => lower.includes(k));
  if (cuisine) return CUISINE_SUGGESTIONS[cuisine]!;
  return [t, `${t}, India`, `${t}, Kerala, India`, `${t} city centre`, `${t} town`, `${t} village`, `${t} market`, "restaurants near me"];
}
