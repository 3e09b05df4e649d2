import type { Ingredient, Recipe, Step } from "./schema.ts";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** Plain text from a summary that may carry HTML (Spoonacular's do): tags dropped, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      const key = e.toLowerCase();
      if (ENTITIES[key]) return ENTITIES[key];
      if (key.startsWith("#x")) return String.fromCodePoint(parseInt(key.slice(2), 16));
      if (key.startsWith("#")) return String.fromCodePoint(Number(key.slice(1)));
      return m;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** docs/product.md#a-screens: instructions come from the first instruction set only. */
export const recipeSteps = (r: Pick<Recipe, "analyzedInstructions">): Step[] => r.analyzedInstructions?.[0]?.steps ?? [];

/** A step's key ingredients matched to the recipe's ingredient list (for amounts in cook mode). */
export function stepIngredients(step: Step, ingredients: Ingredient[]): { name: string; ingredient?: Ingredient }[] {
  const text = step.step.toLowerCase();
  // The words of a group's name that say which part it is ("For the tadka" -> tadka).
  const groupWords = (g: string | undefined) =>
    (g ?? "")
      .toLowerCase()
      .replace(/[()]/g, " ")
      .split(/\s+/)
      .filter((w) => w.length > 2 && !["for", "the", "and", "to"].includes(w));
  // Where one name is listed in several groups (salt for the dal and for the tadka), the step's own words
  // pick the group ("heat the tadka's ghee"); otherwise the first listed.
  const pick = (candidates: Ingredient[]) =>
    candidates.length < 2 ? candidates[0] : (candidates.find((i) => groupWords(i.group).some((w) => text.includes(w))) ?? candidates[0]);
  return step.ingredients.map(({ name }) => {
    const key = name.toLowerCase();
    const exact = ingredients.filter((i) => i.name.toLowerCase() === key);
    const ingredient = exact.length ? pick(exact) : pick(ingredients.filter((i) => i.name.toLowerCase().includes(key) || key.includes(i.name.toLowerCase())));
    return { name, ingredient };
  });
}

/** "main course" -> "Main course" */
export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
