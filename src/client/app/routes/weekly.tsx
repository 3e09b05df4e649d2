import type { Route } from "./+types/weekly";
import { timePageData } from "../../../build/time-pages.server.ts";
import { spiceOfWeek, tipOfDay } from "../../features/recipes/cooking-tips.ts";
import type { SectionResult } from "../../features/recipes/recipe-section.tsx";
import { FocusBlock, TimeBasedPage, usePageDay } from "../../features/recipes/time-based-page.tsx";
import { isoDate, longDate, weeklyPlan } from "../../features/recipes/time-based.ts";
import { apiTimeSources, loadWeekly, weeklyKey } from "../../features/recipes/time-sections.ts";
import { dayOfYear } from "../../../shared/common/calendar.ts";
import { renderRecipeCardActions } from "../shell/recipe-actions.tsx";
import { timeBasedRoute } from "../time-based-route.ts";

const page = timeBasedRoute({
  name: "Weekly",
  path: "/weekly",
  title: "Weekly Meal Inspiration",
  description:
    "This week's healthy dinners, Indian weekly specials and meal-prep champions, with a time-saving tip, a featured technique and the spice of the week.",
});
const CRUMBS = page.crumbs;
export const meta: Route.MetaFunction = page.meta;

/** Build time: the sections for the build's date (docs/architecture.md#shape). */
export const loader = () => timePageData("weekly");

export default function Weekly({ loaderData }: Route.ComponentProps) {
  const { day: today } = usePageDay(loaderData?.builtOn);
  const plan = today ? weeklyPlan(today) : null;
  const tip = today ? tipOfDay(dayOfYear(today)) : null;
  const spice = plan ? spiceOfWeek(plan.week) : null;

  return (
    <TimeBasedPage
      crumbs={CRUMBS}
      header={
        <>
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
        </>
      }
      stateKey={today ? weeklyKey(today) : null}
      initial={loaderData as { key: string; data: Record<"featured" | "indian" | "mealPrep", SectionResult> } | null}
      load={(signal) => loadWeekly(apiTimeSources, today!, signal)}
      sections={[
        { key: "featured", id: "featured", title: "Featured Recipes", description: "Healthy dinners picked for this week.", skeletons: 12 },
        { key: "indian", id: "indian-weekly", title: "Indian Weekly Specials", description: "A handful of Indian dishes, picked at random.", skeletons: 8 },
        { key: "mealPrep", id: "meal-prep", title: "Meal Prep Champions", description: "Cook once on Sunday, eat well until Wednesday.", skeletons: 8 },
      ]}
      emptyTitle="No weekly recipes found"
      renderActions={renderRecipeCardActions}
    >
      <FocusBlock
        id="cooking-focus"
        heading="This week's cooking focus"
        count={3}
        tall
        tips={
          tip &&
          spice && [
            { eyebrow: "Time-saving tip", icon: "clock", title: tip.dish, body: tip.tip },
            { eyebrow: "Featured technique", icon: "flame", title: tip.technique.name, body: tip.technique.how },
            {
              eyebrow: "Spice of the week",
              icon: "chili",
              title: spice.name,
              body: (
                <>
                  <p>{spice.notes}</p>
                  <p className="mt-2 text-stone-600">
                    <span className="font-semibold text-stone-800">Try it in:</span> {spice.usedIn}
                  </p>
                </>
              ),
            },
          ]
        }
      />
    </TimeBasedPage>
  );
}
