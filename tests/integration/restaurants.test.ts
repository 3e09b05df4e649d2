// The restaurant finder against local fakes of Nominatim and Overpass (recorded answers in their exact
// formats): geocoding, every radius step, the cap, sorting, the 50 km rule, each typed error, caching,
// 429/504 handling and bad input, through real Requests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOsm, type FakeOsm } from "../support/fake-osm.ts";
import { startTestSite, type TestSite } from "../support/netlify.ts";
import type { Place, RestaurantSearchResponse } from "../../src/shared/restaurants/types.ts";

let osm: FakeOsm;
let site: TestSite;

beforeAll(async () => {
  osm = await startFakeOsm();
  site = await startTestSite({ env: { NOMINATIM_URL: osm.nominatimUrl, OVERPASS_URL: osm.overpassUrl, OSM_CONTACT: "finder@masalatable.example" } });
  const { retryPause } = await import("../../src/server/restaurants/overpass.ts");
  retryPause.ms = 50;
});
afterAll(async () => {
  await site?.stop();
  await osm?.stop();
  for (const k of ["NOMINATIM_URL", "OVERPASS_URL", "OSM_CONTACT"]) delete process.env[k];
});

const search = async (qs: string) => {
  const res = await site.fetch(`/api/restaurants/search?${qs}`);
  return { status: res.status, body: await res.json() };
};
const radiiAsked = (from: number) => osm.overpassCalls.slice(from).map((c) => Number(/around:(\d+)/.exec(decodeURIComponent(c.body))?.[1]));

