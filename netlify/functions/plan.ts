import type { Config } from "@netlify/functions";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { planOwner } from "../../src/server/plan/access.ts";
import { planWeek } from "../../src/server/plan/plan-store.ts";
import { suggestForWeek } from "../../src/server/plan/suggestions.ts";
import { PlanSuggestionsQuerySchema, PlanWeekQuerySchema, type PlanSuggestionsResponse, type PlanWeekResponse } from "../../src/shared/plan/schema.ts";

// GET /api/plan?week=YYYY-MM-DD -> {week, slots}: the seven days from `week`.
// GET /api/plan/suggestions?week= -> {week, suggestions}: a dish for each empty slot ("fill the gaps").
export default handle(["GET"], async (req) => {
  if (new URL(req.url).pathname.endsWith("/suggestions")) {
    const { userId, week } = parseQuery(req, PlanSuggestionsQuerySchema);
    const owner = await planOwner(req, userId);
    const body: PlanSuggestionsResponse = { week, suggestions: await suggestForWeek(owner, week, await planWeek(owner, week)) };
    return json(body);
  }
  const { userId, week } = parseQuery(req, PlanWeekQuerySchema);
  const body: PlanWeekResponse = { week, slots: await planWeek(await planOwner(req, userId), week) };
  return json(body);
});

export const config: Config = { path: ["/api/plan", "/api/plan/suggestions"] };
