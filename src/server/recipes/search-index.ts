// Recipe search answered from memory: the catalog's filter columns and the ranked word lists the seed
// builds (search-terms.ts), so a search costs no database statement beyond fetching the cards it has
// not seen yet. It gives exactly the SQL search's answers (same matches, ranks, order, capped total)
// and answers only what it can: the service sends the rest (ingredients, season, "popular", words
// the catalog does not know) to SQL. Why: docs/decisions/0013-search-that-stays-flat.md.
import { COURSE_EXCLUDES } from "../../shared/recipes/filters.ts";
import { query } from "../platform/db.ts";
import { INCLUDE_EGGS_DIETS } from "./diet-rules.ts";
import type { SearchFilters, SearchSort } from "./repository.ts";

/** The catalog's rows in listing order (shuffle, id) with the columns the filters read. */
type Rows = {
  n: number;
  ids: Int32Array;
  /** The row of a recipe id, or -1 (decoding a stored list looks up every entry). */
  rowOf: (id: number) => number;
  titles: string[]; // lower case
  /**
   * The rows that have each value of the listed filter fields, keyed "cuisine:indian", "diet:vegan",
   * "type:soup", "country:india" (lower case), "region:Asia": a filter's mask is set from its rows alone.
   */
  rowsWith: Map<string, Int32Array>;
  ready: Int32Array;
  busy: Int32Array;
  egg: Uint8Array;
  byQuickest: Int32Array; // rows by ready time, then id
  byNewest: Int32Array; // rows by id, highest first
};

type StoredList = { n: number; ids: Uint8Array; ranks: Uint8Array; boost: Uint8Array };

type TermList = {
  word: string;
  rows: Int32Array;
  ranks: Float32Array;
  /** Per position, 1 when the row's title contains the word (stored by the seed). */
  boost: Uint8Array;
  /** How many recipes the word finds: rows.length, or more when only the list's head was read. */
  total: number;
  complete: boolean;
  bytes: number;
  /** The same flags for another query text (one with more than the word), worked out once per text. */
  boosted?: Uint8Array;
  boostedFor?: string;
};

/** A one-word search's first pages need only the head of its list (a broad word at 100x finds 20,000). */
const HEAD = 1024;
const LIST_COLUMNS = "length(ids) / 4 AS n, ids, ranks, boost";
const headColumns = (head: number) =>
  `length(ids) / 4 AS n, substring(ids from 1 for ${4 * head}) AS ids, substring(ranks from 1 for ${4 * head}) AS ranks, substring(boost from 1 for ${head}) AS boost`;

export type IndexedText = { words: string[]; raw: string; mode: "all" | "any" };
export type IndexedPage = { ids: number[]; total: number; capped: boolean };

const LIST_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * The stored lists are read whole when the index loads if they fit this many bytes (9 per entry: a
 * 46,600-recipe catalog's are 37 MB); past it, each word's list is read when a search needs it.
 */
const LIST_BYTES = 48 * 1024 * 1024;
const LIST_CHUNK = 5000; // words per statement when reading every list
/** Catalogs up to this many recipes have their listings read whole when the index loads (about 2.2 MB per 1,000 recipes). */
const PRELOAD_ROWS = 2000;
const CARD_CACHE_BYTES = 24 * 1024 * 1024;
const SORTED_CACHE_BYTES = 8 * 1024 * 1024;
/** Card statements at once; searches that need cards meanwhile share the next one (readCards). */
const CARD_STATEMENTS = 2;

/** How many of a scored search's matches are put in order when its first pages are asked (20 pages of 12). */
const TOP = 240;

/** A scored search's matches in order (the first TOP of them, or all), and how many there are. */
type SortedMatches = { rows: Int32Array; total: number };

/** The k-th largest of the values (1-based; quickselect, reordering them). */
function kthLargest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  const want = k - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i++] = values[j]!;
        values[j--] = t;
      }
    }
    if (want <= j) hi = j;
    else if (want >= i) lo = i;
    else break;
  }
  return values[want]!;
}

