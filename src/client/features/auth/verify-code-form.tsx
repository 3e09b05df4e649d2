// The verification step (docs/product.md#a-screens, docs/product.md#a-states): the emailed 6-digit code, Resend Code, and a way back.
import { useState } from "react";
import { AUTH_MESSAGES, VERIFICATION_CODE_LENGTH, type AuthUser, type SignInResponse } from "../../../shared/auth/types.ts";
import { ApiError, apiPost, formErrorText } from "../../lib/api.ts";
import { useAuthConfig } from "./auth-config.ts";
import { FormError, FormNotice, SubmitButton } from "./form-parts.tsx";
import { TextField } from "../../ui/form-field.tsx";
import { BusyButton } from "../../ui/state-message.tsx";

type Props = { userId: string; email?: string; backLabel: string; onBack: () => void; onVerified: (user: AuthUser) => void; fallbackError: string };

export function VerifyCodeForm({ userId, email, backLabel, onBack, onVerified, fallbackError }: Props) {
  const config = useAuthConfig();
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const value = code.trim();
    setNotice("");
    // docs/product.md#a-validation: the code is required and has 6 characters.
    if (!value) return setError(AUTH_MESSAGES.codeRequired);
    if (!new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value)) return setError(AUTH_MESSAGES.codeFormat);
    setBusy(true);
    setError("");
    try {
      const data = await apiPost<SignInResponse>("/api/auth/verify-email", { userId, code: value });
      return onVerified(data.user);
    } catch (err) {
      const left = err instanceof ApiError && typeof err.body.attemptsLeft === "number" ? err.body.attemptsLeft : undefined;
      const invalid = err instanceof ApiError && err.body.error === AUTH_MESSAGES.codeInvalid;
      setError(
        formErrorText(err, fallbackError, AUTH_MESSAGES.networkError) +
          (left !== undefined && left > 0 && invalid ? ` ${left} ${left === 1 ? "try" : "tries"} left.` : ""),
      );
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setError(""); // docs/product.md#a-states: Resend Code clears the error
    setNotice("");
    setResending(true);
    try {
      const data = await apiPost<{ message: string }>("/api/auth/resend-verification", { userId });
      setNotice(data.message);
      setCode("");
    } catch (err) {
      setError(formErrorText(err, AUTH_MESSAGES.resendFailed, AUTH_MESSAGES.networkError));
    } finally {
      setResending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-stone-700">
        We sent a 6-digit code to {email ? <strong className="text-stone-900">{email}</strong> : "your email address"}. It expires in 10 minutes.
      </p>
      {config?.devOutbox && email && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          Running the site locally: no email is sent. Read the code in the{" "}
          <a className="font-medium underline" href={`/api/dev/outbox?to=${encodeURIComponent(email)}`} target="_blank" rel="noreferrer">
            local outbox
          </a>
          .
        </p>
      )}
      <TextField
        id="verification-code"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH))}
        className="tracking-[0.4em]"
        autoFocus
      />
      <FormError>{error}</FormError>
      <FormNotice>{notice}</FormNotice>
      <SubmitButton busy={busy} busyText="Verifying...">
        Verify Email
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={onBack} className="rounded-md px-2 py-1.5 font-medium text-stone-700 hover:bg-stone-100">
          {backLabel}
        </button>
        <BusyButton
          busy={resending}
          busyLabel="Sending..."
          onClick={resend}
          className="rounded-md px-2 py-1.5 font-medium text-orange-800 hover:bg-orange-50 disabled:opacity-60"
        >
          Resend Code
        </BusyButton>
      </div>
    </form>
  );
}
