import { describe, expect, it } from "vitest";
import { formatClock, isoDuration } from "./durations.ts";

describe("isoDuration", () => {
  it("writes ISO 8601 durations from minutes", () => {
    expect(isoDuration(45)).toBe("PT45M");
    expect(isoDuration(60)).toBe("PT1H");
    expect(isoDuration(90)).toBe("PT1H30M");
    expect(isoDuration(780)).toBe("PT13H");
    expect(isoDuration(1500)).toBe("PT25H");
  });
  it("has no value for a missing, zero or negative time", () => {
    expect(isoDuration(0)).toBeUndefined();
    expect(isoDuration(-1)).toBeUndefined();
    expect(isoDuration(undefined)).toBeUndefined();
    expect(isoDuration(Number.NaN)).toBeUndefined();
  });
});

describe("formatClock", () => {
  it("shows minutes and seconds, hours when needed, rounding up", () => {
    expect(formatClock(600_000)).toBe("10:00");
    expect(formatClock(245_000)).toBe("4:05");
    expect(formatClock(244_001)).toBe("4:05");
    expect(formatClock(3_723_000)).toBe("1:02:03");
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(-5)).toBe("0:00");
  });
});