const sortedKey = (text: IndexedText, raw: string, f: SearchFilters, sort: SearchSort) =>
  JSON.stringify([text.words, text.mode, raw, sort, f.cuisine, f.diet, f.type, f.maxReadyTime, f.eggless, f.country, f.region]);

type RowRecord = {
  id: number;
  title: string;
  cuisines: string[];
  dish_types: string[];
  diets: string[];
  country: string;
  region: string;
  ready: number;
  busy: number;
  egg: boolean;
};

async function loadRows(): Promise<Rows> {
  const records = await query<RowRecord>(
    `SELECT id, lower(title) AS title, cuisines, dish_types, diets, lower(country) AS country, region,
            ready_in_minutes AS ready, busy_minutes AS busy, contains_egg AS egg
     FROM recipes ORDER BY shuffle, id`,
  );
  const n = records.length;
  const ids = Int32Array.from(records, (r) => r.id);
  const ready = Int32Array.from(records, (r) => r.ready);
  const order = (cmp: (a: number, b: number) => number) => Int32Array.from(records.keys()).sort(cmp);
  return {
    n,
    ids,
    rowOf: rowLookup(ids),
    titles: records.map((r) => r.title),
    rowsWith: rowsByValue(records),
    ready,
    busy: Int32Array.from(records, (r) => r.busy),
    egg: Uint8Array.from(records, (r) => (r.egg ? 1 : 0)),
    byQuickest: order((a, b) => ready[a]! - ready[b]! || ids[a]! - ids[b]!),
    byNewest: order((a, b) => ids[b]! - ids[a]!),
  };
}

function rowsByValue(records: RowRecord[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  const add = (key: string, row: number) => {
    const list = lists.get(key);
    if (list) list.push(row);
    else lists.set(key, [row]);
  };
  records.forEach((r, row) => {
    for (const c of r.cuisines) add(`cuisine:${c}`, row);
    for (const d of r.diets) add(`diet:${d}`, row);
    for (const t of r.dish_types) add(`type:${t}`, row);
    add(`country:${r.country}`, row);
    add(`region:${r.region}`, row);
  });
  return new Map(Array.from(lists, ([key, rows]) => [key, Int32Array.from(rows)]));
}

/**
 * Id to row: an array indexed by id when the ids are dense enough (a catalog's are: a few MB at most),
 * else a map. The array makes decoding a 20,000-entry list a few times faster than map lookups.
 */
function rowLookup(ids: Int32Array): (id: number) => number {
  const max = ids.reduce((m, id) => Math.max(m, id), 0);
  if (ids.every((id) => id >= 0) && max < Math.max(1 << 20, 8 * ids.length)) {
    const rowOf = new Int32Array(max + 1).fill(-1);
    ids.forEach((id, row) => (rowOf[id] = row));
    return (id) => (id >= 0 && id <= max ? rowOf[id]! : -1);
  }
  const rowOf = new Map(Array.from(ids, (id, row) => [id, row]));
  return (id) => rowOf.get(id) ?? -1;
}

/**
 * The filters of repository.ts's whereClause (ingredients and season excepted) as one mask per
 * condition (a byte per row), each keyed by its text so it is made once and shared by every combination.
 */
function rowConditions(rows: Rows, f: SearchFilters): [string, () => Uint8Array][] {
  const withAny = (keys: string[]) => () => {
    const mask = new Uint8Array(rows.n);
    for (const key of keys) for (const r of rows.rowsWith.get(key) ?? []) mask[r] = 1;
    return mask;
  };
  const each = (test: (row: number) => boolean) => () => Uint8Array.from({ length: rows.n }, (_, r) => (test(r) ? 1 : 0));
  const out: [string, () => Uint8Array][] = [];
  if (f.cuisine) out.push([`cuisine:${f.cuisine}`, withAny([`cuisine:${f.cuisine}`])]);
  if (f.diet === "eggetarian") out.push(["diet:eggetarian", withAny(INCLUDE_EGGS_DIETS.map((d) => `diet:${d}`))]);
  else if (f.diet) out.push([`diet:${f.diet}`, withAny([`diet:${f.diet}`])]);
  if (f.type) out.push([`type:${f.type}`, withAny([`type:${f.type}`])]);
  const notTypes = f.type ? COURSE_EXCLUDES[f.type] : undefined;
  if (notTypes?.length) {
    const some = withAny(notTypes.map((t) => `type:${t}`));
    out.push([`not-types:${f.type}`, () => some().map((b) => 1 - b)]);
  }
  if (f.maxReadyTime) out.push([`busy<=${f.maxReadyTime}`, each((r) => rows.busy[r]! <= f.maxReadyTime!)]);
  if (f.eggless) out.push(["eggless", each((r) => rows.egg[r] === 0)]);
  if (f.country) out.push([`country:${f.country.toLowerCase()}`, withAny([`country:${f.country.toLowerCase()}`])]);
  if (f.region) out.push([`region:${f.region}`, withAny([`region:${f.region}`])]);
  return out;
}

/** Masks kept: one per filter condition and one per combination of conditions (each a byte per recipe). */
const MASKS = 128;

/** The index can answer these filters; ingredients and season exclusions are SQL's. */
export const indexCanFilter = (f: SearchFilters) => !f.includeIngredients?.length && !f.excludeIds?.length && !f.excludeTitleWords?.length;

/** Counts matches the way the SQL does: exactly up to TOTAL_CAP, then "more". */
function capTotal(count: number, cap: number) {
  return { total: Math.min(count, cap), capped: count > cap };
}

/** A map that keeps its most recently used entries within a byte budget (sizes as `size` estimates them). */
class ByteBoundedLru<K, V> {
  private entries = new Map<K, V>();
  private bytes = 0;
  constructor(
    private readonly maxBytes: number,
    private readonly size: (value: V) => number,
  ) {}

  has(key: K) {
    return this.entries.has(key);
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V) {
    const old = this.entries.get(key);
    if (old !== undefined) this.bytes -= this.size(old);
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += this.size(value);
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= this.size(v);
    }
  }
}

