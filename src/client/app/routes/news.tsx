// /news and /articles: the same news hub (docs/product.md#b-screens). Every article's card data is in the prerendered
// page (no API call); the article bodies are not.
import { useSearchParams } from "react-router";
import type { Route } from "./+types/news";
import { articleSummaries } from "../../../build/articles.server.ts";
import type { ArticleSummary } from "../../../shared/articles/schema.ts";
import { CATEGORY_FILTERS, type CategoryFilter } from "../../../shared/articles/hub.ts";
import { useHydrated, useUrlText } from "../../lib/hooks.ts";
import { NewsHub } from "../../features/articles/news-hub.tsx";
import type { LinkCard } from "../../ui/link-cards.tsx";
import { restaurantArticlePath } from "../../../shared/restaurant-articles/ids.ts";
import { articleListJsonLd } from "../../features/articles/article-meta.ts";
import { Breadcrumbs, breadcrumbJsonLd } from "../../ui/breadcrumbs.tsx";
import { ArticleActions } from "../shell/recipe-actions.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";
import { CONTACT_EMAIL } from "../site-links.tsx";
import { SITE_NAME } from "../../../shared/site/name.ts";

// docs/product.md#b-screens: Home > News on the hub, whichever of its two paths was opened.
const CRUMBS = [
  { name: "Home", url: "/" },
  { name: "News", url: "/news" },
];

// The standalone articles under /articles (docs/product.md#b-screens), linked from the hub.
const GUIDES: LinkCard[] = [
  { to: "/articles/cooking-techniques", label: "Essential Cooking Techniques", note: "Six techniques, step by step" },
  {
    to: restaurantArticlePath("top-nyc-restaurants"),
    label: "Ten New York restaurants with Michelin stars",
    note: "Two and three stars, as of the 2025 guide",
  },
  {
    to: restaurantArticlePath("world-fine-dining"),
    label: "World fine dining",
    note: "Eight restaurants from The World's 50 Best Restaurants 2025, in the list's order",
  },
];

export async function loader() {
  return { articles: await articleSummaries() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Food News & Articles",
    description:
      "Practical food guides from the Masala Table editors: tadka, spices, millets, paneer, fermenting batter, food safety, hydration, match-day eating and what the UN's food waste figures measure.",
    // /articles shows the same list: one canonical address.
    path: "/news",
    jsonLd: [
      breadcrumbJsonLd(CRUMBS, SITE_URL),
      articleListJsonLd("Food News & Articles", "/news", loaderData?.articles ?? [], { siteUrl: SITE_URL, siteName: SITE_NAME }),
    ],
  });

const renderActions = (a: ArticleSummary) => <ArticleActions article={{ ...a, url: `/news/${a.id}` }} variant="card" />;

const readFilter = (raw: string | null): CategoryFilter => ((CATEGORY_FILTERS as readonly string[]).includes(raw ?? "") ? (raw as CategoryFilter) : "all");

/**
 * The search text (?q=) and the category (?category=) live in the URL, so a filtered hub can be
 * shared and Back returns to the previous category. Typing replaces the history entry; choosing a
 * category adds one. Prerendered with everything shown; the URL is read once hydrated.
 */
export default function News({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const urlQuery = hydrated ? (params.get("q") ?? "") : "";
  const filter = hydrated ? readFilter(params.get("category")) : "all";
  // The box shows what is typed at once; the URL follows (and Back or a shared link sets the box).
  const { text: query, setText: setQuery, wrote } = useUrlText(urlQuery);
  const go = (q: string, category: CategoryFilter, replace: boolean) => {
    const next = new URLSearchParams();
    if (q) next.set("q", q);
    if (category !== "all") next.set("category", category);
    setParams(next, { replace, preventScrollReset: true });
  };
  return (
    <NewsHub
      articles={loaderData.articles}
      guides={GUIDES}
      submissionEmail={CONTACT_EMAIL}
      breadcrumbs={<Breadcrumbs items={CRUMBS} />}
      renderActions={renderActions}
      query={query}
      filter={filter}
      onQueryChange={(q) => {
        setQuery(q);
        wrote(q);
        go(q, filter, true);
      }}
      onFilterChange={(c) => go(query, c, false)}
    />
  );
}
