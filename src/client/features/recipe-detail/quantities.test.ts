import { describe, expect, it } from "vitest";
import { convertQuantity, convertsAny, displayQuantity, formatAmount, toFraction, unitLabel } from "./quantities.ts";

const show = (amount: number, unit: string, factor = 1, system: "original" | "metric" | "us" = "original") => {
  const d = displayQuantity({ amount, unit }, factor, system);
  return `${d.amount} ${d.unit}`.trim();
};

describe("kitchen fractions", () => {
  it("writes halves, thirds and quarters as a cook does", () => {
    expect(toFraction(1.5)).toBe("1 1/2");
    expect(toFraction(0.3333333)).toBe("1/3");
    expect(toFraction(0.6666667)).toBe("2/3");
    expect(toFraction(2.25)).toBe("2 1/4");
    expect(toFraction(3)).toBe("3");
    expect(toFraction(1.5000001)).toBe("1 1/2");
  });
  it("never rounds a positive amount down to nothing", () => {
    expect(toFraction(0.05)).toBe("1/4");
    expect(formatAmount(0.1, "tsp")).toBe("1/8");
  });
  it("rounds up into the next whole when that is nearest", () => {
    expect(toFraction(1.95)).toBe("2");
    expect(toFraction(0.9)).toBe("1");
  });
});

describe("scaling servings", () => {
  it("rounds spoons to the nearest quarter or third, the same way for tsp and tbsp, never more than an eighth down", () => {
    expect(show(1, "tbsp", 1.75)).toBe("1 3/4 tbsp");
    expect(show(1, "tsp", 1.75)).toBe("1 3/4 tsp");
    expect(show(1, "tbsp", 4 / 3)).toBe("1 1/3 tbsp");
    expect(show(1, "tsp", 4 / 3)).toBe("1 1/3 tsp");
    expect(show(1, "cup", 1.75)).toBe("1 3/4 cups");
    for (const unit of ["tsp", "tbsp", "cup", "oz", ""]) {
      for (let amount = 0.3; amount < 10; amount += 0.07) {
        const written = show(amount, unit)
          .split(" ")
          .filter((w) => /^\d/.test(w));
        const value = written.reduce((sum, w) => sum + (w.includes("/") ? Number(w.split("/")[0]) / Number(w.split("/")[1]) : Number(w)), 0);
        if (unit === "tsp" || unit === "tbsp" ? !show(amount, unit).endsWith(unit) : false) continue; // moved to another unit
        expect(amount - value, `${amount} ${unit} -> ${show(amount, unit)}`).toBeLessThanOrEqual(1 / 8 + 1e-9);
      }
    }
  });

  it("scales every kind of amount", () => {
    expect(show(0.5, "tsp", 9 / 6)).toBe("3/4 tsp");
    expect(show(1.5, "tsp", 9 / 6)).toBe("2 1/4 tsp");
    expect(show(1, "cup", 1.5)).toBe("1 1/2 cups");
    expect(show(1, "cup", 1 / 3)).toBe("1/3 cup");
    expect(show(2, "", 0.5)).toBe("1");
    expect(show(2, "", 3 / 4)).toBe("1 1/2");
    expect(show(4, "clove", 2)).toBe("8 cloves");
    expect(show(1, "clove", 1)).toBe("1 clove");
    expect(show(1, "leaf", 2)).toBe("2 leaves");
    expect(show(1, "pinch", 3)).toBe("3 pinches");
    expect(show(2, "", 4 / 3)).toBe("3"); // 2 1/2 would be a sixth short: up to the next half
    expect(show(4, "", 8 / 6)).toBe("5 1/2");
    expect(show(12, "", 1.1)).toBe("13");
    expect(show(2, "tbsp", 4 / 3)).toBe("2 2/3 tbsp");
    expect(show(2, "tbsp", 1 / 4)).toBe("1 1/2 tsp");
  });
  it("rounds weights and volumes sensibly and moves to kg or l past 1000", () => {
    expect(show(250, "g", 1.5)).toBe("375 g");
    expect(show(600, "g", 2)).toBe("1.2 kg");
    expect(show(300, "g", 1 / 3)).toBe("100 g");
    expect(show(7, "g", 1 / 3)).toBe("2.5 g");
    expect(show(600, "ml", 2)).toBe("1.2 l");
    expect(show(1, "kg", 0.5)).toBe("500 g");
    expect(show(0.333, "g", 1)).toBe("0.5 g");
    expect(show(123, "g", 1)).toBe("125 g");
    expect(show(33, "g", 1)).toBe("33 g");
  });
  it("turns a tiny spoon measure into a pinch", () => {
    expect(show(0.25, "tsp", 1 / 6)).toBe("1 pinch");
  });
  it("shows nothing for a missing or zero amount", () => {
    expect(show(0, "cup")).toBe("cup");
    expect(displayQuantity({ amount: Number.NaN, unit: "" }, 2, "us")).toEqual({ amount: "", unit: "" });
  });
});