/**
 * Every stored list, read when the index loaded, packed into three arrays (a catalog of 46,600 recipes
 * has 49,000 words, most with one entry: an object per list would cost more than its entries).
 */
type WholeLists = { at: Map<string, [start: number, end: number]>; rows: Int32Array; ranks: Float32Array; boost: Uint8Array };

export type IndexOptions = {
  /** Read every listing at load up to this many recipes (PRELOAD_ROWS). */
  preloadRows?: number;
  /** Read every list at load up to this many stored bytes (LIST_BYTES). */
  listBytes?: number;
  /** Entries of a list a one-word first page reads (HEAD). */
  head?: number;
  /** Matches of a scored search put in order for its first pages (TOP). */
  top?: number;
};

export class SearchIndex {
  private lists = new ByteBoundedLru<string, TermList>(LIST_CACHE_BYTES, (l) => l.bytes);
  private cards = new ByteBoundedLru<number, string>(CARD_CACHE_BYTES, (card) => 2 * card.length + 64);
  private whole?: WholeLists;
  private cardStatements = 0; // card statements running
  /** Card statements run since the index loaded (the benchmark and the tests read it). */
  cardStatementsRun = 0;
  private nextCards?: { ids: Set<number>; start: () => void; read: Promise<Map<number, string>> };
  /** The matches of recent searches that are scored and sorted (several words, or an order other than relevance), in order. */
  private sorted = new ByteBoundedLru<string, SortedMatches>(SORTED_CACHE_BYTES, (m) => 4 * m.rows.length + 128);

  private scratchArrays?: { score: Float64Array; matched: Uint8Array; scored: Float64Array };
  private scratch() {
    return (this.scratchArrays ??= { score: new Float64Array(this.rows.n), matched: new Uint8Array(this.rows.n), scored: new Float64Array(this.rows.n) });
  }

  private constructor(
    private readonly rows: Rows,
    private readonly cap: number,
    private readonly head: number,
    private readonly top: number,
  ) {}

  private masks = new Map<string, Uint8Array>();

