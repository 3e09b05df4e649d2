// The meal plan, shopping list and pantry calls (issue 28): request schemas and answer types shared by
// the functions and the browser. See docs/decisions/0019-meal-plan-and-shopping-list.md.
import { text, z } from "../validation/schema.ts";
import { UserIdSchema } from "../auth/schema.ts";
import { MEAL_TYPES, type MealType } from "../common/calendar.ts";

export const PLAN_SLOTS = MEAL_TYPES;
export type PlanSlotName = MealType;
export const MAX_SERVINGS = 50;
/** Changes one call may carry: a month of slots, twice over (a move is two). */
export const MAX_PLAN_CHANGES = 248;
export const MAX_LIST_CHANGES = 500;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day, "2026-11-30"; a real date between 2000 and 2100. */
export const DaySchema = text("day")
  .regex(DAY_PATTERN, "Use a date as YYYY-MM-DD.")
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() < 2100;
    },
    { message: "Use a real date between 2000 and 2099." },
  );

const SlotNameSchema = z.enum(PLAN_SLOTS, { error: `slot must be one of ${PLAN_SLOTS.join(", ")}.` });
const RecipeIdSchema = z.number({ error: "recipeId must be a whole number." }).int("recipeId must be a whole number.").positive().max(2_147_483_647);
const ServingsSchema = z.number({ error: "servings must be a whole number." }).int("servings must be a whole number.").min(1).max(MAX_SERVINGS);
const TitleSchema = text("title").trim().max(300, "title must be at most 300 characters.");

export type PlanSlot = { day: string; slot: PlanSlotName; recipeId: number; servings: number; title: string };
export const PlanSlotSchema = z.object({
  day: DaySchema,
  slot: SlotNameSchema,
  recipeId: RecipeIdSchema,
  servings: ServingsSchema,
  title: TitleSchema.default(""),
});

/** One slot set (recipeId) or emptied (recipeId null). */
export const PlanChangeSchema = z.object({
  day: DaySchema,
  slot: SlotNameSchema,
  recipeId: RecipeIdSchema.nullable(),
  servings: ServingsSchema.optional(),
  title: TitleSchema.optional(),
});
export type PlanChange = z.infer<typeof PlanChangeSchema>;

export const PlanWeekQuerySchema = z.object({ userId: UserIdSchema.optional(), week: DaySchema });
/** POST /api/plan/slots: changes applied together (a move empties one slot and fills another). */
export const PlanChangesSchema = z.object({
  userId: UserIdSchema.optional(),
  changes: z.array(PlanChangeSchema).min(1, "Send at least one change.").max(MAX_PLAN_CHANGES, `At most ${MAX_PLAN_CHANGES} changes.`),
});
/** POST /api/plan/merge: this browser's signed-out plan; the account's own slots win. */
export const PlanMergeSchema = z.object({
  userId: UserIdSchema.optional(),
  slots: z.array(PlanSlotSchema).max(MAX_PLAN_CHANGES, `At most ${MAX_PLAN_CHANGES} slots.`),
});
/** POST /api/plan/repeat: last week's dishes into this week's empty slots. */
export const PlanRepeatSchema = z.object({ userId: UserIdSchema.optional(), week: DaySchema });
export type PlanWeekResponse = { week: string; slots: PlanSlot[] };

export const PlanSuggestionsQuerySchema = z.object({ userId: UserIdSchema.optional(), week: DaySchema });
export type PlanSuggestion = { day: string; slot: PlanSlotName; recipeId: number; title: string; servings: number; reason: "saved" | "in season" };
export type PlanSuggestionsResponse = { week: string; suggestions: PlanSuggestion[] };

// The shopping list: ticks and hand-added items, each kept by its newest change (client clock).
const ChangedAtSchema = z.iso.datetime({ offset: true, error: "at must be an ISO time." });
const LineKeySchema = text("key").trim().min(1, "key is required.").max(200, "key must be at most 200 characters.");
const ItemIdSchema = text("id").regex(/^[A-Za-z0-9_-]{1,64}$/, "id must be 1-64 letters, digits, dashes or underscores.");
export const TickSchema = z.object({ key: LineKeySchema, ticked: z.boolean({ error: "ticked must be true or false." }), at: ChangedAtSchema });
export const ListItemSchema = z.object({
  id: ItemIdSchema,
  label: text("label").trim().min(1, "label is required.").max(200, "label must be at most 200 characters."),
  deleted: z.boolean({ error: "deleted must be true or false." }).default(false),
  at: ChangedAtSchema,
});
export type Tick = z.infer<typeof TickSchema>;
export type ListItem = z.infer<typeof ListItemSchema>;
export const ShoppingListQuerySchema = z.object({ userId: UserIdSchema.optional(), week: DaySchema });
/** POST /api/shopping-list/sync: what this browser changed since it last synced (possibly offline). */
export const ShoppingListSyncSchema = z.object({
  userId: UserIdSchema.optional(),
  week: DaySchema,
  ticks: z.array(TickSchema).max(MAX_LIST_CHANGES, `At most ${MAX_LIST_CHANGES} ticks.`).default([]),
  items: z.array(ListItemSchema).max(MAX_LIST_CHANGES, `At most ${MAX_LIST_CHANGES} items.`).default([]),
});
export type ShoppingListState = { week: string; ticks: Tick[]; items: ListItem[] };

// Cook from what you have: GET /api/recipes/by-ingredients?have=chickpeas,spinach&limit=12
export const MAX_HAVE = 40;
export const ByIngredientsQuerySchema = z.object({
  have: text("have")
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length >= 1, { message: "Name at least one ingredient (have=chickpeas,spinach)." })
    .refine((list) => list.length <= MAX_HAVE, { message: `At most ${MAX_HAVE} ingredients.` })
    .refine((list) => list.every((s) => s.length <= 60), { message: "Each ingredient must be at most 60 characters." }),
  limit: z.coerce.number({ error: "limit must be a whole number." }).int().min(1).max(50).default(12),
});
export type PantryMatch = {
  id: number;
  title: string;
  image: string;
  readyInMinutes: number;
  /** Share of the recipe's ingredient weight at hand, 0..1. */
  share: number;
  /** "200 g paneer", as the recipe writes it. */
  missing: string[];
};
export type ByIngredientsResponse = { have: string[]; results: PantryMatch[] };
