// /news and /articles: the same news hub (part 2 §2). Every article's card data is in the prerendered
// page (no API call); the article bodies are not.
import type { Route } from "./+types/news";
import { articleSummaries } from "../../../build/articles.server.ts";
import type { ArticleSummary } from "../../../shared/article.ts";
import { NewsHub } from "../../features/articles/news-hub.tsx";
import { articleListJsonLd } from "../../features/articles/article-meta.ts";
import { Breadcrumbs, breadcrumbJsonLd } from "../../features/recipes/breadcrumbs.tsx";
import { ArticleActions } from "../shell/recipe-actions.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";
import { CONTACT_EMAIL, SITE_NAME } from "../site-links.ts";

// Part 2 §2: Home > News on the hub, whichever of its two paths was opened.
const CRUMBS = [
  { name: "Home", url: "/" },
  { name: "News", url: "/news" },
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
    jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL), articleListJsonLd("Food News & Articles", "/news", loaderData?.articles ?? [], { siteUrl: SITE_URL, siteName: SITE_NAME })],
  });

const renderActions = (a: ArticleSummary) => <ArticleActions article={{ ...a, url: `/news/${a.id}` }} variant="card" />;

export default function News({ loaderData }: Route.ComponentProps) {
  return <NewsHub articles={loaderData.articles} submissionEmail={CONTACT_EMAIL} breadcrumbs={<Breadcrumbs items={CRUMBS} />} renderActions={renderActions} />;
}
