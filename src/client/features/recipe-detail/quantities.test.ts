import { describe, expect, it } from "vitest";
import { convertQuantity, convertsAny, displayQuantity, formatAmount, toFraction, unitLabel, type UnitSystem } from "./quantities.ts";

const show = (amount: number, unit: string, factor = 1, system: UnitSystem = "original") => {
  const d = displayQuantity({ amount, unit }, factor, system);
  return `${d.amount} ${d.unit}`.trim();
};

// Table rows: an amount and unit as written, then the servings factor or the unit system, then what the page shows.
type Scaled = [amount: number, unit: string, factor: number, shown: string];
type Converted = [amount: number, unit: string, system: UnitSystem, shown: string];
const showsScaled = (amount: number, unit: string, factor: number, shown: string) => expect(show(amount, unit, factor)).toBe(shown);
const showsConverted = (amount: number, unit: string, system: UnitSystem, shown: string) => expect(show(amount, unit, 1, system)).toBe(shown);

describe("kitchen fractions", () => {
  it.each([
    [1.5, "1 1/2"],
    [0.3333333, "1/3"],
    [0.6666667, "2/3"],
    [2.25, "2 1/4"],
    [3, "3"],
    [1.5000001, "1 1/2"],
  ])("writes halves, thirds and quarters as a cook does: %s is %s", (amount, written) => {
    expect(toFraction(amount)).toBe(written);
  });
  it("never rounds a positive amount down to nothing", () => {
    expect(toFraction(0.05)).toBe("1/4");
    expect(formatAmount(0.1, "tsp")).toBe("1/8");
  });
  it.each([
    [1.95, "2"],
    [0.9, "1"],
  ])("rounds up into the next whole when that is nearest: %s is %s", (amount, written) => {
    expect(toFraction(amount)).toBe(written);
  });
});