  private remember(key: string, make: () => Uint8Array): Uint8Array {
    let mask = this.masks.get(key);
    if (!mask) {
      mask = make();
      this.masks.set(key, mask);
      if (this.masks.size > MASKS) this.masks.delete(this.masks.keys().next().value!);
    }
    return mask;
  }

  /**
   * The filters as a test on a row: a byte per row, worked out once per condition and ANDed once per
   * combination (both kept for the last MASKS), so walking a long list tests one byte per entry and a
   * new combination of known conditions costs one pass over bytes.
   */
  private filter(f: SearchFilters): ((row: number) => boolean) | null {
    const conditions = rowConditions(this.rows, f);
    if (!conditions.length) return null;
    const n = this.rows.n;
    const parts = conditions.map(([key, make]) => this.remember(key, make));
    const mask =
      parts.length === 1
        ? parts[0]!
        : this.remember(conditions.map(([key]) => key).join("&"), () => {
            const all = parts[0]!.slice();
            for (const part of parts.slice(1)) for (let r = 0; r < n; r++) all[r]! &= part[r]!;
            return all;
          });
    return (r) => mask[r] === 1;
  }

  /** The options are the defaults but in tests, which make a small catalog behave like a large one. */
  static async load(cap: number, options: IndexOptions = {}): Promise<SearchIndex> {
    const { preloadRows = PRELOAD_ROWS, listBytes = LIST_BYTES, head = HEAD, top = TOP } = options;
    const index = new SearchIndex(await loadRows(), cap, head, top);
    // Lists that fit the budget are read at once, so no search waits on a statement for one; a larger
    // set is read a word at a time as searches need them, within the cache's bound. The same for the
    // listings of a catalog of a few thousand recipes; a larger one's are read a page at a time.
    const [stored] = await query<{ bytes: number; entries: number }>(
      "SELECT COALESCE(sum(octet_length(ids) + octet_length(ranks) + octet_length(boost)), 0)::float8 AS bytes, COALESCE(sum(octet_length(boost)), 0)::float8 AS entries FROM search_terms",
    );
    if (stored!.bytes <= listBytes) index.whole = await index.readWholeLists(stored!.entries);
    if (index.rows.n <= preloadRows) {
      for (const { id, listing } of await query<{ id: number; listing: string }>("SELECT id, listing FROM recipe_cards")) index.cards.set(id, listing);
    }
    return index;
  }

  private async readWholeLists(entries: number): Promise<WholeLists> {
    const whole: WholeLists = { at: new Map(), rows: new Int32Array(entries), ranks: new Float32Array(entries), boost: new Uint8Array(entries) };
    let end = 0;
    for (let after = ""; ;) {
      const chunk = await query<StoredList & { word: string }>(
        `SELECT word, ${LIST_COLUMNS} FROM search_terms WHERE word > $1 ORDER BY word LIMIT ${LIST_CHUNK}`,
        [after],
      );
      for (const row of chunk) {
        const start = end;
        end = this.unpack(row, whole.rows, whole.ranks, whole.boost, start);
        whole.at.set(row.word, [start, end]);
      }
      if (chunk.length < LIST_CHUNK) break;
      after = chunk.at(-1)!.word;
    }
    return whole;
  }

  /**
   * The ranked list of one catalog word (empty when its query finds nothing): its first HEAD entries
   * when that is all the search needs, else the whole list.
   */
  private async list(word: string, headIsEnough = false): Promise<TermList> {
    const cached = this.lists.get(word);
    if (cached && (cached.complete || headIsEnough)) return cached;
    if (this.whole) {
      // Every stored list is in memory (a word without one finds nothing): a view of its entries.
      const [start, end] = this.whole.at.get(word) ?? [0, 0];
      const { rows, ranks, boost } = this.whole;
      const view = { rows: rows.subarray(start, end), ranks: ranks.subarray(start, end), boost: boost.subarray(start, end) };
      return this.keep({ word, ...view, total: end - start, complete: true, bytes: 256 });
    }
    if (!headIsEnough) {
      const [row] = await query<StoredList>(`SELECT ${LIST_COLUMNS} FROM search_terms WHERE word = $1`, [word]);
      return this.keep(this.decode(word, row));
    }
    // The head, and in the same statement the listings of the word's first page (stored ready by the
    // seed), so the first page of a one-word search costs one statement.
    const found = await query<Partial<StoredList> & { card_id: number | null; listing: string | null }>(
      `WITH t AS (SELECT ${headColumns(this.head)}, first_ids FROM search_terms WHERE word = $1)
       SELECT n, ids, ranks, boost, NULL::int AS card_id, NULL::text AS listing FROM t
       UNION ALL
       SELECT NULL, NULL, NULL, NULL, c.id, c.listing FROM t JOIN recipe_cards c ON c.id = ANY(t.first_ids)`,
      [word],
    );
    for (const { card_id, listing } of found) if (card_id !== null && listing !== null) this.cards.set(card_id, listing);
    const row = found.find((r) => r.card_id === null) as StoredList | undefined;
    return this.keep(this.decode(word, row));
  }

