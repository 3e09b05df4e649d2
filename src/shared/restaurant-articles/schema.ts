// The schema of content/restaurant-articles/*.json (docs/product.md#b-data "Restaurant NYC", "Restaurant world";
// docs/architecture.md#honesty), checked by `npm run check:content`. The pages import only the zod-free half,
// types.ts.
import { z } from "../validation/schema.ts";
import { SLUG, text } from "../articles/schema.ts";
import { FIFTY_BEST_LISTS, type RestaurantArticle } from "./types.ts";
import { RESTAURANT_ARTICLE_IDS } from "./ids.ts";

/** An edition is a year: every claim says which guide or list edition it comes from. */
const edition = z
  .number({ error: "edition must be the year of the guide or list edition (e.g. 2024)." })
  .int("edition must be a year.")
  .min(2000, "edition must be a year from 2000 on.")
  .max(2030, "edition must be a year up to 2030.");

export const RecognitionSchema = z.discriminatedUnion(
  "kind",
  [
    z
      .object({
        kind: z.literal("michelin"),
        stars: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "stars must be 1, 2 or 3." }),
        guide: z.string().regex(/^Michelin Guide [A-Z][\w &'-]+$/, 'guide must be named "Michelin Guide <place>".'),
        edition,
      })
      .strict(),
    z
      .object({
        kind: z.literal("50best"),
        list: z.enum(FIFTY_BEST_LISTS, { error: `list must be one of: ${FIFTY_BEST_LISTS.join(", ")}.` }),
        edition,
        rank: z.number().int().min(1).max(100, "rank must be 1-100."),
      })
      .strict(),
  ],
  { error: 'a recognition\'s kind must be "michelin" or "50best".' },
);

export const RestaurantSchema = z
  .object({
    id: z.string().regex(SLUG, "id must be a slug: lowercase words joined by hyphens.").max(60),
    name: text("name", 2, 80),
    cuisine: text("cuisine", 3, 60),
    chef: text("chef", 3, 120),
    city: text("city", 2, 60),
    neighbourhood: text("neighbourhood", 2, 60).optional(),
    country: text("country", 2, 60),
    description: text("description", 60, 420),
    recognitions: z.array(RecognitionSchema).min(1, "a restaurant needs at least one dated recognition.").max(3),
    website: z
      .url({ error: "website must be a URL." })
      .refine((u) => u.startsWith("https://"), "website must be an https:// address.")
      .optional(),
  })
  .strict();

export const RankedBySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("michelin"), guide: z.string().regex(/^Michelin Guide /), edition }).strict(),
  z.object({ kind: z.literal("50best"), list: z.enum(FIFTY_BEST_LISTS), edition }).strict(),
]);

export const RestaurantArticleFileSchema = z
  .object({
    id: z.enum(RESTAURANT_ARTICLE_IDS, { error: `id must be one of: ${RESTAURANT_ARTICLE_IDS.join(", ")}.` }),
    title: text("title", 10, 90),
    description: text("description", 60, 300),
    intro: z
      .array(text("intro paragraph", 40, 800))
      .min(1)
      .max(3),
    rankingCriteria: z
      .array(text("ranking criterion", 20, 400))
      .min(1)
      .max(5),
    rankedBy: RankedBySchema,
    restaurants: z.array(RestaurantSchema),
  })
  .strict();
export type RestaurantArticleFile = z.infer<typeof RestaurantArticleFileSchema>;

// The zod-free types the pages use must describe what the schema accepts.
export const asRestaurantArticle = (f: RestaurantArticleFile): RestaurantArticle => f;
