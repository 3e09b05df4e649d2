// The admin tabs: Publish Newsletters (one area per category: preview, then publish, and its status line), Statistics,
// Subscribers (paged, searchable, CSV export) and Messages (contact messages, urgent first).
import { useEffect, useState, type ReactNode } from "react";
import {
  ADMIN_MESSAGES as A,
  CATEGORY_LABELS,
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_LIMITS,
  type ContactMessageRecord,
  type MessagesResponse,
  type MessageStatusFilter,
  type NewsletterCategory,
  type NewsletterStats,
  type PublishPreview,
  type PublishResponse,
  type SubscribersPage,
} from "../../../shared/newsletter/types.ts";
import { ApiError, apiGet, apiPost, formErrorText, toQueryString } from "../../lib/api.ts";
import { useAsyncData, useDebouncedValue } from "../../lib/hooks.ts";
import { TextArea, TextField } from "../../ui/form-field.tsx";
import { buttonClass, RetryButton, StateMessage } from "../../ui/state-message.tsx";
import { toast } from "../../ui/toast.tsx";

type TabProps = { onError: (err: unknown) => void };

/** Reports a failed load to the dashboard (a 401 locks it) and keeps the error for the tab. */
function useAdminData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, onError: (err: unknown) => void) {
  return useAsyncData(
    key,
    (signal) =>
      load(signal).catch((err: unknown) => {
        onError(err);
        throw err;
      }),
    { label: "admin" },
  );
}

const newPublishKey = () => crypto.randomUUID();

type PublishStatus = { kind: "idle" } | { kind: "publishing" } | { kind: "ok"; text: string } | { kind: "error"; text: string };

/**
 * One newsletter's compose area. Publishing mails every subscriber of it, so it takes two steps
 * (docs/product.md#a-states): Preview shows the email as a subscriber gets it and how many it goes to,
 * then Publish confirms. Editing the text after a preview asks for a new one.
 */
function PublishArea({ category, onError }: { category: NewsletterCategory; onError: (err: unknown) => void }) {
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [status, setStatus] = useState<PublishStatus>({ kind: "idle" });
  const [preview, setPreview] = useState<PublishPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  // One key per compose (docs/decisions/0014): a double click or a retry publishes this issue once.
  const [publishKey, setPublishKey] = useState(newPublishKey);
  const empty = !title.trim() || !content.trim();
  const label = CATEGORY_LABELS[category];
  const edit = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    set(e.target.value);
    setPreview(null);
  };
  async function showPreview(e: React.FormEvent) {
    e.preventDefault();
    if (empty) return setStatus({ kind: "error", text: A.fillTitleAndContent });
    setPreviewing(true);
    setStatus({ kind: "idle" });
    try {
      setPreview(await apiPost<PublishPreview>("/api/newsletter/preview", { category, title: title.trim(), content: content.trim() }));
    } catch (err) {
      onError(err);
      setStatus({ kind: "error", text: formErrorText(err, A.publishFailed, A.publishNetwork) });
    } finally {
      setPreviewing(false);
    }
  }
  async function publish() {
    setStatus({ kind: "publishing" });
    try {
      const res = await apiPost<PublishResponse>("/api/newsletter/publish", {
        category,
        title: title.trim(),
        content: content.trim(),
        idempotencyKey: publishKey,
        confirm: true,
      });
      setStatus({ kind: "ok", text: res.message });
      setPublishKey(newPublishKey());
      setPreview(null);
      setTitle("");
      setContent("");
    } catch (err) {
      onError(err);
      setStatus({ kind: "error", text: formErrorText(err, A.publishFailed, A.publishNetwork) });
    }
  }
  const id = `publish-${category}`;
  const busy = previewing || status.kind === "publishing";
  return (
    <form
      noValidate
      onSubmit={showPreview}
      aria-labelledby={`${id}-heading`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {label}
      </h3>
      <TextField id={`${id}-title`} label="Title" maxLength={NEWSLETTER_LIMITS.title} value={title} onChange={edit(setTitle)} />
      <TextArea id={`${id}-content`} label="Content" rows={5} maxLength={NEWSLETTER_LIMITS.content} value={content} onChange={edit(setContent)} />
      {!preview ? (
        <button type="submit" disabled={empty || busy} className={buttonClass.primary}>
          {previewing ? "Preparing the preview..." : "Preview"}
        </button>
      ) : (
        <section aria-label={`Preview of the ${label} email`} className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
          <p className="text-sm font-semibold text-stone-900">
            Goes to {preview.recipients.toLocaleString()} subscriber{preview.recipients === 1 ? "" : "s"} of {label}.
          </p>
          <p className="text-sm text-stone-700">
            Subject: <strong>{preview.subject}</strong>
          </p>
          {/* The server's own rendering (every text escaped there), as a subscriber's mail program shows it. */}
          <div
            data-testid={`${id}-preview`}
            className="max-h-96 overflow-auto rounded-lg bg-white p-4 text-sm break-words text-stone-800 ring-1 ring-stone-200 [&_a]:text-orange-800 [&_a]:underline [&_h1]:my-2 [&_h1]:text-xl [&_h1]:font-bold [&_hr]:my-3 [&_p]:my-2"
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
          <div className="flex flex-wrap gap-3">
            <button type="button" disabled={busy} onClick={publish} className={buttonClass.primary}>
              Publish to {label}
            </button>
            <button type="button" disabled={busy} onClick={() => setPreview(null)} className={buttonClass.secondary}>
              Edit
            </button>
          </div>
        </section>
      )}
      <p
        role="status"
        data-testid={`${id}-status`}
        className={`min-h-5 text-sm ${status.kind === "error" ? "text-red-700" : status.kind === "ok" ? "text-emerald-800" : "text-stone-700"}`}
      >
        {status.kind === "publishing" ? A.publishing : status.kind === "ok" || status.kind === "error" ? status.text : ""}
      </p>
    </form>
  );
}

