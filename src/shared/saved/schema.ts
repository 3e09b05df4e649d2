// The saved-item and like calls (docs/product.md#a-api paths and fields kept, plus a snapshot of the card so the
// saved pages can render without fetching each item) and the exact toasts of docs/product.md#a-roles and docs/product.md#a-errors.
import { text, z } from "../validation/schema.ts";
import { UserIdSchema } from "../auth/schema.ts";
import { ANON_ID_PATTERN, MAX_SAVED_ITEMS, SAVED_TYPES, type SavedType } from "./types.ts";

export * from "./types.ts";

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/;
/** An item id: a number or a string (docs/product.md#a-data); stored as a string. Recipe ids are whole numbers. */
export const itemIdSchema = (type: SavedType) =>
  z
    .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), text(`${type}Id`).trim()], { error: `${type}Id must be a number or a string.` })
    .transform((v) => String(v))
    .refine((v) => (type === "recipe" ? /^[1-9]\d{0,15}$/.test(v) : ID_PATTERN.test(v)), {
      message: type === "recipe" ? "recipeId must be a positive whole number." : "articleId must be 1-200 letters, digits, dots, dashes or underscores.",
    });

/** A link we are willing to render: a site path, or an http(s) URL. */
const safeLink = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => v === "" || (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(v), {
      message: `${label} must be a site path or an http(s) URL.`,
    });

/** What the card shows; sent with a save so the saved pages can render it. All optional. */
export const ItemSnapshotSchema = z.object({
  title: text("title").trim().max(300, "title must be at most 300 characters.").optional(),
  image: safeLink("image", 2000).optional(),
  summary: text("summary").trim().max(2000, "summary must be at most 2000 characters.").optional(),
  url: safeLink("url", 2000).optional(),
});
export type ItemSnapshot = z.infer<typeof ItemSnapshotSchema>;

export const SaveRecipeSchema = ItemSnapshotSchema.extend({ userId: UserIdSchema.optional(), recipeId: itemIdSchema("recipe") });
export const SaveArticleSchema = ItemSnapshotSchema.extend({ userId: UserIdSchema.optional(), articleId: itemIdSchema("article") });
export const UnsaveRecipeSchema = z.object({ userId: UserIdSchema.optional(), recipeId: itemIdSchema("recipe") });
export const UnsaveArticleSchema = z.object({ userId: UserIdSchema.optional(), articleId: itemIdSchema("article") });
export const SavedListQuerySchema = z.object({ userId: UserIdSchema.optional() });
export const ClearSavedSchema = z.object({
  userId: UserIdSchema.optional(),
  type: z.enum(SAVED_TYPES, { error: "type must be recipe or article." }),
});

const LocalItemSchema = (type: SavedType) =>
  ItemSnapshotSchema.extend({
    id: itemIdSchema(type),
    savedAt: z.string().datetime({ offset: true, error: "savedAt must be an ISO time." }).optional(),
  });
/** POST /api/auth/merge-saved: the anonymous saves of this browser, merged at sign-in. */
export const MergeSavedSchema = z.object({
  userId: UserIdSchema.optional(),
  recipes: z.array(LocalItemSchema("recipe")).max(MAX_SAVED_ITEMS, `At most ${MAX_SAVED_ITEMS} recipes.`).default([]),
  articles: z.array(LocalItemSchema("article")).max(MAX_SAVED_ITEMS, `At most ${MAX_SAVED_ITEMS} articles.`).default([]),
});
export type MergeSavedInput = z.input<typeof MergeSavedSchema>;

// Likes (docs/product.md#a-states): counts kept per item on the server, one like per user or per anonymous browser.
const AnonIdSchema = text("anonId").regex(ANON_ID_PATTERN, "anonId must be 16-64 letters, digits, dashes or underscores.");
const LikeTypeSchema = z.enum(SAVED_TYPES, { error: "type must be recipe or article." });

export const LikeQuerySchema = z
  .object({ type: LikeTypeSchema, id: text("id", { error: "id is required." }).trim(), anonId: AnonIdSchema.optional() })
  .superRefine((v, ctx) => {
    const parsed = itemIdSchema(v.type).safeParse(v.id);
    if (!parsed.success) ctx.addIssue({ code: "custom", path: ["id"], message: parsed.error.issues[0]?.message ?? "id is not valid." });
  });
export const LikeBodySchema = z
  .object({
    type: LikeTypeSchema,
    id: z.union([z.number(), text("id")], { error: "id must be a number or a string." }).transform(String),
    liked: z.boolean({ error: "liked must be true or false." }),
    anonId: AnonIdSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const parsed = itemIdSchema(v.type).safeParse(v.id);
    if (!parsed.success) ctx.addIssue({ code: "custom", path: ["id"], message: parsed.error.issues[0]?.message ?? "id is not valid." });
  });
