import { Link } from "react-router";
import type { ArticleSummary } from "../../../shared/articles/schema.ts";
import { articlePath, longUsDate } from "../../../shared/articles/text.ts";
import { CategoryBadge } from "./category-style.tsx";
import { Section } from "../../ui/section.tsx";

/** docs/product.md#a-screens: 'Expert Articles' on the search page: title, summary, category, read time, link; technique links. */
export function ExpertArticles({ articles, techniques }: { articles: ArticleSummary[]; techniques: { id: string; name: string }[] }) {
  if (articles.length === 0 && techniques.length === 0) return null;
  return (
    <Section id="expert-articles" title="Expert Articles" className="mt-12">
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {articles.map((a) => (
          <li key={a.id} data-testid="expert-article" className="flex flex-col gap-2 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
            <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
              <CategoryBadge category={a.category} />
              <span>{a.readTime} min read</span>
            </div>
            <h3 className="font-serif text-lg font-bold text-stone-900">
              <Link to={articlePath(a.id)} className="hover:text-orange-800 hover:underline">
                {a.title}
              </Link>
            </h3>
            <p className="line-clamp-3 text-sm text-stone-700">{a.summary}</p>
          </li>
        ))}
      </ul>
      {techniques.length > 0 && (
        <p className="mt-4 text-sm text-stone-700">
          Step by step:{" "}
          {techniques.map((t, i) => (
            <span key={t.id}>
              {i > 0 && ", "}
              <Link to={`/articles/cooking-techniques#${t.id}`} className="font-semibold text-orange-800 underline hover:text-orange-900">
                {t.name}
              </Link>
            </span>
          ))}{" "}
          in our cooking techniques guide.
        </p>
      )}
    </Section>
  );
}

/** docs/product.md#a-screens: 'Latest Food News': up to five items, newest first, with their dates. */
export function LatestNews({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <Section id="latest-news" title="Latest Food News" className="mt-12">
      <ul className="mt-4 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
        {articles.map((a) => (
          <li key={a.id} data-testid="latest-news-item" className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4">
            <time dateTime={a.publishDate} className="shrink-0 text-sm font-medium text-stone-600 sm:w-40">
              {longUsDate(a.publishDate)}
            </time>
            <div className="min-w-0">
              <Link to={articlePath(a.id)} className="font-semibold text-stone-900 hover:text-orange-800 hover:underline">
                {a.title}
              </Link>
              <p className="line-clamp-2 text-sm text-stone-700">{a.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
