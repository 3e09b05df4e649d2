import type { Config } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { healthReport } from "../../src/server/health/health.ts";

export default handle(["GET"], async () => {
  const report = await healthReport();
  return json(report, { status: report.ok ? 200 : 503 });
});

export const config: Config = { path: "/api/health" };
