import { beforeAll, describe, expect, it } from "vitest";
import { queryVariants } from "./geocoding.ts";
import { preferredHit } from "./nominatim.ts";
import { placeFromElement } from "./overpass.ts";
import { nearestPlaces } from "./service.ts";
import { loadOpeningHours } from "./open-now.ts";

beforeAll(loadOpeningHours);

describe("geocoding rules (docs/product.md#b-validation)", () => {
  it("tries the text as typed, then the India variants, then the others", () => {
    expect(queryVariants("Thrissur")).toEqual([
      "Thrissur",
      "Thrissur, India",
      "Thrissur, Kerala, India",
      "Thrissur village",
      "Thrissur town",
      "Thrissur place",
      "Thrissur, Asia",
    ]);
  });

  it("prefers a village, town, city or place-class hit, otherwise the first", () => {
    const hits = [
      { type: "attraction", class: "tourism" },
      { type: "suburb", class: "place" },
      { type: "city", class: "boundary" },
    ];
    expect(preferredHit(hits)).toBe(hits[1]);
    expect(preferredHit([hits[0]!])).toBe(hits[0]);
    expect(preferredHit([])).toBeUndefined();
  });
});

describe("Overpass elements", () => {
  it("keeps named food places, nodes by position and ways by centre", () => {
    expect(placeFromElement({ type: "way", id: 5, center: { lat: 1, lon: 2 }, tags: { name: "X", amenity: "pub" } })).toMatchObject({
      id: "way/5",
      lat: 1,
      lon: 2,
      amenity: "pub",
    });
    expect(placeFromElement({ type: "node", id: 6, lat: 1, lon: 2, tags: { amenity: "cafe", name: "  " } })).toBeNull();
    expect(placeFromElement({ type: "way", id: 7, tags: { name: "No centre", amenity: "cafe" } })).toBeNull();
    expect(placeFromElement({ type: "node", id: 8, lat: 1, lon: 2, tags: { name: "Bank", amenity: "bank" } })).toBeNull();
    expect(placeFromElement({ type: "node", id: 9, lat: 1, lon: 2, tags: { name: "Bread", shop: "bakery" } })).toMatchObject({ amenity: "bakery" });
  });

  it("sorts by distance, drops places over 50 km and keeps 20", () => {
    const raw = Array.from({ length: 30 }, (_, i) => ({ id: `node/${i}`, name: `P${i}`, amenity: "cafe" as const, lat: 0, lon: (29 - i) * 0.001 }));
    raw.push({ id: "node/far", name: "Far", amenity: "cafe", lat: 0, lon: 0.5 }); // 55.6 km
    const out = nearestPlaces(raw, { lat: 0, lon: 0 }, undefined);
    expect(out).toHaveLength(20);
    expect(out[0]!.name).toBe("P29");
    expect(out.map((p) => p.distance)).toEqual([...out.map((p) => p.distance)].sort((a, b) => a - b));
    expect(nearestPlaces(raw.slice(-1), { lat: 0, lon: 0 }, undefined)).toEqual([]);
  });
});
