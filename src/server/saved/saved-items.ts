// Saved recipes and articles: one row per (user, type, item), with a snapshot of the card so the saved
// pages render without fetching each item. Concurrent saves of one item leave one row (primary key).
import { defaultItemUrl, type ItemSnapshot, type SavedItem, type SavedType } from "../../shared/saved/schema.ts";
import { query } from "../platform/db.ts";

type Row = { id: string; title: string; image: string; summary: string; url: string; saved_at: Date };
const toItem = (r: Row): SavedItem => ({
  id: r.id,
  title: r.title,
  image: r.image,
  summary: r.summary,
  url: r.url,
  savedAt: new Date(r.saved_at).toISOString(),
});

const INT4_MAX = 2_147_483_647;

/** Catalog (or cached Spoonacular) recipes' own title, image and summary: trusted over the client's. */
async function recipeSnapshots(ids: string[]): Promise<Map<string, Required<Pick<ItemSnapshot, "title" | "image" | "summary">>>> {
  const numeric = [...new Set(ids)].map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= INT4_MAX);
  if (numeric.length === 0) return new Map();
  const rows = await query<{ id: string; title: string; image: string | null; summary: string | null }>(
    "SELECT id::text AS id, title, data->>'image' AS image, data->>'summary' AS summary FROM recipes WHERE id = ANY($1::int[])",
    [numeric],
  );
  return new Map(rows.map((r) => [r.id, { title: r.title, image: r.image ?? "", summary: r.summary ?? "" }]));
}

type Incoming = ItemSnapshot & { id: string; savedAt?: string };

async function snapshotsFor(type: SavedType, items: Incoming[]) {
  const known = type === "recipe" ? await recipeSnapshots(items.map((i) => i.id)) : new Map();
  return items.map((i) => {
    const server = known.get(i.id);
    return {
      id: i.id,
      title: server?.title ?? i.title ?? "",
      image: server?.image ?? i.image ?? "",
      summary: server?.summary ?? i.summary ?? "",
      url: i.url || defaultItemUrl(type, i.id),
      savedAt: i.savedAt ?? null,
    };
  });
}

/** Inserts items (keeping what a row already has); returns nothing: callers list afterwards. */
async function upsert(userId: string, type: SavedType, items: Incoming[]) {
  if (items.length === 0) return;
  const rows = await snapshotsFor(type, items);
  await query(
    `INSERT INTO saved_items (user_id, item_type, item_id, title, image, summary, url, saved_at)
     SELECT $1, $2, t.id, t.title, t.image, t.summary, t.url, least(coalesce(t.saved_at, now()), now())
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[])
            AS t(id, title, image, summary, url, saved_at)
     ON CONFLICT (user_id, item_type, item_id) DO UPDATE SET
       title = CASE WHEN saved_items.title = '' THEN EXCLUDED.title ELSE saved_items.title END,
       image = CASE WHEN saved_items.image = '' THEN EXCLUDED.image ELSE saved_items.image END,
       summary = CASE WHEN saved_items.summary = '' THEN EXCLUDED.summary ELSE saved_items.summary END`,
    [
      userId,
      type,
      rows.map((r) => r.id),
      rows.map((r) => r.title),
      rows.map((r) => r.image),
      rows.map((r) => r.summary),
      rows.map((r) => r.url),
      rows.map((r) => r.savedAt),
    ],
  );
}

export async function listSaved(userId: string, type: SavedType): Promise<SavedItem[]> {
  const rows = await query<Row>(
    "SELECT item_id AS id, title, image, summary, url, saved_at FROM saved_items WHERE user_id = $1 AND item_type = $2 ORDER BY saved_at DESC, item_id",
    [userId, type],
  );
  return rows.map(toItem);
}

export async function saveItem(userId: string, type: SavedType, id: string, snapshot: ItemSnapshot): Promise<void> {
  await upsert(userId, type, [{ ...snapshot, id }]);
}

export async function unsaveItem(userId: string, type: SavedType, id: string): Promise<void> {
  await query("DELETE FROM saved_items WHERE user_id = $1 AND item_type = $2 AND item_id = $3", [userId, type, id]);
}

export async function clearSaved(userId: string, type: SavedType): Promise<number> {
  const rows = await query<{ item_id: string }>("DELETE FROM saved_items WHERE user_id = $1 AND item_type = $2 RETURNING item_id", [userId, type]);
  return rows.length;
}

/** Merges a browser's anonymous saves into the account (no duplicates) and answers both full lists. */
export async function mergeSaved(userId: string, lists: { recipes: Incoming[]; articles: Incoming[] }) {
  const unique = (items: Incoming[]) => [...new Map(items.toReversed().map((i) => [i.id, i])).values()]; // first of each id wins
  await upsert(userId, "recipe", unique(lists.recipes));
  await upsert(userId, "article", unique(lists.articles));
  return { recipes: await listSaved(userId, "recipe"), articles: await listSaved(userId, "article") };
}
