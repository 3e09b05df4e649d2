// The in-memory search index answers exactly as the SQL search does (docs/decisions/0013-search-that-stays-flat.md):
// the same ids in the same order and the same capped total, for single words, several words (all and any),
// every filter it holds, each order it serves and pages past the first and past the last.
import { describe, expect, it } from "vitest";
import { setUpTestSite } from "../support/netlify.ts";

const site = setUpTestSite();

type Case = {
  words: string[];
  raw: string;
  mode: "all" | "any";
  filters: Record<string, unknown>;
  limit: number;
  offset: number;
  sort: "relevance" | "quickest" | "newest";
};

const FILTERS: Record<string, unknown>[] = [
  {},
  { diet: "vegetarian" },
  { diet: "eggetarian" },
  { cuisine: "indian", type: "main course" },
  { type: "breakfast" },
  { maxReadyTime: 30, eggless: true },
  { country: "india" },
  { region: "Europe", diet: "vegan" },
];

describe("search index", () => {
  it("gives the SQL search's ids, order and total for words, filters, orders and pages", async () => {
    expect(site.db.url).toBeTruthy(); // the site (and its database) is up
    const repo = await import("../../src/server/recipes/repository.ts");
    const { SearchIndex } = await import("../../src/server/recipes/search-index.ts");
    const { query } = await import("../../src/server/platform/db.ts");
    const index = await SearchIndex.load(repo.TOTAL_CAP); // the catalog read whole
    // Lists and listings read as searches need them, one-word searches reading only the first 20
    // entries of a list, scored searches ordering only their first 30 matches until a page needs more:
    // as for a large catalog.
    const lazy = await SearchIndex.load(repo.TOTAL_CAP, { preloadRows: 0, listBytes: 0, head: 20, top: 30 });
    // Every list read at load, the listings as pages need them: a catalog past PRELOAD_ROWS whose lists fit LIST_BYTES.
    const listsOnly = await SearchIndex.load(repo.TOTAL_CAP, { preloadRows: 0 });
    const vocabulary = (await query<{ word: string }>("SELECT word FROM search_vocabulary WHERE word ~ '^[a-z]+$' ORDER BY freq DESC, word")).map(
      (r) => r.word,
    );
    expect(vocabulary.length).toBeGreaterThan(1000);

    const cases: Case[] = [];
    const pick = (i: number) => vocabulary[(i * 37) % vocabulary.length]!;
    for (let i = 0; i < 120; i++) {
      const word = i < 30 ? vocabulary[i]! : pick(i); // the broadest words, then a spread of the rest
      const sort = (["relevance", "relevance", "quickest", "newest"] as const)[i % 4]!;
      cases.push({ words: [word], raw: word, mode: "all", filters: FILTERS[i % FILTERS.length]!, limit: 12, offset: i % 5 === 0 ? 12 : 0, sort });
    }
    // The typed text differs from the word searched (a filler word, capitals): the title boost compares the text.
    cases.push({ words: ["paneer"], raw: "Paneer Recipes", mode: "all", filters: {}, limit: 20, offset: 0, sort: "relevance" });
    cases.push({ words: ["chicken"], raw: "CHICKEN", mode: "all", filters: {}, limit: 100, offset: 0, sort: "relevance" });
    for (let i = 0; i < 40; i++) {
      const words = [vocabulary[i % 25]!, pick(i + 500)];
      cases.push({
        words,
        raw: words.join(" "),
        mode: i % 3 === 0 ? "any" : "all",
        filters: FILTERS[i % FILTERS.length]!,
        limit: 12,
        offset: 0,
        sort: i % 5 === 4 ? "quickest" : "relevance",
      });
    }
    // The next pages of searches already asked (the index keeps their sorted matches).
    for (const c of cases.filter((c) => c.words.length === 2).slice(0, 12)) cases.push({ ...c, offset: 12 }, { ...c, offset: 24 });
    cases.push({ words: ["chicken", "curry"], raw: "chicken curry", mode: "all", filters: {}, limit: 100, offset: 0, sort: "relevance" });
    // Two words of a real title, as people search: the whole-title boost decides part of the order.
    const titles = await query<{ title: string }>("SELECT lower(title) AS title FROM recipes ORDER BY id LIMIT 30");
    for (const { title } of titles) {
      const words = title
        .split(/[^a-z]+/)
        .filter((w) => w.length > 2 && vocabulary.includes(w))
        .slice(0, 2);
      if (words.length === 2) cases.push({ words, raw: words.join(" "), mode: "all", filters: {}, limit: 24, offset: 0, sort: "relevance" });
    }
    cases.push({ words: ["rice"], raw: "rice", mode: "all", filters: {}, limit: 12, offset: 9000, sort: "relevance" }); // past the last page
    for (const [i, filters] of FILTERS.entries())
      for (const sort of ["relevance", "quickest", "newest"] as const)
        cases.push({ words: [], raw: "", mode: "all", filters, limit: 12, offset: (i % 3) * 12, sort });

    let nonEmpty = 0;
    for (const c of cases) {
      const text = c.words.length ? { words: c.words, raw: c.raw, mode: c.mode } : null;
      const fromIndex = await index.search(text, c.filters, c.limit, c.offset, c.sort);
      const sql = await repo.searchCatalog(text && { groups: c.words.map((w) => `${w}:*`), raw: c.raw, mode: c.mode }, c.filters, c.limit, c.offset, c.sort);
      const sqlIds = sql.listings.map((l) => (JSON.parse(l) as { id: number }).id);
      expect({ ids: fromIndex.ids, total: fromIndex.total, capped: fromIndex.capped }, JSON.stringify(c)).toEqual({
        ids: sqlIds,
        total: sql.total,
        capped: sql.capped,
      });
      expect(await index.listings(fromIndex.ids)).toEqual(sql.listings);
      const fromLazy = await lazy.search(text, c.filters, c.limit, c.offset, c.sort);
      expect(fromLazy, JSON.stringify(c)).toEqual(fromIndex);
      expect(await lazy.listings(fromLazy.ids)).toEqual(sql.listings);
      const fromListsOnly = await listsOnly.search(text, c.filters, c.limit, c.offset, c.sort);
      expect(fromListsOnly, JSON.stringify(c)).toEqual(fromIndex);
      expect(await listsOnly.listings(fromListsOnly.ids)).toEqual(sql.listings);
      if (sqlIds.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(cases.length / 2); // the comparison is not of empty pages
  }, 120_000);

  it("stores every word's first page as the index orders it, and reads its listings with the list", async () => {
    const repo = await import("../../src/server/recipes/repository.ts");
    const { SearchIndex } = await import("../../src/server/recipes/search-index.ts");
    const { FIRST_PAGE } = await import("../../src/server/recipes/search-terms.ts");
    const { query } = await import("../../src/server/platform/db.ts");
    const index = await SearchIndex.load(repo.TOTAL_CAP);
    const stored = await query<{ word: string; first_ids: number[] }>("SELECT word, first_ids FROM search_terms ORDER BY word");
    expect(stored.length).toBeGreaterThan(1000);
    let full = 0;
    for (const { word, first_ids } of stored) {
      const page = await index.search({ words: [word], raw: word, mode: "all" }, {}, FIRST_PAGE, 0, "relevance");
      expect(first_ids, word).toEqual(page.ids);
      if (first_ids.length === FIRST_PAGE) full++;
    }
    expect(full).toBeGreaterThan(100); // many words fill a whole page

    // A large catalog's index: the statement that reads a word's list head brings its first page's
    // listings, so they are answered from memory even when the cards table cannot be read.
    const lazy = await SearchIndex.load(repo.TOTAL_CAP, { preloadRows: 0, listBytes: 0, head: 20 });
    const word = stored.find((s) => s.first_ids.length === FIRST_PAGE)!.word;
    const page = await lazy.search({ words: [word], raw: word, mode: "all" }, {}, FIRST_PAGE, 0, "relevance");
    expect(page.ids).toHaveLength(FIRST_PAGE);
    await query("ALTER TABLE recipe_cards RENAME TO recipe_cards_away");
    try {
      const listings = await lazy.listings(page.ids);
      expect(listings.map((l) => (JSON.parse(l) as { id: number }).id)).toEqual(page.ids);
      await expect(lazy.listings(page.ids.map((id) => id + 1))).rejects.toThrow(/recipe_cards/); // others need the table
    } finally {
      await query("ALTER TABLE recipe_cards_away RENAME TO recipe_cards");
    }
  });

  it("reads the cards of searches that arrive together in few statements, each search getting its own", async () => {
    const repo = await import("../../src/server/recipes/repository.ts");
    const { SearchIndex } = await import("../../src/server/recipes/search-index.ts");
    const { query } = await import("../../src/server/platform/db.ts");
    const lazy = await SearchIndex.load(repo.TOTAL_CAP, { preloadRows: 0, listBytes: 0 });
    const all = await query<{ id: number; listing: string }>("SELECT id, listing FROM recipe_cards ORDER BY id");
    const byId = new Map(all.map((c) => [c.id, c.listing]));
    const pages = Array.from({ length: 30 }, (_, i) =>
      all
        .slice(12 * i, 12 * i + 12)
        .map((c) => c.id)
        .reverse(),
    );
    const answers = await Promise.all(pages.map((ids) => lazy.listings(ids)));
    answers.forEach((listings, i) => expect(listings).toEqual(pages[i]!.map((id) => byId.get(id))));
    // Two statements start at once; the other 28 searches share the next.
    expect(lazy.cardStatementsRun).toBe(3);
    // A search alone waits for nobody: one statement, which also reads the next page's cards.
    await lazy.listings([all[400]!.id], [all[401]!.id]);
    expect(lazy.cardStatementsRun).toBe(4);
    expect(await lazy.listings([all[401]!.id])).toEqual([all[401]!.listing]);
    expect(lazy.cardStatementsRun).toBe(4);
  });

  it("caps the total like the SQL count: exact up to the cap, then 'more'", async () => {
    const repo = await import("../../src/server/recipes/repository.ts");
    const { SearchIndex } = await import("../../src/server/recipes/search-index.ts");
    const small = await SearchIndex.load(40);
    for (const word of ["chicken", "rice", "paneer", "kulfi"]) {
      const sql = await repo.searchCatalog({ groups: [`${word}:*`], raw: word, mode: "all" }, {}, 12, 0);
      const capped = await small.search({ words: [word], raw: word, mode: "all" }, {}, 12, 0, "relevance");
      expect(capped.total, word).toBe(Math.min(sql.total, 40));
      expect(capped.capped, word).toBe(sql.total > 40);
      expect(capped.ids, word).toEqual(sql.listings.map((l) => (JSON.parse(l) as { id: number }).id));
    }
  });
});
