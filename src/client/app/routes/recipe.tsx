import { data, isRouteErrorResponse, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/recipe";
import { catalogRecipes } from "../../../build/catalog.server.ts";
import type { Recipe } from "../../../shared/recipes/schema.ts";
import { relatedRecipes, type RelatedRecipe } from "../../../shared/recipes/related.ts";
import { fetchRecipe, fetchRelated, RECIPE_LOAD_FAILED, RECIPE_NOT_FOUND } from "../../features/recipe-detail/fetch-recipe.ts";
import { ApiError } from "../../lib/api.ts";
import { breadcrumbJsonLd, recipeDescription, recipeJsonLd, recipePath, type RecipeDates } from "../../../shared/recipes/meta.ts";
import { recipeDates } from "../../../build/content-dates.server.ts";
import { RecipeNotFound } from "../../features/recipe-detail/recipe-not-found.tsx";
import { RecipePage } from "../../features/recipe-detail/recipe-page.tsx";
import { RecipeSkeleton } from "../../features/recipe-detail/recipe-skeleton.tsx";
import { parseRecipeId, SPOONACULAR_ID_OFFSET } from "../../../shared/recipes/ids.ts";
import { pageMeta, SITE_URL } from "../seo.ts";
import { ogImageFor } from "../../../shared/site/og-image.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { RecipeActions } from "../shell/recipe-actions.tsx";

const notFound = (message = RECIPE_NOT_FOUND) => data({ message }, { status: 404 });

/** `dates`: the catalog's record, at build time only (docs/product.md#a-recipe-dates). */
type RecipeData = { recipe: Recipe; related: RelatedRecipe[]; dates?: RecipeDates };

/** Build time: every catalog recipe is prerendered from the catalog (docs/architecture.md#shape), with its related recipes. */
export async function loader({ params }: Route.LoaderArgs): Promise<RecipeData> {
  const id = parseRecipeId(params.id);
  const catalog = await catalogRecipes();
  const recipe = id ? catalog.find((r) => r.id === id) : undefined;
  if (!recipe) throw notFound();
  return { recipe, related: relatedRecipes(recipe, catalog), dates: recipeDates(recipe.id) };
}

/**
 * In the browser: client navigations and recipes that were not prerendered (Spoonacular ids) ask the API.
 * If the API cannot be reached, a catalog recipe still loads from its prerendered data file.
 */
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs): Promise<RecipeData> {
  // The preview function's tags for a non-prerendered recipe have done their job once the app runs.
  document.querySelectorAll("head [data-recipe-preview]").forEach((el) => el.remove());
  const id = parseRecipeId(params.id);
  if (!id) throw notFound();
  try {
    const [recipe, related] = await Promise.all([fetchRecipe(id, request.signal), fetchRelated(id, request.signal)]);
    return { recipe, related };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw notFound(err.message);
    if (id < SPOONACULAR_ID_OFFSET && !request.signal.aborted) {
      try {
        return await serverLoader();
      } catch {
        // not prerendered either: report the API failure
      }
    }
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const recipe = loaderData?.recipe;
  if (!recipe) return [{ title: `Recipe Not Found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  const site = { siteUrl: SITE_URL, siteName: SITE_NAME };
  return pageMeta({
    title: recipe.title,
    description: recipeDescription(recipe),
    path: recipePath(Number(params.id)),
    image: ogImageFor(recipe.image, true),
    type: "article",
    jsonLd: [recipeJsonLd(recipe, site, { built: true, dates: loaderData.dates }), breadcrumbJsonLd(recipe, site)],
  });
};

export function HydrateFallback() {
  return <RecipeSkeleton />;
}

export default function RecipeRoute({ loaderData }: Route.ComponentProps) {
  const { recipe, related } = loaderData;
  const navigation = useNavigation();
  // Going from one recipe to another: show the next one's skeleton rather than the old page.
  const next = navigation.state === "loading" ? navigation.location.pathname : null;
  if (next && next !== recipePath(recipe.id) && next.startsWith("/recipe/")) return <RecipeSkeleton />;
  return (
    <RecipePage
      key={recipe.id}
      recipe={recipe}
      pageUrl={new URL(recipePath(recipe.id), SITE_URL).toString()}
      actions={<RecipeActions recipe={recipe} variant="detail" />}
      related={related}
    />
  );
}

/** docs/product.md#a-screens and docs/product.md#a-errors: 'Recipe Not Found' with the not-found message or the load-failure text. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = (error.data as { message?: string } | undefined)?.message;
    return <RecipeNotFound message={message || RECIPE_NOT_FOUND} />;
  }
  if (typeof window !== "undefined") console.error("[recipe]", error);
  return <RecipeNotFound message={RECIPE_LOAD_FAILED} onRetry={() => void revalidator.revalidate()} />;
}
