// Sign up (docs/product.md#a-screens, docs/product.md#a-states, docs/product.md#a-validation): the form, then the verification step; success signs in.
import { useState } from "react";
import { Link } from "react-router";
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH, type AuthUser, type SignUpResponse } from "../../../shared/auth/types.ts";
import { ApiError, apiPost, formErrorText } from "../../lib/api.ts";
import { AuthCard, AuthForm, FormError } from "./form-parts.tsx";
import { TextField } from "../../ui/form-field.tsx";
import { signedIn } from "./session-store.ts";
import { VerifyCodeForm } from "./verify-code-form.tsx";

const EMPTY = { name: "", email: "", username: "", password: "", confirmPassword: "" };

const FIELDS: { id: keyof typeof EMPTY; label: string; type?: string; autoComplete: string; hint?: string }[] = [
  { id: "name", label: "Name", autoComplete: "name" },
  { id: "email", label: "Email", type: "email", autoComplete: "email" },
  {
    id: "username",
    label: "Username",
    autoComplete: "username",
    hint: "3 to 30 letters, numbers, dots, dashes or underscores. You can sign in with it or with your email.",
  },
  {
    id: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    hint: "At least 6 characters, and not one of the most common passwords.",
  },
  { id: "confirmPassword", label: "Confirm Password", type: "password", autoComplete: "new-password" },
];

/** docs/product.md#a-validation, in the form's order: required, passwords match, length. */
export function checkSignUpForm(f: typeof EMPTY): string {
  if (!f.name.trim() || !f.email.trim() || !f.username.trim() || !f.password || !f.confirmPassword) return AUTH_MESSAGES.allFieldsRequired;
  if (f.password !== f.confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (f.password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return "";
}

export function SignUpForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ userId: string; email: string } | null>(null);

  const finish = (user: AuthUser) => {
    signedIn(user, { newAccount: true });
    onDone();
  };
  const change = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const problem = checkSignUpForm(form);
    setFieldErrors({});
    if (problem) return setError(problem);
    setBusy(true);
    setError("");
    try {
      const { confirmPassword: _confirm, ...payload } = form;
      const data = await apiPost<SignUpResponse>("/api/auth/signup", {
        ...payload,
        name: payload.name.trim(),
        email: payload.email.trim(),
        username: payload.username.trim(),
      });
      if (data.requiresVerification) setPending({ userId: data.user.id, email: data.user.email });
      else finish(data.user);
    } catch (err) {
      setError(formErrorText(err, AUTH_MESSAGES.signUpFailed, AUTH_MESSAGES.networkError));
      if (err instanceof ApiError && !err.unreachable) setFieldErrors(err.fields);
    } finally {
      setBusy(false);
    }
  }

  if (pending) {
    return (
      <AuthCard title="Verify your email">
        <VerifyCodeForm
          userId={pending.userId}
          email={pending.email}
          backLabel="Back to Sign Up Form"
          onBack={() => setPending(null)}
          onVerified={finish}
          fallbackError={AUTH_MESSAGES.signUpFailed}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      intro={
        <p>
          Save recipes and articles and find them on every device. Already have an account?{" "}
          <Link to="/signin" className="font-medium text-orange-800 underline">
            Sign in
          </Link>
        </p>
      }
    >
      <AuthForm onSubmit={submit} busy={busy} busyText="Creating account..." submitLabel="Sign Up" google="signup" onSignedIn={finish}>
        {FIELDS.map(({ id, ...field }) => (
          <TextField
            key={id}
            id={id}
            {...field}
            value={form[id]}
            onChange={change(id)}
            error={fieldErrors[id] !== AUTH_MESSAGES.allFieldsRequired ? fieldErrors[id] : undefined}
          />
        ))}
        <FormError>{error}</FormError>
      </AuthForm>
    </AuthCard>
  );
}
