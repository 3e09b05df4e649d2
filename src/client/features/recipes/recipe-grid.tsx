import type { ReactNode } from "react";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { RecipeCard, RecipeCardSkeleton } from "./recipe-card.tsx";

export type RenderActions = (recipe: Recipe) => ReactNode;

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
// Inside a reading column (an article's "Recipes to try"): at most two cards a row, so none is too narrow.
const NARROW = "grid gap-6 sm:grid-cols-2";
// Small screens: one swipeable row per section (a page of several sections stays short); a grid from sm up.
const ROW =
  "-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3 xl:grid-cols-4";
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
  /** "row": a swipeable row on small screens (sections of the home and time-based pages); "narrow": two columns at most. */
  layout?: "grid" | "row" | "narrow";
}) {
  const container = layout === "row" ? ROW : layout === "narrow" ? NARROW : GRID;
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
          <RecipeCard
            recipe={r}
            actions={renderActions?.(r)}
            headingLevel={headingLevel}
            priority={i < priorityCount}
            linkToDetail={linkToDetail?.(r) ?? true}
          />
        </li>
      ))}
    </ul>
  );
}
