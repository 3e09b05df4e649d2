import { describe, expect, it } from "vitest";
import { PROTEIN_RANKING_NOTE, rankByProtein } from "./protein-ranking.ts";
import { knowledgeAnswer } from "./answers.ts";
import { loadCatalogRecipes } from "../recipes/seed.ts";

type R = Parameters<typeof rankByProtein>[0][number];
const recipe = (id: number, protein: number | undefined, over: Partial<R> = {}): R => ({
  id,
  country: "India",
  vegetarian: true,
  diets: ["vegetarian"],
  containsEgg: false,
  dishTypes: ["main course"],
  nutrition: protein === undefined ? undefined : { calories: 400, fat: 10, carbohydrates: 50, protein },
  ...over,
});

describe("rankByProtein", () => {
  it("lists Indian vegetarian main dishes without egg, most computed protein per serving first", () => {
    const ranked = rankByProtein([
      recipe(1, 12),
      recipe(2, 30, { containsEgg: true, diets: ["vegetarian"] }), // egg bhurji: eggetarian, not vegetarian
      recipe(3, 25, { country: "Germany" }), // Käsespätzle
      recipe(4, 22, { vegetarian: false, diets: [] }),
      recipe(5, 18),
      recipe(6, 40, { dishTypes: ["condiment"] }),
      recipe(7, undefined), // no figures shown: never ranked
      recipe(8, 18),
    ]);
    expect(ranked.map((r) => r.id)).toEqual([5, 8, 1]);
  });
});

describe("the protein cards on the real catalog", () => {
  it("answer with six Indian vegetarian dishes without egg, in order of computed protein", async () => {
    const { recipes } = await loadCatalogRecipes();
    const ranked = rankByProtein(recipes);
    expect(ranked).toHaveLength(6);
    for (const r of ranked) {
      expect(r.country).toBe("India");
      expect(r.containsEgg).toBe(false);
      expect(r.diets).toContain("vegetarian");
      expect(r.nutrition?.sources).toContain("IFCT 2017");
    }
    const proteins = ranked.map((r) => r.nutrition!.protein);
    expect(proteins).toEqual([...proteins].sort((a, b) => b - a));
  }, 30_000);
});

describe("the protein card's answer", () => {
  it("lists the ranked dishes with their protein and says how they were chosen", async () => {
    const answer = await knowledgeAnswer("how-can-vegetarians-get-enough-protein-on-an-indian-diet");
    const { recipes } = await loadCatalogRecipes();
    expect(answer.recipes.map((r) => r.id)).toEqual(rankByProtein(recipes).map((r) => r.id));
    expect(answer.recipes.every((r) => typeof r.protein === "number" && r.protein > 0)).toBe(true);
    expect(answer.sections.at(-1)).toEqual({ heading: "How these dishes were chosen", paragraphs: [PROTEIN_RANKING_NOTE] });
  }, 30_000);
});
