// /newsletters/archive: every published newsletter, newest first.
import { Link } from "react-router";
import type { Route } from "./+types/newsletters-archive";
import { pageMeta } from "../seo.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { useHydrated } from "../../lib/hooks.ts";
import { ARCHIVE_CRUMBS, IssueList } from "../../features/newsletter/archive.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Newsletter archive", description: `Every ${SITE_NAME} newsletter published so far, newest first.`, path: "/newsletters/archive" });

export default function NewslettersArchive() {
  const hydrated = useHydrated();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Breadcrumbs items={ARCHIVE_CRUMBS} />
      <h1 className="mt-4 font-serif text-4xl font-bold text-stone-900">Newsletter archive</h1>
      <p className="mt-3 text-stone-700">
        What we have sent, newest first.{" "}
        <Link to="/newsletters" className="font-medium text-orange-800 underline">
          Subscribe
        </Link>{" "}
        to get the next ones by email.
      </p>
      <div className="mt-8">{hydrated ? <IssueList /> : <p role="status">Loading newsletters...</p>}</div>
    </main>
  );
}
