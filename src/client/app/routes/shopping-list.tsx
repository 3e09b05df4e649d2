import type { Route } from "./+types/shopping-list";
import { useSessionUserId } from "../../features/auth/session-store.ts";
import { ShoppingListPage } from "../plan/shopping-list-page.tsx";
import { pageMeta } from "../seo.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Shopping list",
    description: "One shopping list for the week's plan: amounts added up across recipes, grouped by aisle, ticked off even offline.",
    path: "/shopping-list",
  });

export default function ShoppingList() {
  return <ShoppingListPage userId={useSessionUserId()} />;
}
