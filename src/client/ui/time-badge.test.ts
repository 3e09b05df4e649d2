import { describe, expect, it } from "vitest";
import { formatMinutes, timeBadgeTone } from "./time-badge.tsx";

describe("timeBadgeTone", () => {
  it.each([
    [15, "emerald"],
    [16, "slate"],
    [30, "slate"],
    [31, "gray"],
  ])("follows the 15 / 30 minute rule: %s minutes are %s", (minutes, tone) => {
    expect(timeBadgeTone(minutes)).toBe(tone);
  });
});
describe("formatMinutes", () => {
  it.each([
    [45, "45 min"],
    [80, "1 h 20 min"],
    [780, "13 h"],
  ])("writes %s minutes as a cook reads them: %s", (minutes, written) => {
    expect(formatMinutes(minutes)).toBe(written);
  });
});
