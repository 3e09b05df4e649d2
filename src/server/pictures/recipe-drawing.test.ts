import { describe, expect, it } from "vitest";
import { artPlan, artSignature, artVariants, type ArtInput } from "../../shared/recipes/art.ts";
import { recipeArtSvg } from "./recipe-drawing.ts";
import { ART_FRAMES, type ArtFrame } from "../../shared/site/og-image.ts";

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
  it("frames the same drawing at 1:1, 4:3 and 16:9, 1,200 pixels wide, growing the canvas around the dish", () => {
    const base = recipeArtSvg(dish({}));
    const drawing = (svg: string) => svg.slice(svg.indexOf('opacity=".35"/>'));
    const box = (svg: string) => /viewBox="([^"]+)"/.exec(svg)![1]!.split(" ").map(Number);
    for (const [frame, [w, h]] of Object.entries(ART_FRAMES) as [ArtFrame, readonly [number, number]][]) {
      const svg = recipeArtSvg(dish({}), 0, frame);
      expect(svg).toContain(`width="${w}" height="${h}"`);
      expect(w * h).toBeGreaterThanOrEqual(50_000);
      const [x, y, bw, bh] = box(svg);
      // The frame's own ratio, and the whole 400x260 drawing inside it, centred.
      expect(bw! / bh!).toBeCloseTo(w / h, 2);
      expect(x! <= 0 && y! <= 0 && x! + bw! >= 400 && y! + bh! >= 260).toBe(true);
      expect(x! + bw! / 2).toBeCloseTo(200, 0);
      expect(drawing(svg)).toBe(drawing(base));
    }
  });
  it("escapes the title", () => {
    expect(recipeArtSvg(dish({ title: `Dal "<b>"` }))).toContain("Dal &#34;&#60;b&#62;&#34;");
  });
});
