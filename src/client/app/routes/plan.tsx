import type { Route } from "./+types/plan";
import { useSessionUserId } from "../../features/auth/session-store.ts";
import { PlanPage } from "../../features/plan/plan-page.tsx";
import { pageMeta } from "../seo.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Meal plan", description: "Plan the week's breakfasts, lunches, dinners and snacks, then shop for them with one list.", path: "/plan" });

export default function Plan() {
  return <PlanPage userId={useSessionUserId()} />;
}
