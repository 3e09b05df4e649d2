import { describe, expect, it } from "vitest";
import {
  cuisineList,
  displayName,
  distanceMeters,
  featureBadges,
  finderSuggestions,
  formatDistance,
  placeLinks,
  servesDiet,
  wantsDeviceLocation,
  wantsSamples,
} from "./types.ts";
import { RestaurantSearchQuerySchema } from "./schema.ts";

describe("distance display (docs/product.md#b-validation)", () => {
  it("shows metres below 1000 and kilometres to one decimal from 1000", () => {
    expect(formatDistance(0)).toBe("0 m");
    expect(formatDistance(999)).toBe("999 m");
    expect(formatDistance(999.6)).toBe("1.0 km"); // rounds to whole metres first
    expect(formatDistance(1000)).toBe("1.0 km");
    expect(formatDistance(1049)).toBe("1.0 km");
    expect(formatDistance(1050)).toBe("1.1 km");
    expect(formatDistance(49_960)).toBe("50.0 km");
  });

  it("measures with the haversine formula on a 6371 km earth", () => {
    expect(distanceMeters(0, 0, 0, 1)).toBeCloseTo(111_194.9, 0);
    expect(Math.round(distanceMeters(51.5074, -0.1278, 48.8566, 2.3522) / 1000)).toBe(344); // London to Paris
  });
});

describe("feature badges (docs/product.md#b-validation)", () => {
  it("shows takeaway, delivery, outdoor seating, wheelchair and cards only for 'yes'", () => {
    expect(featureBadges({ takeaway: "yes", delivery: "no", outdoor_seating: "limited", wheelchair: "yes", payment_cards: "Yes" })).toEqual([
      "Takeaway Available",
      "Wheelchair Accessible",
      "Cards Accepted",
    ]);
  });

  it("shows WiFi unless the tag says no, and nothing when it is absent", () => {
    expect(featureBadges({ wifi: "free" })).toEqual(["WiFi Available"]);
    expect(featureBadges({ wifi: "customers" })).toEqual(["WiFi Available"]);
    expect(featureBadges({ wifi: "no" })).toEqual([]);
    expect(featureBadges({})).toEqual([]);
  });

  it("shows Non-Smoking only when smoking is 'no', and the capacity when given", () => {
    expect(featureBadges({ smoking: "no", capacity: "40" })).toEqual(["Capacity: 40", "Non-Smoking"]);
    expect(featureBadges({ smoking: "outside" })).toEqual([]);
  });
});

describe("suggestions (docs/product.md#b-validation)", () => {
  it("offers eight generic ones for an empty box", () => {
    expect(finderSuggestions("  ")).toHaveLength(8);
    expect(finderSuggestions("")).toContain("restaurants near me");
  });

  it("offers the five fixed ones of a city or cuisine keyword", () => {
    expect(finderSuggestions("mumbai")).toEqual(["Mumbai, India", "Thane, Mumbai", "Navi Mumbai, India", "Kalyan, Mumbai", "Bhiwandi, Mumbai"]);
    expect(finderSuggestions("best Pizza")).toHaveLength(5);
    expect(finderSuggestions("best Pizza")[0]).toBe("Naples, Italy");
  });

  it("builds eight from any other text", () => {
    const s = finderSuggestions("Thrissur");
    expect(s).toHaveLength(8);
    expect(s.slice(0, 3)).toEqual(["Thrissur", "Thrissur, India", "Thrissur, Kerala, India"]);
  });
});

describe("a result card's text and links", () => {
  it("adds the brand in brackets only when it differs from the name", () => {
    expect(displayName({ name: "Fusion Bay", brand: "Fusion Bay Group" })).toBe("Fusion Bay (Fusion Bay Group)");
    expect(displayName({ name: "Dal Roti", brand: "dal roti" })).toBe("Dal Roti");
    expect(displayName({ name: "Dal Roti" })).toBe("Dal Roti");
  });

  it("builds call, website, map at zoom 18, maps search and driving directions links", () => {
    const links = placeLinks({
      name: "Kashi Art Cafe",
      address: "Burgher Street, Kochi",
      lat: 9.9668,
      lon: 76.24281234,
      phone: "+91 484 000 0101; +91 99",
      website: "kashi.example.in",
    });
    expect(links.call).toBe("tel:+914840000101");
    expect(links.website).toBe("https://kashi.example.in");
    expect(links.viewLocation).toBe("https://www.openstreetmap.org/?mlat=9.966800&mlon=76.242812#map=18/9.966800/76.242812");
    expect(links.mapsSearch).toBe("https://www.google.com/maps/search/?api=1&query=Kashi%20Art%20Cafe%2C%20Burgher%20Street%2C%20Kochi");
    expect(links.directions).toBe("https://www.google.com/maps/dir/?api=1&destination=9.966800,76.242812&travelmode=driving");
  });

  it("has no call or website link without a phone or website, and no map links without coordinates", () => {
    const links = placeLinks({ name: "Sample Bakery", lat: null, lon: null });
    expect(links).toMatchObject({ call: undefined, website: undefined, viewLocation: undefined, directions: undefined });
  });

  it("reads cuisines and diet tags", () => {
    expect(cuisineList("south_indian;seafood")).toEqual(["South indian", "Seafood"]);
    expect(cuisineList(undefined)).toEqual([]);
    expect([servesDiet("yes"), servesDiet("only"), servesDiet("limited"), servesDiet("no"), servesDiet(undefined)]).toEqual([true, true, true, false, false]);
  });

  it("recognises near-me and sample searches", () => {
    expect(wantsDeviceLocation("Restaurants NEAR ME")).toBe(true);
    expect(wantsDeviceLocation("cafes nearby")).toBe(true);
    expect(wantsDeviceLocation("Nearbyville")).toBe(true); // the original's rule: 'nearby' anywhere
    expect(wantsSamples("Mulayankavu, Kerala")).toBe(true);
  });
});

describe("the search query", () => {
  it("takes a text or a pair of coordinates", () => {
    expect(RestaurantSearchQuerySchema.parse({ q: "  Fort   Kochi " })).toEqual({ kind: "text", text: "Fort Kochi" });
    expect(RestaurantSearchQuerySchema.parse({ lat: "9.9", lon: "-76.2" })).toEqual({ kind: "point", lat: 9.9, lon: -76.2, label: "your location" });
  });

  it("refuses blank text, half a point, and coordinates out of range or not numbers", () => {
    for (const bad of [
      { q: " " },
      {},
      { lat: "1" },
      { lat: "90.1", lon: "0" },
      { lat: "0", lon: "180.01" },
      { lat: "1e2", lon: "0" },
      { lat: "NaN", lon: "0" },
    ]) {
      expect(RestaurantSearchQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});
