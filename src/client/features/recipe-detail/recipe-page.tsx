import { lazy, memo, Suspense, useMemo, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { busyMinutesOf } from "../../../shared/recipes/normalize.ts";
import { formatMinutes, TimeBadge } from "../../ui/time-badge.tsx";
import { IngredientList, ServingsStepper, UnitSwitch } from "./ingredient-list.tsx";
import { InstructionSteps } from "./instruction-steps.tsx";
import { CookNotes, Headnote } from "./cook-notes.tsx";
import { plainText, recipeSteps } from "../../../shared/recipes/text.ts";
import { useUnitSystem } from "./use-unit-system.ts";
import { RelatedRecipes } from "./related-recipes.tsx";
import { HydrateWhenNear, NotHydrated } from "../../ui/hydrate-when-near.tsx";
import type { RelatedRecipe } from "../../../shared/recipes/related.ts";
import { Section } from "../../ui/section.tsx";
import { NutritionFacts } from "./nutrition-facts.tsx";

// Cook mode loads on first use (it is most of this page's code); hovering or focusing its button fetches it early.
const loadCookMode = () => import("./cook-mode.tsx");
const CookMode = lazy(() => loadCookMode().then((m) => ({ default: m.CookMode })));

type Props = {
  recipe: Recipe;
  /** The save, like and share buttons (composed by the app: they belong to another feature). */
  actions?: ReactNode;
  /** This page's absolute URL, printed at the foot of a printed copy. */
  pageUrl: string;
  /** Related recipes for the foot of the page (none: the section is left out). */
  related?: RelatedRecipe[];
};

const chip = "inline-flex items-center rounded-full px-3 py-1 text-sm font-medium";
const button =
  "inline-flex items-center gap-2 rounded-xl px-4 py-2.5 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700";

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0 px-4 py-3 sm:px-5">
      <dt className="text-xs font-semibold uppercase tracking-wider text-stone-600">{label}</dt>
      <dd className="mt-1 truncate text-lg font-bold text-stone-900">{value}</dd>
    </div>
  );
}

// The method and the cook's notes only show text: React leaves their prerendered HTML as it is instead of
// hydrating it (docs/decisions/0018-hydration-budget.md). Memoised, so the page's own renders (servings,
// units) leave them waiting; a new recipe's steps hydrate and replace them.
const Method = memo(function Method({ steps }: { steps: ReturnType<typeof recipeSteps> }) {
  return (
    <NotHydrated>
      <InstructionSteps steps={steps} />
    </NotHydrated>
  );
});
const Notes = memo(function Notes({ notes }: { notes: NonNullable<Recipe["notes"]> }) {
  return (
    <NotHydrated>
      <CookNotes notes={notes} />
    </NotHydrated>
  );
});

/** The recipe's diets, or what its vegan and vegetarian flags say when it lists none. */
const dietsOf = (recipe: Recipe) =>
  recipe.diets.length ? recipe.diets : [recipe.vegan && "vegan", recipe.vegetarian && "vegetarian"].filter((d): d is string => Boolean(d));