export function PublishTab({ onError }: TabProps) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {NEWSLETTER_CATEGORIES.map((c) => (
        <PublishArea key={c} category={c} onError={onError} />
      ))}
    </div>
  );
}

export function StatsTab({ onError }: TabProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useAdminData(`stats-${attempt}`, (signal) => apiGet<NewsletterStats>("/api/newsletter/stats", { signal }), onError);
  if (state.status === "error")
    return (
      <StateMessage title="Could not load the statistics" tone="error" action={<RetryButton onClick={state.retry} />}>
        {state.error}
      </StateMessage>
    );
  if (!state.data) return <p role="status">Loading statistics...</p>;
  const s = state.data;
  const figure = (label: string, value: number) => (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-stone-900">{value.toLocaleString()}</p>
    </div>
  );
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figure("Subscribers", s.totalSubscribers)}
        {figure("Newsletters published", s.totalNewsletters)}
        {figure("Emails sent", s.deliveries.sent)}
        {figure("Emails failed", s.deliveries.failed)}
      </div>
      <AdminTable caption="Per newsletter" columns={["Newsletter", "Subscribers", "Published", "Sent", "Failed", "Waiting"]}>
        {NEWSLETTER_CATEGORIES.map((c) => {
          const row = s.categoryStats[c];
          return (
            <tr key={c}>
              <th scope="row" className="px-4 py-3 font-semibold text-stone-900">
                {CATEGORY_LABELS[c]}
              </th>
              {[row.subscribers, row.newsletters, row.sent, row.failed, row.pending].map((n, i) => (
                <td key={i} className="px-4 py-3">
                  {n}
                </td>
              ))}
            </tr>
          );
        })}
      </AdminTable>
      <button type="button" className={`${buttonClass.secondary} self-start`} onClick={() => setAttempt((n) => n + 1)}>
        Refresh
      </button>
    </div>
  );
}

/** A table of the admin page: sr-only caption, a header row of column names, the rows given. */
function AdminTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">{children}</tbody>
      </table>
    </div>
  );
}

const PAGE_SIZE = 25;

export function SubscribersTab({ onError }: TabProps) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  useEffect(() => setPage(1), [q]);
  const query = toQueryString({ q, page, pageSize: PAGE_SIZE });
  const state = useAdminData(query, (signal) => apiGet<SubscribersPage>(`/api/newsletter/subscribers${query}`, { signal }), onError);
  const pages = state.data ? Math.max(1, Math.ceil(state.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <TextField id="subscriber-search" label="Search by name or email" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        {/* Export CSV is every subscriber, whatever the search or page (issue 25); a search adds its own export. */}
        <a href={`/api/newsletter/subscribers${toQueryString({ format: "csv" })}`} download className={buttonClass.secondary}>
          Export CSV
        </a>
        {q && state.data && (
          <a href={`/api/newsletter/subscribers${toQueryString({ q, format: "csv" })}`} download className={buttonClass.secondary}>
            Export {state.data.total.toLocaleString()} matching
          </a>
        )}
      </div>
      {state.status === "error" ? (
        <StateMessage title="Could not load the subscribers" tone="error" action={<RetryButton onClick={state.retry} />}>
          {state.error}
        </StateMessage>
      ) : !state.data ? (
        <p role="status">Loading subscribers...</p>
      ) : state.data.subscribers.length === 0 ? (
        <StateMessage title={q ? "No subscriber matches" : "No subscribers yet"} />
      ) : (
        <>
          <p className="text-sm text-stone-700" role="status">
            {state.data.total.toLocaleString()} subscriber{state.data.total === 1 ? "" : "s"}
          </p>
          <AdminTable caption="Subscribers" columns={["Id", "Name", "Email", "Categories", "Subscribed"]}>
            {state.data.subscribers.map((s) => (
              <tr key={s.id}>
                <td className="px-4 py-3 font-mono text-xs text-stone-600" title={s.id}>
                  {s.id.slice(0, 8)}
                </td>
                <td className="px-4 py-3">{s.name}</td>
                <td className="px-4 py-3 break-all">{s.email}</td>
                <td className="px-4 py-3">{s.categories.map((c) => CATEGORY_LABELS[c]).join(", ")}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={s.subscribedAt}>{new Date(s.subscribedAt).toLocaleDateString()}</time>
                </td>
              </tr>
            ))}
          </AdminTable>
          <nav aria-label="Subscriber pages" className="flex items-center gap-3">
            <button type="button" className={buttonClass.secondary} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </button>
            <span className="text-sm text-stone-700">
              Page {page} of {pages}
            </span>
            <button type="button" className={buttonClass.secondary} disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </button>
          </nav>
        </>
      )}
    </div>
  );
}

