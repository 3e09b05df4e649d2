import type { Route } from "./+types/seasonal";
import type { Recipe } from "../../../shared/recipe.ts";
import { searchRecipes } from "../../features/recipes/api.ts";
import { Breadcrumbs, breadcrumbJsonLd } from "../../ui/breadcrumbs.tsx";
import { useAsyncData, useToday } from "../../lib/hooks.ts";
import { PageBand, RecipeSection } from "../../features/recipes/recipe-section.tsx";
import { searchSection, seasonalPlan } from "../../features/recipes/time-based.ts";
import { RecipeActions } from "../shell/recipe-actions.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";

const CRUMBS = [
  { name: "Home", url: "/" },
  { name: "Seasonal", url: "/seasonal" },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Seasonal Recipes",
    description: "Recipes for the season: soups and roasts in winter, fresh greens in spring, grills and cold dishes in summer, pumpkin and apple in the fall.",
    path: "/seasonal",
    jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
  });

const renderActions = (r: Recipe) => <RecipeActions recipe={r} variant="card" />;
const SEASON_NOTE = {
  Winter: "Slow pots and warm ovens: soups, stews, casseroles and roasts.",
  Spring: "Lighter plates with the first green things: fresh salads, herbs and asparagus.",
  Summer: "Fire up the grill and keep it cool: barbecue, chilled dishes and refreshing drinks.",
  Fall: "Harvest cooking: pumpkin, apple and warming spices.",
} as const;

export default function Seasonal() {
  const today = useToday();
  const plan = today ? seasonalPlan(today) : null;
  const state = useAsyncData(
    plan ? `seasonal-${plan.season}-${plan.search.offset}` : "seasonal",
    async (signal) => (await searchSection(searchRecipes, plan!.search, signal)).results,
    { enabled: plan !== null, label: "seasonal" },
  );
  const loading = state.status === "loading";
  const recipes = state.data ?? [];
  const highlights = recipes.slice(0, plan?.highlights ?? 8);
  const comfort = recipes.slice(plan?.highlights ?? 8);

  return (
    <main id="main">
      <PageBand tone="emerald">
        <Breadcrumbs items={CRUMBS} />
        <h1 className="mt-4 font-serif text-4xl font-bold text-stone-900 sm:text-5xl">{plan ? `${plan.season} Seasonal Recipes` : "Seasonal Recipes"}</h1>
        <p className="mt-3 min-h-[5.25rem] max-w-2xl text-lg text-stone-700 sm:min-h-14">{plan && SEASON_NOTE[plan.season]}</p>
        <ul aria-label="This season's keywords" className="mt-4 flex min-h-8 flex-wrap gap-2">
          {plan?.keywords.map((k) => (
            <li key={k} className="rounded-full bg-white px-3 py-1 text-sm font-medium capitalize text-emerald-900 ring-1 ring-emerald-200">
              {k}
            </li>
          ))}
        </ul>
      </PageBand>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {state.status === "error" || (state.status === "success" && recipes.length === 0) ? (
          // Part 2 §2, §8: plain text, no button.
          <p role="status" className="rounded-2xl bg-stone-50 px-6 py-12 text-center text-lg text-stone-800 ring-1 ring-stone-200">
            Unable to load seasonal recipes. Please try again later.
          </p>
        ) : (
          <>
            <RecipeSection id="highlights" title="Highlights" description="The best of the season this week." recipes={highlights} loading={loading} skeletons={8} renderActions={renderActions} priorityCount={4} />
            <RecipeSection id="seasonal-comfort" title="Seasonal Comfort" description="More for the season's table." recipes={comfort} loading={loading} skeletons={12} renderActions={renderActions} />
          </>
        )}
      </div>
    </main>
  );
}
