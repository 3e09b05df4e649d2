// /newsletters (docs/product.md#a-screens): the subscription in three stages.
import { useSearchParams } from "react-router";
import type { Route } from "./+types/newsletters";
import { pageMeta } from "../seo.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { useHydrated } from "../../lib/hooks.ts";
import { SubscribeFlow } from "../../features/newsletter/subscribe-flow.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Newsletters",
    description: `Daily ${SITE_NAME} newsletters: Global News, Food Related News, Sports News and Digital News. Choose one to four; leave with one click.`,
    path: "/newsletters",
  });

export default function Newsletters() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const token = hydrated ? params.get("confirm") : null;
  return (
    <main id="main" className="bg-gradient-to-b from-amber-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="font-serif text-4xl font-bold text-stone-900">Daily newsletters</h1>
        <p className="mt-3 text-lg text-stone-700">Pick the newsletters you want. We confirm your address first, so nobody can sign you up but you.</p>
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <SubscribeFlow key={token ?? "form"} confirmToken={token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null} />
        </div>
      </div>
    </main>
  );
}
