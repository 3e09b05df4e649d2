import type { Route } from "./+types/seasonal";
import { timePageData } from "../../../build/time-pages.server.ts";
import type { SectionResult } from "../../features/recipes/recipe-section.tsx";
import { TimeBasedPage, usePageDay } from "../../features/recipes/time-based-page.tsx";
import { seasonalPlan } from "../../features/recipes/time-based.ts";
import { apiTimeSources, loadSeasonal, seasonalKey } from "../../features/recipes/time-sections.ts";
import { renderRecipeCardActions } from "../shell/recipe-actions.tsx";
import { timeBasedRoute } from "../time-based-route.ts";

const page = timeBasedRoute({
  name: "Seasonal",
  path: "/seasonal",
  title: "Seasonal Recipes",
  description: "Recipes for the season: soups and roasts in winter, fresh greens in spring, grills and cold dishes in summer, pumpkin and apple in the fall.",
});
const CRUMBS = page.crumbs;
export const meta: Route.MetaFunction = page.meta;

const SEASON_NOTE = {
  Winter: "Slow pots and warm ovens: soups, stews, casseroles and roasts.",
  Spring: "Lighter plates with the first green things: fresh salads, herbs and asparagus.",
  Summer: "Fire up the grill and keep it cool: barbecue, chilled dishes and refreshing drinks.",
  Fall: "Harvest cooking: pumpkin, apple and warming spices.",
} as const;

/** Build time: the sections for the build's date (docs/architecture.md#shape). */
export const loader = () => timePageData("seasonal");

export default function Seasonal({ loaderData }: Route.ComponentProps) {
  const { day: today } = usePageDay(loaderData?.builtOn);
  const plan = today ? seasonalPlan(today) : null;

  return (
    <TimeBasedPage
      tone="emerald"
      crumbs={CRUMBS}
      header={
        <>
          <h1 className="mt-4 font-serif text-4xl font-bold text-stone-900 sm:text-5xl">{plan ? `${plan.season} Seasonal Recipes` : "Seasonal Recipes"}</h1>
          <p className="mt-3 min-h-[5.25rem] max-w-2xl text-lg text-stone-700 sm:min-h-14">{plan && SEASON_NOTE[plan.season]}</p>
          <ul aria-label="This season's keywords" className="mt-4 flex min-h-8 flex-wrap gap-2">
            {plan?.keywords.map((k) => (
              <li key={k} className="rounded-full bg-white px-3 py-1 text-sm font-medium capitalize text-emerald-900 ring-1 ring-emerald-200">
                {k}
              </li>
            ))}
          </ul>
        </>
      }
      stateKey={today ? seasonalKey(today) : null}
      initial={loaderData as { key: string; data: Record<"highlights" | "comfort", SectionResult> } | null}
      load={(signal) => loadSeasonal(apiTimeSources, today!, signal)}
      sections={[
        { key: "highlights", id: "highlights", title: "Highlights", description: "The best of the season this week.", skeletons: 8 },
        { key: "comfort", id: "seasonal-comfort", title: "Seasonal Comfort", description: "More for the season's table.", skeletons: 12 },
      ]}
      // docs/product.md#b-screens, docs/product.md#b-errors: plain text, no button.
      failureText="Unable to load seasonal recipes. Please try again later."
      renderActions={renderRecipeCardActions}
    />
  );
}
