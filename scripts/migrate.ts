// Applies the migrations and loads the recipe catalog into the PostgreSQL of NETLIFY_DB_URL
// (a self-hosted deploy; on Netlify each deploy applies the migrations itself and the catalog
// loads at the recipe functions' first use).
import { migrateAndSeed } from "./lib/migrate.ts";

const url = process.env.NETLIFY_DB_URL;
if (!url) {
  console.error("Set NETLIFY_DB_URL to the database to migrate.");
  process.exit(1);
}
console.log(await migrateAndSeed(url));
