// Spoonacular as an optional second source (SPOONACULAR_API_KEY). Its answers are reshaped into our
// Recipe at this edge and cached in Blobs for a day; quota and network failures surface as
// SpoonacularUnavailable so the caller can answer from the catalog alone.
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Recipe } from "../../shared/recipes/schema.ts";
import { DISH_TYPES } from "../../shared/recipes/schema.ts";
import { SPOONACULAR_ID_OFFSET } from "../../shared/recipes/ids.ts";
import { regionOfCountry } from "../../shared/recipes/regions.ts";
import { containsEgg } from "../../shared/recipes/egg.ts";
import { withIndianVegetarian } from "./diet-rules.ts";
import { ingredientId } from "../../shared/recipes/normalize.ts";
import { store } from "../platform/blobs.ts";
import { env } from "../platform/env.ts";

export class SpoonacularUnavailable extends Error {}

const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 4000;

const VendorRecipe = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string().optional(),
  summary: z.string().optional().default(""),
  readyInMinutes: z.number().optional().default(0),
  preparationMinutes: z.number().nullable().optional(),
  cookingMinutes: z.number().nullable().optional(),
  servings: z.number().optional().default(1),
  sourceUrl: z.string().optional(),
  cuisines: z.array(z.string()).optional().default([]),
  dishTypes: z.array(z.string()).optional().default([]),
  diets: z.array(z.string()).optional().default([]),
  vegetarian: z.boolean().optional().default(false),
  vegan: z.boolean().optional().default(false),
  glutenFree: z.boolean().optional().default(false),
  dairyFree: z.boolean().optional().default(false),
  healthScore: z.number().optional().default(0),
  pricePerServing: z.number().optional().default(0),
  cheap: z.boolean().optional().default(false),
  extendedIngredients: z
    .array(
      z.object({
        id: z.number().nullable().optional(),
        amount: z.number().optional().default(0),
        unit: z.string().optional().default(""),
        name: z.string().optional().default(""),
        original: z.string().optional().default(""),
        aisle: z.string().nullable().optional(),
      }),
    )
    .optional()
    .default([]),
  analyzedInstructions: z
    .array(
      z.object({
        name: z.string().optional().default(""),
        steps: z.array(
          z.object({
            number: z.number(),
            step: z.string(),
            equipment: z
              .array(z.object({ name: z.string() }))
              .optional()
              .default([]),
            ingredients: z
              .array(z.object({ name: z.string() }))
              .optional()
              .default([]),
            length: z.object({ number: z.number(), unit: z.string() }).nullable().optional(),
          }),
        ),
      }),
    )
    .optional()
    .default([]),
});
type VendorRecipe = z.infer<typeof VendorRecipe>;

const UNIT_ALIASES: Record<string, string> = {
  tablespoon: "tbsp",
  tablespoons: "tbsp",
  tbsp: "tbsp",
  tbsps: "tbsp",
  tbs: "tbsp",
  t: "tsp",
  teaspoon: "tsp",
  teaspoons: "tsp",
  tsp: "tsp",
  tsps: "tsp",
  cup: "cup",
  cups: "cup",
  c: "cup",
  ounce: "oz",
  ounces: "oz",
  oz: "oz",
  pound: "lb",
  pounds: "lb",
  lb: "lb",
  lbs: "lb",
  g: "g",
  gram: "g",
  grams: "g",
  kg: "kg",
  kilogram: "kg",
  ml: "ml",
  milliliter: "ml",
  milliliters: "ml",
  l: "l",
  liter: "l",
  liters: "l",
  clove: "clove",
  cloves: "clove",
  pinch: "pinch",
  pinches: "pinch",
  slice: "slice",
  slices: "slice",
  can: "can",
  cans: "can",
  sprig: "sprig",
  sprigs: "sprig",
  bunch: "bunch",
  stick: "stick",
  sticks: "stick",
  handful: "handful",
  dash: "dash",
  serving: "",
  servings: "",
  large: "",
  medium: "",
  small: "",
  "": "",
};
const DIET_ALIASES: Record<string, string> = {
  "gluten free": "gluten free",
  "dairy free": "dairy free",
  "lacto ovo vegetarian": "vegetarian",
  vegetarian: "vegetarian",
  vegan: "vegan",
  ketogenic: "keto",
  paleolithic: "paleo",
  pescatarian: "pescatarian",
};
const CUISINE_COUNTRY: Record<string, string> = {
  indian: "India",
  italian: "Italy",
  french: "France",
  chinese: "China",
  japanese: "Japan",
  thai: "Thailand",
  mexican: "Mexico",
  greek: "Greece",
  spanish: "Spain",
  german: "Germany",
  korean: "South Korea",
  vietnamese: "Vietnam",
  american: "United States",
  british: "United Kingdom",
  irish: "Ireland",
  "middle eastern": "Lebanon",
};
const stripHtml = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Reshapes a Spoonacular recipe into ours; its id is shifted past the catalog's (SPOONACULAR_ID_OFFSET). */
export function fromVendor(v: VendorRecipe): Recipe {
  const country = v.cuisines.map((c) => CUISINE_COUNTRY[c.toLowerCase()]).find(Boolean) ?? "";
  const prep = Math.max(0, v.preparationMinutes ?? 0);
  const cook = Math.max(0, v.cookingMinutes ?? 0);
  const diets = [...new Set(v.diets.map((d) => DIET_ALIASES[d.toLowerCase()]).filter(Boolean))] as Recipe["diets"];
  const extendedIngredients = v.extendedIngredients
    .filter((i) => i.name && i.amount > 0)
    .map((i) => ({
      id: i.id && i.id > 0 ? i.id : ingredientId(i.name),
      amount: i.amount,
      unit: UNIT_ALIASES[i.unit.toLowerCase()] ?? i.unit,
      name: i.name,
      original: i.original || `${i.amount} ${i.unit} ${i.name}`.trim(),
      aisle: i.aisle ?? "",
    }));
  // Spoonacular's "vegetarian" allows egg; the site's is India's (diet-rules.ts): egg dishes become eggetarian.
  return withIndianVegetarian({
    id: SPOONACULAR_ID_OFFSET + v.id,
    title: v.title,
    image: v.image ?? "/placeholder.svg",
    imageAlt: v.title,
    summary: stripHtml(v.summary).slice(0, 600) || v.title,
    readyInMinutes: v.readyInMinutes || prep + cook || 30,
    preparationMinutes: prep,
    cookingMinutes: cook,
    servings: v.servings || 1,
    cuisines: v.cuisines.length ? v.cuisines : ["International"],
    dishTypes: v.dishTypes.filter((d) => (DISH_TYPES as readonly string[]).includes(d)),
    diets,
    vegetarian: v.vegetarian,
    vegan: v.vegan,
    glutenFree: v.glutenFree,
    dairyFree: v.dairyFree,
    healthScore: Math.round(Math.max(0, Math.min(100, v.healthScore))),
    pricePerServing: Math.max(0.01, v.pricePerServing),
    cheap: v.cheap,
    country,
    region: country ? (regionOfCountry(country) ?? "") : "",
    sourceUrl: v.sourceUrl,
    extendedIngredients,
    containsEgg: containsEgg(extendedIngredients),
    analyzedInstructions: v.analyzedInstructions
      .filter((s) => s.steps.length)
      .map((s) => ({
        name: s.name,
        steps: s.steps.map((st, i) => ({
          number: i + 1,
          step: st.step,
          equipment: st.equipment.map((e) => ({ name: e.name })),
          ingredients: st.ingredients.map((g) => ({ name: g.name })),
          ...(st.length?.unit === "minutes" && st.length.number > 0 ? { length: { number: Math.round(st.length.number), unit: "minutes" as const } } : {}),
        })),
      })),
    source: "spoonacular" as const,
  });
}

