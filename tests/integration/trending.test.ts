// Trending from real signals: recent saves and likes rank first; old activity does not count.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../support/netlify.ts";
import type { Recipe } from "../../src/shared/recipes/schema.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.stop();
});

const trendingIds = async (n = 8) => (await (await site.fetch(`/api/recipes/trending?number=${n}`)).json()) as { recipes: Recipe[]; basis: string };

it("ranks recipes by recent saves and likes, and ignores activity older than 14 days", async () => {
  const [user] = await site.sql<{ id: number }>(`INSERT INTO users (name, email, username, provider) VALUES ('T', 't@example.com', 't', 'email') RETURNING id`);
  const save = (id: number, ago = "0 days") =>
    site.sql(`INSERT INTO saved_items (user_id, item_type, item_id, url, saved_at) VALUES ($1, 'recipe', $2, $3, now() - $4::interval)`, [
      user!.id,
      String(id),
      `/recipe/${id}`,
      ago,
    ]);
  const like = (id: number, liker: string) => site.sql(`INSERT INTO item_likes (item_type, item_id, liker) VALUES ('recipe', $1, $2)`, [String(id), liker]);
  await save(1201);
  await like(1201, "a:1");
  await like(1201, "a:2");
  await like(3001, "a:1");
  await save(3001);
  await save(1001, "30 days"); // too old to count
  await like(2001, "a:3");

  const { recipes, basis } = await trendingIds(3);
  expect(basis).toBe("activity");
  expect(recipes.map((r) => r.id)).toEqual([1201, 3001, 2001]);

  const padded = await trendingIds(8);
  expect(padded.recipes.slice(0, 3).map((r) => r.id)).toEqual([1201, 3001, 2001]);
  expect(padded.recipes).toHaveLength(8);
  expect(new Set(padded.recipes.map((r) => r.id)).size).toBe(8);
});
