import { beforeAll, describe, expect, it } from "vitest";
import { isOpenNow, loadOpeningHours, wallClock } from "./open-now.ts";

beforeAll(loadOpeningHours);

// Fort Kochi (Asia/Kolkata, UTC+5:30) and Berlin (Europe/Berlin, UTC+1 in winter).
const KOCHI = [9.9658, 76.2421] as const;
const BERLIN = [52.52, 13.405] as const;
const ist = (local: string) => new Date(`${local}+05:30`);
const cet = (local: string) => new Date(`${local}+01:00`);
const kochi = (hours: string, at: Date) => isOpenNow(hours, KOCHI[0], KOCHI[1], "in", at);
/** A Kochi place with these hours is open (or not) at each local time as `expected` says; checked as one map, so a failure lists every time. */
const expectKochiOpen = (hours: string, expected: Record<string, boolean>) =>
  expect(Object.fromEntries(Object.keys(expected).map((local) => [local, kochi(hours, ist(local))]))).toEqual(expected);

describe("open now", () => {
  it("reads the hours in the place's own time zone, not the server's", () => {
    expect(kochi("Mo-Su 09:00-10:00", new Date("2026-11-24T03:45:00Z"))).toBe(true); // 09:15 in Kochi
    expect(kochi("Mo-Su 09:00-10:00", new Date("2026-11-24T09:15:00Z"))).toBe(false);
    expect(wallClock(new Date("2026-11-24T20:00:00Z"), "Asia/Kolkata").getHours()).toBe(1);
  });

  it("keeps a place open across midnight and closes it at the closing minute", () => {
    expectKochiOpen("Mo-Su 18:00-02:00", {
      "2026-11-24T17:59:00": false,
      "2026-11-24T18:00:00": true,
      "2026-11-24T23:59:59": true,
      "2026-11-25T00:00:00": true,
      "2026-11-25T01:59:00": true,
      "2026-11-25T02:00:00": false,
    });
  });

  it("is always open for 24/7", () => {
    for (const at of ["2026-01-01T00:00:00", "2026-06-15T12:00:00", "2026-12-31T23:59:59"]) expect(kochi("24/7", ist(at))).toBe(true);
  });

  it("closes on a public holiday with PH off where the library knows the country's holidays", () => {
    const hours = "Mo-Fr 09:00-17:00; PH off";
    expect(isOpenNow(hours, BERLIN[0], BERLIN[1], "de", cet("2026-12-18T10:00:00"))).toBe(true);
    expect(isOpenNow(hours, BERLIN[0], BERLIN[1], "de", cet("2026-12-25T10:00:00"))).toBe(false); // Christmas Day, a Friday
  });

  it("answers unknown for PH rules when the country's holidays are unknown or the country is", () => {
    expect(kochi("Mo-Fr 09:00-17:00; PH off", ist("2026-12-18T10:00:00"))).toBeNull();
    expect(isOpenNow("Mo-Fr 09:00-17:00; PH off", BERLIN[0], BERLIN[1], undefined, cet("2026-12-18T10:00:00"))).toBeNull();
  });

  it("follows seasonal ranges to the day", () => {
    expectKochiOpen("Apr-Oct: Mo-Su 10:00-22:00", {
      "2026-03-31T12:00:00": false,
      "2026-04-01T10:00:00": true,
      "2026-10-31T21:59:00": true,
      "2026-11-01T12:00:00": false,
    });
  });

  it("is unknown for unparseable or missing hours, and for an 'unknown' rule", () => {
    expect(kochi("open when the owner is in", ist("2026-11-24T12:00:00"))).toBeNull();
    expect(kochi("", ist("2026-11-24T12:00:00"))).toBeNull();
    expect(isOpenNow(undefined, KOCHI[0], KOCHI[1], "in")).toBeNull();
    expect(kochi("Mo-Su 10:00-20:00 unknown", ist("2026-11-24T12:00:00"))).toBeNull();
  });

  it("is closed all the time for 'off'", () => {
    expect(kochi("off", ist("2026-11-24T12:00:00"))).toBe(false);
  });
});