describe("a search by place name", () => {
  it("places Fort Kochi with Nominatim (preferring the place-class hit) and lists named places within 2000 m, nearest first", async () => {
    const before = osm.overpassCalls.length;
    const { status, body } = await search("q=Fort%20Kochi");
    expect(status).toBe(200);
    const answer = body as RestaurantSearchResponse;
    expect(answer).toMatchObject({ radius: 2000, source: "openstreetmap", geocoder: "nominatim" });
    expect(answer.center).toEqual({ lat: 9.9658, lon: 76.2421, label: "Fort Kochi, Kochi, Ernakulam, Kerala, 682001, India" });
    expect(radiiAsked(before)).toEqual([2000]);
    const names = answer.places.map((p) => p.name);
    expect(names).toHaveLength(9); // the unnamed restaurant is not there
    expect(names[0]).toBe("Kashi Art Cafe Kitchen");
    const distances = answer.places.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every(Number.isInteger)).toBe(true);
  });

  it("asks Nominatim worldwide for 5 JSON hits with address details, with an identifying User-Agent", () => {
    const call = osm.nominatimCalls.find((c) => c.url.includes("Fort+Kochi"))!;
    const params = new URL(call.url, "http://x").searchParams;
    expect(Object.fromEntries(params)).toEqual({ q: "Fort Kochi", format: "json", limit: "5", addressdetails: "1" });
    expect(call.userAgent).toMatch(/^MasalaTable-RestaurantFinder\/1\.0 \(.*finder@masalatable\.example\)$/);
  });

  it("posts the Overpass query for nodes and ways with out center and a 25 s time-out", () => {
    const call = osm.overpassCalls[0]!;
    expect(call.method).toBe("POST");
    const query = new URLSearchParams(call.body).get("data")!;
    expect(query).toContain("[out:json][timeout:25];");
    expect(query).toContain('node["amenity"~"^(restaurant|cafe|bar|pub|fast_food|food_court|ice_cream)$"]["name"](around:2000,9.966,76.242);');
    expect(query).toContain('way["shop"="bakery"]["name"](around:2000,9.966,76.242);');
    expect(query).toMatch(/out center;$/);
    expect(call.userAgent).toContain("finder@masalatable.example");
  });

  it("reshapes OSM tags into the Place fields, ways by their centre", async () => {
    const { body } = await search("q=Fort%20Kochi");
    const byName = Object.fromEntries((body.places as Place[]).map((p) => [p.name, p]));
    expect(byName["Kashi Art Cafe Kitchen"]).toMatchObject({
      amenity: "restaurant",
      address: "7/137 Burgher Street, Kochi",
      cuisine: "regional;seafood",
      phone: "+91 484 000 0101",
      website: "https://kitchen.example.in",
      outdoor_seating: "yes",
      wifi: "free",
      payment_cards: "yes",
      smoking: "no",
      takeaway: "yes",
      delivery: "no",
      capacity: "40",
      diet_vegetarian: "yes",
      description: "Courtyard kitchen serving Kerala breakfasts and fish curry.",
    });
    expect(byName["Fusion Bay"]).toMatchObject({ brand: "Fusion Bay Group", operator: "Fusion Bay Hospitality", phone: "+91 484 000 0202" });
    expect(byName["Fusion Bay"]!.id).toMatch(/^way\/\d+$/);
    expect(byName["Fusion Bay"]!.lat).toBeCloseTo(9.97, 2);
    expect(byName["Loafers Corner"]).toMatchObject({ address: "Princess Street, Fort Kochi, Kochi 682001", amenity: "cafe" });
    expect(byName["Fort Bake House"]).toMatchObject({ amenity: "bakery", payment_cards: "yes" });
    // Asked around the centre rounded to about 100 m (the cache key), measured from the real one.
    expect(byName["Mattancherry Chai Point"]).toMatchObject({ distance: 2012, wifi: "yes" });
    expect(Object.keys(byName["Scoop Harbour"]!)).not.toContain("phone"); // absent tags are left out
  });

  it("computes open now from opening_hours: 24/7 open, 'off' closed, unparseable or PH in a country without holiday data unknown", async () => {
    const { body } = await search("q=Fort%20Kochi");
    const byName = Object.fromEntries((body.places as Place[]).map((p) => [p.name, p]));
    expect(byName["Loafers Corner"]!.openNow).toBe(true);
    expect(byName["Scoop Harbour"]!.openNow).toBe(false);
    expect(byName["Dal Roti"]).toMatchObject({ openNow: null, opening_hours: "open when the owner is in" });
    expect(byName["Kashi Art Cafe Kitchen"]!.openNow).toBeNull();
    expect(typeof byName["Seagull Bar"]!.openNow).toBe("boolean");
  });

  it("widens to 5000 m when nothing is within 2000 m", async () => {
    const before = osm.overpassCalls.length;
    const { status, body } = await search("q=Kumbalangi");
    expect(status).toBe(200);
    expect(body.radius).toBe(5000);
    expect(radiiAsked(before)).toEqual([2000, 5000]);
    expect(body.places.map((p: Place) => [p.name, p.distance])).toEqual([
      ["Backwater Toddy Kitchen", 3500],
      ["Kannamaly Tea Stall", 3905],
    ]);
  });

  it("widens to 10000 m when nothing is within 5000 m", async () => {
    const before = osm.overpassCalls.length;
    const { body } = await search("q=Chellanam");
    expect(body.radius).toBe(10000);
    expect(radiiAsked(before)).toEqual([2000, 5000, 10000]);
    expect(body.places[0]).toMatchObject({ name: "Andhakaranazhi Beach Shack", distance: 7000 });
  });

  it("caps the list at the 20 nearest", async () => {
    const { body } = await search("q=Shoreditch");
    expect(body.places).toHaveLength(20);
    expect(body.places[0].name).toBe("Rosa's Lane Kitchen");
    expect(body.places.at(-1).distance).toBeLessThan(1500);
  });

  it("answers no-results with docs/product.md#b-errors's text after all three radii find nothing", async () => {
    const before = osm.overpassCalls.length;
    const { status, body } = await search("q=Rub%20al%20Khali");
    expect(status).toBe(404);
    expect(body).toMatchObject({
      code: "no-results",
      error: 'No restaurants found near "Rub al Khali". Try searching a nearby city or a more specific location.',
    });
    expect(radiiAsked(before)).toEqual([2000, 5000, 10000]);
  });

  it("answers location-not-found after trying every query variant in order", async () => {
    const before = osm.nominatimCalls.length;
    const { status, body } = await search("q=Atlantis");
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: "location-not-found", error: 'Location "Atlantis" not found. Please try:', query: "Atlantis" });
    expect(body.tips).toHaveLength(5);
    const tried = osm.nominatimCalls.slice(before).map((c) => new URL(c.url, "http://x").searchParams.get("q"));
    expect(tried).toEqual(["Atlantis", "Atlantis, India", "Atlantis, Kerala, India", "Atlantis village", "Atlantis town", "Atlantis place", "Atlantis, Asia"]);
  });

  it("gives the four Mulayankavu samples, labelled, with no ratings, reviews or coordinates, and no Overpass call", async () => {
    const before = osm.overpassCalls.length;
    const { status, body } = await search("q=mulayankavu");
    expect(status).toBe(200);
    expect(body).toMatchObject({ source: "samples", radius: null, center: null });
    expect(body.places.map((p: Place) => p.distance)).toEqual([0, 20, 30, 50]);
    for (const p of body.places) {
      expect(p).toMatchObject({ sample: true, lat: null, lon: null });
      expect(p).not.toHaveProperty("rating");
      expect(p).not.toHaveProperty("reviews");
      expect(p).not.toHaveProperty("phone");
    }
    expect(osm.overpassCalls.length).toBe(before);
  });
});

