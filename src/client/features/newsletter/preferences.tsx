// /newsletters/unsubscribe?token= : the page of every newsletter's unsubscribe link. It shows what the
// address gets, unsubscribes from all with one button, or saves the newsletters ticked (any of the four).
import { useEffect, useState } from "react";
import { Link } from "react-router";
import {
  CATEGORY_LABELS,
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_MESSAGES as M,
  type NewsletterCategory,
  type SubscriptionPreferences,
} from "../../../shared/newsletter/types.ts";
import { apiGet, apiPost, formErrorText } from "../../lib/api.ts";
import { buttonClass, RetryButton, StateMessage } from "../../ui/state-message.tsx";

type Loaded = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; prefs: SubscriptionPreferences };
const message = (err: unknown) => formErrorText(err, M.networkError);

export function NewsletterPreferences({ token }: { token: string | null }) {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  const [keep, setKeep] = useState<NewsletterCategory[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return setState({ status: "error", message: M.unknownLink });
    let live = true;
    setState({ status: "loading" });
    apiGet<SubscriptionPreferences>(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
      .then((prefs) => {
        if (!live) return;
        setState({ status: "ready", prefs });
        setKeep(prefs.categories);
      })
      .catch((err) => live && setState({ status: "error", message: message(err) }));
    return () => void (live = false);
  }, [token, attempt]);

  async function save(categories: NewsletterCategory[]) {
    if (!token) return;
    setBusy(true);
    setNotice(null);
    try {
      const res = await apiPost<SubscriptionPreferences & { message: string }>(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
        categories,
      });
      setState({ status: "ready", prefs: res });
      setKeep(res.categories);
      setNotice({ tone: "ok", text: res.message });
    } catch (err) {
      setNotice({ tone: "error", text: message(err) });
    } finally {
      setBusy(false);
    }
  }

  if (state.status === "loading")
    return (
      <p role="status" className="text-stone-700">
        Loading your subscription...
      </p>
    );
  if (state.status === "error") {
    return (
      <StateMessage title="We could not open this link" tone="error" action={<RetryButton onClick={() => setAttempt((n) => n + 1)} />}>
        {state.message}
      </StateMessage>
    );
  }
  const { prefs } = state;
  return (
    <div className="flex flex-col gap-5">
      {notice && (
        <p
          role={notice.tone === "ok" ? "status" : "alert"}
          className={`rounded-lg border px-3 py-2.5 text-sm ${notice.tone === "ok" ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-800"}`}
        >
          {notice.text}
        </p>
      )}
      {prefs.subscribed ? (
        <>
          <p className="text-stone-700">
            <strong>{prefs.email}</strong> gets: {prefs.categories.map((c) => CATEGORY_LABELS[c]).join(", ")}.
          </p>
          <button type="button" disabled={busy} onClick={() => save([])} className={buttonClass.primary}>
            Unsubscribe from all newsletters
          </button>
        </>
      ) : (
        <p className="text-stone-700">
          <strong>{prefs.email}</strong> is not subscribed to any newsletter. Tick the ones you want below, or{" "}
          <Link to="/newsletters/archive" className="font-medium text-orange-800 underline">
            read past newsletters
          </Link>
          .
        </p>
      )}
      {/* Every newsletter, ticked when subscribed: a reader adds as well as drops (docs/product.md#a-states). */}
      <fieldset className="rounded-xl p-4 ring-1 ring-stone-200">
        <legend className="px-1 text-sm font-medium text-stone-800">{prefs.subscribed ? "Or choose your newsletters" : "Choose your newsletters"}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {NEWSLETTER_CATEGORIES.map((c) => (
            <label key={c} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-orange-700"
                checked={keep.includes(c)}
                onChange={() => setKeep((k) => (k.includes(c) ? k.filter((x) => x !== c) : [...k, c]))}
              />
              {CATEGORY_LABELS[c]}
            </label>
          ))}
        </div>
        <button
          type="button"
          disabled={busy || (!prefs.subscribed && keep.length === 0)}
          onClick={() => save(NEWSLETTER_CATEGORIES.filter((c) => keep.includes(c)))}
          className={`${buttonClass.secondary} mt-4`}
        >
          Save my choice
        </button>
      </fieldset>
    </div>
  );
}
