// Sign in (docs/product.md#a-screens, docs/product.md#a-states, docs/product.md#a-validation, docs/product.md#a-errors): email or username and password; the unverified-email message
// with a way to enter the code; a throttled attempt says when to try again.
import { useState } from "react";
import { Link } from "react-router";
import { AUTH_MESSAGES, type AuthUser, type SignInResponse } from "../../../shared/auth/types.ts";
import { ApiError, apiPost, formErrorText } from "../../lib/api.ts";
import { AuthCard, AuthForm, FormError } from "./form-parts.tsx";
import { TextField } from "../../ui/form-field.tsx";
import { signedIn } from "./session-store.ts";
import { VerifyCodeForm } from "./verify-code-form.tsx";

export function SignInForm({ onDone }: { onDone: () => void }) {
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  // A code entered here verifies a new account: its first sign-in.
  const finish = (user: AuthUser, opts: { newAccount?: boolean } = {}) => {
    signedIn(user, opts);
    onDone();
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setUnverified(null);
    if (!login.trim() || !password) return setError(AUTH_MESSAGES.fillAllFields);
    setBusy(true);
    setError("");
    try {
      const data = await apiPost<SignInResponse>("/api/auth/signin", { emailOrUsername: login.trim(), password });
      return finish(data.user);
    } catch (err) {
      if (err instanceof ApiError && err.body.requiresVerification) {
        setError(AUTH_MESSAGES.verifyFirst);
        setUnverified(typeof err.body.userId === "string" ? err.body.userId : null);
        return;
      }
      setError(formErrorText(err, AUTH_MESSAGES.signInFailed, AUTH_MESSAGES.networkError));
    } finally {
      setBusy(false);
    }
  }

  if (verifying && unverified) {
    return (
      <AuthCard title="Verify your email">
        <VerifyCodeForm
          userId={unverified}
          email={login.includes("@") ? login.trim() : undefined}
          backLabel="Back to Sign In"
          onBack={() => setVerifying(false)}
          onVerified={(user) => finish(user, { newAccount: true })}
          fallbackError={AUTH_MESSAGES.signInFailed}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome back"
      intro={
        <p>
          Sign in to sync your saved recipes and articles. New here?{" "}
          <Link to="/signup" className="font-medium text-orange-800 underline">
            Create an account
          </Link>
        </p>
      }
    >
      <AuthForm onSubmit={submit} busy={busy} busyText="Signing in..." submitLabel="Sign In" google="signin" onSignedIn={finish}>
        <TextField id="emailOrUsername" label="Email or Username" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <FormError>
            {error}
            {unverified && (
              <button type="button" onClick={() => setVerifying(true)} className="mt-2 block font-semibold text-red-900 underline">
                Enter verification code
              </button>
            )}
          </FormError>
        )}
      </AuthForm>
    </AuthCard>
  );
}
