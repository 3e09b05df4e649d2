import { describe, expect, it } from "vitest";
import { formatClock, isoDuration } from "./durations.ts";

describe("isoDuration", () => {
  it.each([
    [45, "PT45M"],
    [60, "PT1H"],
    [90, "PT1H30M"],
    [780, "PT13H"],
    [1500, "PT25H"],
  ])("writes %s minutes as the ISO 8601 duration %s", (minutes, iso) => {
    expect(isoDuration(minutes)).toBe(iso);
  });
  it.each([0, -1, undefined, Number.NaN])("has no value for a missing, zero or negative time (%s)", (minutes) => {
    expect(isoDuration(minutes)).toBeUndefined();
  });
});

describe("formatClock", () => {
  it.each([
    [600_000, "10:00"],
    [245_000, "4:05"],
    [244_001, "4:05"],
    [3_723_000, "1:02:03"],
    [0, "0:00"],
    [-5, "0:00"],
  ])("shows %s ms as %s: minutes and seconds, hours when needed, rounding up", (ms, clock) => {
    expect(formatClock(ms)).toBe(clock);
  });
});
