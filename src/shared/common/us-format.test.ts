import { describe, expect, it } from "vitest";
import { usInteger, usLongDate, usLongDateOfIso, usShortDate } from "./us-format.ts";

// One day in each month of two years (a leap year among them), every weekday, and both ends of a month.
const days = Array.from({ length: 24 }, (_, i) => new Date(2027 + Math.floor(i / 12), i % 12, 1 + ((i * 5) % 28)));
days.push(new Date(2028, 1, 29), new Date(2026, 11, 31), new Date(2026, 0, 1));

describe("US English formats written out, as Intl gives them", () => {
  it.each(days.map((d) => [d.toDateString(), d] as const))("%s: long, long with weekday, short", (_, d) => {
    expect(usLongDate(d)).toBe(d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }));
    expect(usLongDate(d, { weekday: true })).toBe(d.toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" }));
    expect(usShortDate(d)).toBe(d.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }));
  });

  it.each(["2026-11-01", "2028-02-29", "2026-12-31T23:30:00Z", "2027-01-01T00:15:00+02:00"])("%s read as a UTC calendar date", (iso) => {
    expect(usLongDateOfIso(iso)).toBe(new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }));
  });

  it.each([0, 7, 999, 1000, 12345, 999999, 1000000, 466, -1234, 2_147_483_647])("%d with thousands separators", (n) => {
    expect(usInteger(n)).toBe(n.toLocaleString("en-US"));
  });
});
