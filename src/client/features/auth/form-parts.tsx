import type { ComponentProps, FormEvent, ReactNode } from "react";
import { GoogleButton } from "./google-button.tsx";

const MESSAGE_TONE = { alert: "border-red-200 bg-red-50 text-red-800", status: "border-emerald-200 bg-emerald-50 text-emerald-900" };

/** A form's message box: an error is an alert, a notice a status; nothing while there is no text. */
function FormMessage({ role, children }: { role: keyof typeof MESSAGE_TONE; children: ReactNode }) {
  if (!children) return null;
  return (
    <div role={role} className={`rounded-lg border px-3 py-2.5 text-sm ${MESSAGE_TONE[role]}`}>
      {children}
    </div>
  );
}

export const FormError = ({ children }: { children: ReactNode }) => <FormMessage role="alert">{children}</FormMessage>;
export const FormNotice = ({ children }: { children: ReactNode }) => <FormMessage role="status">{children}</FormMessage>;

export function SubmitButton({ busy, children, busyText }: { busy: boolean; children: ReactNode; busyText: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="w-full rounded-lg bg-orange-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-orange-800 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyText : children}
    </button>
  );
}

/** The sign-in and sign-up forms: the fields, the submit button, and Google's button below the form. */
export function AuthForm({
  onSubmit,
  busy,
  busyText,
  submitLabel,
  google,
  onSignedIn,
  children,
}: {
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  busyText: string;
  submitLabel: string;
  google: ComponentProps<typeof GoogleButton>["mode"];
  onSignedIn: ComponentProps<typeof GoogleButton>["onSignedIn"];
  children: ReactNode;
}) {
  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        <SubmitButton busy={busy} busyText={busyText}>
          {submitLabel}
        </SubmitButton>
      </form>
      <div className="mt-5">
        <GoogleButton mode={google} onSignedIn={onSignedIn} />
      </div>
    </>
  );
}

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="bg-gradient-to-b from-amber-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="font-serif text-3xl font-bold text-stone-900">{title}</h1>
        {intro && <div className="mt-2 text-stone-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
