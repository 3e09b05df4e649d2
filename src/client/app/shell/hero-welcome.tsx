import { LogoutButton } from "../../features/auth/account-menu.tsx";
import { isNewAccount, useSession } from "../../features/auth/session-store.ts";

/** docs/product.md#a-screens: the hero's Welcome line with Logout, for signed-in users. */
export function HeroWelcome() {
  const { status, user } = useSession();
  if (status !== "signed-in" || !user) return null;
  return (
    <p className="mt-6 flex flex-wrap items-center gap-3 text-stone-800">
      <span>
        {isNewAccount(user.id) ? "Welcome" : "Welcome back"}, <strong>{user.name}</strong>
      </span>
      <LogoutButton className="rounded-md border border-stone-300 bg-white px-3 py-1 text-sm font-medium hover:bg-stone-50" />
    </p>
  );
}
