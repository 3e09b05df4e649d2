import type { ReactNode } from "react";
import type { Recipe } from "../../../shared/recipe.ts";
import { RecipeCard, RecipeCardSkeleton } from "./recipe-card.tsx";

export type RenderActions = (recipe: Recipe) => ReactNode;

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
// Small screens: one swipeable row per section (a page of several sections stays short); a grid from sm up.
const ROW = "-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3 xl:grid-cols-4";
const ROW_ITEM = "w-[82%] shrink-0 snap-start sm:w-auto";

/** Cards in a responsive grid, or `skeletons` card-sized placeholders while loading. */
export function RecipeGrid({
  recipes,
  loading = false,
  skeletons = 12,
  renderActions,
  headingLevel = 3,
  priorityCount = 0,
  label,
  linkToDetail,
  layout = "grid",
}: {
  recipes: Recipe[];
  loading?: boolean;
  skeletons?: number;
  renderActions?: RenderActions;
  headingLevel?: 2 | 3;
  priorityCount?: number;
  label?: string;
  linkToDetail?: (r: Recipe) => boolean;
  /** "row": a swipeable row on small screens (sections of the home and time-based pages). */
  layout?: "grid" | "row";
}) {
  const container = layout === "row" ? ROW : GRID;
  const item = layout === "row" ? ROW_ITEM : undefined;
  if (loading) {
    return (
      <div role="status" aria-label={label ? `Loading ${label}` : "Loading recipes"} aria-busy="true" className={container} data-testid="recipe-skeletons">
        {Array.from({ length: skeletons }, (_, i) => (
          <div key={i} className={item}>
            <RecipeCardSkeleton />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul aria-label={label} className={container}>
      {recipes.map((r, i) => (
        <li key={r.id} className={item}>
          <RecipeCard recipe={r} actions={renderActions?.(r)} headingLevel={headingLevel} priority={i < priorityCount} linkToDetail={linkToDetail?.(r) ?? true} />
        </li>
      ))}
    </ul>
  );
}

/** A message box for empty and error states, with an optional action (Try Again, Clear Filters...). */
export function StateMessage({
  title,
  children,
  action,
  tone = "neutral",
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: "neutral" | "error";
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex flex-col items-center gap-3 rounded-2xl px-6 py-12 text-center ring-1 ${tone === "error" ? "bg-red-50 ring-red-200" : "bg-stone-50 ring-stone-200"}`}
    >
      <p className={`text-lg font-semibold ${tone === "error" ? "text-red-900" : "text-stone-900"}`}>{title}</p>
      {children && <div className="max-w-md text-stone-700">{children}</div>}
      {action}
    </div>
  );
}

export const buttonClass = {
  primary: "inline-flex items-center justify-center gap-2 rounded-xl bg-orange-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:cursor-not-allowed disabled:text-stone-400 disabled:ring-stone-200",
};

export function RetryButton({ onClick, label = "Try Again" }: { onClick: () => void; label?: string }) {
  return (
    <button type="button" onClick={onClick} className={buttonClass.primary}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 12a8 8 0 0113.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 01-13.7 5.6L4 15.3M4 20v-4.7h4.7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label}
    </button>
  );
}
