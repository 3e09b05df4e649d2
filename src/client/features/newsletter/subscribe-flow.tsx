// /newsletters (docs/product.md#a-screens, docs/product.md#a-states, docs/product.md#a-validation, docs/product.md#a-errors): form -> verification -> success. Back to Form returns to the
// form; Subscribe Another Email clears everything. A confirm link from the email (?confirm=) jumps to
// the success stage once the page has posted it.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  CATEGORY_LABELS,
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES as M,
  type NewsletterCategory,
  type ConfirmLinkResponse,
  type SubscribeResponse,
  type VerifyResponse,
} from "../../../shared/newsletter/types.ts";
import { ApiError, apiPost, formErrorText } from "../../lib/api.ts";
import { HoneypotField, TextField } from "../../ui/form-field.tsx";
import { buttonClass } from "../../ui/state-message.tsx";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Stage = "form" | "verify" | "success";
const EMPTY = { name: "", email: "", categories: [] as NewsletterCategory[] };

/** docs/product.md#a-validation, in the form's order. */
export function checkSubscribeForm(f: typeof EMPTY): { field: "name" | "email" | "categories"; message: string } | null {
  if (!f.name.trim()) return { field: "name", message: M.nameRequired };
  if (!f.email.trim() || !EMAIL_PATTERN.test(f.email.trim())) return { field: "email", message: M.emailRequired };
  if (f.categories.length === 0) return { field: "categories", message: M.categoriesRequired };
  return null;
}

const errorText = (err: unknown, fallback: string) => formErrorText(err, fallback, M.networkError);

const DESCRIPTIONS: Record<NewsletterCategory, string> = {
  global: "What is happening around the world, in brief.",
  food: "Seasonal cooking, new recipes and food stories from our kitchen.",
  sports: "Match days, results and what athletes eat.",
  digital: "Technology and the internet, without the hype.",
};

