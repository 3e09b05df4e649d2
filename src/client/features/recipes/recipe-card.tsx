import { memo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { toCard } from "../../../shared/recipes/normalize.ts";
import { TimeBadge } from "../../ui/time-badge.tsx";
import { cardSummary, plainText, servingsLabel } from "./card-text.ts";
import { Chevron, Svg } from "../../ui/icons.tsx";

export type RecipeCardProps = {
  recipe: Recipe;
  /** Where the app renders <RecipeActions recipe={r} variant="card" /> (save heart, share menu). */
  actions?: ReactNode;
  /** h2 when the card list has no section heading above it; h3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** False for a recipe that has no detail page (the built-in fallbacks): no Full Recipe link. */
  linkToDetail?: boolean;
  /** The first cards of a page load their image eagerly (largest paint). */
  priority?: boolean;
};

// The article is positioned so its screen-reader-only text stays inside a scrolling row (no page-wide overflow).
// Every part has a fixed height (line clamps and fixed boxes), so a card and its skeleton are the
// same size and nothing moves when recipes arrive.
// Below sm the card is compact (issue #11: two cards per phone screen): a wider image, a two-line
// summary, and the ingredients and quick steps folded behind "Quick look".
const IMAGE_BOX = "relative aspect-[2/1] w-full overflow-hidden bg-stone-100 sm:aspect-[20/13]";
const BODY = "flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-4";
const TITLE_BOX = "h-14";
const SUMMARY_BOX = "h-10 sm:h-[3.75rem]";
/** The folded part: hidden below sm until opened; on sm and up its wrapper vanishes (display: contents). */
const foldClass = (open: boolean) => `${open ? "flex flex-col gap-2" : "hidden"} sm:contents`;
const QUICK_LOOK_BOX = "h-7 sm:hidden";
const INGREDIENTS_BOX = "h-[3.25rem]";
const STEPS_BOX = "h-[9.5rem] overflow-hidden";

/** docs/product.md#a-screens: image, ready-in badge, actions, title, summary (120 characters), four key ingredients, three quick steps, servings, Full Recipe. */
export function RecipeCard({ recipe, actions, headingLevel = 3, linkToDetail = true, priority = false }: RecipeCardProps) {
  const card = toCard(recipe);
  const href = `/recipe/${recipe.id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = `recipe-card-${recipe.id}`;
  const [quickLook, setQuickLook] = useState(false);
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md"
    >
      <div className={IMAGE_BOX}>
        <img
          src={recipe.image}
          alt={recipe.imageAlt || recipe.title}
          width={400}
          height={260}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          {...(priority ? { fetchPriority: "high" as const } : {})}
          className="size-full object-cover"
        />
        {/* Issue #16: the badge is the time a cook is busy (soaking, fermenting, resting are their own line). */}
        <div className="absolute left-3 top-3 flex flex-col items-start gap-1">
          <TimeBadge minutes={card.busyMinutes} label={card.waitingNote ? "Hands-on and cooking" : "Ready in"} className="shadow" />
          {card.waitingNote && (
            <span className="rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-stone-800 shadow" data-testid="waiting-line">
              <span aria-hidden="true">+ </span>
              <span className="sr-only">plus </span>
              {card.waitingNote}
            </span>
          )}
        </div>
        {/* India's vegetarian has no egg: a meat- and fish-free dish with egg is eggetarian (diet-rules.ts). */}
        {recipe.diets.includes("eggetarian") && (
          <span
            className="absolute bottom-2 left-3 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950 shadow ring-1 ring-amber-300"
            data-testid="contains-egg"
          >
            Eggetarian (contains egg)
          </span>
        )}
        {actions && <div className="absolute right-2 top-2 flex items-center gap-1">{actions}</div>}
      </div>
      <div className={BODY}>
        <Heading id={titleId} className={`${TITLE_BOX} line-clamp-2 font-serif text-lg font-bold leading-7 text-stone-900`}>
          {linkToDetail ? (
            <Link to={href} className="hover:text-orange-800 hover:underline focus-visible:underline">
              {recipe.title}
            </Link>
          ) : (
            recipe.title
          )}
        </Heading>
        <p className={`${SUMMARY_BOX} line-clamp-2 text-sm leading-5 text-stone-700 sm:line-clamp-3`}>{cardSummary(recipe.summary)}</p>
        <div className={QUICK_LOOK_BOX}>
          <button
            type="button"
            aria-expanded={quickLook}
            aria-controls={`${titleId}-fold`}
            onClick={() => setQuickLook((v) => !v)}
            className="inline-flex items-center gap-1 rounded-md py-1 text-sm font-semibold text-orange-800 hover:underline"
          >
            Quick look<span className="sr-only">{`: ingredients and steps of ${recipe.title}`}</span>
            <Chevron direction="down" className={`size-4 transition-transform ${quickLook ? "rotate-180" : ""}`} />
          </button>
        </div>
        <div id={`${titleId}-fold`} className={foldClass(quickLook)} data-testid="card-fold">
          <div className={INGREDIENTS_BOX}>
            <ul aria-label="Key ingredients" className="flex max-h-full flex-wrap gap-1.5 overflow-hidden">
              {card.keyIngredients.map((name) => (
                <li key={name} className="max-w-full truncate rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                  {name}
                </li>
              ))}
            </ul>
          </div>
          <div className={STEPS_BOX}>
            <p id={`${titleId}-steps`} className="text-xs font-semibold uppercase tracking-wide text-stone-600">
              Quick steps
            </p>
            <ol aria-labelledby={`${titleId}-steps`} className="mt-1.5 space-y-1 text-sm leading-5 text-stone-800">
              {card.quickSteps.map((step, i) => (
                <li key={i} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full bg-orange-100 text-[10px] font-bold text-orange-900"
                  >
                    {i + 1}
                  </span>
                  <span className="line-clamp-2">{plainText(step)}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-stone-100 pt-3">
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-sm text-stone-700">
            <Svg
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              shapes='<circle cx="9" cy="8" r="3"/><path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.5a3 3 0 010 5.5M21 20c0-2.6-1.6-4.8-4-5.6" stroke-linecap="round"/>'
            />
            {servingsLabel(recipe.servings)}
          </span>
          {linkToDetail && (
            // Straight to the week with this dish to place (issue 28): the plan page asks for the day and meal.
            <Link
              to={`/plan?add=${recipe.id}&title=${encodeURIComponent(recipe.title)}${recipe.servings ? `&servings=${recipe.servings}` : ""}`}
              className="ml-auto whitespace-nowrap rounded text-sm font-medium text-orange-800 underline-offset-2 hover:underline focus-visible:underline"
            >
              Add to plan<span className="sr-only">: {recipe.title}</span>
            </Link>
          )}
          {linkToDetail && (
            <Link
              to={href}
              className="inline-flex items-center gap-1 whitespace-nowrap rounded-lg bg-orange-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-orange-800"
            >
              Full Recipe<span className="sr-only">: {recipe.title}</span>
              <Chevron direction="right" />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * A card-sized placeholder while recipes load (same boxes as the card). The card's content pulses as
 * one layer: sixteen separate animations a card made a page of twelve skeletons cost the main thread
 * a style recalculation of ~200 elements every frame. Memoised: it has no props, and a section waiting
 * for its recipes renders again as the page hydrates and asks for them (27 elements a skeleton).
 */
export const RecipeCardSkeleton = memo(function RecipeCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-1 animate-pulse flex-col">
        <div className={IMAGE_BOX} />
        <div className={BODY}>
          <div className={`${TITLE_BOX} space-y-2 pt-1`}>
            <div className="h-5 w-4/5 rounded bg-stone-200" />
            <div className="h-5 w-1/2 rounded bg-stone-200" />
          </div>
          <div className={`${SUMMARY_BOX} space-y-2 pt-1`}>
            <div className="h-3.5 w-full rounded bg-stone-100" />
            <div className="h-3.5 w-11/12 rounded bg-stone-100" />
            <div className="hidden h-3.5 w-2/3 rounded bg-stone-100 sm:block" />
          </div>
          <div className={QUICK_LOOK_BOX} />
          <div className={`${INGREDIENTS_BOX} hidden flex-wrap content-start gap-1.5 sm:flex`}>
            {[16, 20, 14, 18].map((w) => (
              <div key={w} className="h-5 rounded-full bg-amber-50" style={{ width: `${w * 4}px` }} />
            ))}
          </div>
          <div className={`${STEPS_BOX} hidden space-y-2 sm:block`}>
            <div className="h-3 w-24 rounded bg-stone-100" />
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-8 rounded bg-stone-100" />
            ))}
          </div>
          <div className="mt-auto flex items-center justify-between border-t border-stone-100 pt-3">
            <div className="h-4 w-20 rounded bg-stone-100" />
            <div className="h-8 w-28 rounded-lg bg-stone-200" />
          </div>
        </div>
      </div>
    </div>
  );
});
