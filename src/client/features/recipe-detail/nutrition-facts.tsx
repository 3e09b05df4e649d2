import type { Nutrition } from "../../../shared/recipes/schema.ts";

const percent = (share: number) => `${Math.floor(share * 100)}%`;

/**
 * Nutrition per serving, computed on the server from the ingredients and the food composition tables
 * (IFCT 2017, USDA SR Legacy); the recipe carries it only where the tables cover enough of it.
 */
export function NutritionFacts({ nutrition, servings }: { nutrition: Nutrition; servings: number }) {
  const figures: [string, number, string][] = [
    ["Calories", Math.round(nutrition.calories), "kcal"],
    ["Protein", Math.round(nutrition.protein), "g"],
    ["Carbs", Math.round(nutrition.carbohydrates), "g"],
    ["Fat", Math.round(nutrition.fat), "g"],
  ];
  if (nutrition.fiber !== undefined) figures.push(["Fibre", Math.round(nutrition.fiber), "g"]);
  if (nutrition.sodium !== undefined) figures.push(["Sodium", Math.round(nutrition.sodium), "mg"]);
  const sources = nutrition.sources?.length ? nutrition.sources.join(" / ") : "food composition tables";
  return (
    <section aria-labelledby="nutrition-heading" className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="nutrition-heading" className="font-serif text-xl font-bold text-stone-900">
          Nutrition per serving
        </h2>
        <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-stone-700 ring-1 ring-stone-300">Computed</span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value, unit]) => (
          <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
            <dt className="text-xs font-semibold uppercase tracking-wider text-stone-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold text-stone-900">
              {value} <span className="text-sm font-medium text-stone-600">{unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-stone-700" data-testid="nutrition-source">
        Computed from {sources} for one of {servings} servings
        {nutrition.coverage !== undefined && <>, from the {percent(nutrition.coverage)} of the ingredients&rsquo; weight the tables hold</>}. Carbs are
        available carbohydrate, fibre apart; brands and portion sizes change the figures.
      </p>
    </section>
  );
}
