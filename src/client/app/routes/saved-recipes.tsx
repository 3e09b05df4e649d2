import type { Route } from "./+types/saved-recipes";
import { SavedRoute, savedPageMeta } from "../saved-route.tsx";

export const meta: Route.MetaFunction = () =>
  savedPageMeta({
    title: "Your Saved Recipes",
    description: "The recipes you saved: search them, export them, and open them on any device once you sign in.",
    path: "/saved-recipes",
  });

export default function SavedRecipes() {
  return <SavedRoute type="recipe" />;
}
