import type { Route } from "./+types/saved-articles";
import { SavedRoute } from "../saved-route.tsx";
import { pageMeta } from "../seo.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Your Saved Articles",
    description: "The articles and news you saved: search them, export them, and open them on any device once you sign in.",
    path: "/saved-articles",
  });

export default function SavedArticles() {
  return <SavedRoute type="article" />;
}
