import { useSearchParams } from "react-router";
import type { Route } from "./+types/daily";
import { dayOfYear, mealTypeOf, type MealType } from "../../../shared/common/calendar.ts";
import { timePageData } from "../../../build/time-pages.server.ts";
import { recipeItemListJsonLd } from "../../ui/breadcrumbs.tsx";
import { tipOfDay } from "../../features/recipes/cooking-tips.ts";
import { Icon, type IconName } from "../../ui/icons.tsx";
import type { SectionResult } from "../../features/recipes/recipe-section.tsx";
import { FocusBlock, TimeBasedPage, usePageDay } from "../../features/recipes/time-based-page.tsx";
import { MEAL_BUTTONS, isMealType, isoDate, longDate, mealLabel } from "../../features/recipes/time-based.ts";
import { apiTimeSources, dailyKey, loadDaily } from "../../features/recipes/time-sections.ts";
import { renderRecipeCardActions } from "../shell/recipe-actions.tsx";
import { SITE_URL } from "../seo.ts";
import { timeBasedRoute } from "../time-based-route.ts";

const page = timeBasedRoute({
  name: "Daily Food Journey",
  path: "/daily",
  title: "Daily Food Journey",
  description: "Today's recipes for breakfast, lunch, snack or dinner, daily Indian specialties and a cooking tip that changes every day.",
  jsonLd: [{ "@context": "https://schema.org", "@type": "CollectionPage", name: "Daily Food Journey", url: new URL("/daily", SITE_URL).toString() }],
});
const CRUMBS = page.crumbs;
export const meta: Route.MetaFunction = page.meta;

const MEAL_ICON: Record<MealType, IconName> = { breakfast: "sunrise", lunch: "bowl", snack: "cookie", dinner: "moon" };

/** JSON-LD in the body: the featured recipes are known only once loaded (crawlers that run scripts read it). */
function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}

/** Build time: the sections for the build's date and its default meal (docs/architecture.md#shape). */
export const loader = () => timePageData("daily");

export default function Daily({ loaderData }: Route.ComponentProps) {
  const { day: today, hydrated } = usePageDay(loaderData?.builtOn);
  const [searchParams, setSearchParams] = useSearchParams();
  // docs/product.md#b-states: the meal type defaults by day of year; a chosen one is kept in the URL (?meal=),
  // read once hydrated (the prerendered page, built without a query string, shows the default).
  const chosen = hydrated ? searchParams.get("meal") : null;
  const meal: MealType | null = today ? (isMealType(chosen) ? chosen : mealTypeOf(today)) : null;
  const tip = today ? tipOfDay(dayOfYear(today)) : null;
  const featuredTitle = meal ? `Today's ${mealLabel(meal)} Picks` : "Today's Picks";

  return (
    <TimeBasedPage
      tone="sky"
      crumbs={CRUMBS}
      header={
        <>
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
                  disabled={!hydrated}
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
        </>
      }
      stateKey={today && meal ? dailyKey(today, meal) : null}
      initial={loaderData as { key: string; data: Record<"featured" | "indian", SectionResult> } | null}
      load={(signal) => loadDaily(apiTimeSources, today!, meal!, signal)}
      sections={[
        { key: "featured", id: "featured-today", title: featuredTitle, description: "Featured recipes for this meal, changing every day.", skeletons: 8 },
        { key: "indian", id: "indian-daily", title: "Daily Indian Specialties", skeletons: 6 },
      ]}
      emptyTitle="No recipes found"
      renderActions={renderRecipeCardActions}
      afterSections={(s) => s.featured.recipes.length > 0 && <JsonLd data={recipeItemListJsonLd(featuredTitle, s.featured.recipes, SITE_URL)} />}
    >
      <FocusBlock
        id="daily-tip"
        heading="Today's cooking tip"
        count={2}
        tips={
          tip && [
            { eyebrow: "Tip of the day", icon: "bulb", title: tip.dish, body: tip.tip },
            { eyebrow: "Technique", icon: "flame", title: tip.technique.name, body: tip.technique.how },
          ]
        }
      />
    </TimeBasedPage>
  );
}
