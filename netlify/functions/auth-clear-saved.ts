import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { savedItemsOwner } from "../../src/server/saved/access.ts";
import { clearSaved } from "../../src/server/saved/saved-items.ts";
import { ClearSavedSchema } from "../../src/shared/saved/schema.ts";

// POST /api/auth/clear-saved {userId, type}: Clear All on a saved page (after the user confirmed).
export default handle(["POST"], async (req) => {
  const { userId, type } = await parseJsonBody(req, ClearSavedSchema);
  const removed = await clearSaved(await savedItemsOwner(req, userId), type);
  return json({ ok: true, removed });
});

export const config: Config = { path: "/api/auth/clear-saved" };
