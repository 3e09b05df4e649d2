import { describe, expect, it } from "vitest";
import { checkSeasonTags } from "./season-tags.ts";

describe("content/recipe-seasons.json check", () => {
  const ids = new Set([1, 2]);
  it("accepts one to three known seasons per catalog recipe", () => {
    expect(checkSeasonTags({ seasons: { "1": ["summer"], "2": ["spring", "summer", "fall"] } }, ids)).toEqual([]);
  });
  it("names unknown ids, unknown seasons, all four seasons and repeats", () => {
    const problems = checkSeasonTags({ seasons: { "9": ["summer"], "1": ["autumn"], "2": ["winter", "spring", "summer", "fall"] } }, ids);
    expect(problems.join("\n")).toMatch(/"9" is not a recipe id/);
    expect(problems.join("\n")).toMatch(/"1" names "autumn"/);
    expect(problems.join("\n")).toMatch(/"2" must list one to three seasons/);
    expect(checkSeasonTags({ seasons: { "1": ["summer", "summer"] } }, ids)).toEqual(['"1" lists a season twice']);
    expect(checkSeasonTags({}, ids)).toEqual(['needs a "seasons" object keyed by recipe id']);
  });
});
