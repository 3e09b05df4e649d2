import { useNavigate } from "react-router";
import type { Route } from "./+types/saved-recipes";
import { pageMeta } from "../seo.ts";
import { useSession } from "../../features/auth/session-store.ts";
import { SavedItemsPage } from "../../features/saved/saved-items-page.tsx";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Your Saved Recipes",
    description: "The recipes you saved: search them, export them, and open them on any device once you sign in.",
    path: "/saved-recipes",
  }),
  { name: "robots", content: "noindex" },
];

export default function SavedRecipes() {
  const navigate = useNavigate();
  const { status, user } = useSession();
  const userId = status === "signed-in" ? user!.id : status === "signed-out" ? null : undefined;
  return <SavedItemsPage type="recipe" userId={userId} onSignIn={() => navigate("/signin")} />;
}