export function SubscribeFlow({ confirmToken }: { confirmToken: string | null }) {
  const [stage, setStage] = useState<Stage>("form");
  const [form, setForm] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // `reused`: a confirm link opened again after it confirmed (its message and the preferences page).
  const [confirmed, setConfirmed] = useState<{
    email: string;
    categories: NewsletterCategory[];
    reused?: { message: string; manageUrl: string };
  } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each stage change (not the first render) moves focus to its heading, so a screen reader hears where it is.
  const firstStage = useRef(true);
  useEffect(() => {
    if (firstStage.current) return void (firstStage.current = false);
    heading.current?.focus();
  }, [stage]);

  useEffect(() => {
    if (!confirmToken) return;
    let live = true;
    setBusy(true);
    apiPost<ConfirmLinkResponse>("/api/newsletter/confirm", { token: confirmToken })
      .then((res) => {
        if (!live) return;
        const reused = res.alreadyConfirmed && res.manageUrl ? { message: res.message, manageUrl: res.manageUrl } : undefined;
        setConfirmed({ email: res.email, categories: res.categories, reused });
        setStage("success");
      })
      .catch((err) => live && setError({ message: errorText(err, M.confirmLinkInvalid) }))
      .finally(() => live && setBusy(false));
    return () => void (live = false);
  }, [confirmToken]);

  const toggle = (c: NewsletterCategory) =>
    setForm((f) => ({ ...f, categories: f.categories.includes(c) ? f.categories.filter((x) => x !== c) : [...f.categories, c] }));

  async function subscribe(e: React.FormEvent) {
    e.preventDefault();
    const problem = checkSubscribeForm(form);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await apiPost<SubscribeResponse>("/api/newsletter/subscribe", {
        name: form.name.trim(),
        email: form.email.trim(),
        categories: NEWSLETTER_CATEGORIES.filter((c) => form.categories.includes(c)),
        ...(honeypot ? { website: honeypot } : {}),
      });
      setCode("");
      setStage("verify");
    } catch (err) {
      setError({ message: errorText(err, M.sendFailed), field: err instanceof ApiError ? Object.keys(err.fields)[0] : undefined });
    } finally {
      setBusy(false);
    }
  }

  async function verify(e: React.FormEvent) {
    e.preventDefault();
    if (!code.trim()) return setError({ field: "code", message: M.codeRequired });
    setBusy(true);
    setError(null);
    try {
      const res = await apiPost<VerifyResponse>("/api/newsletter/verify", { email: form.email.trim(), code: code.trim() });
      setConfirmed({ email: form.email.trim(), categories: res.categories });
      setStage("success");
    } catch (err) {
      setError({ field: "code", message: errorText(err, M.codeInvalid) });
    } finally {
      setBusy(false);
    }
  }

  const backToForm = () => {
    setError(null);
    setStage("form");
  };
  const another = () => {
    setForm(EMPTY);
    setCode("");
    setConfirmed(null);
    setError(null);
    setStage("form");
  };

  const alert = error && (
    <p id="newsletter-error" role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
      {error.message}
    </p>
  );

  if (stage === "success" && confirmed?.reused) {
    const subscribed = confirmed.categories.length > 0;
    return (
      <div className="text-center">
        <h2 ref={heading} tabIndex={-1} className="font-serif text-2xl font-bold text-stone-900 outline-none">
          {subscribed ? "You're already subscribed" : "This link was already used"}
        </h2>
        <p className="mt-2 text-stone-700">{confirmed.reused.message}</p>
        {subscribed && (
          <p className="mt-1 text-stone-700">
            <strong>{confirmed.email}</strong> gets: {confirmed.categories.map((c) => CATEGORY_LABELS[c]).join(", ")}.
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={confirmed.reused.manageUrl} className={buttonClass.primary}>
            Choose your newsletters
          </Link>
          <Link to="/newsletters/archive" className={buttonClass.secondary}>
            Read past newsletters
          </Link>
        </div>
      </div>
    );
  }

  if (stage === "success" && confirmed) {
    return (
      <div className="text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700" aria-hidden="true">
          ✓
        </div>
        <h2 ref={heading} tabIndex={-1} className="mt-4 font-serif text-2xl font-bold text-stone-900 outline-none">
          You're subscribed!
        </h2>
        <p className="mt-2 text-stone-700">
          <strong>{confirmed.email}</strong> will get: {confirmed.categories.map((c) => CATEGORY_LABELS[c]).join(", ")}.
        </p>
        <p className="mt-1 text-sm text-stone-600">A welcome email is on its way with the link to change your choice or unsubscribe.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClass.primary} onClick={another}>
            Subscribe Another Email
          </button>
          <Link to="/newsletters/archive" className={buttonClass.secondary}>
            Read past newsletters
          </Link>
        </div>
      </div>
    );
  }

  if (stage === "verify") {
    return (
      <form noValidate onSubmit={verify} className="flex flex-col gap-4">
        <h2 ref={heading} tabIndex={-1} className="font-serif text-2xl font-bold text-stone-900 outline-none">
          Check your inbox
        </h2>
        <p className="text-stone-700">
          If <strong>{form.email.trim()}</strong> can receive our newsletters, we just sent it a 6-digit code (valid for 10 minutes) and a one-click
          confirmation link.
        </p>
        <p className="text-sm text-stone-600">Already subscribed to these? Then the email says so, with the link to change your newsletters.</p>
        <TextField
          id="code"
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={NEWSLETTER_LIMITS.code}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
          error={error?.field === "code" ? error.message : undefined}
        />
        {error?.field !== "code" && alert}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass.primary}>
            {busy ? "Verifying..." : "Verify"}
          </button>
          <button type="button" onClick={backToForm} className={buttonClass.secondary}>
            Back to Form
          </button>
        </div>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={subscribe} className="relative flex flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} className="font-serif text-2xl font-bold text-stone-900 outline-none">
        Subscribe
      </h2>
      {(["name", "email"] as const).map((id) => (
        <TextField
          key={id}
          id={id}
          label={id === "name" ? "Name" : "Email"}
          type={id === "email" ? "email" : undefined}
          autoComplete={id}
          maxLength={NEWSLETTER_LIMITS[id]}
          value={form[id]}
          onChange={(e) => setForm((f) => ({ ...f, [id]: e.target.value }))}
          error={error?.field === id ? error.message : undefined}
        />
      ))}
      <fieldset aria-describedby={error?.field === "categories" ? "newsletter-error" : undefined}>
        <legend className="text-sm font-medium text-stone-800">Newsletters (select 1-4)</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {NEWSLETTER_CATEGORIES.map((c) => (
            <label
              key={c}
              className={`flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ${form.categories.includes(c) ? "bg-orange-50 ring-orange-400" : "bg-white ring-stone-200 hover:bg-stone-50"}`}
            >
              <input type="checkbox" className="mt-1 size-4 accent-orange-700" checked={form.categories.includes(c)} onChange={() => toggle(c)} />
              <span>
                <span className="block font-semibold text-stone-900">{CATEGORY_LABELS[c]}</span>
                <span className="block text-sm text-stone-600">{DESCRIPTIONS[c]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      {error && error.field !== "name" && error.field !== "email" && alert}
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass.primary}>
        {busy ? "Sending code..." : "Subscribe"}
      </button>
      <p className="text-sm text-stone-600">
        Daily, free, and you can leave with one click.{" "}
        <Link to="/newsletters/archive" className="font-medium text-orange-800 underline">
          Read past newsletters
        </Link>
        .
      </p>
    </form>
  );
}
