// Part 2 §4: when trending cannot be loaded (offline, a failed call or an empty list) the home page
// shows three built-in recipes. They are complete recipes written by us, shipped with the page, so
// they work offline; they are not in the catalog, so they have no detail page (no Full Recipe link).
import type { CatalogRecipe, Recipe } from "../../../shared/recipe.ts";
import { toRecipe } from "../../../shared/recipe-normalize.ts";
import { recipeArtSvg } from "../../../shared/recipe-art.ts";

/** Above every catalog id (checked by fallback-recipes.test.ts) and below Spoonacular's shifted ids (10,000,000+). */
export const FALLBACK_ID_BASE = 9_900_000;

const ing = (
  amount: number,
  unit: CatalogRecipe["extendedIngredients"][number]["unit"],
  name: string,
  original: string,
  aisle: CatalogRecipe["extendedIngredients"][number]["aisle"],
) => ({
  amount,
  unit,
  name,
  original,
  aisle,
});
const step = (number: number, text: string, ingredients: string[], equipment: string[] = [], minutes?: number) => ({
  number,
  step: text,
  ingredients: ingredients.map((name) => ({ name })),
  equipment: equipment.map((name) => ({ name })),
  ...(minutes ? { length: { number: minutes, unit: "minutes" as const } } : {}),
});

