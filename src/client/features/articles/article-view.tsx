import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Article, ArticleSummary } from "../../../shared/articles/schema.ts";
import { articlePath, longUsDate } from "../../../shared/articles/text.ts";
import { ArticleBody } from "./article-body.tsx";
import { CategoryBadge } from "./category-style.tsx";
import { Section } from "../../ui/section.tsx";
import { NotFoundScreen } from "../../ui/not-found-screen.tsx";

/**
 * The article page (docs/product.md#b-screens "News article detail"): hero picture with category, Featured and author-type
 * badges; author, long US date, read time; the actions (like with its real count, save, share); tags; the
 * body; related recipes; 'Read More News'. No view or comment counts: the site has no source for them.
 */
export function ArticleView({
  article,
  breadcrumbs,
  actions,
  relatedRecipes,
  more,
}: {
  article: Article;
  breadcrumbs: ReactNode;
  actions: ReactNode;
  relatedRecipes?: ReactNode;
  more: ArticleSummary[];
}) {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      {breadcrumbs}
      <article aria-labelledby="article-title" className="mt-4">
        <div className="relative overflow-hidden rounded-3xl bg-stone-100 ring-1 ring-stone-200">
          <img src={article.image} alt="" width={1200} height={780} fetchPriority="high" className="aspect-[20/9] w-full object-cover sm:aspect-[20/8]" />
          <div className="absolute left-4 top-4 flex flex-wrap gap-2">
            <CategoryBadge category={article.category} className="shadow" />
            {article.featured && (
              <span className="inline-flex items-center rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-semibold text-amber-950 shadow">Featured</span>
            )}
            <span className="inline-flex items-center rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-stone-900 shadow">
              {article.authorType === "official" ? "official" : "Community"}
            </span>
          </div>
        </div>

        <header className="mt-6">
          <h1 id="article-title" className="font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-3 max-w-prose text-lg text-stone-700">{article.summary}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700" data-testid="article-byline">
            <span className="font-semibold text-stone-900">{article.author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={article.publishDate}>{longUsDate(article.publishDate)}</time>
            <span aria-hidden="true">·</span>
            <span>{article.readTime} min read</span>
          </p>
          <div className="mt-4">{actions}</div>
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
            {article.tags.map((t) => (
              <li key={t} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700">
                #{t}
              </li>
            ))}
          </ul>
        </header>

        <div className="mt-8 border-t border-stone-200 pt-8">
          <ArticleBody content={article.content} />
        </div>
      </article>

      {relatedRecipes}

      {more.length > 0 && (
        <Section id="more-news" title="Read More News" className="mt-14 border-t border-stone-200 pt-10">
          <ul className="mt-5 grid gap-6 sm:grid-cols-2">
            {more.map((a) => (
              <li key={a.id} className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
                <img src={a.image} alt="" width={400} height={260} loading="lazy" className="aspect-[20/9] w-full object-cover" />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <CategoryBadge category={a.category} className="w-fit" />
                  <h3 className="font-serif text-lg font-bold text-stone-900">{a.title}</h3>
                  <p className="line-clamp-3 text-sm text-stone-700">{a.summary}</p>
                  <Link
                    to={articlePath(a.id)}
                    aria-label={`Read Article: ${a.title}`}
                    className="mt-auto w-fit pt-2 text-sm font-semibold text-orange-800 underline hover:text-orange-900"
                  >
                    Read Article
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </main>
  );
}

export function ArticleSkeleton() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6" aria-busy="true" aria-label="Loading article">
      <div className="h-4 w-48 animate-pulse rounded bg-stone-200" />
      <div className="mt-4 aspect-[20/9] w-full animate-pulse rounded-3xl bg-stone-200 sm:aspect-[20/8]" />
      <div className="mt-6 h-9 w-3/4 animate-pulse rounded bg-stone-200" />
      <div className="mt-4 h-5 w-1/2 animate-pulse rounded bg-stone-200" />
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="mt-4 h-4 w-full max-w-prose animate-pulse rounded bg-stone-100" />
      ))}
    </main>
  );
}

/** docs/product.md#b-errors: 'Article Not Found' / 'The article you're looking for doesn't exist.' with 'Back to News'. */
export function ArticleNotFound({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return <NotFoundScreen title="Article Not Found" message={message} back={{ to: "/news", label: "Back to News" }} onRetry={onRetry} />;
}
