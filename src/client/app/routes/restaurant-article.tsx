// /articles/top-nyc-restaurants (10) and /articles/world-fine-dining (8), docs/product.md#b-screens and docs/product.md#b-data: one page for both,
// prerendered from content/restaurant-articles at build time (no request at run time).
import { Link } from "react-router";
import type { Route } from "./+types/restaurant-article";
import { getRestaurantArticle } from "../../../build/articles.server.ts";
import { restaurantListJsonLd } from "../../features/articles/article-meta.ts";
import { RankingNotes, RestaurantCard } from "../../features/articles/restaurant-list.tsx";
import { Breadcrumbs, breadcrumbJsonLd } from "../../ui/breadcrumbs.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { RESTAURANT_ARTICLE_IDS, restaurantArticlePath, type RestaurantArticleId } from "../../../shared/restaurant-articles/ids.ts";
import { HydrateWhenNear } from "../../ui/hydrate-when-near.tsx";

const idOf = (url: string): RestaurantArticleId => {
  const id = new URL(url).pathname.replace(/\/$/, "").split("/").pop();
  const known = RESTAURANT_ARTICLE_IDS.find((k) => k === id);
  if (!known) throw new Response("Not Found", { status: 404 });
  return known;
};

export async function loader({ request }: Route.LoaderArgs) {
  const id = idOf(request.url);
  const otherId = RESTAURANT_ARTICLE_IDS.find((k) => k !== id);
  const other = otherId ? await getRestaurantArticle(otherId) : undefined;
  return { article: await getRestaurantArticle(id), other: other && { path: restaurantArticlePath(other.id), title: other.title } };
}

// docs/product.md#b-screens: Home > Articles > page on the article pages.
const crumbs = (id: RestaurantArticleId, title: string) => [
  { name: "Home", url: "/" },
  { name: "Articles", url: "/articles" },
  { name: title, url: restaurantArticlePath(id) },
];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `Article Not Found | ${SITE_NAME}` }];
  const { article } = loaderData;
  const path = restaurantArticlePath(article.id);
  return pageMeta({
    title: article.title,
    description: article.description,
    path,
    type: "article",
    jsonLd: [breadcrumbJsonLd(crumbs(article.id, article.title), SITE_URL), restaurantListJsonLd(article, path, { siteUrl: SITE_URL, siteName: SITE_NAME })],
  });
};

export default function RestaurantArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, other } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumbs items={crumbs(article.id, article.title)} />
      <header className="mt-4 max-w-3xl">
        <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{article.title}</h1>
        {article.intro.map((p) => (
          <p key={p} className="mt-3 text-lg text-stone-700">
            {p}
          </p>
        ))}
      </header>
      <div className="mt-8">
        <RankingNotes article={article} />
      </div>
      <ul aria-label="Restaurants" className="mt-8 grid gap-6 lg:grid-cols-2">
        {article.restaurants.map((r) => (
          // Each hydrates when near or touched (docs/decisions/0018-hydration-budget.md).
          <HydrateWhenNear as="li" key={r.id} id={r.id}>
            <RestaurantCard restaurant={r} rankedBy={article.rankedBy} />
          </HydrateWhenNear>
        ))}
      </ul>
      <nav aria-label="More to read" className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        {other && (
          <Link to={other.path} className="text-orange-800 underline hover:text-orange-900">
            {other.title}
          </Link>
        )}
        <Link to="/restaurant-finder" className="text-orange-800 underline hover:text-orange-900">
          Find restaurants near you
        </Link>
        <Link to="/articles" className="text-orange-800 underline hover:text-orange-900">
          All articles
        </Link>
      </nav>
    </main>
  );
}
