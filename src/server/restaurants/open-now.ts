// "Open now" (beyond the specification): the OSM opening_hours tag, read by the opening_hours library,
// at the current time in the place's own time zone (tz-lookup from its coordinates). Unparseable hours,
// and public-holiday rules for a country whose holidays the library does not know, give null (unknown):
// the card then shows the raw text only.
import type OpeningHours from "opening_hours";
import tzLookup from "@photostructure/tz-lookup";

// The library is about 1.2 MB of code and takes ~100 ms to load: it is loaded at the first search that
// has places, not when the function starts (a cold start that only geocodes never pays for it).
let Library: typeof OpeningHours | undefined;
export async function loadOpeningHours(): Promise<void> {
  Library ??= (await import("opening_hours")).default;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock time at `now` in `timeZone`, as a Date whose local fields (what opening_hours reads)
 * carry it.
 */
export function wallClock(now: Date, timeZone: string): Date {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(now).map((p) => [p.type, p.value]));
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

export function timeZoneAt(lat: number, lon: number): string | null {
  try {
    return tzLookup(lat, lon);
  } catch {
    return null;
  }
}

/** The library reports some evaluation problems on the console before throwing; we answer "unknown". */
function quietly<T>(fn: () => T): T {
  const { error, warn } = console;
  console.error = () => {};
  console.warn = () => {};
  try {
    return fn();
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

// Parsed hours, kept per instance: parsing is most of the cost, and the same places come back.
const PARSED_LIMIT = 2000;
const parsed = new Map<string, OpeningHours | null>();
function parse(hours: string, nominatim: object): OpeningHours | null {
  const key = `${hours}\u0000${JSON.stringify(nominatim)}`;
  let oh = parsed.get(key);
  if (oh === undefined) {
    try {
      const Lib = Library;
      if (!Lib) return null; // not loaded yet (loadOpeningHours): unknown, and nothing cached
      oh = quietly(() => new Lib(hours, nominatim as never));
    } catch {
      oh = null;
    }
    if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value!);
    parsed.set(key, oh);
  }
  return oh;
}

/**
 * Whether a place with these hours is open at `now`: true, false, or null when unknown (no or
 * unparseable hours, an "unknown" rule, or holidays the library cannot name for `countryCode`).
 */
export function isOpenNow(hours: string | undefined, lat: number, lon: number, countryCode: string | undefined, now = new Date()): boolean | null {
  if (!hours?.trim()) return null;
  const zone = timeZoneAt(lat, lon);
  if (!zone) return null;
  const needsHolidays = /\b(PH|SH)\b/.test(hours);
  if (needsHolidays && !countryCode) return null;
  // Position to about 1 km (sunrise and sunset rules), so nearby places share a parsed value.
  const near = { lat: Math.round(lat * 100) / 100, lon: Math.round(lon * 100) / 100 };
  const nominatim = { ...near, address: { country_code: needsHolidays ? countryCode!.toLowerCase() : "", state: "" } };
  const oh = parse(hours, nominatim);
  if (!oh) return null;
  try {
    return quietly(() => {
      const at = wallClock(now, zone);
      return oh.getUnknown(at) ? null : oh.getState(at);
    });
  } catch {
    return null;
  }
}
