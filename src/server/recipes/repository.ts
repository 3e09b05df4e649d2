// SQL for recipes, in one place. Returns the app's own types; columns are named, never SELECT *.
import type { Recipe } from "../../shared/recipes/schema.ts";
import { COURSE_EXCLUDES, type RecipeFilterFields, type RecipeSort } from "../../shared/recipes/filters.ts";
import { query } from "../platform/db.ts";
import { buildVocabulary, type Vocabulary } from "./search-query.ts";
import { INCLUDE_EGGS_DIETS } from "./diet-rules.ts";
import { RANK_WEIGHTS, groupTsQuery } from "./search-terms.ts";

export type SearchFilters = RecipeFilterFields & {
  includeIngredients?: string[]; // each a tsquery text, all must match
  excludeIds?: number[];
  /** Titles containing any of these whole words are left out (lower case letters only). */
  excludeTitleWords?: string[];
};

/** relevance: rank (or the mixed order without text); the others put the text's rank second. */
export type SearchSort = RecipeSort;

function whereClause(f: SearchFilters, params: unknown[]): string[] {
  const p = (v: unknown) => `$${params.push(v)}`;
  const where: string[] = [];
  if (f.cuisine) where.push(`${p(f.cuisine)} = ANY(cuisines)`);
  // "eggetarian" is the listing's "Include eggs": vegetarian dishes and those with egg (diet-rules.ts).
  if (f.diet === "eggetarian") where.push(`diets && ${p([...INCLUDE_EGGS_DIETS])}::text[]`);
  else if (f.diet) where.push(`diets @> ARRAY[${p(f.diet)}]::text[]`);
  if (f.type) where.push(`dish_types @> ARRAY[${p(f.type)}]::text[]`);
  const notTypes = f.type ? COURSE_EXCLUDES[f.type] : undefined;
  if (notTypes?.length) where.push(`NOT (dish_types && ${p(notTypes)}::text[])`);
  // Busy time: the total less declared soaking/fermenting/resting (issue #16), so an overnight-soaked
  // dal counts as the hour it takes at the stove.
  if (f.maxReadyTime) where.push(`(ready_in_minutes - COALESCE((data->>'waitingMinutes')::int, 0)) <= ${p(f.maxReadyTime)}`);
  if (f.eggless) where.push(`NOT COALESCE((data->>'containsEgg')::boolean, false)`);
  if (f.country) where.push(`lower(country) = lower(${p(f.country)})`);
  if (f.region) where.push(`region = ${p(f.region)}`);
  for (const ing of f.includeIngredients ?? []) where.push(`ingredients_tsv @@ to_tsquery('english', ${p(ing)})`);
  if (f.excludeIds?.length) where.push(`NOT (id = ANY(${p(f.excludeIds)}::int[]))`);
  const words = (f.excludeTitleWords ?? []).filter((w) => /^[a-z]+$/.test(w));
  if (words.length) where.push(`NOT (lower(title) ~ ${p(`\\m(${words.join("|")})\\M`)})`);
  return where;
}

export type TextMatch = { groups: string[]; mode: "all" | "any"; raw: string };

/** Totals are counted up to this many matches; beyond it the answer says "1,000+" (totalCapped). */
export const TOTAL_CAP = 1000;

/**
 * One page of recipes matching the text (or all, when it is null) and the filters, with the total
 * (exact up to TOTAL_CAP, then capped). Ordered by weighted rank, then id, so paging never repeats or
 * skips an item. Each word group is matched unstemmed ('simple', so the prefix "biry" finds "biryani")
 * or stemmed ('english', so "potatoes" finds "potato"); groups are joined with AND, or OR for the fallback.
 * Listings leave out the cook's notes (only the recipe page shows them: GET /api/recipes/{id}).
 *
 * The query ranks and limits on narrow columns (id, the search vector, the stored shuffle key) and only
 * then reads the page's own rows, and counts at most TOTAL_CAP + 1 matches, so its cost follows the
 * page size rather than the number of matches (docs/decisions/0013-search-that-stays-flat.md).
 */
