import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody, parseQuery } from "../../src/server/http/handler.ts";
import { planOwner } from "../../src/server/plan/access.ts";
import { shoppingListState, syncShoppingList } from "../../src/server/plan/shopping-store.ts";
import { ShoppingListQuerySchema, ShoppingListSyncSchema } from "../../src/shared/plan/schema.ts";

// GET /api/shopping-list?week= -> {week, ticks, items}: what was ticked and added by hand that week.
// POST /api/shopping-list/sync {week, ticks, items} -> the same, after applying this browser's changes
// (each wins only over older ones, so ticks made offline on two phones all survive).
export default handle(["GET", "POST"], async (req) => {
  if (req.method === "POST") {
    const { userId, week, ticks, items } = await parseJsonBody(req, ShoppingListSyncSchema, { limit: 256 * 1024 });
    return json(await syncShoppingList(await planOwner(req, userId), week, ticks, items));
  }
  const { userId, week } = parseQuery(req, ShoppingListQuerySchema);
  return json(await shoppingListState(await planOwner(req, userId), week));
});

export const config: Config = { path: ["/api/shopping-list", "/api/shopping-list/sync"] };
