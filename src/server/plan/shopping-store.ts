// What a cook does to a week's shopping list: ticks and hand-added items, one row each, the newest
// change (by the client's clock, so an offline tick keeps its moment) winning (docs/decisions/0019-*.md).
import type { ListItem, ShoppingListState, Tick } from "../../shared/plan/schema.ts";
import { query, withTransaction } from "../platform/db.ts";

export async function shoppingListState(userId: string, week: string): Promise<ShoppingListState> {
  const [ticks, items] = await Promise.all([
    query<{ key: string; ticked: boolean; at: Date }>(
      "SELECT line_key AS key, ticked, changed_at AS at FROM shopping_list_ticks WHERE user_id = $1 AND week = $2::date ORDER BY line_key",
      [userId, week],
    ),
    query<{ id: string; label: string; deleted: boolean; at: Date }>(
      "SELECT item_id AS id, label, deleted, changed_at AS at FROM shopping_list_items WHERE user_id = $1 AND week = $2::date ORDER BY changed_at, item_id",
      [userId, week],
    ),
  ]);
  const iso = (d: Date) => new Date(d).toISOString();
  return { week, ticks: ticks.map((t) => ({ ...t, at: iso(t.at) })), items: items.map((i) => ({ ...i, at: iso(i.at) })) };
}

// A client clock far ahead would win every later change: times are capped at the server's now.
const CAP = "least($5::timestamptz, now())";

/** Applies a browser's changes (each wins only over older ones) and answers the whole state. */
export async function syncShoppingList(userId: string, week: string, ticks: Tick[], items: ListItem[]): Promise<ShoppingListState> {
  await withTransaction(async (tx) => {
    for (const t of ticks) {
      await tx.query(
        `INSERT INTO shopping_list_ticks (user_id, week, line_key, ticked, changed_at) VALUES ($1, $2::date, $3, $4, ${CAP})
         ON CONFLICT (user_id, week, line_key) DO UPDATE SET ticked = EXCLUDED.ticked, changed_at = EXCLUDED.changed_at
           WHERE shopping_list_ticks.changed_at <= EXCLUDED.changed_at`,
        [userId, week, t.key, t.ticked, t.at],
      );
    }
    for (const i of items) {
      await tx.query(
        `INSERT INTO shopping_list_items (user_id, week, item_id, label, deleted, changed_at) VALUES ($1, $2::date, $3, $4, $6, ${CAP})
         ON CONFLICT (user_id, week, item_id) DO UPDATE SET label = EXCLUDED.label, deleted = EXCLUDED.deleted, changed_at = EXCLUDED.changed_at
           WHERE shopping_list_items.changed_at <= EXCLUDED.changed_at`,
        [userId, week, i.id, i.label, i.at, i.deleted],
      );
    }
  });
  return shoppingListState(userId, week);
}
