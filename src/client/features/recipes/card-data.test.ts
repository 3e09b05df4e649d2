import { expect, it } from "vitest";
import { slimForCard, slimForPage, toCard } from "../../../shared/recipes/normalize.ts";
import { FALLBACK_RECIPES } from "./fallback-recipes.ts";

it("a slimmed recipe makes the same card as the full one, at a fraction of the size", () => {
  for (const r of FALLBACK_RECIPES) {
    const slim = slimForCard({ ...r, image: "/x.svg" });
    expect(toCard(slim)).toEqual(toCard({ ...r, image: "/x.svg" }));
    expect(JSON.stringify(slim).length).toBeLessThan(JSON.stringify({ ...r, image: "/x.svg" }).length * 0.6);
  }
});

it("names an ingredient listed in two groups once, in the full and the slimmed card alike", () => {
  const r = FALLBACK_RECIPES[0]!;
  const oil = (group: string) => ({
    id: 7,
    amount: 1,
    unit: "tbsp",
    name: "vegetable oil",
    original: "1 tbsp vegetable oil",
    aisle: "Oil, Vinegar, Salad Dressing",
    group,
  });
  const grouped = { ...r, image: "/x.svg", extendedIngredients: [oil("For the pastry"), oil("For frying"), ...r.extendedIngredients] };
  const card = toCard(grouped);
  expect(card.keyIngredients.filter((n) => n === "vegetable oil")).toHaveLength(1);
  expect(toCard(slimForCard(grouped))).toEqual(card);
});

it("a page's card data makes the same card without the cook's notes and the nutrition, which only the recipe page shows", () => {
  const withExtras = FALLBACK_RECIPES.map((r) => ({
    ...r,
    image: "/x.svg",
    notes: { tips: ["Toast the spices first."] },
    nutrition: { calories: 320, protein: 12, fat: 9, carbohydrates: 44, fiber: 6, sodium: 410, coverage: 1, sources: ["IFCT 2017"] },
  })) as unknown as (typeof FALLBACK_RECIPES)[number][];
  for (const r of withExtras) {
    const page = slimForPage(r);
    expect(toCard(page)).toEqual(toCard(r));
    expect(page).not.toHaveProperty("notes");
    expect(page).not.toHaveProperty("nutrition");
    expect(JSON.stringify(page).length).toBeLessThan(JSON.stringify(slimForCard(r)).length);
  }
});
