// /newsletters/archive and /newsletters/archive/:id: what was published, newest first (read from the API:
// issues appear after the build).
import { Link } from "react-router";
import { CATEGORY_LABELS, type Issue, type IssueSummary } from "../../../shared/newsletter/types.ts";
import { textParts } from "../../../shared/newsletter/links.ts";
import { apiGet, ApiError } from "../../lib/api.ts";
import { useAsyncData } from "../../lib/hooks.ts";
import { RetryButton, StateMessage } from "../../ui/state-message.tsx";
import type { Crumb } from "../../ui/breadcrumbs.tsx";

/** The archive's place in the site, above the list and above each newsletter. */
export const ARCHIVE_CRUMBS: Crumb[] = [
  { name: "Home", url: "/" },
  { name: "Newsletters", url: "/newsletters" },
  { name: "Archive", url: "/newsletters/archive" },
];

const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });

export function IssueList() {
  const state = useAsyncData("issues", (signal) => apiGet<{ issues: IssueSummary[] }>("/api/newsletter/issues", { signal }), { label: "newsletter archive" });
  if (state.status === "error")
    return (
      <StateMessage title="Could not load the archive" tone="error" action={<RetryButton onClick={state.retry} />}>
        {state.error}
      </StateMessage>
    );
  if (state.status === "loading" || !state.data)
    return (
      <p role="status" className="text-stone-700">
        Loading newsletters...
      </p>
    );
  if (state.data.issues.length === 0) {
    return (
      <StateMessage
        title="Nothing published yet"
        action={
          <Link to="/newsletters" className="font-medium text-orange-800 underline">
            Subscribe to get the first one
          </Link>
        }
      >
        The first newsletters will appear here once they are sent.
      </StateMessage>
    );
  }
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      {state.data.issues.map((i) => (
        <li key={i.id} className="px-5 py-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-orange-800">{CATEGORY_LABELS[i.category]}</p>
          <Link to={`/newsletters/archive/${i.id}`} className="mt-1 block text-lg font-semibold text-stone-900 hover:underline">
            {i.title}
          </Link>
          <p className="text-sm text-stone-600">
            <time dateTime={i.publishedAt}>{date(i.publishedAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function IssueView({ id }: { id: string }) {
  const state = useAsyncData(
    id,
    (signal) =>
      apiGet<{ issue: Issue }>(`/api/newsletter/issues/${encodeURIComponent(id)}`, { signal }).then(
        (r) => r.issue,
        (err: unknown) => {
          if (err instanceof ApiError && err.status === 404) return null;
          throw err;
        },
      ),
    { label: "newsletter" },
  );
  if (state.status === "error")
    return (
      <StateMessage title="Could not load the newsletter" tone="error" action={<RetryButton onClick={state.retry} />}>
        {state.error}
      </StateMessage>
    );
  if (state.status === "loading" || state.data === undefined)
    return (
      <p role="status" className="text-stone-700">
        Loading the newsletter...
      </p>
    );
  const issue = state.data;
  if (!issue) {
    return (
      <StateMessage
        title="This newsletter does not exist"
        action={
          <Link to="/newsletters/archive" className="font-medium text-orange-800 underline">
            All newsletters
          </Link>
        }
      />
    );
  }
  return (
    <article>
      <p className="text-sm font-semibold uppercase tracking-wide text-orange-800">{CATEGORY_LABELS[issue.category]}</p>
      <h1 className="mt-1 font-serif text-4xl font-bold text-stone-900">{issue.title}</h1>
      <p className="mt-2 text-sm text-stone-600">
        Published <time dateTime={issue.publishedAt}>{date(issue.publishedAt)}</time>
      </p>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-800">
        {issue.content.split(/\n{2,}/).map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {textParts(p).map((part, j) =>
              "url" in part ? (
                <a key={j} href={part.url} className="break-words font-medium text-orange-800 underline">
                  {part.url}
                </a>
              ) : (
                part.text
              ),
            )}
          </p>
        ))}
      </div>
    </article>
  );
}
