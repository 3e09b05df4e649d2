// The ranked lists the in-memory search walks (src/server/recipes/search-index.ts), built by the seed
// whenever the catalog changes: for every catalog word, the recipes its prefix query finds, best first,
// with the same rank the SQL search gives them (docs/decisions/0013-search-that-stays-flat.md).
import type { RunSql } from "./seed.ts";

/** The rank weights of D, C, B, A (summary, tags, ingredients, title): shared by the SQL search and these lists. */
export const RANK_WEIGHTS = "'{0.1, 0.2, 0.4, 1.0}'";

/** One word group's tsquery: unstemmed ('simple', for prefixes) or stemmed ('english', for plurals). */
export const groupTsQuery = (param: string) => `(to_tsquery('simple', ${param}) || to_tsquery('english', ${param}))`;

const CHUNK = 250;

/** How many of a word's first results are stored ready: one page of the search page (12 cards). */
export const FIRST_PAGE = 12;

/** Rebuilds search_terms from recipes and search_vocabulary (inside the seed's transaction). */
export async function buildSearchTerms(run: RunSql): Promise<number> {
  await run("DELETE FROM search_terms");
  const words = (await run("SELECT word FROM search_vocabulary WHERE word ~ '^[a-z]+$' ORDER BY word")).map((r) => r.word as string);
  for (let i = 0; i < words.length; i += CHUNK) {
    // Per word, the query the search would run for it typed alone (`word:*`), ranked as it ranks.
    // The first page is the list's order with 1 added to the rank of titles containing the word (the
    // search's title boost), ranks compared as float8 as the index compares them.
    await run(
      `INSERT INTO search_terms (word, ids, ranks, boost, first_ids)
       SELECT v.word, string_agg(int4send(m.id), ''::bytea ORDER BY m.rank DESC, m.id),
              string_agg(float4send(m.rank), ''::bytea ORDER BY m.rank DESC, m.id),
              string_agg(CASE WHEN m.boosted THEN '\\x01'::bytea ELSE '\\x00'::bytea END, ''::bytea ORDER BY m.rank DESC, m.id),
              (array_agg(m.id ORDER BY m.rank::float8 + CASE WHEN m.boosted THEN 1 ELSE 0 END DESC, m.id))[1:${FIRST_PAGE}]
       FROM unnest($1::text[]) AS v(word)
       CROSS JOIN LATERAL (SELECT ${groupTsQuery("v.word || ':*'")} AS q) AS t
       JOIN LATERAL (SELECT r.id, lower(r.title) LIKE '%' || v.word || '%' AS boosted, ts_rank(${RANK_WEIGHTS}, r.search, t.q) AS rank
                     FROM recipes r WHERE r.search @@ t.q) AS m ON true
       GROUP BY v.word`,
      [words.slice(i, i + CHUNK)],
    );
  }
  return words.length;
}
