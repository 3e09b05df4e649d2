import type { QueryConfig } from "pg";
import { LONG_QUERY_MS, withClient } from "../platform/db.ts";
import { loadCatalogRecipes, seedCatalog } from "./seed.ts";

let synced: Promise<void> | undefined;

// pg reads a per-query query_timeout from the query's config (its types leave it out of QueryConfig).
const longQuery = (text: string, values?: unknown[]): QueryConfig => ({ text, values, query_timeout: LONG_QUERY_MS }) as QueryConfig;

/**
 * Makes sure the database holds the catalog this deploy ships (content/recipes). Locally and in tests
 * the seed already ran with the migrations, so this costs one query per function instance; after a
 * deploy to Netlify, the first instance loads the new catalog (idempotent, under an advisory lock).
 */
export function ensureCatalog(): Promise<void> {
  synced ??= (async () => {
    // Files are read and hashed before taking a connection: on the embedded database a connection is
    // the one queue's turn, and file work inside it would hold every other request back.
    const catalog = await loadCatalogRecipes();
    // The seed's statements (a whole catalog after a deploy) may take longer than a request's.
    await withClient((client) => seedCatalog((text, params) => client.query(longQuery(text, params)).then((r) => r.rows), catalog));
  })().catch((err) => {
    synced = undefined; // try again on the next request
    throw err;
  });
  return synced;
}
