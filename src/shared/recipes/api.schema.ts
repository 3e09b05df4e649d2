// The recipe calls of docs/product.md#a-api and docs/product.md#b-api: query schemas (validated by the functions, used by the
// client's fetchers) and response shapes. Field names follow the specification and Spoonacular.
import { text, z } from "../validation/schema.ts";
import { DIETS, DISH_TYPES, type Recipe } from "./schema.ts";
import { REGION_NAMES } from "./regions.ts";
import { RECIPE_SORTS, SEASONS } from "./filters.ts";

const int = (min: number, max: number, label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

const allOr = <T extends readonly string[]>(values: T, label: string) =>
  text(label)
    .trim()
    .toLowerCase()
    .refine((v) => v === "all" || v === "" || (values as readonly string[]).includes(v), { message: `Unknown ${label}. Use one of: ${values.join(", ")}.` })
    .transform((v) => (v === "all" || v === "" ? undefined : v))
    .optional();

/** One of `values`, in any case; anything else is refused naming `label` and the values. */
const oneOf = <T extends readonly string[]>(values: T, label: string) =>
  text(label)
    .trim()
    .toLowerCase()
    .refine((v) => (values as readonly string[]).includes(v), { message: `Unknown ${label}. Use one of: ${values.join(", ")}.` })
    .transform((v) => v as T[number])
    .optional();

const optionalText = (field: string, max: number) =>
  text(field)
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((v) => v || undefined);

/** GET /api/recipes/search */
export const RecipeSearchQuerySchema = z.object({
  query: optionalText("query", 200),
  number: int(1, 100, "number").default(10),
  offset: int(0, 10_000, "offset").default(0),
  cuisine: optionalText("cuisine", 60).transform((v) => (v && v.toLowerCase() !== "all" ? v.toLowerCase() : undefined)),
  diet: allOr(DIETS, "diet"),
  type: allOr(DISH_TYPES, "dish type"),
  maxReadyTime: int(1, 10_000, "maxReadyTime").optional(),
  country: optionalText("country", 60),
  region: z.enum(REGION_NAMES as [string, ...string[]], { error: `Unknown region. Use one of: ${REGION_NAMES.join(", ")}.` }).optional(),
  includeIngredients: optionalText("includeIngredients", 200),
  /** "true": only recipes without egg (the containsEgg flag); maxReadyTime counts busy time, not soaking. */
  eggless: z
    .enum(["true", "false"], { error: "eggless must be true or false." })
    .optional()
    .transform((v) => v === "true" || undefined),
  /** relevance (default), quickest (ready time), newest (latest additions to the catalog), popular (most saved). */
  sort: oneOf(RECIPE_SORTS, "sort"),
  /** Leaves out dishes tagged for other seasons (content/recipe-seasons.json), e.g. cold soups in the fall. */
  season: oneOf(SEASONS, "season"),
});
export type RecipeSearchQuery = z.infer<typeof RecipeSearchQuerySchema>;
export type RecipeSearchResponse = {
  results: Recipe[];
  offset: number;
  number: number;
  totalResults: number;
  /** Present when the catalog matched more than totalResults (1,000): shown as "1,000+". */
  totalCapped?: true;
  /** The query as searched after typo correction, when it changed ("biriyani" -> "biryani"). */
  correctedQuery?: string;
  /** Which sources answered; Spoonacular is "unavailable" when its quota or network failed. */
  sources: { catalog: "ok"; spoonacular?: "ok" | "unavailable" };
};

/** GET /api/recipes/trending */
export const TrendingQuerySchema = z.object({ number: int(1, 50, "number").default(8) });
export type TrendingResponse = { recipes: Recipe[]; totalResults: number; basis: "activity" | "editorial" };

/** GET /api/indian-recipes */
export const IndianRecipesQuerySchema = z.object({
  limit: int(1, 50, "limit").default(8),
  random: z
    .enum(["true", "false"], { error: "random must be true or false." })
    .default("false")
    .transform((v) => v === "true"),
});
export type IndianRecipesResponse = { recipes: Recipe[] };

/** GET /api/global-recipes/all */
export const GlobalAllQuerySchema = z.object({
  limit: int(1, 100, "limit").default(20),
  page: int(1, 1000, "page").default(1),
  region: RecipeSearchQuerySchema.shape.region,
  country: optionalText("country", 60),
});
/** GET /api/global-recipes/search */
export const GlobalSearchQuerySchema = z.object({
  query: text("query").trim().min(1, "query is required.").max(200, "At most 200 characters."),
  limit: int(1, 100, "limit").default(20),
  page: int(1, 1000, "page").default(1),
  country: optionalText("country", 60),
});
/** The {country} of GET /api/global-recipes/country/{country}: a name from the region map, any case. */
export const CountryParamSchema = z.object({
  country: text("country")
    .trim()
    .min(1, "country is required.")
    .max(60, "At most 60 characters.")
    .regex(/^\p{L}[\p{L} .'()&,-]*$/u, "country must be a country name such as India or Italy."),
});
/** GET /api/global-recipes/country/{country} */
export const GlobalCountryQuerySchema = z.object({ limit: int(1, 100, "limit").default(20), page: int(1, 1000, "page").default(1) });
export type GlobalRecipesResponse = { recipes: Recipe[]; totalResults: number; page: number; limit: number };
/** GET /api/global-recipes/countries: names of countries with recipes, in region-map order, with counts. */
export type CountriesResponse = { countries: string[]; counts: Record<string, number> };
