// /news/{id} and /articles/{id}: the article page (docs/product.md#b-screens). Every article is prerendered under both
// paths; /news/{id} is the canonical one. An id that was not prerendered asks the API (404: not found).
import { data, isRouteErrorResponse, useRevalidator } from "react-router";
import type { Route } from "./+types/news-article";
import { articlePageData, type ArticlePageData } from "../../../build/articles.server.ts";
import { articlePath } from "../../../shared/articles/text.ts";
import { ARTICLE_LOAD_FAILED, ARTICLE_NOT_FOUND, fetchArticle } from "../../features/articles/api.ts";
import { ApiError } from "../../lib/api.ts";
import { newsArticleJsonLd } from "../../features/articles/article-meta.ts";
import { ArticleNotFound, ArticleSkeleton, ArticleView } from "../../features/articles/article-view.tsx";
import { Breadcrumbs, breadcrumbJsonLd } from "../../ui/breadcrumbs.tsx";
import { slimForPage } from "../../../shared/recipes/normalize.ts";
import { RecipeGrid } from "../../features/recipes/recipe-grid.tsx";
import { ArticleActions, renderRecipeCardActions } from "../shell/recipe-actions.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";
import { ogImageFor } from "../../../shared/site/og-image.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { Section } from "../../ui/section.tsx";

const notFound = () => data({ message: ARTICLE_NOT_FOUND }, { status: 404 });
const isSlug = (id: string | undefined): id is string => !!id && id.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id);
const crumbs = (title: string, id: string) => [
  { name: "Home", url: "/" },
  { name: "News", url: "/news" },
  { name: title, url: articlePath(id) },
];

/** Build time: the article, its related recipes (card data) and two more to read. */
export async function loader({ params }: Route.LoaderArgs): Promise<ArticlePageData> {
  const page = isSlug(params.id) ? await articlePageData(params.id) : null;
  if (!page) throw notFound();
  return { ...page, relatedRecipes: page.relatedRecipes.map(slimForPage) };
}

/**
 * In the browser: the prerendered data file; for an id that was not prerendered, the API says whether the
 * article exists (an article added after the build shows without related recipes or more news).
 */
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs): Promise<ArticlePageData> {
  if (!isSlug(params.id)) throw notFound();
  try {
    return await serverLoader();
  } catch {
    // not prerendered (or the data file failed): ask the API
  }
  try {
    return { article: await fetchArticle(params.id, request.signal), relatedRecipes: [], more: [] };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw notFound();
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const article = loaderData?.article;
  if (!article) return [{ title: `Article Not Found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  const site = { siteUrl: SITE_URL, siteName: SITE_NAME };
  return pageMeta({
    title: article.title,
    description: article.summary,
    path: articlePath(article.id),
    image: ogImageFor(article.image, true),
    type: "article",
    jsonLd: [newsArticleJsonLd(article, site), breadcrumbJsonLd(crumbs(article.title, article.id), SITE_URL)],
  });
};

export function HydrateFallback() {
  return <ArticleSkeleton />;
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { article, relatedRecipes, more } = loaderData;
  return (
    <ArticleView
      key={article.id}
      article={article}
      breadcrumbs={<Breadcrumbs items={crumbs(article.title, article.id)} />}
      actions={
        <ArticleActions
          article={{ id: article.id, title: article.title, image: article.image, summary: article.summary, url: articlePath(article.id) }}
          variant="detail"
        />
      }
      relatedRecipes={
        relatedRecipes.length > 0 && (
          <Section id="related-recipes" title="Recipes to try" className="mt-14 border-t border-stone-200 pt-10">
            <div className="mt-5">
              <RecipeGrid recipes={relatedRecipes} renderActions={renderRecipeCardActions} label="Related recipes" layout="narrow" />
            </div>
          </Section>
        )
      }
      more={more}
    />
  );
}

/** docs/product.md#b-errors: 'Article Not Found' for an unknown id; a load failure also offers to try again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <ArticleNotFound message={ARTICLE_NOT_FOUND} />;
  if (typeof window !== "undefined") console.error("[article]", error);
  return <ArticleNotFound message={ARTICLE_LOAD_FAILED} onRetry={() => void revalidator.revalidate()} />;
}
