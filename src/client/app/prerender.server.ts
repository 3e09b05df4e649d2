// The routes rendered to static HTML at build time (DESIGN §1). Later features add theirs here.
import { catalogRecipes } from "../../build/catalog.server.ts";

export async function prerenderPaths(): Promise<string[]> {
  // Every catalog recipe page, so a shared link shows its title and picture without JS.
  const recipePaths = (await catalogRecipes()).map((r) => `/recipe/${r.id}`);
  // Search, listings and time-based pages: prerendered shells; what depends on the query string or
  // today's date renders once hydrated.
  const listingPaths = ["/search", "/all-recipes", "/world-recipes", "/weekly", "/monthly", "/seasonal", "/daily"];
  // Account and saved pages: static shells (forms, skeletons); the session is read once hydrated.
  const accountPaths = ["/signin", "/signup", "/saved-recipes", "/saved-articles"];
  return ["/", "/about", "/privacy", ...listingPaths, ...accountPaths, ...recipePaths];
}
