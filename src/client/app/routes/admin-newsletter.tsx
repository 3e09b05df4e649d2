// /admin/newsletter (docs/product.md#a-screens): hidden from search engines; the page itself holds no secret.
import type { Route } from "./+types/admin-newsletter";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { useHydrated } from "../../lib/hooks.ts";
import { AdminPage } from "../../features/newsletter-admin/admin-page.tsx";

export const meta: Route.MetaFunction = () => [{ title: `Newsletter admin | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminNewsletter() {
  const hydrated = useHydrated();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Newsletter admin</h1>
      <div className="mt-6">{hydrated ? <AdminPage /> : <p role="status">Checking the admin session...</p>}</div>
    </main>
  );
}
