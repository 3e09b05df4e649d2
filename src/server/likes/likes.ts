// Likes (docs/product.md#a-states), kept per item on the server: one like per signed-in user ("u:<id>") or per
// anonymous browser ("a:<random id kept in its local storage>").
import type { LikeState, SavedType } from "../../shared/saved/schema.ts";
import { query } from "../platform/db.ts";

export const likerKey = (userId: string | null, anonId: string | undefined) => (userId ? `u:${userId}` : anonId ? `a:${anonId}` : null);

export async function likeState(type: SavedType, id: string, liker: string | null): Promise<LikeState> {
  const [row] = await query<{ count: number; liked: boolean }>(
    "SELECT count(*)::int AS count, coalesce(bool_or(liker = $3), false) AS liked FROM item_likes WHERE item_type = $1 AND item_id = $2",
    [type, id, liker ?? ""],
  );
  return { type, id, count: row?.count ?? 0, liked: !!row?.liked };
}

/** Sets (not toggles) the like, so a retried request cannot flip it back. */
export async function setLike(type: SavedType, id: string, liker: string, liked: boolean): Promise<LikeState> {
  if (liked) {
    await query("INSERT INTO item_likes (item_type, item_id, liker) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [type, id, liker]);
  } else {
    await query("DELETE FROM item_likes WHERE item_type = $1 AND item_id = $2 AND liker = $3", [type, id, liker]);
  }
  return likeState(type, id, liker);
}
