import type { Route } from "./+types/pantry";
import { PantryPage } from "../../features/plan/pantry-page.tsx";
import { pageMeta } from "../seo.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Cook from what you have", description: "Type the ingredients at hand and find the recipes that use the most of them.", path: "/pantry" });

export default function Pantry() {
  return <PantryPage />;
}