  /**
   * Writes a stored list's entries (packed ids, ranks and flags) into the arrays from `at` on, as row
   * positions, leaving out ids no longer in the catalog (the lists are rebuilt with it); returns the end.
   */
  private unpack(row: StoredList, rows: Int32Array, ranks: Float32Array, boost: Uint8Array, at: number): number {
    const stored = row.ids.byteLength / 4;
    const ids = new DataView(row.ids.buffer, row.ids.byteOffset, row.ids.byteLength);
    const rk = new DataView(row.ranks.buffer, row.ranks.byteOffset, row.ranks.byteLength);
    let end = at;
    for (let i = 0; i < stored; i++) {
      const r = this.rows.rowOf(ids.getInt32(4 * i));
      if (r < 0) continue;
      rows[end] = r;
      ranks[end] = rk.getFloat32(4 * i);
      boost[end++] = row.boost[i]!;
    }
    return end;
  }

  /** A stored list read on its own (or its head), as row positions. */
  private decode(word: string, row: StoredList | undefined): TermList {
    const stored = row ? row.ids.byteLength / 4 : 0;
    const rows = new Int32Array(stored);
    const ranks = new Float32Array(stored);
    const boost = new Uint8Array(stored);
    const count = row ? this.unpack(row, rows, ranks, boost, 0) : 0;
    const complete = !row || Number(row.n) === stored;
    return {
      word,
      rows: rows.subarray(0, count),
      ranks: ranks.subarray(0, count),
      boost: boost.subarray(0, count),
      total: complete ? count : Number(row.n),
      complete,
      bytes: 9 * stored + 64,
    };
  }

  private keep(list: TermList): TermList {
    this.lists.set(list.word, list);
    return list;
  }