describe("scaling servings", () => {
  it.each<Scaled>([
    [1, "tbsp", 1.75, "1 3/4 tbsp"],
    [1, "tsp", 1.75, "1 3/4 tsp"],
    [1, "tbsp", 4 / 3, "1 1/3 tbsp"],
    [1, "tsp", 4 / 3, "1 1/3 tsp"],
    [1, "cup", 1.75, "1 3/4 cups"],
  ])("rounds spoons to the nearest quarter or third, the same way for tsp and tbsp: %s %s times %s is %s", showsScaled);

  it("never rounds an amount more than an eighth down", () => {
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

  it.each<Scaled>([
    [0.5, "tsp", 9 / 6, "3/4 tsp"],
    [1.5, "tsp", 9 / 6, "2 1/4 tsp"],
    [1, "cup", 1.5, "1 1/2 cups"],
    [1, "cup", 1 / 3, "1/3 cup"],
    [2, "", 0.5, "1"],
    [2, "", 3 / 4, "1 1/2"],
    [4, "clove", 2, "8 cloves"],
    [1, "clove", 1, "1 clove"],
    [1, "leaf", 2, "2 leaves"],
    [1, "pinch", 3, "3 pinches"],
    [2, "", 4 / 3, "3"], // 2 1/2 would be a sixth short: up to the next half
    [4, "", 8 / 6, "5 1/2"],
    [12, "", 1.1, "13"],
    [2, "tbsp", 4 / 3, "2 2/3 tbsp"],
    [2, "tbsp", 1 / 4, "1 1/2 tsp"],
  ])("scales every kind of amount: %s %s times %s is %s", showsScaled);

  it.each<Scaled>([
    [250, "g", 1.5, "375 g"],
    [600, "g", 2, "1.2 kg"],
    [300, "g", 1 / 3, "100 g"],
    [7, "g", 1 / 3, "2.5 g"],
    [600, "ml", 2, "1.2 l"],
    [1, "kg", 0.5, "500 g"],
    [0.333, "g", 1, "0.5 g"],
    [123, "g", 1, "125 g"],
    [33, "g", 1, "33 g"],
  ])("rounds weights and volumes sensibly and moves to kg or l past 1000: %s %s times %s is %s", showsScaled);

  it("turns a tiny spoon measure into a pinch", () => {
    expect(show(0.25, "tsp", 1 / 6)).toBe("1 pinch");
  });
  it("shows nothing for a missing or zero amount", () => {
    expect(show(0, "cup")).toBe("cup");
    expect(displayQuantity({ amount: Number.NaN, unit: "" }, 2, "us")).toEqual({ amount: "", unit: "" });
  });
});

describe("metric and US units", () => {
  it.each<Converted>([
    [250, "g", "us", "9 oz"],
    [100, "g", "us", "3 1/2 oz"],
    [750, "g", "us", "1 2/3 lb"],
    [1, "kg", "us", "2 1/4 lb"],
    [8, "oz", "metric", "225 g"],
    [2, "lb", "metric", "905 g"],
    [3, "pounds", "metric", "1.35 kg"],
  ])("converts weights both ways: %s %s in %s units is %s", showsConverted);

  it.each([
    [240, "g", "plain yogurt", "1 cup"],
    [120, "g", "thick curd (dahi)", "1/2 cup"],
    [15, "g", "ghee", "1 tbsp"],
    [400, "g", "coconut milk", "1 3/4 cups"],
    [200, "g", "paneer", "7 oz"],
    [30, "g", "milk powder", "1 oz"],
    [500, "g", "chicken thighs", "1 lb"],
  ])("gives liquids and soft foods weighed in grams by volume in US units: %s %s of %s is %s", (amount, unit, name, shown) => {
    const d = displayQuantity({ amount, unit, name }, 1, "us");
    expect(`${d.amount} ${d.unit}`).toBe(shown);
  });

  it.each<Converted>([
    [0.5, "cup", "metric", "120 ml"],
    [3, "cups", "metric", "710 ml"],
    [300, "ml", "us", "1 1/4 cups"],
    [30, "ml", "us", "2 tbsp"],
    [5, "ml", "us", "1 tsp"],
    [1, "l", "us", "4 1/4 cups"],
  ])("converts volumes to cups and spoons, and cups to ml: %s %s in %s units is %s", showsConverted);

  it.each<Converted>([
    [2, "tbsp", "metric", "2 tbsp"],
    [0.5, "tsp", "us", "1/2 tsp"],
    [1, "cup", "us", "1 cup"],
  ])("keeps spoons in metric (metric spoons are 5 and 15 ml) and as written for US: %s %s in %s units is %s", showsConverted);

  it.each<Converted>([
    [1, "inch", "metric", "2.5 cm"],
    [5, "cm", "us", "2 inches"],
  ])("converts lengths (ginger by the inch): %s %s in %s units is %s", showsConverted);

  it.each<Converted>([
    [2, "", "metric", "2"],
    [3, "clove", "us", "3 cloves"],
    [1, "pinch", "metric", "1 pinch"],
    [2, "large", "us", "2 large"],
    [2, "Servings", "metric", "2 Servings"],
  ])("leaves counts and units it does not know as they are: %s %s in %s units is %s", showsConverted);
  it("leaves a unit it does not know as it is when converting", () => {
    expect(convertQuantity({ amount: 2, unit: "handful" }, "us")).toEqual({ amount: 2, unit: "handful" });
  });

  it.each<Converted>([
    [2, "Tbsp", "metric", "2 tbsp"],
    [1.5, "tablespoons", "original", "1 1/2 tbsp"],
    [4, "ounces", "metric", "115 g"],
    [8, "fl oz", "metric", "235 ml"],
  ])("understands Spoonacular's spellings: %s %s in %s units is %s", showsConverted);

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

describe("things used whole (issue 25: '1 1/2 Bay leaves')", () => {
  const named = (amount: number, unit: string, name: string, factor: number) => {
    const d = displayQuantity({ amount, unit, name }, factor, "original");
    return `${d.amount} ${d.unit}`.trim();
  };
  it.each([
    [1, "", "bay leaves", 1.5, "2"],
    [2, "", "bay leaves", 0.5, "1"],
    [1, "", "bay leaf", 0.25, "1"],
    [4, "", "green cardamom pods", 1 / 3, "1"],
    [2, "", "star anise", 1.25, "3"],
    [1, "stick", "cinnamon", 1.5, "2 sticks"],
    [3, "pod", "green cardamom", 0.5, "2 pods"],
    [3, "", "eggs", 0.5, "2"],
    [6, "", "cloves", 1 / 3, "2"],
  ])("%s %s %s times %s is %s", (amount, unit, name, factor, shown) => {
    expect(named(amount, unit, name, factor)).toBe(shown);
  });
  it("leaves things a cook can cut in halves and garlic cloves as they were", () => {
    expect(named(1, "", "onion", 1.5)).toBe("1 1/2");
    expect(named(1, "", "green chillies", 1.5)).toBe("1 1/2");
    expect(named(1, "clove", "garlic", 1.5)).toBe("1 1/2 cloves");
    expect(named(1, "tsp", "bay leaf powder", 1.5)).toBe("1 1/2 tsp");
  });
});
