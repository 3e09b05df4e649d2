import { withClient } from "../platform/db.ts";
import { seedCatalog } from "./seed.ts";

let synced: Promise<void> | undefined;

/**
 * Makes sure the database holds the catalog this deploy ships (content/recipes). Locally and in tests
 * the seed already ran with the migrations, so this costs one query per function instance; after a
 * deploy to Netlify, the first instance loads the new catalog (idempotent, under an advisory lock).
 */
export function ensureCatalog(): Promise<void> {
  synced ??= (async () => {
    await withClient((client) => seedCatalog((text, params) => client.query(text, params).then((r) => r.rows)));
  })().catch((err) => {
    synced = undefined; // try again on the next request
    throw err;
  });
  return synced;
}
