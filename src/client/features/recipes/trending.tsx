import type { Recipe } from "../../../shared/recipes/schema.ts";
import { fetchTrending } from "./api.ts";
import { useAsyncData, useHydrated } from "../../lib/hooks.ts";
import { RecipeGrid, type RenderActions } from "./recipe-grid.tsx";
import { RetryButton } from "../../ui/state-message.tsx";

/** docs/product.md#b-limits: trending shows up to 8 recipes, 8 skeletons while loading. */
export const TRENDING_COUNT = 8;

type Trending = {
  recipes: Recipe[];
  basis: "activity" | "editorial";
  /** Set when the built-in recipes stand in: why (offline, the call failed, or it returned nothing). */
  fallback?: "offline" | "failed" | "empty";
};

/**
 * The built-in recipes, fetched only when they are needed (they are not in the page's first load). If
 * even that fails (offline with a cold cache), the section shows its message and Try Again alone.
 */
async function builtIn(fallback: NonNullable<Trending["fallback"]>): Promise<Trending> {
  const recipes = await import("./fallback-recipes.ts").then(
    (m) => m.FALLBACK_RECIPES,
    () => [],
  );
  return { recipes, basis: "editorial", fallback };
}

/**
 * Home's Trending Now (docs/product.md#b-screens, docs/product.md#b-states): up to 8 cards; when offline, when the call fails or when it
 * returns nothing, the three built-in recipes instead (with Try Again after a failure).
 */
export function TrendingSection({ renderActions }: { renderActions?: RenderActions }) {
  const hydrated = useHydrated();
  const state = useAsyncData<Trending>(
    "trending",
    async (signal) => {
      if (!navigator.onLine) return builtIn("offline");
      let answer;
      try {
        answer = await fetchTrending({ number: TRENDING_COUNT }, signal);
      } catch (err) {
        if (signal.aborted) throw err;
        return builtIn("failed");
      }
      if (answer.recipes.length === 0) return builtIn("empty");
      return { recipes: answer.recipes.slice(0, TRENDING_COUNT), basis: answer.basis };
    },
    { enabled: hydrated, label: "trending" },
  );
  const loading = state.status === "loading";
  const data = state.status === "success" ? state.data : undefined;
  const useFallback = Boolean(data?.fallback);
  const notice = data?.fallback === "offline" ? "offline" : data?.fallback === "failed" || state.status === "error" ? "failed" : null;

  return (
    <section aria-labelledby="trending-now" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="trending-now" className="font-serif text-3xl font-bold text-stone-900">
            Trending Now
          </h2>
          <p className="mt-1 text-stone-700">
            {useFallback
              ? "Three of our kitchen classics to cook today."
              : data?.basis === "activity"
                ? "What cooks have been saving and liking over the last two weeks."
                : "Our picks for today, until enough cooks have saved and liked recipes to rank them."}
          </p>
        </div>
      </div>
      {notice && (
        <div
          role="alert"
          className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          <span>{notice === "offline" ? "You are offline: here are three recipes we keep on hand." : "Unable to load recipes. Please try again later."}</span>
          <RetryButton onClick={state.retry} />
        </div>
      )}
      <div className="mt-6">
        {useFallback ? (
          // Built-in recipes have no page of their own, so no Full Recipe link and no save button.
          <RecipeGrid layout="row" recipes={data!.recipes} label="Kitchen classics" linkToDetail={() => false} />
        ) : (
          <RecipeGrid
            layout="row"
            recipes={data?.recipes ?? []}
            loading={loading}
            skeletons={TRENDING_COUNT}
            renderActions={renderActions}
            label="Trending recipes"
          />
        )}
      </div>
    </section>
  );
}