  /**
   * One page of ids and the capped total for the text (or none) and the filters, in the SQL search's
   * order: rank (the sum of each word's rank, plus 1 when the title contains the whole query), then id;
   * without text the stored shuffle; "quickest" by ready time first, "newest" by id.
   */
  async search(text: IndexedText | null, f: SearchFilters, limit: number, offset: number, sort: Exclude<SearchSort, "popular">): Promise<IndexedPage> {
    const { rows } = this;
    const keep = this.filter(f);
    if (!text) {
      const order = sort === "quickest" ? rows.byQuickest : sort === "newest" ? rows.byNewest : null;
      return this.walk((i) => (order ? order[i]! : i), rows.n, keep, limit, offset);
    }
    const raw = text.raw.toLowerCase();
    // One word by relevance is a walk of its list, never scored and sorted.
    const walksOneList = text.words.length === 1 && sort === "relevance";
    // ...and unfiltered, within the first pages, its list's head is enough.
    const headIsEnough = walksOneList && !keep && raw === text.words[0] && offset + limit <= this.head;
    const key = walksOneList ? "" : sortedKey(text, raw, f, sort);
    const sorted = walksOneList ? undefined : this.sorted.get(key);
    if (sorted && (sorted.rows.length === sorted.total || offset + limit <= sorted.rows.length)) return this.slice(sorted, limit, offset);
    const lists = await Promise.all(text.words.map((w) => this.list(w, headIsEnough)));
    if (walksOneList) return this.walkRanked(lists[0]!, raw, keep, limit, offset);
    // Several words (or another order): score every match, then sort. The scratch arrays are the
    // index's own; this part runs without awaiting, so no other search uses them meanwhile.
    const { score, matched, scored } = this.scratch();
    // Rows scored so far: with every word required only the first list's can match.
    const touched = new Int32Array(text.mode === "all" ? lists[0]!.rows.length : lists.reduce((sum, l) => sum + l.rows.length, 0));
    let t = 0;
    for (let g = 0; g < lists.length; g++) {
      const { rows: listRows, ranks } = lists[g]!;
      for (let i = 0; i < listRows.length; i++) {
        const r = listRows[i]!;
        if (text.mode === "all" && matched[r] !== g) continue;
        if (matched[r] === 0) touched[t++] = r;
        matched[r]!++;
        score[r]! += ranks[i]!; // in word order, as the SQL adds the words' ranks
      }
    }
    const hits: number[] = [];
    for (let k = 0; k < t; k++) {
      const r = touched[k]!;
      if ((text.mode === "any" || matched[r] === lists.length) && (!keep || keep(r))) {
        hits.push(r);
        scored[r] = score[r]! + (rows.titles[r]!.includes(raw) ? 1 : 0);
      }
      score[r] = 0;
      matched[r] = 0;
    }
    const byRank = (a: number, b: number) => scored[b]! - scored[a]! || rows.ids[a]! - rows.ids[b]!;
    let first = hits;
    if (sort === "quickest") hits.sort((a, b) => rows.ready[a]! - rows.ready[b]! || byRank(a, b));
    else if (sort === "newest") hits.sort((a, b) => rows.ids[b]! - rows.ids[a]!);
    else if (hits.length > 2 * this.top && offset + limit <= this.top) {
      // Only the first `top` are sorted: those scoring at least the top-th best score (a linear pass),
      // the rest never (two broad words at 100 times today's catalog match 10,000 recipes).
      const least = kthLargest(
        Float64Array.from(hits, (r) => scored[r]!),
        this.top,
      );
      first = hits
        .filter((r) => scored[r]! >= least)
        .sort(byRank)
        .slice(0, this.top);
    } else hits.sort(byRank);
    // Kept, so the next pages of the same search are a slice (paging asks again for each page).
    const kept = { rows: Int32Array.from(first), total: hits.length };
    this.sorted.set(key, kept);
    return this.slice(kept, limit, offset);
  }

  private slice(sorted: SortedMatches, limit: number, offset: number): IndexedPage {
    return { ids: Array.from(sorted.rows.subarray(offset, offset + limit), (r) => this.rows.ids[r]!), ...capTotal(sorted.total, this.cap) };
  }

  /** A page of an order given position by position, filtered, and the capped count of all that pass. */
  private walk(at: (i: number) => number, n: number, keep: ((row: number) => boolean) | null, limit: number, offset: number): IndexedPage {
    const ids: number[] = [];
    if (!keep) {
      for (let i = offset; i < Math.min(n, offset + limit); i++) ids.push(this.rows.ids[at(i)]!);
      return { ids, ...capTotal(n, this.cap) };
    }
    let count = 0;
    for (let i = 0; i < n && (count <= this.cap || ids.length < limit); i++) {
      const r = at(i);
      if (!keep(r)) continue;
      if (count >= offset && ids.length < limit) ids.push(this.rows.ids[r]!);
      count++;
    }
    return { ids, ...capTotal(count, this.cap) };
  }

