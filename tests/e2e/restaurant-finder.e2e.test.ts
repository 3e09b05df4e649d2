// The restaurant finder as a visitor uses it, against the local server with NOMINATIM_URL and
// OVERPASS_URL pointing at the fake Nominatim and Overpass (recorded answers): search, the summary and
// category cards, a result card's links, the error card, near me with the location granted and denied,
// the open-now filter, the map, the URL round trip, and screenshots at 375 and 1280 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_ARGS, SCREENSHOT_DIR, launchBrowser, screenshot, startServer, watchPages, type TestServer } from "../support/browser.ts";
import { startFakeOsm, type FakeOsm } from "../support/fake-osm.ts";
import { a11yViolations } from "../support/a11y.ts";

const PORT = 8961;
const SLOW = { timeout: 30_000 };
// A 1x1 transparent PNG for map tiles: the browser tests never reach tile.openstreetmap.org.
const TILE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

let osm: FakeOsm;
let server: TestServer;
let browser: BrowserContext | undefined;
beforeAll(async () => {
  osm = await startFakeOsm();
  server = await startServer(PORT, { NOMINATIM_URL: osm.nominatimUrl, OVERPASS_URL: osm.overpassUrl });
  browser = await launchBrowser();
  await browser.route("https://tile.openstreetmap.org/**", (r) => r.fulfill({ status: 200, contentType: "image/png", body: TILE }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await osm?.stop();
});
const pages = watchPages(() => browser);

async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser!.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.base}${path}`);
  await page.getByRole("heading", { name: "Find Restaurants Anywhere" }).waitFor();
  return page;
}
const box = (page: Page) => page.getByRole("combobox", { name: /City, town/ });
const searchButton = (page: Page) => page.getByRole("button", { name: /^(Search|Searching\.\.\.)$/ });
const cards = (page: Page) => page.getByTestId("place-card");
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole("heading", { name }) });

async function searchFor(page: Page, text: string) {
  await box(page).fill(text);
  await searchButton(page).click();
}

describe("the page", () => {
  it("is prerendered with its title and linked from the navigation", async () => {
    const html = await (await fetch(`${server.base}/restaurant-finder`)).text();
    expect(html).toContain("Find Restaurants Anywhere");
    expect(html).toContain("OpenStreetMap contributors");
    const page = await browser!.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.base}/`);
    await page.getByRole("navigation").getByRole("link", { name: "Restaurant Finder" }).first().click();
    await page.waitForURL(/\/restaurant-finder$/);
  });

  it("loads the finder's JavaScript only on its page, and Leaflet only once a place is found", async () => {
    const page = await browser!.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`${server.base}/`);
    await page.waitForLoadState("networkidle");
    // (the home links the two restaurant articles, whose ids are a chunk of their own: not the finder's)
    expect(scripts.filter((s) => /restaurant-finder|results-map|leaflet/i.test(s))).toEqual([]);
    await page.goto(`${server.base}/restaurant-finder`);
    await page.waitForLoadState("networkidle");
    expect(scripts.some((s) => /restaurant-finder/.test(s))).toBe(true);
    expect(scripts.filter((s) => /results-map|leaflet/i.test(s))).toEqual([]);
  });
});

