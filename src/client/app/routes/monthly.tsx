import type { Route } from "./+types/monthly";
import { timePageData } from "../../../build/time-pages.server.ts";
import { themeOfMonth } from "../../features/recipes/cooking-tips.ts";
import type { SectionResult } from "../../features/recipes/recipe-section.tsx";
import { FocusBlock, TimeBasedPage, usePageDay } from "../../features/recipes/time-based-page.tsx";
import { isoDate, longDate, monthlyPlan } from "../../features/recipes/time-based.ts";
import { apiTimeSources, loadMonthly, monthlyKey, refreshMonthlyTrending } from "../../features/recipes/time-sections.ts";
import { renderRecipeCardActions } from "../shell/recipe-actions.tsx";
import { timeBasedRoute } from "../time-based-route.ts";

const page = timeBasedRoute({
  name: "Monthly",
  path: "/monthly",
  title: "Monthly Recipe Collection",
  description:
    "This month's recipe collection: editor's picks for the season, what is trending, Indian specials and a cooking theme with the ingredients in season now.",
});
const CRUMBS = page.crumbs;
export const meta: Route.MetaFunction = page.meta;

/** Build time: the sections for the build's date (docs/architecture.md#shape). */
export const loader = () => timePageData("monthly");

export default function Monthly({ loaderData }: Route.ComponentProps) {
  const { day: today } = usePageDay(loaderData?.builtOn);
  const plan = today ? monthlyPlan(today) : null;
  const theme = plan ? themeOfMonth(plan.monthIndex) : null;
  const month = plan?.month;

  return (
    <TimeBasedPage
      tone="rose"
      crumbs={CRUMBS}
      header={
        <>
          <h1 className="mt-4 font-serif text-4xl font-bold text-stone-900 sm:text-5xl">
            {month ? `${month} Recipe Collection` : "Monthly Recipe Collection"}
          </h1>
          <p className="mt-3 min-h-7 text-lg text-stone-700">{today && <time dateTime={isoDate(today)}>{longDate(today)}</time>}</p>
          <p className="mt-2 max-w-2xl text-stone-700">Dishes for the season, what other cooks are making, and a theme to cook along with all month.</p>
        </>
      }
      stateKey={today ? monthlyKey(today) : null}
      initial={loaderData as { key: string; data: Record<"editors" | "trending" | "indian", SectionResult> } | null}
      // Trending moves with saves and likes: the build's list (the editors' order on a database without
      // activity) is shown first and replaced by the live one once hydrated, if it differs. The editors'
      // picks and the Indian specials (a random handful) stay as painted.
      refresh={(signal, shown) => refreshMonthlyTrending(apiTimeSources, today!, shown, signal)}
      load={(signal) => loadMonthly(apiTimeSources, today!, signal)}
      sections={[
        {
          key: "editors",
          id: "editors-picks",
          title: "Editor's Picks",
          description: month ? `Our choice of dishes for ${month}.` : "Our choice of dishes for the month.",
          skeletons: 12,
        },
        {
          key: "trending",
          id: "trending-month",
          title: "Trending This Month",
          description: "Saved and liked most by cooks lately, topped up with our picks.",
          skeletons: 8,
        },
        { key: "indian", id: "indian-month", title: month ? `Indian ${month} Specials` : "Indian Specials", skeletons: 8 },
      ]}
      emptyTitle="No monthly recipes found"
      renderActions={renderRecipeCardActions}
    >
      <FocusBlock
        id="cooking-theme"
        heading="This month's cooking theme"
        count={2}
        tips={
          theme && [
            { eyebrow: "Cooking theme", icon: "month", title: theme.theme, body: theme.focus },
            {
              eyebrow: "In season now",
              icon: "carrot",
              title: "Seasonal ingredients",
              body: (
                <ul aria-label="Seasonal ingredients" className="mt-1 flex flex-wrap gap-2">
                  {theme.ingredients.map((i) => (
                    <li key={i} className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
                      {i}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]
        }
      />
    </TimeBasedPage>
  );
}
