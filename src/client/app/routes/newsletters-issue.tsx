// /newsletters/archive/:id: one published newsletter.
import { Link } from "react-router";
import type { Route } from "./+types/newsletters-issue";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { ARCHIVE_CRUMBS, IssueView } from "../../features/newsletter/archive.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";

export const meta: Route.MetaFunction = () => [{ title: `Newsletter | ${SITE_NAME}` }];

export default function NewslettersIssue({ params }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Breadcrumbs items={ARCHIVE_CRUMBS} />
      <div className="mt-6">
        <IssueView id={params.id} />
      </div>
      <p className="mt-10 border-t border-stone-200 pt-6 text-stone-700">
        Like it?{" "}
        <Link to="/newsletters" className="font-medium text-orange-800 underline">
          Subscribe
        </Link>{" "}
        to get the next one by email.
      </p>
    </main>
  );
}
