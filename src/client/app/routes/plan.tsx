import type { Route } from "./+types/plan";
import { useSession } from "../../features/auth/session-store.ts";
import { PlanPage } from "../../features/plan/plan-page.tsx";
import { pageMeta } from "../seo.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Meal plan", description: "Plan the week's breakfasts, lunches, dinners and snacks, then shop for them with one list.", path: "/plan" });

export default function Plan() {
  const { status, user } = useSession();
  return <PlanPage userId={status === "signed-in" ? user!.id : status === "signed-out" ? null : undefined} />;
}
