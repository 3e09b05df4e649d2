// The meal plan in PostgreSQL: one row per (user, day, slot), so edits of different slots from two
// devices never meet, and each change is one upsert or delete (docs/decisions/0019-*.md).
import type { PlanChange, PlanSlot, PlanSlotName } from "../../shared/plan/schema.ts";
import { query, withTransaction } from "../platform/db.ts";

type Row = { day: string; slot: PlanSlotName; recipe_id: number; servings: number; title: string };
const toSlot = (r: Row): PlanSlot => ({ day: r.day, slot: r.slot, recipeId: r.recipe_id, servings: r.servings, title: r.title });
const SLOT_ORDER = "array_position(ARRAY['breakfast','lunch','dinner','snack'], slot)";

/** The seven days from `week` (its first day, whichever weekday the cook's locale starts on). */
export async function planWeek(userId: string, week: string): Promise<PlanSlot[]> {
  const rows = await query<Row>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, slot, recipe_id, servings, title FROM meal_plan_slots
      WHERE user_id = $1 AND day >= $2::date AND day < $2::date + 7 ORDER BY day, ${SLOT_ORDER}`,
    [userId, week],
  );
  return rows.map(toSlot);
}

/** Catalog servings and titles of the recipes named, trusted over what the client sent. */
async function recipeFacts(ids: number[]): Promise<Map<number, { servings: number; title: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await query<{ id: number; servings: number; title: string }>(
    "SELECT id, (data->>'servings')::int AS servings, title FROM recipes WHERE id = ANY($1::int[])",
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, { servings: r.servings, title: r.title }]));
}

/**
 * Applies changes in order, in one transaction: a recipe id fills the slot (servings default to the
 * recipe's), null empties it. Answers the days touched, as they now are.
 */
export async function changePlan(userId: string, changes: PlanChange[]): Promise<void> {
  const facts = await recipeFacts(changes.flatMap((c) => (c.recipeId === null ? [] : [c.recipeId])));
  await withTransaction(async (tx) => {
    for (const c of changes) {
      if (c.recipeId === null) {
        await tx.query("DELETE FROM meal_plan_slots WHERE user_id = $1 AND day = $2::date AND slot = $3", [userId, c.day, c.slot]);
        continue;
      }
      const known = facts.get(c.recipeId);
      await tx.query(
        `INSERT INTO meal_plan_slots (user_id, day, slot, recipe_id, servings, title) VALUES ($1, $2::date, $3, $4, $5, $6)
         ON CONFLICT (user_id, day, slot) DO UPDATE SET recipe_id = EXCLUDED.recipe_id, servings = EXCLUDED.servings,
           title = EXCLUDED.title, updated_at = now()`,
        [userId, c.day, c.slot, c.recipeId, c.servings ?? known?.servings ?? 4, known?.title ?? c.title ?? ""],
      );
    }
  });
}

/** A signed-out plan merged at sign-in: slots the account already fills keep their dish. */
export async function mergePlan(userId: string, slots: PlanSlot[]): Promise<number> {
  if (slots.length === 0) return 0;
  const facts = await recipeFacts(slots.map((s) => s.recipeId));
  const rows = await query<{ day: string }>(
    `INSERT INTO meal_plan_slots (user_id, day, slot, recipe_id, servings, title)
     SELECT $1, t.day, t.slot, t.recipe_id, t.servings, t.title
       FROM unnest($2::date[], $3::text[], $4::int[], $5::int[], $6::text[]) AS t(day, slot, recipe_id, servings, title)
     ON CONFLICT (user_id, day, slot) DO NOTHING RETURNING day::text AS day`,
    [
      userId,
      slots.map((s) => s.day),
      slots.map((s) => s.slot),
      slots.map((s) => s.recipeId),
      slots.map((s) => s.servings),
      slots.map((s) => facts.get(s.recipeId)?.title ?? s.title),
    ],
  );
  return rows.length;
}

/** Copies the week before `week` into this week's empty slots (filled ones keep their dish). */
export async function repeatLastWeek(userId: string, week: string): Promise<number> {
  const rows = await query<{ day: string }>(
    `INSERT INTO meal_plan_slots (user_id, day, slot, recipe_id, servings, title)
     SELECT user_id, day + 7, slot, recipe_id, servings, title FROM meal_plan_slots
      WHERE user_id = $1 AND day >= $2::date - 7 AND day < $2::date
     ON CONFLICT (user_id, day, slot) DO NOTHING RETURNING day::text AS day`,
    [userId, week],
  );
  return rows.length;
}
