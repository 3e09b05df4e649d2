// The account part of the navigation shell (docs/product.md#a-screens): the signed-in user's name and email and a
// Logout button; Sign In and Sign Up for signed-out visitors; placeholders while checking.
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { logout, useSession } from "./session-store.ts";

function Placeholder({ stacked }: { stacked: boolean }) {
  return (
    <div aria-hidden="true" className={stacked ? "flex flex-col gap-2" : "flex items-center gap-2"}>
      <span className="h-9 w-20 animate-pulse rounded-md bg-stone-100" />
      <span className="h-9 w-20 animate-pulse rounded-md bg-stone-100" />
    </div>
  );
}

function SignedOutLinks({ stacked }: { stacked: boolean }) {
  return (
    <div className={stacked ? "flex flex-col gap-2" : "flex items-center gap-2"}>
      <Link to="/signin" className="rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100">
        Sign In
      </Link>
      <Link to="/signup" className="rounded-md bg-orange-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-orange-800">
        Sign Up
      </Link>
    </div>
  );
}

export function LogoutButton({ className }: { className: string }) {
  return (
    <button type="button" onClick={() => void logout()} className={className}>
      Logout
    </button>
  );
}

const initial = (name: string) => (name.trim()[0] ?? "?").toUpperCase();

/** In the side menu: name, email and Logout, always visible. */
function StackedUser({ name, email }: { name: string; email: string }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-orange-100 font-semibold text-orange-900">
          {initial(name)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-medium text-stone-900">{name}</p>
          <p className="truncate text-sm text-stone-600">{email}</p>
        </div>
      </div>
      <LogoutButton className="rounded-md border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100" />
    </div>
  );
}

/** In the desktop bar: a button with the user's initial opening a small panel with name, email, Logout. */
function UserDropdown({ name, email }: { name: string; email: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-medium text-stone-800 ring-1 ring-stone-200 hover:bg-stone-50"
      >
        <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-orange-100 font-semibold text-orange-900">
          {initial(name)}
        </span>
        <span className="sr-only">Account: </span>
        <span className="max-w-32 truncate">{name}</span>
      </button>
      {open && (
        <div id={panelId} className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl bg-white p-4 shadow-lg ring-1 ring-stone-200">
          <StackedUser name={name} email={email} />
        </div>
      )}
    </div>
  );
}

export function AccountMenu({ stacked = false }: { stacked?: boolean }) {
  const { status, user } = useSession();
  if (status === "unknown" || (status === "checking" && !user)) return <Placeholder stacked={stacked} />;
  if (!user) return <SignedOutLinks stacked={stacked} />;
  return stacked ? <StackedUser name={user.name} email={user.email} /> : <UserDropdown name={user.name} email={user.email} />;
}
