// The routes rendered to static HTML at build time (docs/architecture.md#shape). Later features add theirs here.
import { catalogRecipes } from "../../build/catalog.server.ts";
import { articleIds } from "../../build/articles.server.ts";
import { questionSlugs } from "../../build/questions.server.ts";
import { RESTAURANT_ARTICLE_IDS, restaurantArticlePath } from "../../shared/restaurant-articles/ids.ts";

export async function prerenderPaths(): Promise<string[]> {
  // Every catalog recipe page, so a shared link shows its title and picture without JS.
  const recipePaths = (await catalogRecipes()).map((r) => `/recipe/${r.id}`);
  // Search, listings and time-based pages: prerendered shells; what depends on the query string or
  // today's date renders once hydrated.
  const listingPaths = ["/search", "/all-recipes", "/world-recipes", "/weekly", "/monthly", "/seasonal", "/daily"];
  // Account and saved pages: static shells (forms, skeletons); the session is read once hydrated.
  const accountPaths = ["/signin", "/signup", "/saved-recipes", "/saved-articles", "/plan", "/shopping-list", "/pantry"];
  // Articles and news: the hub on both paths, the techniques page and the two restaurant articles, every
  // article under /news/ (canonical) and /articles/ (the same page; left out of the sitemap).
  const ids = await articleIds();
  const articlePaths = [
    "/news",
    "/articles",
    "/articles/cooking-techniques",
    ...RESTAURANT_ARTICLE_IDS.map(restaurantArticlePath),
    ...ids.map((id) => `/news/${id}`),
    ...ids.map((id) => `/articles/${id}`),
  ];
  // Contact, newsletters and the admin: static shells (the archive's issues are read from the API).
  const newsletterPaths = ["/contact", "/newsletters", "/newsletters/unsubscribe", "/newsletters/archive", "/admin/newsletter"];
  // The 20 home question cards' answer pages, and the /api-test shell.
  const questionPaths = [...(await questionSlugs()).map((s) => `/question/${s}`), "/api-test"];
  return [
    "/",
    "/about",
    // The service worker's page for a navigation with no network and no saved copy (served without scripts).
    "/offline",
    "/privacy",
    "/restaurant-finder",
    // The demo pages (noindex, left out of the sitemap).
    "/test-features",
    "/animation-demo",
    ...listingPaths,
    ...newsletterPaths,
    ...accountPaths,
    ...articlePaths,
    ...questionPaths,
    ...recipePaths,
  ];
}
