import type { Config } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { devOutboxEnabled, env } from "../../src/server/platform/env.ts";
import type { AuthConfigResponse } from "../../src/shared/auth/schema.ts";

// GET /api/auth/config: whether to show the Google button (its public client id) and the local outbox link.
export default handle(["GET"], async () => {
  const body: AuthConfigResponse = { googleClientId: env().GOOGLE_CLIENT_ID ?? null, devOutbox: devOutboxEnabled() && !env().SENDGRID_API_KEY };
  return json(body, { headers: { "cache-control": "public, max-age=300" } });
});

export const config: Config = { path: "/api/auth/config" };
