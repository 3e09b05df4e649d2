// With no NOMINATIM_URL and OVERPASS_URL (the local default): the offline gazetteer places the text,
// the Mulayankavu samples work, and any other search says live restaurant data cannot be reached.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../support/netlify.ts";

let site: TestSite;
beforeAll(async () => {
  delete process.env.NOMINATIM_URL;
  delete process.env.OVERPASS_URL;
  site = await startTestSite();
});
afterAll(async () => site?.stop());

const search = async (q: string) => {
  const res = await site.fetch(`/api/restaurants/search?q=${encodeURIComponent(q)}`);
  return { status: res.status, body: await res.json() };
};

it("places a city with the gazetteer, then says live restaurant data cannot be reached", async () => {
  const { status, body } = await search("Paris, France");
  expect(status).toBe(503);
  expect(body).toMatchObject({ code: "places-unreachable", center: { label: "Paris, France" } });
  expect(body.error).toBe("Found Paris, France, but live restaurant data from OpenStreetMap cannot be reached right now. Please try again later.");
});

it("resolves other names of Indian cities and words around the name", async () => {
  expect((await search("best restaurants in Kochi")).body.center).toMatchObject({ label: "Cochin, India", lat: 9.93988, lon: 76.26022 });
  expect((await search("Bombay")).body.center.label).toBe("Mumbai, India");
  expect((await search("London, United Kingdom")).body.center.label).toBe("London, United Kingdom");
});

it("still gives the built-in samples for Mulayankavu", async () => {
  const { status, body } = await search("Mulayankavu, Kerala, India");
  expect(status).toBe(200);
  expect(body).toMatchObject({ source: "samples", geocoder: "none", center: null });
  expect(body.places).toHaveLength(4);
});

it("answers location-not-found for a name the gazetteer does not know", async () => {
  const { status, body } = await search("Qwxzy");
  expect(status).toBe(404);
  expect(body.code).toBe("location-not-found");
});

it("answers location-not-found for text with no letter or digit (the ', Asia' variant once placed '{}' in the Philippines)", async () => {
  for (const q of ["{}", "!!", "{}, India"]) {
    const { status, body } = await search(q);
    expect(status, q).toBe(404);
    expect(body.code, q).toBe("location-not-found");
  }
});

it("names the embedded providers in /api/health", async () => {
  const res = await site.fetch("/api/health");
  expect((await res.json()).providers).toMatchObject({ geocoding: "gazetteer", places: "samples-only" });
});
