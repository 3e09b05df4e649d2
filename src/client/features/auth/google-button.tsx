// Google sign-in (docs/architecture.md#providers): the Google Identity Services button, shown only when the site has a
// client id. The ID token goes to the server, which verifies it; there is no fallback user.
import { useEffect, useRef, useState } from "react";
import { AUTH_MESSAGES, type AuthUser, type SignInResponse } from "../../../shared/auth/types.ts";
import { apiPost, formErrorText } from "../../lib/api.ts";
import { useAuthConfig } from "./auth-config.ts";

type GoogleId = {
  initialize: (o: { client_id: string; callback: (r: { credential?: string }) => void; ux_mode?: string }) => void;
  renderButton: (el: HTMLElement, o: Record<string, unknown>) => void;
};
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

const SCRIPT_SRC = "https://accounts.google.com/gsi/client";
let scriptPromise: Promise<void> | null = null;
function loadScript(): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement("script");
    s.src = SCRIPT_SRC;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => {
      scriptPromise = null;
      reject(new Error("Google's sign-in script did not load"));
    };
    document.head.appendChild(s);
  });
  return scriptPromise;
}

/** The claims of an ID token, sent as userInfo (docs/product.md#a-api); the server ignores them and verifies the token. */
function decodeClaims(token: string): unknown {
  try {
    const payload = token.split(".")[1] ?? "";
    return JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return {};
  }
}

export function GoogleButton({ mode, onSignedIn }: { mode: "signin" | "signup"; onSignedIn: (user: AuthUser) => void }) {
  const config = useAuthConfig();
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState("");
  const [unavailable, setUnavailable] = useState(false);
  const failed = mode === "signup" ? AUTH_MESSAGES.googleSignUpFailed : AUTH_MESSAGES.googleSignInFailed;
  const clientId = config?.googleClientId;

  useEffect(() => {
    if (!clientId) return;
    let alive = true;
    loadScript()
      .then(() => {
        const id = window.google?.accounts?.id;
        if (!alive || !id || !box.current) return;
        id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!credential) return setError(failed);
            setError("");
            apiPost<SignInResponse>("/api/auth/google", { googleToken: credential, userInfo: decodeClaims(credential) }).then(
              (data) => onSignedIn(data.user),
              (err: unknown) => setError(formErrorText(err, failed, AUTH_MESSAGES.networkError)),
            );
          },
        });
        id.renderButton(box.current, { theme: "outline", size: "large", width: 320, text: mode === "signup" ? "signup_with" : "signin_with" });
      })
      .catch(() => alive && setUnavailable(true));
    return () => {
      alive = false;
    };
  }, [clientId, mode, failed, onSignedIn]);

  if (!clientId) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="flex w-full items-center gap-3 text-sm text-stone-600">
        <span className="h-px flex-1 bg-stone-200" />
        or
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <div ref={box} className="min-h-10" />
      {unavailable && <p className="text-sm text-stone-600">Google sign-in is unavailable right now. Please use your email instead.</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
