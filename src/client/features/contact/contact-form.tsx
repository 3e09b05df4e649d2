// The contact form (docs/product.md#a-screens, docs/product.md#a-states, docs/product.md#a-validation, docs/product.md#a-errors): idle, submitting ('Sending...'); success clears the fields,
// failure keeps them; every outcome is a toast with the specification's texts (the one announcement:
// invalid fields are marked and described, and the first takes focus).
import { useState } from "react";
import { CONTACT_LIMITS, CONTACT_MESSAGES as M, type ContactResponse } from "../../../shared/contact/types.ts";
import { apiPost, formErrorText } from "../../lib/api.ts";
import { HoneypotField, TextArea, TextField } from "../../ui/form-field.tsx";
import { toast } from "../../ui/toast.tsx";

const EMPTY = { firstName: "", lastName: "", email: "", subject: "", message: "" };
const FIELDS: Record<Exclude<keyof typeof EMPTY, "message">, { label: string; type?: string; autoComplete?: string; hint?: string }> = {
  firstName: { label: "First Name", autoComplete: "given-name" },
  lastName: { label: "Last Name", autoComplete: "family-name" },
  email: { label: "Email Address", type: "email", autoComplete: "email" },
  subject: { label: "Subject", hint: "Put Urgent in the subject and we will look at it first." },
};
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Key = keyof typeof EMPTY;
const ORDER: Key[] = ["firstName", "lastName", "email", "subject", "message"];
/** What a form check found: the toast's texts and each invalid field's own message, in form order. */
export type ContactProblem = { title: string; description: string; fields?: Partial<Record<Key, string>> };

/** docs/product.md#a-validation: all five fields, then the email pattern. Null when the form may be sent. */
export function checkContactForm(f: typeof EMPTY): ContactProblem | null {
  const empty = ORDER.filter((k) => !f[k].trim());
  if (empty.length) return { title: M.missingTitle, description: M.missing, fields: Object.fromEntries(empty.map((k) => [k, "Please fill in this field."])) };
  if (!EMAIL_PATTERN.test(f.email.trim())) return { title: M.invalidEmailTitle, description: M.invalidEmail, fields: { email: `${M.invalidEmail}.` } };
  return null;
}

export function ContactForm() {
  const [form, setForm] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ContactProblem | null>(null);
  const change = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const field = (id: keyof typeof FIELDS) => (
    <TextField id={id} {...FIELDS[id]} error={problem?.fields?.[id]} required maxLength={CONTACT_LIMITS[id]} value={form[id]} onChange={change(id)} />
  );

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const invalid = checkContactForm(form);
    setProblem(invalid);
    if (invalid) {
      // Focus the first invalid field (it says what is wrong through aria-describedby); the toast is the
      // one announcement, so the summary below the fields is not a live region too (issue 25).
      const first = ORDER.find((k) => invalid.fields?.[k]);
      if (first) document.getElementById(first)?.focus();
      return void toast({ title: invalid.title, description: invalid.description, variant: "destructive" });
    }
    setSending(true);
    try {
      const res = await apiPost<ContactResponse>("/api/contact", {
        name: `${form.firstName.trim()} ${form.lastName.trim()}`,
        email: form.email.trim(),
        subject: form.subject.trim(),
        message: form.message.trim(),
        ...(honeypot ? { website: honeypot } : {}),
      });
      setForm(EMPTY);
      toast({ title: M.successTitle, description: res?.message || M.successDefault, durationMs: 6000 });
    } catch (err) {
      const text = formErrorText(err, M.failedDefault);
      setProblem({ title: M.failedTitle, description: text });
      toast({ title: M.failedTitle, description: text, variant: "destructive", durationMs: 6000 });
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="relative flex flex-col gap-4" aria-describedby={problem ? "contact-problem" : undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("firstName")}
        {field("lastName")}
      </div>
      {field("email")}
      {field("subject")}
      <TextArea
        id="message"
        label="Message"
        error={problem?.fields?.message}
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        value={form.message}
        onChange={change("message")}
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      {problem && (
        <p id="contact-problem" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
          <strong>{problem.title}:</strong> {problem.description}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending || undefined}
        className="rounded-lg bg-orange-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-orange-800 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