export const FALLBACK_CATALOG: CatalogRecipe[] = [
  {
    id: FALLBACK_ID_BASE + 1,
    title: "Classic Chicken Biryani",
    summary:
      "Marinated chicken cooked in a fried-onion masala, layered with saffron basmati, mint and coriander, then sealed and finished on dum so the rice steams in the chicken's juices.",
    readyInMinutes: 100,
    preparationMinutes: 40,
    cookingMinutes: 60,
    servings: 4,
    cuisines: ["Indian", "Mughlai"],
    dishTypes: ["main course", "lunch", "dinner"],
    diets: ["gluten free"],
    vegetarian: false,
    vegan: false,
    glutenFree: true,
    dairyFree: false,
    pricePerServing: 260,
    country: "India",
    region: "Asia",
    extendedIngredients: [
      ing(400, "g", "basmati rice", "400 g basmati rice", "Pasta and Rice"),
      ing(750, "g", "chicken thighs", "750 g bone-in chicken thighs, cut into pieces", "Meat"),
      ing(200, "g", "plain yogurt", "200 g plain yogurt, whisked", "Milk, Eggs, Other Dairy"),
      ing(3, "", "onions", "3 onions, thinly sliced", "Produce"),
      ing(2, "tbsp", "ginger garlic paste", "2 tbsp ginger garlic paste", "Produce"),
      ing(3, "", "green chillies", "3 green chillies, slit", "Produce"),
      ing(2, "tbsp", "biryani masala", "2 tbsp biryani masala", "Spices and Seasonings"),
      ing(1, "tsp", "kashmiri chilli powder", "1 tsp Kashmiri chilli powder", "Spices and Seasonings"),
      ing(0.5, "tsp", "ground turmeric", "1/2 tsp ground turmeric", "Spices and Seasonings"),
      ing(4, "pod", "green cardamom", "4 green cardamom pods", "Spices and Seasonings"),
      ing(4, "", "cloves", "4 cloves", "Spices and Seasonings"),
      ing(1, "stick", "cinnamon", "1 cinnamon stick", "Spices and Seasonings"),
      ing(2, "leaf", "bay leaves", "2 bay leaves", "Spices and Seasonings"),
      ing(4, "tbsp", "ghee", "4 tbsp ghee", "Milk, Eggs, Other Dairy"),
      ing(3, "tbsp", "vegetable oil", "3 tbsp vegetable oil", "Oil, Vinegar, Salad Dressing"),
      ing(1, "handful", "mint leaves", "1 handful mint leaves", "Produce"),
      ing(1, "handful", "coriander leaves", "1 handful coriander leaves", "Produce"),
      ing(1, "pinch", "saffron", "1 generous pinch saffron threads", "Spices and Seasonings"),
      ing(3, "tbsp", "milk", "3 tbsp warm milk", "Milk, Eggs, Other Dairy"),
      ing(1, "", "lemon", "1 lemon, juiced", "Produce"),
      ing(3, "tsp", "salt", "3 tsp salt, divided", "Spices and Seasonings"),
    ],
    analyzedInstructions: [
      {
        name: "",
        steps: [
          step(
            1,
            "Rinse the rice in several changes of water until it runs clear, then soak it for 30 minutes. Steep the saffron in the warm milk.",
            ["basmati rice", "saffron", "milk"],
            ["bowl"],
          ),
          step(
            2,
            "Mix the chicken with the yogurt, ginger garlic paste, chilli powder, turmeric, biryani masala, lemon juice and 1 tsp salt. Marinate for at least 30 minutes (or overnight in the fridge).",
            ["chicken thighs", "plain yogurt", "ginger garlic paste", "kashmiri chilli powder", "ground turmeric", "biryani masala", "lemon", "salt"],
            ["bowl"],
            30,
          ),
          step(
            3,
            "Heat the oil and 2 tbsp ghee in a wide, heavy pot and fry the onions over medium heat, stirring often, until deep golden, about 15 minutes. Lift out half for layering.",
            ["vegetable oil", "ghee", "onions"],
            ["heavy pot"],
            15,
          ),
          step(
            4,
            "Add the chicken with its marinade and the green chillies to the onions in the pot. Cook covered over medium heat, stirring now and then, until the chicken is nearly cooked and the masala is thick, about 20 minutes.",
            ["chicken thighs", "green chillies", "onions"],
            ["heavy pot"],
            20,
          ),
          step(
            5,
            "Meanwhile bring 2.5 litres of water to a boil with 2 tsp salt, the cardamom, cloves, cinnamon and bay leaves. Boil the drained rice for 5 to 6 minutes, until about 70% cooked (a grain breaks with a firm core), and drain.",
            ["basmati rice", "salt", "green cardamom", "cloves", "cinnamon", "bay leaves"],
            ["large pot", "colander"],
          ),
          step(
            6,
            "Spread the rice over the chicken. Scatter the reserved onions, mint and coriander, and drizzle the saffron milk and the remaining ghee over the top.",
            ["basmati rice", "onions", "mint leaves", "coriander leaves", "saffron", "milk", "ghee"],
          ),
          step(
            7,
            "Seal the pot with foil and the lid and cook on the lowest heat for 20 minutes. Rest for 5 minutes, then fold gently from the sides so each plate gets rice and chicken.",
            [],
            ["foil"],
            20,
          ),
        ],
      },
    ],
    nutrition: { calories: 880, fat: 41, carbohydrates: 92, protein: 36 },
  },
  {
    id: FALLBACK_ID_BASE + 2,
    title: "Italian Pasta Carbonara",
    summary:
      "The Roman way, with no cream: crisp guanciale, egg yolks, Pecorino and Parmesan tossed with spaghetti off the heat and loosened with pasta water into a glossy, peppery sauce.",
    readyInMinutes: 25,
    preparationMinutes: 10,
    cookingMinutes: 15,
    servings: 4,
    cuisines: ["Italian", "Roman"],
    dishTypes: ["main course", "lunch", "dinner"],
    diets: [],
    vegetarian: false,
    vegan: false,
    glutenFree: false,
    dairyFree: false,
    pricePerServing: 190,
    country: "Italy",
    region: "Europe",
    extendedIngredients: [
      ing(400, "g", "spaghetti", "400 g spaghetti", "Pasta and Rice"),
      ing(150, "g", "guanciale", "150 g guanciale (or pancetta), cut into strips", "Meat"),
      ing(4, "", "egg yolks", "4 egg yolks", "Milk, Eggs, Other Dairy"),
      ing(1, "", "egg", "1 whole egg", "Milk, Eggs, Other Dairy"),
      ing(50, "g", "pecorino romano", "50 g Pecorino Romano, finely grated, plus extra to serve", "Cheese"),
      ing(30, "g", "parmesan", "30 g Parmesan, finely grated", "Cheese"),
      ing(2, "tsp", "black pepper", "2 tsp freshly ground black pepper", "Spices and Seasonings"),
      ing(1, "tbsp", "salt", "1 tbsp salt, for the pasta water", "Spices and Seasonings"),
    ],
    analyzedInstructions: [
      {
        name: "",
        steps: [
          step(1, "Bring a large pot of water to the boil and salt it well.", ["salt"], ["large pot"]),
          step(
            2,
            "Put the guanciale in a cold frying pan, set it over medium heat and cook until the fat has rendered and the edges are crisp, about 8 minutes. Turn off the heat.",
            ["guanciale"],
            ["frying pan"],
            8,
          ),
          step(
            3,
            "Whisk the egg yolks, whole egg, Pecorino, Parmesan and most of the black pepper in a bowl to a thick paste.",
            ["egg yolks", "egg", "pecorino romano", "parmesan", "black pepper"],
            ["bowl", "whisk"],
          ),
          step(
            4,
            "Cook the spaghetti for one minute less than the packet says. Scoop out a mug of the starchy cooking water, then drain.",
            ["spaghetti"],
            ["colander"],
            9,
          ),
          step(
            5,
            "Tip the spaghetti into the pan with the guanciale, off the heat, and toss to coat. Add the egg mixture and a splash of pasta water and toss quickly until the sauce turns creamy; add more water a spoon at a time if it thickens.",
            ["spaghetti", "guanciale", "egg yolks", "pecorino romano"],
            ["frying pan", "tongs"],
          ),
          step(6, "Serve at once with the rest of the pepper and a little more Pecorino.", ["black pepper", "pecorino romano"]),
        ],
      },
    ],
    nutrition: { calories: 745, fat: 38, carbohydrates: 75, protein: 27 },
  },
  {
    id: FALLBACK_ID_BASE + 3,
    title: "Healthy Buddha Bowl",
    summary:
      "A filling vegan bowl of fluffy quinoa, smoky roasted sweet potato and crisp chickpeas with massaged kale, red cabbage, carrot and avocado under a lemony tahini dressing.",
    readyInMinutes: 45,
    preparationMinutes: 15,
    cookingMinutes: 30,
    servings: 4,
    cuisines: ["American", "Californian"],
    dishTypes: ["main course", "lunch", "dinner"],
    diets: ["vegetarian", "vegan", "gluten free", "dairy free"],
    vegetarian: true,
    vegan: true,
    glutenFree: true,
    dairyFree: true,
    pricePerServing: 230,
    country: "United States",
    region: "North America",
    extendedIngredients: [
      ing(1, "cup", "quinoa", "1 cup quinoa, rinsed", "Grains"),
      ing(2, "", "sweet potatoes", "2 sweet potatoes, cut into 2 cm cubes", "Produce"),
      ing(2, "can", "chickpeas", "2 cans (400 g each) chickpeas, drained and rinsed", "Canned and Jarred"),
      ing(3, "tbsp", "olive oil", "3 tbsp olive oil", "Oil, Vinegar, Salad Dressing"),
      ing(1, "tsp", "smoked paprika", "1 tsp smoked paprika", "Spices and Seasonings"),
      ing(1, "tsp", "ground cumin", "1 tsp ground cumin", "Spices and Seasonings"),
      ing(1, "tsp", "salt", "1 tsp salt", "Spices and Seasonings"),
      ing(4, "handful", "kale", "4 handfuls kale, stems removed, leaves torn", "Produce"),
      ing(150, "g", "red cabbage", "150 g red cabbage, finely shredded", "Produce"),
      ing(2, "", "carrots", "2 carrots, grated", "Produce"),
      ing(2, "", "avocados", "2 ripe avocados, sliced", "Produce"),
      ing(4, "tbsp", "tahini", "4 tbsp tahini", "Ethnic Foods"),
      ing(1, "", "lemon", "1 lemon, juiced", "Produce"),
      ing(1, "clove", "garlic", "1 garlic clove, finely grated", "Produce"),
      ing(1, "tsp", "maple syrup", "1 tsp maple syrup", "Nut butters, Jams, and Honey"),
      ing(4, "tbsp", "pumpkin seeds", "4 tbsp pumpkin seeds, toasted", "Nuts"),
    ],
    analyzedInstructions: [
      {
        name: "",
        steps: [
          step(
            1,
            "Heat the oven to 220°C (200°C fan). Toss the sweet potatoes with half the olive oil, the smoked paprika, cumin and a pinch of salt, spread on a tray and roast for 25 minutes, turning once.",
            ["sweet potatoes", "olive oil", "smoked paprika", "ground cumin", "salt"],
            ["oven", "baking tray"],
            25,
          ),
          step(
            2,
            "Pat the chickpeas dry, toss them with the remaining olive oil and a pinch of salt, and roast on a second tray for the last 20 minutes, until crisp.",
            ["chickpeas", "olive oil", "salt"],
            ["baking tray"],
          ),
          step(
            3,
            "Simmer the quinoa in 2 cups of water, covered, for 15 minutes, then leave it to stand covered for 5 minutes and fluff with a fork.",
            ["quinoa"],
            ["saucepan"],
            15,
          ),
          step(
            4,
            "Rub the kale with a pinch of salt and a squeeze of lemon for a minute until it darkens and softens. Prepare the cabbage, carrots and avocados.",
            ["kale", "salt", "lemon", "red cabbage", "carrots", "avocados"],
            ["bowl"],
          ),
          step(
            5,
            "Whisk the tahini with the remaining lemon juice, the garlic, maple syrup and 4 to 5 tbsp water until smooth and pourable. Season with salt.",
            ["tahini", "lemon", "garlic", "maple syrup", "salt"],
            ["whisk"],
          ),
          step(
            6,
            "Divide the quinoa between four bowls and arrange the sweet potatoes, chickpeas, kale, cabbage, carrots and avocados on top. Drizzle with the dressing and scatter the pumpkin seeds.",
            ["quinoa", "sweet potatoes", "chickpeas", "kale", "red cabbage", "carrots", "avocados", "tahini", "pumpkin seeds"],
          ),
        ],
      },
    ],
    nutrition: { calories: 750, fat: 38, carbohydrates: 80, protein: 23 },
  },
];

const dataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The three fallback recipes in the API's Recipe shape, with their illustration inline (works offline). */
export const FALLBACK_RECIPES: Recipe[] = FALLBACK_CATALOG.map((c) => ({
  ...toRecipe(c),
  image: dataUri(recipeArtSvg(c)),
  imageAlt: `${c.title}, illustrated`,
}));

export const isFallbackRecipe = (id: number) => FALLBACK_CATALOG.some((c) => c.id === id);
