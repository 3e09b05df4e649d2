// "Fill the gaps": a dish for each empty slot of a week, from the cook's saved recipes first, then from
// what suits the season, never a dish already in that week (docs/decisions/0019-*.md).
import { seasonOf } from "../../shared/common/calendar.ts";
import { PLAN_SLOTS, type PlanSlot, type PlanSlotName, type PlanSuggestion } from "../../shared/plan/schema.ts";
import { query } from "../platform/db.ts";
import { seasonExclusions, type Season } from "../recipes/season-tags.ts";

// The dish types that fit each slot of the day.
const SLOT_TYPES: Record<PlanSlotName, string[]> = {
  breakfast: ["breakfast", "brunch"],
  lunch: ["lunch", "main course"],
  dinner: ["dinner", "main course"],
  snack: ["snack", "appetizer", "starter", "fingerfood"],
};

type Candidate = { id: number; title: string; servings: number; dish_types: string[]; saved: boolean };

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function suggestForWeek(userId: string, week: string, planned: PlanSlot[]): Promise<PlanSuggestion[]> {
  const season = seasonOf(new Date(`${week}T12:00:00Z`)).toLowerCase() as Season;
  const { ids: outOfSeason, titleWords } = await seasonExclusions(season);
  const used = new Set(planned.map((s) => s.recipeId));
  // Saved recipes, then catalog recipes of a fitting type in a per-week order (the same week asks the same).
  const rows = await query<Candidate>(
    `SELECT r.id, r.title, (r.data->>'servings')::int AS servings, r.dish_types, (s.item_id IS NOT NULL) AS saved
       FROM recipes r LEFT JOIN saved_items s ON s.user_id = $1 AND s.item_type = 'recipe' AND s.item_id = r.id::text
      WHERE r.source = 'catalog' AND NOT (r.id = ANY($2::int[])) AND r.dish_types && $3::text[]
        AND NOT (r.id = ANY($4::int[]))
      ORDER BY (s.item_id IS NOT NULL) DESC, md5(r.id::text || $5) LIMIT 400`,
    [userId, [...used], Object.values(SLOT_TYPES).flat(), outOfSeason, week],
  );
  const pool = rows.filter((r) => !titleWords.some((w) => r.title.toLowerCase().includes(w)));
  const taken = new Set(planned.map((s) => `${s.day}|${s.slot}`));
  const out: PlanSuggestion[] = [];
  for (let d = 0; d < 7; d++) {
    const day = addDays(week, d);
    for (const slot of PLAN_SLOTS) {
      if (taken.has(`${day}|${slot}`)) continue;
      const pick = pool.find((r) => !used.has(r.id) && r.dish_types.some((t) => SLOT_TYPES[slot].includes(t)));
      if (!pick) continue;
      used.add(pick.id);
      out.push({ day, slot, recipeId: pick.id, title: pick.title, servings: pick.servings, reason: pick.saved ? "saved" : "in season" });
    }
  }
  return out;
}
