import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody } from "../../src/server/http/handler.ts";
import { planOwner } from "../../src/server/plan/access.ts";
import { changePlan, mergePlan, planWeek, repeatLastWeek } from "../../src/server/plan/plan-store.ts";
import { PlanChangesSchema, PlanMergeSchema, PlanRepeatSchema } from "../../src/shared/plan/schema.ts";

// POST /api/plan/slots {changes: [{day, slot, recipeId | null, servings?}]} -> {ok, changed}: fill or empty slots together.
// POST /api/plan/merge {slots} -> {ok, merged}: a signed-out plan joins the account; filled slots keep their dish.
// POST /api/plan/repeat {week} -> {week, slots, added}: last week's dishes into this week's empty slots.
export default handle(["POST"], async (req) => {
  const action = new URL(req.url).pathname.split("/").pop();
  if (action === "merge") {
    const { userId, slots } = await parseJsonBody(req, PlanMergeSchema);
    return json({ ok: true, merged: await mergePlan(await planOwner(req, userId), slots) });
  }
  if (action === "repeat") {
    const { userId, week } = await parseJsonBody(req, PlanRepeatSchema);
    const owner = await planOwner(req, userId);
    const added = await repeatLastWeek(owner, week);
    return json({ week, slots: await planWeek(owner, week), added });
  }
  const { userId, changes } = await parseJsonBody(req, PlanChangesSchema);
  await changePlan(await planOwner(req, userId), changes);
  return json({ ok: true, changed: changes.length });
});

export const config: Config = { path: ["/api/plan/slots", "/api/plan/merge", "/api/plan/repeat"] };
