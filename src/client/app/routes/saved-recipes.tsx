import type { Route } from "./+types/saved-recipes";
import { SavedRoute } from "../saved-route.tsx";
import { pageMeta } from "../seo.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Your Saved Recipes",
    description: "The recipes you saved: search them, export them, and open them on any device once you sign in.",
    path: "/saved-recipes",
  });

export default function SavedRecipes() {
  return <SavedRoute type="recipe" />;
}
