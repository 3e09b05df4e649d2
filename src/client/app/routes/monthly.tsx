import type { Route } from "./+types/monthly";
import type { Recipe } from "../../../shared/recipe.ts";
import { fetchIndianRecipes, fetchTrending, searchRecipes } from "../../features/recipes/api.ts";
import { Breadcrumbs, breadcrumbJsonLd } from "../../ui/breadcrumbs.tsx";
import { themeOfMonth } from "../../features/recipes/cooking-tips.ts";
import { useAsyncData, useToday } from "../../lib/hooks.ts";
import { RetryButton, StateMessage } from "../../ui/state-message.tsx";
import { PageBand, RecipeSection, TipCard, loadSections } from "../../features/recipes/recipe-section.tsx";
import { isoDate, longDate, monthlyPlan, searchSection } from "../../features/recipes/time-based.ts";
import { RecipeActions } from "../shell/recipe-actions.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";

const CRUMBS = [
  { name: "Home", url: "/" },
  { name: "Monthly", url: "/monthly" },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Monthly Recipe Collection",
    description: "This month's recipe collection: editor's picks for the season, what is trending, Indian specials and a cooking theme with the ingredients in season now.",
    path: "/monthly",
    jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
  });

const renderActions = (r: Recipe) => <RecipeActions recipe={r} variant="card" />;

export default function Monthly() {
  const today = useToday();
  const plan = today ? monthlyPlan(today) : null;
  const theme = plan ? themeOfMonth(plan.monthIndex) : null;
  const state = useAsyncData(
    plan ? `monthly-${today!.getFullYear()}-${plan.monthIndex}` : "monthly",
    (signal) =>
      loadSections(
        {
          // If nothing matches "seasonal {Month}", the month's own ingredients stand in.
          editors: async () => (await searchSection(searchRecipes, plan!.editorsPicks, signal, theme!.ingredients.join(" OR "))).results,
          trending: async () => (await fetchTrending({ number: plan!.trendingNumber }, signal)).recipes,
          indian: async () => (await fetchIndianRecipes({ limit: plan!.indianLimit, random: true }, signal)).recipes,
        },
        "monthly",
      ),
    { enabled: plan !== null, label: "monthly" },
  );
  const loading = state.status === "loading";
  const s = state.data;
  const empty = state.status === "success" && s && !s.editors.recipes.length && !s.trending.recipes.length && !s.indian.recipes.length;
  const month = plan?.month;

  return (
    <main id="main">
      <PageBand tone="rose">
        <Breadcrumbs items={CRUMBS} />
        <h1 className="mt-4 font-serif text-4xl font-bold text-stone-900 sm:text-5xl">{month ? `${month} Recipe Collection` : "Monthly Recipe Collection"}</h1>
        <p className="mt-3 min-h-7 text-lg text-stone-700">{today && <time dateTime={isoDate(today)}>{longDate(today)}</time>}</p>
        <p className="mt-2 max-w-2xl text-stone-700">Dishes for the season, what other cooks are making, and a theme to cook along with all month.</p>
      </PageBand>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {state.status === "error" ? (
          <StateMessage tone="error" title="Unable to load recipes. Please try again later." action={<RetryButton onClick={state.retry} />} />
        ) : empty ? (
          <StateMessage title="No monthly recipes found" action={<RetryButton onClick={state.retry} />} />
        ) : (
          <>
            <RecipeSection id="editors-picks" title="Editor's Picks" description={month ? `Our choice of dishes for ${month}.` : "Our choice of dishes for the month."} recipes={s?.editors.recipes ?? []} loading={loading} skeletons={12} renderActions={renderActions} priorityCount={4} />
            <RecipeSection id="trending-month" title="Trending This Month" description="Saved and liked most by cooks lately, topped up with our picks." recipes={s?.trending.recipes ?? []} loading={loading} skeletons={8} renderActions={renderActions} />
            <RecipeSection id="indian-month" title={month ? `Indian ${month} Specials` : "Indian Specials"} recipes={s?.indian.recipes ?? []} loading={loading} skeletons={8} renderActions={renderActions} />
          </>
        )}

        <section aria-labelledby="cooking-theme" className="mt-14">
          <h2 id="cooking-theme" className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
            This month's cooking theme
          </h2>
          <div className="mt-5 grid min-h-48 gap-4 md:grid-cols-2">
            {theme ? (
              <>
                <TipCard eyebrow="Cooking theme" icon="month" title={theme.theme}>
                  {theme.focus}
                </TipCard>
                <TipCard eyebrow="In season now" icon="carrot" title="Seasonal ingredients">
                  <ul aria-label="Seasonal ingredients" className="mt-1 flex flex-wrap gap-2">
                    {theme.ingredients.map((i) => (
                      <li key={i} className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
                        {i}
                      </li>
                    ))}
                  </ul>
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
