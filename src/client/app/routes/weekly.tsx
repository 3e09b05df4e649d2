import type { Route } from "./+types/weekly";
import type { Recipe } from "../../../shared/recipe.ts";
import { fetchIndianRecipes, searchRecipes } from "../../features/recipes/api.ts";
import { Breadcrumbs, breadcrumbJsonLd } from "../../ui/breadcrumbs.tsx";
import { spiceOfWeek, tipOfDay } from "../../features/recipes/cooking-tips.ts";
import { useAsyncData, useToday } from "../../lib/hooks.ts";
import { RetryButton, StateMessage } from "../../ui/state-message.tsx";
import { PageBand, RecipeSection, TipCard, loadSections } from "../../features/recipes/recipe-section.tsx";
import { isoDate, longDate, searchSection, weeklyPlan } from "../../features/recipes/time-based.ts";
import { dayOfYear } from "../../../shared/calendar.ts";
import { RecipeActions } from "../shell/recipe-actions.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";

const CRUMBS = [
  { name: "Home", url: "/" },
  { name: "Weekly", url: "/weekly" },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Weekly Meal Inspiration",
    description: "This week's healthy dinners, Indian weekly specials and meal-prep champions, with a time-saving tip, a featured technique and the spice of the week.",
    path: "/weekly",
    jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
  });

const renderActions = (r: Recipe) => <RecipeActions recipe={r} variant="card" />;

export default function Weekly() {
  const today = useToday();
  const plan = today ? weeklyPlan(today) : null;
  const state = useAsyncData(
    plan ? `weekly-${plan.year}-${plan.week}` : "weekly",
    (signal) =>
      loadSections(
        {
          featured: async () => (await searchSection(searchRecipes, plan!.featured, signal)).results,
          indian: async () => (await fetchIndianRecipes({ limit: plan!.indianLimit, random: true }, signal)).recipes,
          mealPrep: async () => (await searchSection(searchRecipes, plan!.mealPrep, signal)).results,
        },
        "weekly",
      ),
    { enabled: plan !== null, label: "weekly" },
  );
  const loading = state.status === "loading";
  const s = state.data;
  const empty = state.status === "success" && s && !s.featured.recipes.length && !s.indian.recipes.length && !s.mealPrep.recipes.length;
  const tip = today ? tipOfDay(dayOfYear(today)) : null;
  const spice = plan ? spiceOfWeek(plan.week) : null;

  return (
    <main id="main">
      <PageBand>
        <Breadcrumbs items={CRUMBS} />
        <h1 className="mt-4 font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Weekly Meal Inspiration</h1>
        <p className="mt-3 flex min-h-[3.75rem] flex-wrap items-center gap-x-3 gap-y-1 text-lg text-stone-700 sm:min-h-7">
          {plan && today ? (
            <>
              <span className="rounded-full bg-orange-700 px-3 py-0.5 text-sm font-semibold text-white">
                Week {plan.week} of {plan.year}
              </span>
              <time dateTime={isoDate(today)}>{longDate(today)}</time>
            </>
          ) : (
            <span className="sr-only">Loading this week</span>
          )}
        </p>
        <p className="mt-3 max-w-2xl text-stone-700">Healthy dinners, Indian favourites and dishes that keep for days: a fresh selection every week.</p>
      </PageBand>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {state.status === "error" ? (
          <StateMessage tone="error" title="Unable to load recipes. Please try again later." action={<RetryButton onClick={state.retry} />} />
        ) : empty ? (
          <StateMessage title="No weekly recipes found" action={<RetryButton onClick={state.retry} />} />
        ) : (
          <>
            <RecipeSection id="featured" title="Featured Recipes" description="Healthy dinners picked for this week." recipes={s?.featured.recipes ?? []} loading={loading} skeletons={12} renderActions={renderActions} priorityCount={4} />
            <RecipeSection id="indian-weekly" title="Indian Weekly Specials" description="A new handful of Indian dishes every visit." recipes={s?.indian.recipes ?? []} loading={loading} skeletons={8} renderActions={renderActions} />
            <RecipeSection id="meal-prep" title="Meal Prep Champions" description="Cook once on Sunday, eat well until Wednesday." recipes={s?.mealPrep.recipes ?? []} loading={loading} skeletons={8} renderActions={renderActions} />
          </>
        )}

        <section aria-labelledby="cooking-focus" className="mt-14">
          <h2 id="cooking-focus" className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
            This week's cooking focus
          </h2>
          <div className="mt-5 grid min-h-56 gap-4 md:grid-cols-3">
            {tip && spice ? (
              <>
                <TipCard eyebrow="Time-saving tip" icon="clock" title={tip.dish}>
                  {tip.tip}
                </TipCard>
                <TipCard eyebrow="Featured technique" icon="flame" title={tip.technique.name}>
                  {tip.technique.how}
                </TipCard>
                <TipCard eyebrow="Spice of the week" icon="chili" title={spice.name}>
                  <p>{spice.notes}</p>
                  <p className="mt-2 text-stone-600">
                    <span className="font-semibold text-stone-800">Try it in:</span> {spice.usedIn}
                  </p>
                </TipCard>
              </>
            ) : (
              [0, 1, 2].map((i) => <div key={i} aria-hidden="true" className="h-56 animate-pulse rounded-2xl bg-stone-100" />)
            )}
          </div>
        </section>
      </div>
    </main>
  );
}
