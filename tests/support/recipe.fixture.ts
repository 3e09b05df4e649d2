// A catalog-shaped recipe for the unit tests of this folder.
import type { Recipe } from "../../src/shared/recipes/schema.ts";

export const sampleRecipe = (over: Partial<Recipe> = {}): Recipe => ({
  id: 1125,
  title: "Goan Fish Curry (Xitt Kodi)",
  summary: "The everyday fish curry of Goa: pomfret simmered in a smooth, orange-red paste of fresh coconut, Kashmiri chillies and tamarind.",
  readyInMinutes: 45,
  preparationMinutes: 20,
  cookingMinutes: 25,
  servings: 4,
  cuisines: ["Indian", "Goan"],
  dishTypes: ["main course", "dinner"],
  diets: ["gluten free", "pescatarian"],
  vegetarian: false,
  vegan: false,
  glutenFree: true,
  dairyFree: true,
  containsEgg: false,
  pricePerServing: 350,
  country: "India",
  region: "Asia",
  extendedIngredients: [
    { id: 1, amount: 2, unit: "", name: "pomfret", original: "2 medium pomfrets (about 600 g), cleaned", aisle: "Seafood" },
    { id: 2, amount: 1, unit: "cup", name: "grated fresh coconut", original: "1 cup (80 g) grated fresh coconut", aisle: "Produce" },
  ],
  analyzedInstructions: [
    {
      name: "",
      steps: [
        { number: 1, step: "Rub the fish with turmeric and salt and set aside.", equipment: [{ name: "plate" }], ingredients: [{ name: "pomfret" }] },
        {
          number: 2,
          step: "Simmer the curry gently until the fish is cooked.",
          equipment: [],
          ingredients: [{ name: "coconut" }],
          length: { number: 10, unit: "minutes" },
        },
      ],
    },
  ],
  nutrition: { calories: 412.4, fat: 24.6, carbohydrates: 11.2, protein: 36.8 },
  image: "/recipe-images/1125.svg",
  imageAlt: "Goan Fish Curry, illustrated",
  healthScore: 70,
  cheap: false,
  source: "catalog",
  ...over,
});
