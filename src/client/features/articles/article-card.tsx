import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ArticleSummary } from "../../../shared/articles/schema.ts";
import { articlePath, longUsDate } from "../../../shared/articles/text.ts";
import { CategoryBadge } from "./category-style.tsx";
import { Chevron } from "../../ui/icons.tsx";

/** A hub card (docs/product.md#b-screens): picture, category and Featured badges, title, summary, date, read time, 'Read Full Article'. */
export function ArticleCard({
  article,
  actions,
  headingLevel = 2,
  priority = false,
}: {
  article: ArticleSummary;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = `article-card-${article.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="article-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[20/13] w-full overflow-hidden bg-stone-100">
        <img src={article.image} alt="" width={400} height={260} loading={priority ? "eager" : "lazy"} decoding="async" className="size-full object-cover" />
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          <CategoryBadge category={article.category} className="shadow-sm" />
          {article.featured && (
            <span className="inline-flex items-center rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-semibold text-amber-950 shadow-sm">Featured</span>
          )}
        </div>
        {actions && <div className="absolute right-2 top-2 flex items-center gap-1">{actions}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading id={titleId} className="font-serif text-xl font-bold leading-snug text-stone-900">
          <Link to={articlePath(article.id)} className="hover:text-orange-800 hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm leading-6 text-stone-700">{article.summary}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
          <span>{article.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.publishDate}>{longUsDate(article.publishDate)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readTime} min read</span>
        </p>
        <Link
          to={articlePath(article.id)}
          aria-label={`Read Full Article: ${article.title}`}
          className="inline-flex w-fit items-center gap-1.5 rounded-lg bg-orange-700 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800"
        >
          Read Full Article
          <Chevron direction="right" />
        </Link>
      </div>
    </article>
  );
}