// The title block and the details only show text: React leaves their prerendered HTML as it is instead of
// hydrating it (docs/decisions/0018-hydration-budget.md). Memoised on what they show: the title block's
// print line follows the servings chosen, so a change of servings hydrates it and then updates it.
const Intro = memo(function Intro({ recipe, servings, written }: { recipe: Recipe; servings: number; written: number }) {
  const summary = plainText(recipe.summary);
  const diets = dietsOf(recipe);
  return (
    <NotHydrated>
      {recipe.cuisines.length > 0 && (
        <p className="text-sm font-semibold uppercase tracking-wider text-orange-800 print:hidden">{recipe.cuisines.join(" · ")}</p>
      )}
      <h1 className="mt-2 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl lg:text-5xl">{recipe.title}</h1>
      <p className="mt-2 hidden text-sm text-stone-700 print:block">
        Serves {servings} · Ready in {formatMinutes(recipe.readyInMinutes)}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2 print:hidden">
        <TimeBadge minutes={busyMinutesOf(recipe)} label={recipe.waitingNote ? "Hands-on and cooking" : "Ready in"} className="px-3 py-1 text-sm" />
        {recipe.waitingNote && (
          <span className={`${chip} bg-sky-50 text-sky-950 ring-1 ring-sky-200`} data-testid="waiting-line">
            <span aria-hidden="true">+&nbsp;</span>
            <span className="sr-only">plus </span>
            {recipe.waitingNote}
          </span>
        )}
        {recipe.diets.includes("eggetarian") && (
          <span className={`${chip} bg-amber-100 text-amber-950 ring-1 ring-amber-300`} data-testid="contains-egg">
            Eggetarian (contains egg)
          </span>
        )}
        <span className={`${chip} bg-orange-50 text-orange-900 ring-1 ring-orange-200`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-1.5 size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="9" cy="8" r="3.5" />
            <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2 .8 3 3 3 6" />
          </svg>
          Serves {written}
        </span>
        {diets.map((d) => (
          <span key={d} className={`${chip} bg-emerald-50 capitalize text-emerald-900 ring-1 ring-emerald-200`}>
            {d}
          </span>
        ))}
      </div>
      {summary && <p className="mt-5 text-lg leading-relaxed text-stone-700 print:hidden">{summary}</p>}
      {recipe.notes && <Headnote text={recipe.notes.headnote} />}
    </NotHydrated>
  );
});

const Details = memo(function Details({ recipe, written }: { recipe: Recipe; written: number }) {
  return (
    <NotHydrated>
      <section aria-labelledby="details-heading" className="mt-8 print:hidden">
        <h2 id="details-heading" className="sr-only">
          Details
        </h2>
        <dl className="grid grid-cols-2 divide-stone-200 rounded-2xl bg-amber-50/70 ring-1 ring-amber-200/70 sm:grid-cols-4 sm:divide-x [&>div:nth-child(n+3)]:border-t [&>div:nth-child(n+3)]:border-amber-200/70 sm:[&>div:nth-child(n+3)]:border-t-0">
          <Fact label="Prep time" value={recipe.preparationMinutes > 0 ? formatMinutes(recipe.preparationMinutes) : "None"} />
          <Fact label="Cook time" value={recipe.cookingMinutes > 0 ? formatMinutes(recipe.cookingMinutes) : "No cooking"} />
          <Fact label="Ready in" value={formatMinutes(recipe.readyInMinutes)} />
          <Fact label="Servings" value={written} />
        </dl>
        {(recipe.waitingMinutes || recipe.yield) && (
          <p className="mt-3 text-sm text-stone-700" data-testid="time-note">
            {recipe.waitingMinutes && recipe.waitingNote
              ? `Ready in includes ${formatMinutes(recipe.waitingMinutes)} of waiting (${recipe.waitingNote}); hands-on and cooking time is ${formatMinutes(busyMinutesOf(recipe))}.`
              : ""}
            {recipe.waitingMinutes && recipe.yield ? " " : ""}
            {recipe.yield ? `Makes ${recipe.yield}.` : ""}
          </p>
        )}
        {recipe.sourceUrl && (
          <p className="mt-3 text-sm text-stone-700">
            Source:{" "}
            <a
              href={recipe.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900"
            >
              the original recipe<span className="sr-only"> (opens in a new tab)</span> <span aria-hidden="true">↗</span>
            </a>
          </p>
        )}
      </section>
    </NotHydrated>
  );
});

/** The recipe page of docs/product.md#a-screens with servings scaling, metric / US units, cook mode and a print view. */
export function RecipePage({ recipe, actions, pageUrl, related = [] }: Props) {
  const steps = useMemo(() => recipeSteps(recipe), [recipe]);
  const ingredients = recipe.extendedIngredients;
  const written = recipe.servings > 0 ? recipe.servings : 1;
  const [servings, setServings] = useState(written);
  const [system, setSystem] = useUnitSystem();
  const [cooking, setCooking] = useState(false);
  const cookButton = useRef<HTMLButtonElement>(null);
  const factor = servings / written;
  const diets = dietsOf(recipe);

  const closeCookMode = () => {
    setCooking(false);
    requestAnimationFrame(() => cookButton.current?.focus());
  };

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pb-16 pt-4 sm:px-6 sm:pt-6 print:max-w-none print:px-0 print:pt-0">
      <div className="flex items-center justify-between gap-3 print:hidden">
        <Link to="/" className="inline-flex items-center gap-1 rounded-md py-1 text-sm font-medium text-stone-700 hover:text-stone-900">
          <span aria-hidden="true">←</span> Back
        </Link>
        <a href="#recipe" className="rounded-full bg-orange-700 px-4 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-orange-800 sm:hidden">
          Jump to recipe <span aria-hidden="true">↓</span>
        </a>
      </div>
      <nav aria-label="Breadcrumb" className="mt-2 print:hidden">
        <ol className="flex min-w-0 items-center gap-2 text-sm text-stone-600">
          <li className="shrink-0">
            <Link to="/all-recipes" className="font-medium text-orange-800 hover:underline">
              Recipes
            </Link>
          </li>
          <li aria-hidden="true" className="shrink-0">
            ›
          </li>
          <li aria-current="page" className="min-w-0 truncate text-stone-700">
            {recipe.title}
          </li>
        </ol>
      </nav>

      <article>
        <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:gap-12">
          <img
            src={recipe.image || "/placeholder.svg"}
            alt={recipe.imageAlt || recipe.title}
            width={800}
            height={520}
            fetchPriority="high"
            className="aspect-[20/13] w-full rounded-3xl bg-stone-100 object-cover shadow-sm ring-1 ring-stone-200 print:hidden"
          />
          <div className="min-w-0">
            <Intro recipe={recipe} servings={servings} written={written} />
            <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
              <button
                ref={cookButton}
                type="button"
                onClick={() => setCooking(true)}
                onPointerEnter={() => void loadCookMode()}
                onFocus={() => void loadCookMode()}
                disabled={steps.length === 0}
                className={`${button} bg-orange-700 text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600`}
              >
                <Icon path="M6 13.9A4 4 0 0 1 7.1 6a5 5 0 0 1 9.8 0A4 4 0 0 1 18 13.9V20H6zM6 17h12" />
                Start cook mode
              </button>
              <button type="button" onClick={() => window.print()} className={`${button} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}>
                <Icon path="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z" />
                Print
              </button>
              <Link
                to={`/plan?add=${recipe.id}&title=${encodeURIComponent(recipe.title)}&servings=${servings}`}
                className={`${button} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}
              >
                <Icon path="M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM12 11v6M9 14h6" />
                Add to plan
              </Link>
            </div>
            {actions && <div className="mt-4 print:hidden">{actions}</div>}
          </div>
        </div>

        <Details recipe={recipe} written={written} />

        <div id="recipe" className="mt-12 grid scroll-mt-20 gap-12 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)] print:mt-6 print:block">
          <section aria-labelledby="ingredients-heading" className="print:mb-8">
            <h2 id="ingredients-heading" className="font-serif text-2xl font-bold text-stone-900">
              Ingredients{" "}
              <span className="hidden text-base font-normal text-stone-700 print:inline">
                for {servings} {servings === 1 ? "serving" : "servings"}
              </span>
            </h2>
            {ingredients.length > 0 ? (
              <>
                <div className="mt-4 flex flex-col gap-3 print:hidden">
                  <ServingsStepper servings={servings} written={written} onChange={setServings} />
                  <UnitSwitch system={system} onChange={setSystem} />
                </div>
                {(factor !== 1 || system !== "original") && (
                  <p className="mt-4 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700 print:hidden" data-testid="scaled-note">
                    Amounts {factor !== 1 ? `scaled for ${servings} ${servings === 1 ? "serving" : "servings"}` : "converted"}
                    {factor !== 1 && system !== "original" ? ` in ${system === "us" ? "US" : "metric"} units` : ""}; the notes under each ingredient are as
                    written for {written}.
                  </p>
                )}
                <div className="mt-4">
                  <IngredientList ingredients={ingredients} factor={factor} system={system} />
                </div>
              </>
            ) : (
              <div className="mt-4 rounded-2xl bg-amber-50 p-5 text-stone-800 ring-1 ring-amber-200">
                <p className="font-semibold">No ingredient list came with this recipe.</p>
                <p className="mt-2 text-sm">
                  Gather what the method below names before you start
                  {recipe.sourceUrl ? ", or check the quantities in the original recipe" : ""}.
                </p>
              </div>
            )}
          </section>

          <section aria-labelledby="method-heading" className="min-w-0">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="method-heading" className="font-serif text-2xl font-bold text-stone-900">
                Instructions
              </h2>
              {steps.length > 0 && (
                <p className="text-sm text-stone-600 print:hidden">
                  {steps.length} {steps.length === 1 ? "step" : "steps"}
                </p>
              )}
            </div>
            <div className="mt-6">
              {steps.length > 0 ? (
                <Method steps={steps} />
              ) : (
                <div className="rounded-2xl bg-amber-50 p-5 text-stone-800 ring-1 ring-amber-200">
                  <p className="font-semibold">Step-by-step instructions are not available for this recipe.</p>
                  <p className="mt-2 text-sm">
                    Prepare and measure the ingredients first, then cook them as the original recipe describes
                    {recipe.sourceUrl ? " (see the source link above)" : ""}.
                  </p>
                </div>
              )}
            </div>
          </section>
        </div>

        {recipe.notes && <Notes notes={recipe.notes} />}

        {/* Below the fold: hydrates when near or touched (docs/decisions/0018-hydration-budget.md). */}
        <HydrateWhenNear className="mt-14 grid gap-6 lg:grid-cols-2 print:hidden">
          <Section
            id="about-heading"
            title="About this recipe"
            headingClassName="font-serif text-xl font-bold text-stone-900"
            className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200"
          >
            <dl className="mt-4 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4 gap-y-3 text-sm">
              {recipe.cuisines.length > 0 && (
                <>
                  <dt className="pt-1 font-semibold text-stone-700">Cuisine</dt>
                  <dd className="flex flex-wrap gap-1.5">
                    {recipe.cuisines.map((c) => (
                      <span key={c} className={`${chip} bg-white text-stone-800 ring-1 ring-stone-200`}>
                        {c}
                      </span>
                    ))}
                  </dd>
                </>
              )}
              {recipe.dishTypes.length > 0 && (
                <>
                  <dt className="pt-1 font-semibold text-stone-700">Dish type</dt>
                  <dd className="flex flex-wrap gap-1.5">
                    {recipe.dishTypes.map((t) => (
                      <span key={t} className={`${chip} bg-white capitalize text-stone-800 ring-1 ring-stone-200`}>
                        {t}
                      </span>
                    ))}
                  </dd>
                </>
              )}
              <dt className="pt-1 font-semibold text-stone-700">Diet</dt>
              <dd className="flex flex-wrap gap-1.5">
                {diets.length ? (
                  diets.map((d) => (
                    <span key={d} className={`${chip} bg-white capitalize text-emerald-900 ring-1 ring-emerald-200`}>
                      {d}
                    </span>
                  ))
                ) : (
                  <span className="pt-1 text-stone-700">No special diet</span>
                )}
              </dd>
              {recipe.country && (
                <>
                  <dt className="pt-1 font-semibold text-stone-700">From</dt>
                  <dd className="pt-1 text-stone-800">
                    <Link
                      to={`/world-recipes?country=${encodeURIComponent(recipe.country)}`}
                      className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900"
                    >
                      {recipe.country}
                    </Link>
                    {recipe.region && <span className="text-stone-700">, {recipe.region}</span>}
                  </dd>
                </>
              )}
            </dl>
          </Section>

          {recipe.nutrition && <NutritionFacts nutrition={recipe.nutrition} servings={written} />}
        </HydrateWhenNear>
        <p className="mt-10 hidden border-t border-stone-300 pt-3 text-xs text-stone-700 print:block">{pageUrl}</p>
      </article>

      <HydrateWhenNear>
        <RelatedRecipes related={related} />
      </HydrateWhenNear>

      {cooking && steps.length > 0 && (
        <Suspense
          fallback={
            <p role="status" className="fixed inset-x-0 top-20 z-[60] mx-auto w-fit rounded-full bg-stone-900 px-4 py-2 text-sm text-white">
              Opening cook mode…
            </p>
          }
        >
          <CookMode title={recipe.title} steps={steps} ingredients={ingredients} factor={factor} system={system} servings={servings} onClose={closeCookMode} />
        </Suspense>
      )}
    </main>
  );
}