describe("searching", () => {
  it("keeps Search disabled while blank, shows 6 skeletons and 'Searching...', then the summary and category cards", async () => {
    const page = await open("/restaurant-finder");
    await expect.poll(() => searchButton(page).isDisabled()).toBe(true);
    await box(page).fill("   ");
    expect(await searchButton(page).isDisabled()).toBe(true);
    osm.nominatimDelayMs = 1500;
    try {
      await searchFor(page, "Fort Kochi");
      await page.getByRole("button", { name: "Searching..." }).waitFor();
      expect(await page.getByRole("button", { name: "Searching..." }).isDisabled()).toBe(true);
      expect(await page.getByTestId("finder-skeletons").locator("> div").count()).toBe(6);
    } finally {
      osm.nominatimDelayMs = 0;
    }
    await page.getByRole("heading", { name: /^9 places near Fort Kochi/ }).waitFor(SLOW);
    const summary = page.getByTestId("summary-card");
    await expect.poll(() => summary.innerText()).toMatch(/Found\s+9[\s\S]*Categories\s+6[\s\S]*Closest\s+144 m[\s\S]*Furthest\s+2\.0 km/);
    const categories = await page.getByTestId("category-card").innerText();
    expect(categories).toMatch(/Restaurant: 3/);
    expect(categories).toMatch(/Cuisines: .*Seafood/);
    expect(await cards(page).count()).toBe(9);
    expect(await cards(page).first().getByRole("heading").textContent()).toBe("1. Kashi Art Cafe Kitchen");
    expect(new URL(page.url()).searchParams.get("q")).toBe("Fort Kochi");
    await expect.poll(() => page.getByText("OpenStreetMap contributors").count()).toBeGreaterThan(0);
    expect(await a11yViolations(page)).toEqual([]);
    await screenshot(page, "finder-results-1280");
  });

  it("gives a result card every field and link: Call Now, Visit Website, View Location at zoom 18, maps search, Directions", async () => {
    const page = await open("/restaurant-finder?q=Fort%20Kochi");
    const kashi = card(page, "Kashi Art Cafe Kitchen");
    await kashi.waitFor(SLOW);
    const text = await kashi.innerText();
    for (const part of [
      "Restaurant",
      "144 m",
      "Regional, Seafood",
      "7/137 Burgher Street, Kochi",
      "Mo-Su 08:30-19:30; PH off",
      "Takeaway Available",
      "Outdoor Seating",
      "WiFi Available",
      "Cards Accepted",
      "Capacity: 40",
      "Non-Smoking",
      "Vegetarian options",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain("Home Delivery");
    expect(text).toMatch(/Coordinates: 9\.\d{6}, 76\.\d{6}/);
    const href = (name: string) => kashi.getByRole("link", { name }).getAttribute("href");
    expect(await href("Call Now")).toBe("tel:+914840000101");
    expect(await href("Visit Website")).toBe("https://kitchen.example.in");
    expect(await href("View Location")).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=9\.\d{6}&mlon=76\.\d{6}#map=18\//);
    expect(await href("Search in Maps")).toContain("query=Kashi%20Art%20Cafe%20Kitchen%2C%207%2F137%20Burgher%20Street%2C%20Kochi");
    expect(await href("Directions")).toMatch(/destination=9\.\d{6},76\.\d{6}&travelmode=driving$/);
    // No phone or website recorded: no such links.
    const scoop = card(page, "Scoop Harbour");
    expect(await scoop.getByRole("link", { name: "Call Now" }).count()).toBe(0);
    expect(await scoop.getByRole("link", { name: "Visit Website" }).count()).toBe(0);
    // The brand in brackets when it differs from the name.
    await card(page, "Fusion Bay (Fusion Bay Group)").waitFor();
  });

  it("warns about a distance over 5 km", async () => {
    const page = await open("/restaurant-finder?q=Chellanam");
    const shack = card(page, "Andhakaranazhi Beach Shack");
    await shack.waitFor(SLOW);
    expect(await shack.getByRole("note").innerText()).toContain("7.0 km from your search location");
  });

  it("chooses a suggestion and searches at once", async () => {
    const page = await open("/restaurant-finder");
    await box(page).click();
    await page.getByRole("option", { name: "Mulayankavu, Kerala, India" }).click();
    await page.getByRole("heading", { name: /Sample entries/ }).waitFor(SLOW);
    expect(await cards(page).count()).toBe(4);
    expect(await page.getByText("Sample data").count()).toBe(4);
    expect(await page.getByText(/not real places/).count()).toBe(1);
    expect(await cards(page).getByRole("link").count()).toBe(0);
    // Samples have no location: no distance on a card, no "Closest 0 m" (issue 25).
    expect(
      await cards(page)
        .getByLabel(/^Distance /)
        .count(),
    ).toBe(0);
    expect(await page.getByTestId("summary-card").innerText()).toMatch(/Closest\s+-[\s\S]*Furthest\s+-/);
  });
});

describe("errors", () => {
  it("shows the red card with docs/product.md#b-errors's not-found text and tips", async () => {
    pages.allowConsoleError(/status of 404/);
    const page = await open("/restaurant-finder?q=Atlantis");
    const error = page.getByTestId("finder-error");
    await error.waitFor(SLOW);
    const text = await error.innerText();
    expect(text).toContain('Location "Atlantis" not found. Please try:');
    expect(text).toContain("Include the country name (e.g. Mulayankavu, Kerala, India)");
    expect(await error.getByRole("listitem").count()).toBe(5);
    expect(await cards(page).count()).toBe(0);
  });

  it("shows the no-results text after every radius", async () => {
    pages.allowConsoleError(/status of 404/);
    const page = await open("/restaurant-finder?q=Rub%20al%20Khali");
    await page.getByText('No restaurants found near "Rub al Khali". Try searching a nearby city or a more specific location.').waitFor(SLOW);
  });

  it("says when live restaurant data cannot be reached", async () => {
    pages.allowConsoleError(/status of 503/);
    osm.overpassFailures.push(504, 504);
    try {
      const page = await open("/restaurant-finder?q=Kumbalangi");
      const error = page.getByTestId("finder-error");
      await error.waitFor(SLOW);
      expect(await error.innerText()).toMatch(
        /^Found Kumbalangi, .*India, but live restaurant data from OpenStreetMap cannot be reached right now\. Please try again later\.$/,
      );
    } finally {
      osm.overpassFailures.length = 0;
    }
  });
});

describe("near me", () => {
  it("searches around the device position when location is allowed", async () => {
    await browser!.grantPermissions(["geolocation"], { origin: server.base });
    await browser!.setGeolocation({ latitude: 51.5266, longitude: -0.0781 });
    try {
      const page = await open("/restaurant-finder");
      await searchFor(page, "restaurants near me");
      await page.getByRole("heading", { name: "20 places near your location" }).waitFor(SLOW);
      const call = osm.overpassCalls.at(-1)!;
      expect(decodeURIComponent(call.body)).toContain("around:2000,51.527,-0.078");
    } finally {
      await browser!.clearPermissions();
    }
  });

  it("shows the denied-location message when location is refused", async () => {
    await browser!.clearPermissions();
    const page = await open("/restaurant-finder");
    await page.evaluate(() => {
      // Headless Chromium has no prompt to refuse: answer as a visitor who said no.
      navigator.geolocation.getCurrentPosition = (_ok, fail) =>
        fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: "User denied Geolocation" } as GeolocationPositionError);
    });
    await searchFor(page, "cafes nearby");
    await page.getByText("Location access denied. Please enable location services or search for a specific city name.").waitFor(SLOW);
  });
});

