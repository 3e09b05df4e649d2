import { describe, expect, it } from "vitest";
import { foldAccents } from "./fold-accents.ts";

describe("foldAccents", () => {
  it("lower-cases and drops accents, keeping everything else", () => {
    expect(foldAccents("Crème Brûlée")).toBe("creme brulee");
    expect(foldAccents("Jalapeño, Açaí & Pâté!")).toBe("jalapeno, acai & pate!");
  });
});
