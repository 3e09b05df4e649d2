// /newsletters/unsubscribe?token= : the page every newsletter's unsubscribe link opens.
import { useSearchParams } from "react-router";
import type { Route } from "./+types/newsletters-unsubscribe";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { useHydrated } from "../../lib/hooks.ts";
import { NewsletterPreferences } from "../../features/newsletter/preferences.tsx";

export const meta: Route.MetaFunction = () => [{ title: `Unsubscribe | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];

export default function NewslettersUnsubscribe() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  return (
    <main id="main" className="bg-gradient-to-b from-amber-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="font-serif text-3xl font-bold text-stone-900">Your newsletters</h1>
        <div className="mt-6">{hydrated ? <NewsletterPreferences token={params.get("token")} /> : <p role="status">Loading your subscription...</p>}</div>
      </div>
    </main>
  );
}
