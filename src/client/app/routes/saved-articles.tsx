import { useNavigate } from "react-router";
import type { Route } from "./+types/saved-articles";
import { pageMeta } from "../seo.ts";
import { useSession } from "../../features/auth/session-store.ts";
import { SavedItemsPage } from "../../features/saved/saved-items-page.tsx";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Your Saved Articles",
    description: "The articles and news you saved: search them, export them, and open them on any device once you sign in.",
    path: "/saved-articles",
  }),
  { name: "robots", content: "noindex" },
];

export default function SavedArticles() {
  const navigate = useNavigate();
  const { status, user } = useSession();
  const userId = status === "signed-in" ? user!.id : status === "signed-out" ? null : undefined;
  return <SavedItemsPage type="article" userId={userId} onSignIn={() => navigate("/signin")} />;
}
