// /admin/newsletter (docs/product.md#a-screens, docs/product.md#a-states, docs/product.md#a-roles, docs/product.md#a-errors): the password gate, then the tabs and Logout. The password is
// sent once in a POST body and traded for an HttpOnly admin cookie (docs/architecture.md#api-contract); any 401 locks again.
import { useEffect, useRef, useState } from "react";
import { ADMIN_MESSAGES as A } from "../../../shared/newsletter/types.ts";
import { ApiError, apiGet, apiPost, apiRequest, formErrorText } from "../../lib/api.ts";
import { TextField } from "../../ui/form-field.tsx";
import { buttonClass } from "../../ui/state-message.tsx";
import { MessagesTab, PublishTab, StatsTab, SubscribersTab } from "./tabs.tsx";

const TABS = [
  { id: "publish", label: "Publish Newsletters" },
  { id: "stats", label: "Statistics" },
  { id: "subscribers", label: "Subscribers" },
  { id: "messages", label: "Messages" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export function AdminPage() {
  const [status, setStatus] = useState<"checking" | "locked" | "unlocked">("checking");
  useEffect(() => {
    apiGet<{ admin: boolean }>("/api/admin/session").then(
      (r) => setStatus(r?.admin ? "unlocked" : "locked"),
      () => setStatus("locked"),
    );
  }, []);
  const lock = () => setStatus("locked");
  if (status === "checking")
    return (
      <p role="status" className="text-stone-700">
        Checking the admin session...
      </p>
    );
  if (status === "locked") return <Gate onUnlocked={() => setStatus("unlocked")} />;
  return <Dashboard onLocked={lock} />;
}

function Gate({ onUnlocked }: { onUnlocked: () => void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!password) return setError(A.invalidPassword);
    setBusy(true);
    setError("");
    try {
      await apiPost("/api/admin/session", { password });
      setPassword("");
      onUnlocked();
    } catch (err) {
      // docs/product.md#a-errors: 'Invalid password' when the check fails, 'Authentication failed' when the server is unreachable.
      setError(err instanceof ApiError && err.status === 401 ? A.invalidPassword : formErrorText(err, A.authFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form noValidate onSubmit={submit} className="mx-auto flex max-w-sm flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 className="text-xl font-bold text-stone-900">Admin sign-in</h2>
      <TextField
        id="admin-password"
        label="Admin password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error || undefined}
      />
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass.primary}>
        {busy ? "Checking..." : "Unlock"}
      </button>
    </form>
  );
}

function Dashboard({ onLocked }: { onLocked: () => void }) {
  const [tab, setTab] = useState<TabId>("publish");
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  // A 401 from any tab means the session ended (expired or logged out elsewhere): back to the gate.
  const guard = (err: unknown) => {
    if (err instanceof ApiError && err.status === 401) onLocked();
  };
  async function logout() {
    await apiRequest("/api/admin/session", { method: "DELETE" }).catch(() => undefined);
    onLocked();
  }
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (e: React.KeyboardEvent, index: number) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    setTab(next.id);
    tabRefs.current[next.id]?.focus();
  };
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label="Newsletter admin" className="flex flex-wrap gap-1 rounded-xl bg-stone-100 p-1">
          {TABS.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => void (tabRefs.current[t.id] = el)}
              id={`tab-${t.id}`}
              role="tab"
              type="button"
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`rounded-lg px-3 py-2 text-sm font-semibold ${tab === t.id ? "bg-white text-orange-800 shadow-sm" : "text-stone-700 hover:text-stone-900"}`}
            >
              {t.label}
            </button>
          ))}
        </div>
        <button type="button" onClick={logout} className={buttonClass.secondary}>
          Logout
        </button>
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-6">
        {tab === "publish" && <PublishTab onError={guard} />}
        {tab === "stats" && <StatsTab onError={guard} />}
        {tab === "subscribers" && <SubscribersTab onError={guard} />}
        {tab === "messages" && <MessagesTab onError={guard} />}
      </div>
    </div>
  );
}
