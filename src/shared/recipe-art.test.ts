import { describe, expect, it } from "vitest";
import { artPlan, artSignature, artVariants, recipeArtSvg, type ArtInput } from "./recipe-art.ts";

const dish = (over: Partial<ArtInput>): ArtInput => ({
  id: 1,
  title: "Dal Tadka",
  cuisines: ["Indian"],
  dishTypes: ["main course"],
  country: "India",
  extendedIngredients: [{ name: "toor dal" }, { name: "ghee" }, { name: "coriander leaves" }, { name: "green chillies" }],
  ...over,
});

describe("recipe art", () => {
  it("draws the dish the title names", () => {
    expect(artPlan(dish({})).archetype).toBe("dal");
    expect(artPlan(dish({ title: "Masala Dosa" })).archetype).toBe("dosa");
    expect(artPlan(dish({ title: "Chicken Biryani" })).archetype).toBe("biryani");
    expect(artPlan(dish({ title: "Pizza Margherita", country: "Italy" })).archetype).toBe("pizza");
    expect(artPlan(dish({ title: "Palak Paneer" })).archetype).toBe("curry");
  });
  it("colours the food from the main ingredient and garnishes from the list", () => {
    const palak = artPlan(dish({ title: "Palak Paneer", extendedIngredients: [{ name: "spinach" }, { name: "paneer" }, { name: "cream" }] }));
    const butter = artPlan(dish({ title: "Paneer Butter Masala", extendedIngredients: [{ name: "paneer" }, { name: "tomatoes" }, { name: "cream" }] }));
    expect(palak.food).not.toBe(butter.food);
    expect(artPlan(dish({})).garnish).toEqual(["coriander", "chilli"]);
  });
  it("gives recipes that would look alike distinct variants, and keeps each picture small", () => {
    const twins = [dish({ id: 1 }), dish({ id: 2 }), dish({ id: 3 })];
    const variants = artVariants(twins);
    const drawn = twins.map((r) => artSignature(artPlan(r, variants.get(r.id) ?? 0)));
    expect(new Set(drawn).size).toBe(3);
    expect(recipeArtSvg(twins[1]!, variants.get(2))).not.toBe(recipeArtSvg(twins[1]!));
    expect(recipeArtSvg(dish({})).length).toBeLessThan(4000);
  });
  it("escapes the title", () => {
    expect(recipeArtSvg(dish({ title: `Dal "<b>"` }))).toContain("Dal &#34;&#60;b&#62;&#34;");
  });
});