export async function searchCatalog(text: TextMatch | null, f: SearchFilters, limit: number, offset: number, sort: SearchSort = "relevance") {
  const params: unknown[] = [];
  const where = whereClause(f, params);
  let rank = "0";
  let order = "shuffle, id"; // no query: a stable order that mixes cuisines (shuffle = md5(id::text), indexed)
  if (text) {
    const groups = text.groups.map((g) => groupTsQuery(`$${params.push(g)}`));
    where.push(`search @@ (${groups.join(text.mode === "all" ? " && " : " || ")})`);
    // Each word group's weighted rank (title counts most), summed; a title containing the whole query
    // is boosted. The same numbers as the in-memory index's lists (search-terms.ts, search-index.ts).
    const boost = `CASE WHEN lower(title) LIKE $${params.push(`%${text.raw.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} THEN 1 ELSE 0 END`;
    rank = `${groups.map((q) => `ts_rank(${RANK_WEIGHTS}, search, ${q})::float8`).join(" + ")} + ${boost}`;
    order = "rank DESC, id";
  }
  // Newest: ids are given in the order recipes join the catalog (each batch above the last).
  if (sort === "quickest") order = `ready_in_minutes, ${text ? "rank DESC, " : ""}id`;
  else if (sort === "newest") order = "id DESC";
  else if (sort === "popular") {
    order = `(SELECT count(*) FROM saved_items s WHERE s.item_type = 'recipe' AND s.item_id = recipes.id::text) DESC, ${text ? "rank DESC, " : ""}id`;
  }
  const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const rows = await query<{ total: number; listing: string | null }>(
    `WITH total AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM recipes ${filter} LIMIT ${TOTAL_CAP + 1}) matches),
     page AS (
       SELECT p.id, p.ord FROM unnest(ARRAY(
         SELECT id FROM (SELECT id, ${rank} AS rank FROM recipes ${filter} ORDER BY ${order}
           LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}) ranked
       )) WITH ORDINALITY AS p(id, ord)
     )
     SELECT total.n AS total, c.listing
     FROM total LEFT JOIN page ON true LEFT JOIN recipe_cards c ON c.id = page.id
     ORDER BY page.ord`,
    params,
  );
  const total = Math.min(rows[0]?.total ?? 0, TOTAL_CAP);
  const capped = (rows[0]?.total ?? 0) > TOTAL_CAP;
  return { listings: rows.flatMap((r) => (r.listing !== null ? [r.listing] : [])), total, capped };
}

export async function recipeById(id: number): Promise<Recipe | null> {
  const [row] = await query<{ data: Recipe }>("SELECT data FROM recipes WHERE id = $1", [id]);
  return row?.data ?? null;
}

export async function randomRecipes(f: SearchFilters, limit: number): Promise<Recipe[]> {
  const params: unknown[] = [];
  const where = whereClause(f, params);
  const rows = await query<{ data: Recipe }>(
    `SELECT data FROM recipes ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY random() LIMIT $${params.push(limit)}`,
    params,
  );
  return rows.map((r) => r.data);
}

/** Every catalog recipe (for related recipes; about 410 rows). */
export async function catalogRecipeList(): Promise<Recipe[]> {
  const rows = await query<{ data: Recipe }>("SELECT data FROM recipes WHERE source = 'catalog' ORDER BY id");
  return rows.map((r) => r.data);
}

export async function countryCounts(): Promise<Map<string, number>> {
  const rows = await query<{ country: string; n: number }>("SELECT country, count(*)::int AS n FROM recipes WHERE country <> '' GROUP BY country");
  return new Map(rows.map((r) => [r.country, r.n]));
}

/**
 * Trending: recipes saved or liked most in the last 14 days (item_activity, created by the accounts
 * migrations); with too little activity, an editorial rotation that changes daily.
 */
export async function trendingRecipes(limit: number, day: number): Promise<{ recipes: Recipe[]; basis: "activity" | "editorial" }> {
  const [hasActivity] = await query<{ ok: boolean }>("SELECT to_regclass('item_activity') IS NOT NULL AS ok");
  let active: Recipe[] = [];
  if (hasActivity?.ok) {
    const rows = await query<{ data: Recipe }>(
      `SELECT r.data FROM item_activity a JOIN recipes r ON r.id::text = a.item_id
       WHERE a.item_type = 'recipe' AND a.created_at > now() - interval '14 days'
       GROUP BY r.id, r.data ORDER BY count(*) DESC, max(a.created_at) DESC LIMIT $1`,
      [limit],
    );
    active = rows.map((r) => r.data);
  }
  if (active.length >= limit) return { recipes: active, basis: "activity" };
  // Editorial rotation: main courses, Indian first in every other slot, reshuffled each day.
  const rows = await query<{ data: Recipe }>(
    `SELECT data FROM recipes WHERE 'main course' = ANY(dish_types) AND NOT (id = ANY($2::int[]))
     ORDER BY md5(id::text || $1::text) LIMIT $3`,
    [day, active.map((r) => r.id), (limit - active.length) * 3],
  );
  const pool = rows.map((r) => r.data);
  const indian = pool.filter((r) => r.country === "India");
  const world = pool.filter((r) => r.country !== "India");
  const mixed: Recipe[] = [];
  while (mixed.length < limit - active.length && (indian.length || world.length)) {
    const next = (mixed.length % 2 === 0 ? (indian.shift() ?? world.shift()) : (world.shift() ?? indian.shift()))!;
    mixed.push(next);
  }
  return { recipes: [...active, ...mixed], basis: active.length ? "activity" : "editorial" };
}

export async function loadVocabulary(): Promise<Vocabulary> {
  return buildVocabulary(await query<{ word: string; freq: number }>("SELECT word, freq FROM search_vocabulary"));
}

export async function catalogHash(): Promise<string | null> {
  const [row] = await query<{ value: string }>("SELECT value FROM app_state WHERE key = 'catalog_hash'");
  return row?.value ?? null;
}
