import { expect, it } from "vitest";
import { toCard } from "../../../shared/recipe-normalize.ts";
import { FALLBACK_RECIPES } from "./fallback-recipes.ts";
import { slimForCard } from "./card-data.ts";

it("a slimmed recipe makes the same card as the full one, at a fraction of the size", () => {
  for (const r of FALLBACK_RECIPES) {
    const slim = slimForCard({ ...r, image: "/x.svg" });
    expect(toCard(slim)).toEqual(toCard({ ...r, image: "/x.svg" }));
    expect(JSON.stringify(slim).length).toBeLessThan(JSON.stringify({ ...r, image: "/x.svg" }).length * 0.6);
  }
});