const MESSAGE_FILTERS = [
  { id: "open", label: "Open" },
  { id: "handled", label: "Handled" },
  { id: "all", label: "All" },
] as const satisfies readonly { id: MessageStatusFilter; label: string }[];

/**
 * Contact messages, open ones by default; Handled shows those already dealt with. Marking one handled
 * (or open again) can be undone from the toast (docs/product.md#a-states).
 */
export function MessagesTab({ onError }: TabProps) {
  const [filter, setFilter] = useState<MessageStatusFilter>("open");
  const [answer, setAnswer] = useState<MessagesResponse | null>(null);
  const [attempt, setAttempt] = useState(0);
  const path = `/api/admin/messages${toQueryString({ status: filter })}`;
  const state = useAdminData(`messages-${filter}-${attempt}`, (signal) => apiGet<MessagesResponse>(path, { signal }), onError);
  // A mark answers with the list of the filter it was made in; a newer load replaces it.
  useEffect(() => setAnswer(null), [state.data]);
  const shown = answer?.status === filter ? answer : state.data;
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState("");
  async function mark(m: ContactMessageRecord, handled: boolean, undoable = true) {
    setBusyId(m.id);
    setError("");
    try {
      setAnswer(await apiPost<MessagesResponse>(path, { id: m.id, handled }));
      if (undoable)
        toast({
          title: handled ? "Message marked handled" : "Message open again",
          description: m.subject,
          action: { label: "Undo", onClick: () => void mark(m, !handled, false) },
          durationMs: 8000,
        });
    } catch (err) {
      onError(err);
      setError(err instanceof ApiError ? err.message : "Could not update the message.");
    } finally {
      setBusyId(null);
    }
  }
  const filters = (
    <div role="group" aria-label="Show messages" className="flex flex-wrap gap-2">
      {MESSAGE_FILTERS.map((f) => {
        const n = shown ? (f.id === "all" ? shown.counts.open + shown.counts.handled : shown.counts[f.id]) : null;
        return (
          <button
            key={f.id}
            type="button"
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ${filter === f.id ? "bg-stone-900 text-white ring-stone-900" : "bg-white text-stone-800 ring-stone-300 hover:bg-stone-50"}`}
          >
            {f.label}
            {n !== null && ` (${n})`}
          </button>
        );
      })}
    </div>
  );
  if (state.status === "error" && !shown)
    return (
      <StateMessage title="Could not load the messages" tone="error" action={<RetryButton onClick={() => setAttempt((n) => n + 1)} />}>
        {state.error}
      </StateMessage>
    );
  if (!shown) return <p role="status">Loading messages...</p>;
  const list = shown.messages;
  return (
    <div className="flex flex-col gap-3">
      {filters}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {list.length === 0 ? (
        <StateMessage title={filter === "open" ? "No open messages" : filter === "handled" ? "No handled messages" : "No messages yet"}>
          Messages sent with the contact form appear here.
        </StateMessage>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((m) => (
            <li
              key={m.id}
              className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ${m.handled ? "opacity-70 ring-stone-200" : m.urgent ? "ring-red-300" : "ring-stone-200"}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                {m.urgent && <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">Urgent</span>}
                {m.handled && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">Handled</span>}
                <h3 className="font-semibold text-stone-900">{m.subject}</h3>
              </div>
              <p className="mt-1 text-sm text-stone-600">
                {m.name} ·{" "}
                <a href={`mailto:${m.email}`} className="text-orange-800 underline">
                  {m.email}
                </a>{" "}
                · <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
              </p>
              <p className="mt-3 whitespace-pre-line text-stone-800">{m.message}</p>
              <button type="button" disabled={busyId === m.id} onClick={() => mark(m, !m.handled)} className={`${buttonClass.secondary} mt-3`}>
                {m.handled ? "Mark as not handled" : "Mark handled"}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
