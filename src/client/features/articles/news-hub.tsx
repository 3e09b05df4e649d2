import { memo, useId, useState, type ReactNode } from "react";
import { LinkCards, type LinkCard } from "../../ui/link-cards.tsx";
import type { ArticleSummary } from "../../../shared/articles/schema.ts";
import { CATEGORY_FILTERS, CATEGORY_FILTER_LABELS, categoryCounts, filterHubArticles, type CategoryFilter } from "../../../shared/articles/hub.ts";
import { ArticleCard } from "./article-card.tsx";
import { HydrateWhenNear } from "../../ui/hydrate-when-near.tsx";
import { NewsSearchBox } from "./news-search-box.tsx";
import { Section } from "../../ui/section.tsx";
import { Chevron } from "../../ui/icons.tsx";

/** docs/product.md#b-screens: the submission guidelines (text only, not enforced). */
export const SUBMISSION_GUIDELINES = [
  "At least 500 words.",
  "Your name, for attribution.",
  "High-quality images that you own or may share.",
  "A category: Food, Health, Fitness, Sports or Global News.",
  "Original content that has not been published elsewhere.",
];

/**
 * A prerendered card hydrates when it comes near the screen or is touched (docs/decisions/0018-hydration-budget.md).
 * Memoised: the hub renders again once hydrated (it reads the URL then), and a new card element for a
 * card still waiting would make it hydrate at once.
 */
const ArticleItem = memo(function ArticleItem({
  article,
  renderActions,
  priority,
}: {
  article: ArticleSummary;
  renderActions?: (a: ArticleSummary) => ReactNode;
  priority: boolean;
}) {
  return (
    <HydrateWhenNear as="li" name={`article:${article.id}`}>
      <ArticleCard article={article} actions={renderActions?.(article)} priority={priority} />
    </HydrateWhenNear>
  );
});

/**
 * The news hub of /news and /articles (docs/product.md#b-screens, docs/product.md#b-states, docs/product.md#b-validation): search with suggestions, the submission
 * call-to-action, category filters with counts, the cards, 'Found N article(s)' and the empty state.
 * Every article is in the page's data: nothing is fetched.
 */
export function NewsHub({
  articles,
  guides,
  submissionEmail,
  breadcrumbs,
  renderActions,
  query,
  filter,
  onQueryChange,
  onFilterChange,
}: {
  articles: ArticleSummary[];
  /** The standalone articles under /articles: the techniques page and the two restaurant articles. */
  guides: LinkCard[];
  submissionEmail: string;
  breadcrumbs: ReactNode;
  renderActions?: (a: ArticleSummary) => ReactNode;
  /** The search text and the category, kept by the page (in the URL). */
  query: string;
  filter: CategoryFilter;
  onQueryChange: (query: string) => void;
  onFilterChange: (filter: CategoryFilter) => void;
}) {
  const [guidelinesOpen, setGuidelinesOpen] = useState(false);
  const guidelinesId = useId();
  const counts = categoryCounts(articles);
  const shown = filterHubArticles(articles, filter, query);
  const searching = query.trim() !== "";

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {breadcrumbs}
      <header className="mt-4 max-w-3xl">
        <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">Food News &amp; Articles</h1>
        <p className="mt-3 text-lg text-stone-700">
          Practical guides from our editors on cooking, health, fitness, sport and the food world, with a strong Indian accent.
        </p>
      </header>

      <nav aria-labelledby="hub-guides" className="mt-6">
        <h2 id="hub-guides" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
          Guides from our editors
        </h2>
        <LinkCards items={guides} className="mt-2 grid gap-3 sm:grid-cols-3" />
      </nav>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div>
          <NewsSearchBox value={query} onChange={onQueryChange} />
          <div role="group" aria-label="Filter by category" className="mt-4 flex flex-wrap gap-2">
            {CATEGORY_FILTERS.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={filter === c}
                onClick={() => onFilterChange(c)}
                data-testid={`category-${c}`}
                className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors ${
                  filter === c ? "bg-orange-700 text-white ring-orange-700" : "bg-white text-stone-800 ring-stone-300 hover:bg-orange-50"
                }`}
              >
                {CATEGORY_FILTER_LABELS[c]}
                <span className={`rounded-full px-2 text-xs tabular-nums ${filter === c ? "bg-orange-950 text-white" : "bg-stone-100"}`}>{counts[c]}</span>
              </button>
            ))}
          </div>
          <p role="status" className="mt-3 min-h-6 text-sm text-stone-700">
            {searching && (
              <>
                Found {shown.length} {shown.length === 1 ? "article" : "articles"}
              </>
            )}
          </p>
        </div>

        <Section
          id={`${guidelinesId}-title`}
          title="Share your food story"
          as="aside"
          headingClassName="font-serif text-lg font-bold text-stone-900"
          className="rounded-2xl bg-orange-50 p-5 ring-1 ring-orange-200"
        >
          <p className="mt-2 text-sm text-stone-700">
            Community contributors can send news and articles by e-mail to{" "}
            <a href={`mailto:${submissionEmail}`} className="font-semibold text-orange-900 underline">
              {submissionEmail}
            </a>
            .
          </p>
          <button
            type="button"
            aria-expanded={guidelinesOpen}
            aria-controls={guidelinesId}
            onClick={() => setGuidelinesOpen((o) => !o)}
            className="mt-3 inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-orange-900 ring-1 ring-orange-300 hover:bg-orange-100"
          >
            Submission Guidelines
            <Chevron direction="down" className={`size-4 transition-transform ${guidelinesOpen ? "rotate-180" : ""}`} />
          </button>
          <ul id={guidelinesId} hidden={!guidelinesOpen} className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-800">
            {SUBMISSION_GUIDELINES.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </Section>
      </div>

      {shown.length > 0 ? (
        <ul aria-label="Articles" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((a, i) => (
            <ArticleItem key={a.id} article={a} renderActions={renderActions} priority={i < 3} />
          ))}
        </ul>
      ) : (
        <div role="status" className="mt-6 flex flex-col items-center gap-3 rounded-2xl bg-stone-50 px-6 py-12 text-center ring-1 ring-stone-200">
          <p className="text-lg font-semibold text-stone-900">No articles found</p>
          <p className="max-w-md text-stone-700">Try another word, or another category.</p>
          <button
            type="button"
            onClick={() => {
              onQueryChange("");
              onFilterChange("all");
            }}
            className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800"
          >
            View All Articles
          </button>
        </div>
      )}
    </main>
  );
}
