import { withClient } from "../platform/db.ts";
import { loadCatalogRecipes, seedCatalog } from "./seed.ts";

let synced: Promise<void> | undefined;

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
    await withClient((client) => seedCatalog((text, params) => client.query(text, params).then((r) => r.rows), catalog));
  })().catch((err) => {
    synced = undefined; // try again on the next request
    throw err;
  });
  return synced;
}
