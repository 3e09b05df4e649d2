import { z } from "../validation/schema.ts";
import { REGION_NAMES } from "./regions.ts";
import { RecipeNotesSchema } from "./notes.schema.ts";

export { CUISINE_FILTERS, DIET_FILTERS } from "./filters.ts";
// The diets a recipe may carry (the filter values plus those cooks also ask for). "jain" and "vrat"
// (Hindu fasting) are checked against the ingredients by the content check (diet-rules.ts states the rules).
/** "vegetarian" is India's: no meat, fish or egg; "eggetarian" is vegetarian with egg (src/server/recipes/diet-rules.ts). */
export const DIETS = ["vegetarian", "eggetarian", "vegan", "gluten free", "dairy free", "keto", "paleo", "low carb", "pescatarian", "jain", "vrat"] as const;
// Spoonacular's dish types, plus the daily page's meal types (docs/product.md#b-states: breakfast, lunch, snack, dinner).
export const DISH_TYPES = [
  "breakfast",
  "lunch",
  "dinner",
  "snack",
  "main course",
  "side dish",
  "appetizer",
  "starter",
  "soup",
  "salad",
  "bread",
  "dessert",
  "beverage",
  "drink",
  "sauce",
  "condiment",
  "dip",
  "fingerfood",
  "brunch",
] as const;
export const AISLES = [
  "Produce",
  "Spices and Seasonings",
  "Meat",
  "Seafood",
  "Milk, Eggs, Other Dairy",
  "Cheese",
  "Baking",
  "Pasta and Rice",
  "Grains",
  "Canned and Jarred",
  "Oil, Vinegar, Salad Dressing",
  "Condiments",
  "Ethnic Foods",
  "Nuts",
  "Dried Fruits",
  "Frozen",
  "Bakery/Bread",
  "Beverages",
  "Sweets",
  "Refrigerated",
  "Health Foods",
  "Nut butters, Jams, and Honey",
  "Cereal",
  "Tea and Coffee",
  "Alcoholic Beverages",
] as const;

// Units are singular; "" counts whole items ("2 onions"). The page pluralises and converts metric <-> US.
export const UNITS = [
  "",
  "g",
  "kg",
  "ml",
  "l",
  "tsp",
  "tbsp",
  "cup",
  "oz",
  "lb",
  "pinch",
  "clove",
  "inch",
  "sprig",
  "bunch",
  "can",
  "slice",
  "stick",
  "leaf",
  "pod",
  "piece",
  "handful",
  "dash",
] as const;

export const CatalogIngredientSchema = z.object({
  amount: z.number().positive(),
  unit: z.enum(UNITS),
  name: z.string().min(2),
  original: z.string().min(2),
  aisle: z.enum(AISLES),
  /** The component the ingredient belongs to ("For the marinade", "For the tadka"); consecutive ingredients share it. */
  group: z.string().min(3).max(40).optional(),
});
// In API answers: ingredient ids are derived from the name (the same ingredient has the same id in
// every recipe); unit and aisle are plain strings because Spoonacular's recipes use their own.
export const IngredientSchema = CatalogIngredientSchema.extend({
  id: z.number().int().positive(),
  unit: z.string(),
  aisle: z.string(),
});

export const StepSchema = z.object({
  number: z.number().int().positive(),
  step: z.string().min(10),
  equipment: z.array(z.object({ name: z.string().min(2) })),
  ingredients: z.array(z.object({ name: z.string().min(2) })),
  length: z.object({ number: z.number().int().positive(), unit: z.literal("minutes") }).optional(),
});

export const InstructionSetSchema = z.object({ name: z.string(), steps: z.array(StepSchema).min(1) });

/**
 * Per serving, computed from the ingredients and the food composition tables (src/server/nutrition):
 * grams, sodium in mg; carbohydrate is available carbohydrate (fibre apart). Never written into a recipe
 * file; present only where the tables cover `coverage` >= 90% of the ingredients' weight.
 */