  /**
   * One word by relevance, without sorting: the list is in (rank, id) order, and the titles containing
   * the query keep that order among themselves with 1 added, so the answer is a merge of two ordered
   * runs. Without filters the total is the list's length; with them, a count up to the cap.
   */
  private walkRanked(list: TermList, raw: string, keep: ((row: number) => boolean) | null, limit: number, offset: number): IndexedPage {
    const { rows } = this;
    const n = list.rows.length;
    const boosted = this.boostedFlags(list, raw);
    const next = (from: number, flag: number) => {
      let i = from;
      while (i < n && (boosted[i] !== flag || (keep && !keep(list.rows[i]!)))) i++;
      return i;
    };
    let b = next(0, 1);
    let u = next(0, 0);
    const ids: number[] = [];
    for (let at = 0; (b < n || u < n) && ids.length < limit; at++) {
      let takeBoosted = u >= n;
      if (b < n && u < n) {
        const sb = list.ranks[b]! + 1;
        const su = list.ranks[u]!;
        takeBoosted = sb > su || (sb === su && rows.ids[list.rows[b]!]! < rows.ids[list.rows[u]!]!);
      }
      const i = takeBoosted ? b : u;
      if (at >= offset) ids.push(rows.ids[list.rows[i]!]!);
      if (takeBoosted) b = next(b + 1, 1);
      else u = next(u + 1, 0);
    }
    let count = list.total;
    if (keep) {
      count = 0;
      for (let i = 0; i < n && count <= this.cap; i++) if (keep(list.rows[i]!)) count++;
    }
    return { ids, ...capTotal(count, this.cap) };
  }

  private boostedFlags(list: TermList, raw: string): Uint8Array {
    if (raw === list.word) return list.boost;
    if (list.boosted && list.boostedFor === raw) return list.boosted;
    const flags = new Uint8Array(list.rows.length);
    for (let i = 0; i < flags.length; i++) flags[i] = this.rows.titles[list.rows[i]!]!.includes(raw) ? 1 : 0;
    // Kept with the list, and counted in the cache's bytes (a new entry, so the old one's size is subtracted).
    this.lists.set(list.word, { ...list, boosted: flags, boostedFor: raw, bytes: list.bytes - (list.boosted?.length ?? 0) + flags.length });
    return flags;
  }

  /**
   * The listings (JSON text) of these recipes, in the same order: from memory, the rest read from the
   * database together with those of `ahead` (the next page's) not in memory yet.
   */
  async listings(ids: number[], ahead: number[] = []): Promise<string[]> {
    const missing = ids.filter((id) => !this.cards.has(id));
    const read = missing.length ? await this.readCards(missing, ahead) : undefined;
    return ids.flatMap((id) => {
      const card = read?.get(id) ?? this.cards.get(id);
      return card === undefined ? [] : [card];
    });
  }

  /**
   * Reads cards, at most CARD_STATEMENTS statements at a time: while they run, the cards other searches
   * need are gathered and read together by the next one, so under load a statement serves many
   * searches (the statements per search fall as the load rises) and alone a search waits for none.
   * A statement that starts at once also reads `ahead` (the next page's cards).
   */
  private readCards(ids: number[], ahead: number[]): Promise<Map<number, string>> {
    if (this.cardStatements < CARD_STATEMENTS) {
      this.cardStatements++;
      return this.runCardStatement(ids.concat(ahead.filter((id) => !this.cards.has(id))));
    }
    // Under load the next page is not read ahead: a shared statement reads only what pages wait for.
    if (!this.nextCards) {
      let start!: () => void;
      const batch = { ids: new Set<number>(), start: () => start(), read: undefined as unknown as Promise<Map<number, string>> };
      batch.read = new Promise<void>((resolve) => (start = resolve)).then(() => this.runCardStatement([...batch.ids]));
      this.nextCards = batch;
    }
    for (const id of ids) this.nextCards.ids.add(id);
    return this.nextCards.read;
  }

  private async runCardStatement(ids: number[]): Promise<Map<number, string>> {
    this.cardStatementsRun++;
    try {
      const found = await query<{ id: number; listing: string }>("SELECT id, listing FROM recipe_cards WHERE id = ANY($1::int[])", [ids]);
      const read = new Map<number, string>();
      for (const { id, listing } of found) {
        read.set(id, listing);
        this.cards.set(id, listing);
      }
      return read;
    } finally {
      // Hand this statement's turn to the searches gathered meanwhile, if any.
      const next = this.nextCards;
      if (next) {
        this.nextCards = undefined;
        next.start();
      } else this.cardStatements--;
    }
  }
}