async function cachedGet(path: string, params: Record<string, string>): Promise<unknown> {
  const key = env().SPOONACULAR_API_KEY;
  if (!key) throw new SpoonacularUnavailable("not configured");
  const url = new URL(path, env().SPOONACULAR_URL);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const cacheKey = `spoonacular/${createHash("sha256").update(url.toString()).digest("hex")}`;
  const cache = store("upstreamCache");
  const hit = await cache.getWithMetadata(cacheKey, { type: "json" }).catch(() => null);
  if (hit && Number(hit.metadata?.expires ?? 0) > Date.now()) return hit.data;

  let res: Response;
  try {
    // The key goes in a header, never in the URL (so it is in no log or cache key).
    res = await fetch(url, { headers: { "x-api-key": key, accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new SpoonacularUnavailable(`network: ${(err as Error).message}`);
  }
  if (res.status === 404) return null;
  if (!res.ok) throw new SpoonacularUnavailable(`status ${res.status}`); // 402 quota, 429 rate, 5xx
  const data: unknown = await res.json();
  await cache.setJSON(cacheKey, data, { metadata: { expires: Date.now() + CACHE_TTL_MS } }).catch(() => undefined);
  return data;
}

export type VendorSearch = { query?: string; cuisine?: string; diet?: string; type?: string; maxReadyTime?: number; includeIngredients?: string };

export async function searchSpoonacular(q: VendorSearch, number: number, offset: number): Promise<{ results: Recipe[]; totalResults: number }> {
  const params: Record<string, string> = {
    number: String(number),
    offset: String(offset),
    addRecipeInformation: "true",
    fillIngredients: "true",
    instructionsRequired: "true",
  };
  if (q.query) params.query = q.query;
  if (q.cuisine) params.cuisine = q.cuisine;
  if (q.diet) params.diet = q.diet === "keto" ? "ketogenic" : q.diet === "paleo" ? "paleolithic" : q.diet;
  if (q.type) params.type = q.type;
  if (q.maxReadyTime) params.maxReadyTime = String(q.maxReadyTime);
  if (q.includeIngredients) params.includeIngredients = q.includeIngredients;
  const data = z.object({ results: z.array(VendorRecipe), totalResults: z.number() }).safeParse(await cachedGet("/recipes/complexSearch", params));
  if (!data.success) throw new SpoonacularUnavailable("unreadable search answer");
  return { results: data.data.results.map(fromVendor), totalResults: data.data.totalResults };
}

export async function spoonacularRecipe(vendorId: number): Promise<Recipe | null> {
  const raw = await cachedGet(`/recipes/${vendorId}/information`, { includeNutrition: "false" });
  if (raw === null) return null;
  const parsed = VendorRecipe.safeParse(raw);
  if (!parsed.success) throw new SpoonacularUnavailable("unreadable recipe answer");
  return fromVendor(parsed.data);
}
