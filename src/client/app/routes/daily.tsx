import { useSearchParams } from "react-router";
import type { Route } from "./+types/daily";
import type { Recipe } from "../../../shared/recipe.ts";
import { dayOfYear, mealTypeOf, type MealType } from "../../../shared/calendar.ts";
import { fetchIndianRecipes, searchRecipes } from "../../features/recipes/api.ts";
import { Breadcrumbs, breadcrumbJsonLd, recipeItemListJsonLd } from "../../ui/breadcrumbs.tsx";
import { tipOfDay } from "../../features/recipes/cooking-tips.ts";
import { Icon, type IconName } from "../../ui/icons.tsx";
import { useAsyncData, useToday } from "../../lib/hooks.ts";
import { RetryButton, StateMessage } from "../../ui/state-message.tsx";
import { PageBand, RecipeSection, TipCard, loadSections } from "../../features/recipes/recipe-section.tsx";
import { MEAL_BUTTONS, dailyPlan, isMealType, isoDate, longDate, mealLabel, searchSection } from "../../features/recipes/time-based.ts";
import { RecipeActions } from "../shell/recipe-actions.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";

const CRUMBS = [
  { name: "Home", url: "/" },
  { name: "Daily Food Journey", url: "/daily" },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Daily Food Journey",
    description: "Today's recipes for breakfast, lunch, snack or dinner, daily Indian specialties and a cooking tip that changes every day.",
    path: "/daily",
    jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL), { "@context": "https://schema.org", "@type": "CollectionPage", name: "Daily Food Journey", url: new URL("/daily", SITE_URL).toString() }],
  });

const renderActions = (r: Recipe) => <RecipeActions recipe={r} variant="card" />;
const MEAL_ICON: Record<MealType, IconName> = { breakfast: "sunrise", lunch: "bowl", snack: "cookie", dinner: "moon" };

/** JSON-LD in the body: the featured recipes are known only once loaded (crawlers that run scripts read it). */
function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}

export default function Daily() {
  const today = useToday();
  const [searchParams, setSearchParams] = useSearchParams();
  // Part 2 §4: the meal type defaults by day of year; a chosen one is kept in the URL (?meal=).
  const chosen = searchParams.get("meal");
  const meal: MealType | null = today ? (isMealType(chosen) ? chosen : mealTypeOf(today)) : null;
  const plan = today && meal ? dailyPlan(today, meal) : null;
  const state = useAsyncData(
    plan ? `daily-${isoDate(today!)}-${meal}` : "daily",
    (signal) =>
      loadSections(
        {
          featured: async () => (await searchSection(searchRecipes, plan!.featured, signal)).results,
          indian: async () => (await fetchIndianRecipes({ limit: plan!.indianLimit, random: true }, signal)).recipes,
        },
        "daily",
      ),
    { enabled: plan !== null, label: "daily" },
  );
  const loading = state.status === "loading";
  const s = state.data;
  const empty = state.status === "success" && s && !s.featured.recipes.length && !s.indian.recipes.length;
  const tip = today ? tipOfDay(dayOfYear(today)) : null;
  const featuredTitle = meal ? `Today's ${mealLabel(meal)} Picks` : "Today's Picks";

  return (
    <main id="main">
      <PageBand tone="sky">
        <Breadcrumbs items={CRUMBS} />
        <h1 className="mt-4 font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Daily Food Journey</h1>
        <p className="mt-3 min-h-7 text-lg text-stone-700">{today && <time dateTime={isoDate(today)}>{longDate(today)}</time>}</p>
        <div role="group" aria-label="Meal type" className="mt-5 grid max-w-xl grid-cols-2 gap-2 sm:grid-cols-4">
          {MEAL_BUTTONS.map((m) => {
            const pressed = meal === m;
            return (
              <button
                key={m}
                type="button"
                aria-pressed={pressed}
                disabled={!today}
                onClick={() => setSearchParams({ meal: m }, { replace: true, preventScrollReset: true })}
                className={`flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold ring-1 transition-colors ${
                  pressed ? "bg-sky-800 text-white ring-sky-800" : "bg-white text-stone-800 ring-stone-300 hover:bg-sky-50"
                }`}
              >
                <Icon name={MEAL_ICON[m]} className="size-5" />
                {mealLabel(m)}
              </button>
            );
          })}
        </div>
      </PageBand>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {state.status === "error" ? (
          <StateMessage tone="error" title="Unable to load recipes. Please try again later." action={<RetryButton onClick={state.retry} />} />
        ) : empty ? (
          <StateMessage title="No recipes found" action={<RetryButton onClick={state.retry} />} />
        ) : (
          <>
            <RecipeSection id="featured-today" title={featuredTitle} description="Featured recipes for this meal, changing every day." recipes={s?.featured.recipes ?? []} loading={loading} skeletons={8} renderActions={renderActions} priorityCount={4} />
            <RecipeSection id="indian-daily" title="Daily Indian Specialties" recipes={s?.indian.recipes ?? []} loading={loading} skeletons={6} renderActions={renderActions} />
          </>
        )}
        {s && s.featured.recipes.length > 0 && <JsonLd data={recipeItemListJsonLd(featuredTitle, s.featured.recipes, SITE_URL)} />}

        <section aria-labelledby="daily-tip" className="mt-14">
          <h2 id="daily-tip" className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
            Today's cooking tip
          </h2>
          <div className="mt-5 grid min-h-48 gap-4 md:grid-cols-2">
            {tip ? (
              <>
                <TipCard eyebrow="Tip of the day" icon="bulb" title={tip.dish}>
                  {tip.tip}
                </TipCard>
                <TipCard eyebrow="Technique" icon="flame" title={tip.technique.name}>
                  {tip.technique.how}
                </TipCard>
              </>
            ) : (
              [0, 1].map((i) => <div key={i} aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-stone-100" />)
            )}
          </div>
        </section>
      </div>
    </main>
  );
}