describe("filters and the map", () => {
  it("keeps only the places open now, by their opening hours", async () => {
    const page = await open("/restaurant-finder?q=Fort%20Kochi");
    await card(page, "Scoop Harbour").waitFor(SLOW);
    await page.getByRole("checkbox", { name: "Open now" }).check();
    await expect.poll(() => card(page, "Scoop Harbour").count()).toBe(0); // "off"
    await card(page, "Loafers Corner").waitFor(); // 24/7
    expect(await card(page, "Dal Roti").count()).toBe(0); // unparseable: unknown, not open
    const shown = await cards(page).count();
    for (let i = 0; i < shown; i++) expect(await cards(page).nth(i).innerText()).toContain("Open now");
    expect(await page.getByText(`Showing ${shown} of 9.`).count()).toBe(1);
  });

  it("filters by type, cuisine and diet", async () => {
    const page = await open("/restaurant-finder?q=Fort%20Kochi");
    await cards(page).first().waitFor(SLOW);
    await page.getByLabel("Type").selectOption("restaurant");
    await expect.poll(() => cards(page).count()).toBe(3);
    await page.getByLabel("Type").selectOption("all");
    await page.getByLabel("Cuisine").selectOption("Seafood");
    await expect.poll(() => cards(page).count()).toBe(2);
    await page.getByLabel("Cuisine").selectOption("all");
    await page.getByRole("checkbox", { name: "Vegan" }).check();
    await expect.poll(() => cards(page).count()).toBe(1);
    await card(page, "Dal Roti").waitFor();
  });

  it("shows a found place's map, unasked, with markers numbered like the cards and OpenStreetMap's attribution (issue 25)", async () => {
    const page = await open("/restaurant-finder?q=Fort%20Kochi");
    await cards(page).first().waitFor(SLOW);
    const map = page.getByTestId("results-map");
    await map.waitFor(SLOW);
    await expect.poll(() => map.locator(".leaflet-marker-icon").count()).toBe(9);
    expect(await map.locator(".leaflet-marker-icon").first().getAttribute("title")).toBe("1. Kashi Art Cafe Kitchen");
    expect(await map.locator(".leaflet-control-attribution").innerText()).toContain("OpenStreetMap contributors");
    await screenshot(page, "finder-map-1280");
    await page.getByRole("button", { name: "Hide map" }).click();
    await expect.poll(() => map.count()).toBe(0);
  });
});

describe("the URL", () => {
  it("holds the search, so a link can be shared and Back returns to the previous search", async () => {
    const page = await open("/restaurant-finder?q=Fort%20Kochi");
    await card(page, "Kashi Art Cafe Kitchen").waitFor(SLOW);
    await searchFor(page, "Shoreditch");
    await card(page, "Rosa's Lane Kitchen").waitFor(SLOW);
    expect(new URL(page.url()).searchParams.get("q")).toBe("Shoreditch");
    await page.goBack();
    await card(page, "Kashi Art Cafe Kitchen").waitFor(SLOW);
    expect(await box(page).inputValue()).toBe("Fort Kochi");
    await page.goForward();
    await card(page, "Rosa's Lane Kitchen").waitFor(SLOW);
  });
});

describe("on a phone", () => {
  let phone: Browser | undefined;
  afterAll(async () => phone?.close());

  it("works at 375x812 with touch", async () => {
    phone = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
    const context = await phone.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await context.route("https://tile.openstreetmap.org/**", (r) => r.fulfill({ status: 200, contentType: "image/png", body: TILE }));
    const errors: string[] = [];
    const page = await context.newPage();
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${server.base}/restaurant-finder`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await screenshot(page, "finder-empty-375");
    await box(page).tap();
    await page.getByRole("option", { name: "Kochi, Kerala, India" }).waitFor();
    await box(page).fill("Shoreditch");
    await searchButton(page).tap();
    await card(page, "Rosa's Lane Kitchen").waitFor(SLOW);
    // The results begin below the fold on a phone: their heading is scrolled into view (issue 25).
    const inView = () =>
      page.getByTestId("finder-results-heading").evaluate((h) => {
        const top = h.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      });
    await expect.poll(inView).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "finder-results-375");
    await page.getByTestId("summary-card").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/finder-results-375-screen.png` });
    const map = page.getByTestId("results-map");
    await map.locator(".leaflet-marker-icon").first().waitFor(SLOW);
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/finder-map-375-screen.png` });
    expect(errors).toEqual([]);
  });
});
