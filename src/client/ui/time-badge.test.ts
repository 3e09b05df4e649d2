import { describe, expect, it } from "vitest";
import { formatMinutes, timeBadgeTone } from "./time-badge.tsx";

describe("timeBadgeTone", () => {
  it("follows the 15 / 30 minute rule", () => {
    expect(timeBadgeTone(15)).toBe("emerald");
    expect(timeBadgeTone(16)).toBe("slate");
    expect(timeBadgeTone(30)).toBe("slate");
    expect(timeBadgeTone(31)).toBe("gray");
  });
});
describe("formatMinutes", () => {
  it("writes hours and minutes as a cook reads them", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(80)).toBe("1 h 20 min");
    expect(formatMinutes(780)).toBe("13 h");
  });
});