describe("a search by coordinates", () => {
  it("searches around the device position with its label", async () => {
    const { status, body } = await search("lat=9.9660&lon=76.2425&q=restaurants%20near%20me");
    expect(status).toBe(200);
    expect(body).toMatchObject({ geocoder: "device", center: { lat: 9.966, lon: 76.2425, label: "restaurants near me" }, radius: 2000 });
  });

  it("drops places over 50 km away even when the upstream returns them", async () => {
    osm.ignoreRadius = true;
    try {
      const { body } = await search("lat=51.5301&lon=-0.0801");
      expect(body.places).toHaveLength(20);
      expect(body.places.every((p: Place) => p.distance <= 50_000)).toBe(true);
      const { body: far } = await search("lat=9.85&lon=76.30");
      expect(far.places.some((p: Place) => p.name === "Rosa's Lane Kitchen")).toBe(false);
    } finally {
      osm.ignoreRadius = false;
    }
  });
});

describe("the cache", () => {
  it("answers a repeated search with no upstream call, also from Blobs after the instance's memory is cleared", async () => {
    await search("q=Shoreditch");
    const [n, o] = [osm.nominatimCalls.length, osm.overpassCalls.length];
    const { clearFinderMemoryCache } = await import("../../src/server/restaurants/answer-cache.ts");
    const again = await search("q=Shoreditch");
    clearFinderMemoryCache();
    const fromBlobs = await search("q=Shoreditch");
    expect(again.body.places).toHaveLength(20);
    expect(fromBlobs.body).toEqual(again.body);
    expect([osm.nominatimCalls.length, osm.overpassCalls.length]).toEqual([n, o]);
  });
});

describe("an Overpass that refuses", () => {
  it("retries a 429 once after a pause and answers", async () => {
    osm.overpassFailures.push(429);
    const before = osm.overpassCalls.length;
    const { status, body } = await search("lat=9.9700&lon=76.2400");
    expect(status).toBe(200);
    expect(body.places.length).toBeGreaterThan(0);
    expect(osm.overpassCalls.length - before).toBe(2);
  });

  it("answers places-unreachable (503) after a second 504, and caches nothing", async () => {
    osm.overpassFailures.push(504, 504);
    const { status, body } = await search("lat=9.9800&lon=76.2400");
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: "places-unreachable" });
    expect(body.error).toMatch(/live restaurant data from OpenStreetMap cannot be reached/);
    const retried = await search("lat=9.9800&lon=76.2400");
    expect(retried.status).toBe(200);
  });

  it("falls back to the offline gazetteer when Nominatim fails", async () => {
    osm.nominatimStatus = 503;
    try {
      const { status, body } = await search("q=Muvattupuzha");
      // Placed offline; the fake Overpass has nothing there.
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "no-results", center: { label: "Muvattupuzha, India", lat: 9.97985, lon: 76.57381 } });
    } finally {
      osm.nominatimStatus = null;
    }
  });
});

describe("bad input", () => {
  it.each([
    ["q=", "q"],
    ["q=%20%20", "q"],
    ["", "q"],
    ["lat=abc&lon=10", "lat"],
    ["lat=91&lon=10", "lat"],
    ["lat=10&lon=-180.5", "lon"],
    ["lat=10", "lon"],
    [`q=${"x".repeat(201)}`, "q"],
  ])("answers 400 bad-input for ?%s", async (qs, field) => {
    const { status, body } = await search(qs);
    expect(status).toBe(400);
    expect(body.code).toBe("bad-input");
    expect(Object.keys(body.fields)).toContain(field);
  });

  it("refuses other methods", async () => {
    const res = await site.fetch("/api/restaurants/search?q=Kochi", { method: "POST" });
    expect(res.status).toBe(405);
  });
});

describe("health", () => {
  it("names the active geocoding and places providers", async () => {
    const res = await site.fetch("/api/health");
    expect((await res.json()).providers).toMatchObject({ geocoding: "nominatim", places: "overpass" });
  });
});