export const NutritionSchema = z.object({
  calories: z.number().nonnegative(),
  fat: z.number().nonnegative(),
  carbohydrates: z.number().nonnegative(),
  protein: z.number().nonnegative(),
  fiber: z.number().nonnegative().optional(),
  sodium: z.number().nonnegative().optional(),
  coverage: z.number().min(0).max(1).optional(),
  /** The tables the figures come from ("IFCT 2017", "USDA SR Legacy"). */
  sources: z.array(z.string()).optional(),
});

/** A recipe as written in content/recipes/*.json (derived fields are added by `toRecipe`). */
export const CatalogRecipeSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(3).max(90),
  image: z.string().optional(), // a real photo URL; otherwise an illustration is generated
  summary: z.string().min(60).max(600),
  readyInMinutes: z.number().int().positive(), // the total, waiting included (JSON-LD totalTime)
  /** Unattended time inside readyInMinutes (soak, ferment, marinate, rest, chill); cards and filters use the rest. */
  waitingMinutes: z.number().int().positive().optional(),
  /** What the waiting is, shown as its own line: "overnight soak", "4 h marinating". */
  waitingNote: z.string().min(3).max(40).optional(),
  /** What the recipe makes, where a count matters: "12 pieces", "about 4 cups". */
  yield: z.string().min(3).max(40).optional(),
  preparationMinutes: z.number().int().nonnegative(),
  cookingMinutes: z.number().int().nonnegative(),
  servings: z.number().int().positive().max(50),
  cuisines: z.array(z.string().min(2)).min(1),
  dishTypes: z.array(z.enum(DISH_TYPES)).min(1),
  diets: z.array(z.enum(DIETS)),
  vegetarian: z.boolean(),
  vegan: z.boolean(),
  glutenFree: z.boolean(),
  dairyFree: z.boolean(),
  pricePerServing: z.number().positive(), // US cents, as Spoonacular
  country: z.string().min(2),
  region: z.enum(REGION_NAMES as [string, ...string[]]),
  sourceUrl: z.string().optional(),
  extendedIngredients: z.array(CatalogIngredientSchema).min(2),
  analyzedInstructions: z.array(InstructionSetSchema).min(1),
});
export type CatalogRecipe = z.infer<typeof CatalogRecipeSchema>;

/** The recipe shape every recipe call answers with (Spoonacular-compatible field names). */
export const RecipeSchema = CatalogRecipeSchema.extend({
  extendedIngredients: z.array(IngredientSchema),
  dishTypes: z.array(z.string()),
  country: z.string(), // "" when unknown (some Spoonacular recipes)
  region: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  healthScore: z.number().int().min(0).max(100),
  cheap: z.boolean(),
  /** Computed from the ingredients (egg, mayonnaise, meringue...): the Eggless filter; "eggetarian" in diets is the label. */
  containsEgg: z.boolean(),
  /** Computed (catalog recipes), never written: see NutritionSchema. */
  nutrition: NutritionSchema.optional(),
  source: z.enum(["catalog", "spoonacular"]),
  notes: RecipeNotesSchema.optional(), // cook's notes (content/notes), catalog recipes only
  /** GET /api/recipes/{id} always answers it (docs/product.md#a-data): the original source, or null. */
  sourceUrl: z.string().nullable().optional(),
});
export type Recipe = z.infer<typeof RecipeSchema>;
export type Ingredient = z.infer<typeof IngredientSchema>;
export type Step = z.infer<typeof StepSchema>;
export type Nutrition = z.infer<typeof NutritionSchema>;

/** What listings need: the card of docs/product.md#a-screens (four key ingredients, three quick steps). */
export type RecipeCard = Pick<
  Recipe,
  | "id"
  | "title"
  | "image"
  | "imageAlt"
  | "summary"
  | "readyInMinutes"
  | "servings"
  | "cuisines"
  | "dishTypes"
  | "diets"
  | "vegetarian"
  | "vegan"
  | "glutenFree"
  | "dairyFree"
  | "healthScore"
  | "country"
  | "region"
  | "source"
  | "containsEgg"
  | "waitingMinutes"
  | "waitingNote"
> & { keyIngredients: string[]; quickSteps: string[]; busyMinutes: number };
