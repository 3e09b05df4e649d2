import type { ArticleCategory } from "../../../shared/articles/schema.ts";

/** docs/product.md#b-screens: the category badge is coloured by category (text and fill keep WCAG AA contrast). */
export const CATEGORY_BADGE: Record<ArticleCategory, string> = {
  Food: "bg-orange-100 text-orange-900 ring-orange-300",
  Health: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  Fitness: "bg-sky-100 text-sky-900 ring-sky-300",
  Sports: "bg-rose-100 text-rose-900 ring-rose-300",
  "Global News": "bg-violet-100 text-violet-900 ring-violet-300",
};

export function CategoryBadge({ category, className = "" }: { category: ArticleCategory; className?: string }) {
  return (
    <span
      data-testid="category-badge"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${CATEGORY_BADGE[category]} ${className}`}
    >
      {category}
    </span>
  );
}
