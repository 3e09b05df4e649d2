import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** An old path that routes/redirect.tsx sends on; one module on several paths needs an id per path ("faq/*" is redirect-faq-any). */
const redirect = (path: string) => route(path, "routes/redirect.tsx", { id: `redirect-${path.replace("/*", "-any")}` });

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // Redirects of both route tables (docs/product.md#a-screens, docs/product.md#b-screens), replacing the history entry.
  redirect("faq"),
  redirect("faq/*"),
  redirect("ai-expert"),
  redirect("ai-chef"),
  redirect("viral-hub"),
  route("recipe/:id", "routes/recipe.tsx"),
  // Search, listings and the time-based pages.
  route("search", "routes/search.tsx"),
  route("all-recipes", "routes/all-recipes.tsx"),
  route("world-recipes", "routes/world-recipes.tsx"),
  route("weekly", "routes/weekly.tsx"),
  route("monthly", "routes/monthly.tsx"),
  route("seasonal", "routes/seasonal.tsx"),
  route("daily", "routes/daily.tsx"),
  // Accounts and saved items.
  route("signup", "routes/signup.tsx"),
  route("signin", "routes/signin.tsx"),
  route("saved-recipes", "routes/saved-recipes.tsx"),
  route("saved-articles", "routes/saved-articles.tsx"),
  route("offline", "routes/offline.tsx"),
  // Meal plan, shopping list and pantry (issue 28).
  route("plan", "routes/plan.tsx"),
  route("shopping-list", "routes/shopping-list.tsx"),
  route("pantry", "routes/pantry.tsx"),
  // Articles and news (docs/product.md#b-screens): one hub on two paths, one article page on two paths.
  route("news", "routes/news.tsx", { id: "news-hub" }),
  route("articles", "routes/news.tsx", { id: "articles-hub" }),
  route("articles/cooking-techniques", "routes/cooking-techniques.tsx"),
  route("articles/top-nyc-restaurants", "routes/restaurant-article.tsx", { id: "nyc-restaurants" }),
  route("articles/world-fine-dining", "routes/restaurant-article.tsx", { id: "world-restaurants" }),
  route("news/:id", "routes/news-article.tsx", { id: "news-article" }),
  route("articles/:id", "routes/news-article.tsx", { id: "articles-article" }),
  // Contact, newsletters and the newsletter admin.
  route("contact", "routes/contact.tsx"),
  route("newsletters", "routes/newsletters.tsx"),
  route("newsletters/unsubscribe", "routes/newsletters-unsubscribe.tsx"),
  route("newsletters/archive", "routes/newsletters-archive.tsx"),
  route("newsletters/archive/:id", "routes/newsletters-issue.tsx"),
  route("admin/newsletter", "routes/admin-newsletter.tsx"),
  // The assistant's pages.
  route("question/:slug", "routes/question.tsx"),
  route("api-test", "routes/api-test.tsx"),
  // Demo pages (docs/product.md#b-screens), noindex and out of the sitemap.
  route("test-features", "routes/test-features.tsx"),
  route("animation-demo", "routes/animation-demo.tsx"),
  // Restaurant finder.
  route("restaurant-finder", "routes/restaurant-finder.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
