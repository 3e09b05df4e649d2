// The session on the client (docs/product.md#a-states): the stored user is shown at once (placeholders while
// checking), verified with the server on load, and removed when the check fails. The real session
// is the HttpOnly cookie; this record only says whom to show.
import { useSyncExternalStore } from "react";
import type { AuthUser, SessionResponse } from "../../../shared/auth/types.ts";
import { ApiError, apiPost } from "../../lib/api.ts";
import { clearOfflineCopies } from "../../lib/offline.ts";

export type SessionStatus = "unknown" | "checking" | "signed-in" | "signed-out";
export type SessionState = { status: SessionStatus; user: AuthUser | null };

export const USER_STORAGE_KEY = "user"; // docs/product.md#a-limits: the user record

const SERVER_STATE: SessionState = { status: "unknown", user: null };
let state: SessionState = SERVER_STATE;
let started = false;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

function readStoredUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    const user = raw ? (JSON.parse(raw) as AuthUser) : null;
    return user && typeof user.id === "string" && typeof user.email === "string" ? user : null;
  } catch {
    return null;
  }
}

function storeUser(user: AuthUser | null) {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // storage unavailable (private mode): the session cookie still works for this page
  }
}

async function verifyStoredUser(user: AuthUser) {
  try {
    const data = await apiPost<SessionResponse>("/api/auth/verify", { userId: user.id });
    storeUser(data.user);
    set({ status: "signed-in", user: data.user });
  } catch (err) {
    if (err instanceof ApiError && !err.unreachable) {
      // docs/product.md#a-errors: a failed session check removes the local user, with no message.
      storeUser(null);
      void clearOfflineCopies();
      set({ status: "signed-out", user: null });
    } else {
      // Offline: keep showing the stored user; the server still decides on every call.
      set({ status: "signed-in", user });
    }
  }
}

function start() {
  if (started || typeof window === "undefined") return;
  started = true;
  const user = readStoredUser();
  if (user) {
    set({ status: "checking", user });
    void verifyStoredUser(user);
  } else {
    set({ status: "signed-out", user: null });
  }
  // Another tab signed in or out.
  window.addEventListener("storage", (e) => {
    if (e.key !== USER_STORAGE_KEY) return;
    const next = readStoredUser();
    set(next ? { status: "signed-in", user: next } : { status: "signed-out", user: null });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  queueMicrotask(start);
  return () => void listeners.delete(listener);
}

export const useSession = (): SessionState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );

/** The signed-in user's id, null when signed out, undefined while the session is being checked. */
export function useSessionUserId(): string | null | undefined {
  const { status, user } = useSession();
  return status === "signed-in" ? (user?.id ?? null) : status === "signed-out" ? null : undefined;
}

/**
 * The signed-in user's id, or null when signed out, once the session is known (while a stored user is
 * being verified, after the server's answer). For a control that needs the session only when used:
 * reading it on click instead of subscribing spares every card a render when the session is read after
 * hydration (docs/decisions/0018-hydration-budget.md).
 */
export function sessionUserId(): Promise<string | null> {
  start();
  return new Promise((resolve) => {
    const known = () => {
      if (state.status === "signed-in") resolve(state.user?.id ?? null);
      else if (state.status === "signed-out") resolve(null);
      else return false;
      return true;
    };
    if (known()) return;
    const listener = () => void (known() && listeners.delete(listener));
    listeners.add(listener);
  });
}

/** After sign-in, sign-up verification or Google sign-in answered with the user; `newAccount` after sign-up. */
export function signedIn(user: AuthUser, opts: { newAccount?: boolean } = {}) {
  storeUser(user);
  try {
    if (opts.newAccount) sessionStorage.setItem(NEW_ACCOUNT_KEY, user.id);
    else sessionStorage.removeItem(NEW_ACCOUNT_KEY);
  } catch {
    // storage unavailable: the greeting falls back to the returning user's
  }
  set({ status: "signed-in", user });
}

const NEW_ACCOUNT_KEY = "new_account";
/** Whether this user created the account in this browser tab's session (greeted "Welcome", not "Welcome back"). */
export function isNewAccount(userId: string): boolean {
  try {
    return sessionStorage.getItem(NEW_ACCOUNT_KEY) === userId;
  } catch {
    return false;
  }
}

/** docs/product.md#a-states: calls the server and clears the local user (and the offline copies) even if the call fails. */
export async function logout() {
  const userId = state.user?.id;
  storeUser(null);
  set({ status: "signed-out", user: null });
  const cleared = clearOfflineCopies();
  try {
    await apiPost("/api/auth/logout", userId ? { userId } : {}, { keepalive: true });
  } catch {
    // the local user is gone already
  }
  await cleared;
}
