import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { savedItemsOwner } from "../../src/server/saved/access.ts";
import { mergeSaved } from "../../src/server/saved/saved-items.ts";
import { MergeSavedSchema, type MergeSavedResponse } from "../../src/shared/saved/schema.ts";

// POST /api/auth/merge-saved {userId, recipes, articles}: the anonymous saves of this browser, merged
// into the account at sign-in without duplicates; answers both full lists.
export default handle(["POST"], async (req) => {
  const { userId, recipes, articles } = await parseJsonBody(req, MergeSavedSchema, { limit: 1024 * 1024 });
  const body: MergeSavedResponse = await mergeSaved(await savedItemsOwner(req, userId), { recipes, articles });
  return json(body);
});

export const config: Config = { path: "/api/auth/merge-saved" };
