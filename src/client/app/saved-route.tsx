// /saved-recipes and /saved-articles: the same page for two item types, for the session's user. The
// prerendered page is the same for everyone (the items load in the browser), so it is indexed like any page.
import { useNavigate } from "react-router";
import { sessionUserId, useSessionUserId } from "../features/auth/session-store.ts";
import { SavedItemsPage } from "../features/saved/saved-items-page.tsx";
import type { SavedType } from "../../shared/saved/types.ts";

export function SavedRoute({ type }: { type: SavedType }) {
  const navigate = useNavigate();
  return <SavedItemsPage type={type} userId={useSessionUserId()} readUserId={sessionUserId} onSignIn={() => navigate("/signin")} />;
}
