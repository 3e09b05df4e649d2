import { memo, type ReactNode } from "react";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { RecipeCard, RecipeCardSkeleton } from "./recipe-card.tsx";
import { HydrateWhenNear, NotHydrated } from "../../ui/hydrate-when-near.tsx";

export type RenderActions = (recipe: Recipe) => ReactNode;

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
// Inside a reading column (an article's "Recipes to try"): at most two cards a row, so none is too narrow.
const NARROW = "grid gap-6 sm:grid-cols-2";
// Small screens: one swipeable row per section (a page of several sections stays short); a grid from sm up.
const ROW =
  "-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3 xl:grid-cols-4";
const ROW_ITEM = "w-[82%] shrink-0 snap-start sm:w-auto";
// A card the screen is not near is neither laid out nor painted until it comes close: on a page of 28
// cards this took about a quarter of the load's main-thread time at a phone's CPU. Until a card is drawn
// its slot is a little shorter than the card will be: the picture's height at that width plus the
// shortest body measured (217 px below sm, 445 px from sm up), in the site's page column. So a skipped
// card never makes its row taller than the drawn ones, and a card grows by 30 px at most when drawn,
// before it is in sight; `auto` then keeps its real height. A printout draws every card
// (docs/decisions/0018-hydration-budget.md).
const SLOT_FROM_SM =
  "sm:[contain-intrinsic-height:auto_calc(32.5vw_+_421px)] lg:[contain-intrinsic-height:auto_calc(21.6vw_+_424px)] xl:[contain-intrinsic-height:auto_660px]";
const SKIPPED_OFF_SCREEN = "[content-visibility:auto] print:[content-visibility:visible]";
/** One card a row below sm: the picture is half the card's width, the column less 2 x 16 px. */
const CARD_SLOT = `${SKIPPED_OFF_SCREEN} [contain-intrinsic-height:auto_calc(50vw_+_201px)] ${SLOT_FROM_SM}`;
/** The swipeable row below sm: a card is 82% of the column. */
const ROW_CARD_SLOT = `${SKIPPED_OFF_SCREEN} [contain-intrinsic-height:auto_calc(41vw_+_204px)] ${SLOT_FROM_SM}`;

/**
 * The skeletons of a grid still loading. Prerendered, they are never hydrated: the cards replace them
 * (on the search page they were half of what React hydrated, docs/decisions/0018-hydration-budget.md).
 * Memoised, so the grid's render as the page hydrates leaves them waiting.
 */
const Skeletons = memo(function Skeletons({ count, item }: { count: number; item: string }) {
  return (
    <NotHydrated className="contents">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={item}>
          <RecipeCardSkeleton />
        </div>
      ))}
    </NotHydrated>
  );
});

/**
 * Cards in a responsive grid, or `skeletons` card-sized placeholders while loading. Memoized: a page that
 * renders again once hydrated (today's date, the reader's session) does not render its unchanged cards again.
 */
export const RecipeGrid = memo(function RecipeGrid({
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
  const item = layout === "row" ? `${ROW_ITEM} ${ROW_CARD_SLOT}` : CARD_SLOT;
  if (loading) {
    return (
      <div role="status" aria-label={label ? `Loading ${label}` : "Loading recipes"} aria-busy="true" className={container} data-testid="recipe-skeletons">
        <Skeletons count={skeletons} item={item} />
      </div>
    );
  }
  return (
    <ul aria-label={label} className={container}>
      {recipes.map((r, i) => (
        // A prerendered card hydrates when it comes near the screen or is touched (docs/decisions/0018-hydration-budget.md).
        <HydrateWhenNear as="li" key={r.id} className={item} name={`recipe:${r.id}`}>
          <RecipeCard
            recipe={r}
            actions={renderActions?.(r)}
            headingLevel={headingLevel}
            priority={i < priorityCount}
            linkToDetail={linkToDetail?.(r) ?? true}
          />
        </HydrateWhenNear>
      ))}
    </ul>
  );
});