describe("metric and US units", () => {
  it("converts weights both ways", () => {
    expect(show(250, "g", 1, "us")).toBe("9 oz");
    expect(show(100, "g", 1, "us")).toBe("3 1/2 oz");
    expect(show(750, "g", 1, "us")).toBe("1 2/3 lb");
    expect(show(1, "kg", 1, "us")).toBe("2 1/4 lb");
    expect(show(8, "oz", 1, "metric")).toBe("225 g");
    expect(show(2, "lb", 1, "metric")).toBe("905 g");
    expect(show(3, "pounds", 1, "metric")).toBe("1.35 kg");
  });
  it("gives liquids and soft foods weighed in grams by volume in US units", () => {
    const us = (amount: number, unit: string, name: string) => {
      const d = displayQuantity({ amount, unit, name }, 1, "us");
      return `${d.amount} ${d.unit}`;
    };
    expect(us(240, "g", "plain yogurt")).toBe("1 cup");
    expect(us(120, "g", "thick curd (dahi)")).toBe("1/2 cup");
    expect(us(15, "g", "ghee")).toBe("1 tbsp");
    expect(us(400, "g", "coconut milk")).toBe("1 3/4 cups");
    expect(us(200, "g", "paneer")).toBe("7 oz");
    expect(us(30, "g", "milk powder")).toBe("1 oz");
    expect(us(500, "g", "chicken thighs")).toBe("1 lb");
  });
  it("converts volumes to cups and spoons, and cups to ml", () => {
    expect(show(0.5, "cup", 1, "metric")).toBe("120 ml");
    expect(show(3, "cups", 1, "metric")).toBe("710 ml");
    expect(show(300, "ml", 1, "us")).toBe("1 1/4 cups");
    expect(show(30, "ml", 1, "us")).toBe("2 tbsp");
    expect(show(5, "ml", 1, "us")).toBe("1 tsp");
    expect(show(1, "l", 1, "us")).toBe("4 1/4 cups");
  });
  it("keeps spoons in metric (metric spoons are 5 and 15 ml) and as written for US", () => {
    expect(show(2, "tbsp", 1, "metric")).toBe("2 tbsp");
    expect(show(0.5, "tsp", 1, "us")).toBe("1/2 tsp");
    expect(show(1, "cup", 1, "us")).toBe("1 cup");
  });
  it("converts lengths (ginger by the inch)", () => {
    expect(show(1, "inch", 1, "metric")).toBe("2.5 cm");
    expect(show(5, "cm", 1, "us")).toBe("2 inches");
  });
  it("leaves counts and units it does not know as they are", () => {
    expect(show(2, "", 1, "metric")).toBe("2");
    expect(show(3, "clove", 1, "us")).toBe("3 cloves");
    expect(show(1, "pinch", 1, "metric")).toBe("1 pinch");
    expect(show(2, "large", 1, "us")).toBe("2 large");
    expect(show(2, "Servings", 1, "metric")).toBe("2 Servings");
    expect(convertQuantity({ amount: 2, unit: "handful" }, "us")).toEqual({ amount: 2, unit: "handful" });
  });
  it("understands Spoonacular's spellings", () => {
    expect(show(2, "Tbsp", 1, "metric")).toBe("2 tbsp");
    expect(show(1.5, "tablespoons", 1)).toBe("1 1/2 tbsp");
    expect(show(4, "ounces", 1, "metric")).toBe("115 g");
    expect(show(8, "fl oz", 1, "metric")).toBe("235 ml");
  });
  it("scales and converts together", () => {
    expect(show(250, "g", 2, "us")).toBe("1 lb");
    expect(show(0.5, "cup", 3, "metric")).toBe("355 ml");
  });
  it("knows whether a switch would change anything", () => {
    expect(
      convertsAny(
        [
          { amount: 1, unit: "cup" },
          { amount: 2, unit: "" },
        ],
        "metric",
      ),
    ).toBe(true);
    expect(
      convertsAny(
        [
          { amount: 1, unit: "tsp" },
          { amount: 2, unit: "" },
        ],
        "metric",
      ),
    ).toBe(false);
    expect(convertsAny([{ amount: 100, unit: "g" }], "us")).toBe(true);
  });
});

describe("unit labels", () => {
  it("pluralises words but not abbreviations", () => {
    expect(unitLabel("cup", "2")).toBe("cups");
    expect(unitLabel("cup", "1/2")).toBe("cup");
    expect(unitLabel("cup", "1 1/2")).toBe("cups");
    expect(unitLabel("g", "200")).toBe("g");
    expect(unitLabel("tbsp", "3")).toBe("tbsp");
    expect(unitLabel("bunch", "2")).toBe("bunches");
    expect(unitLabel("", "2")).toBe("");
  });
});
