import type { Config } from "@netlify/functions";
import { text, z } from "../../src/shared/validation/schema.ts";
import { handle, json, parseQuery } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/http-error.ts";
import { devOutboxEnabled } from "../../src/server/platform/env.ts";
import { readOutbox } from "../../src/server/mail/mail.ts";

const OutboxQuerySchema = z.object({
  to: text("to", { error: "to is required: the recipient's email address." }).trim().min(3, "to is required: the recipient's email address.").max(254),
});

// The local mail outbox (docs/architecture.md#providers, docs/architecture.md#api-contract): readable only when the local server or dev plugin enables it.
export default handle(["GET"], async (req) => {
  if (!devOutboxEnabled()) throw new HttpError(404, "Not found.");
  const { to } = parseQuery(req, OutboxQuerySchema);
  return json({ messages: await readOutbox(to) });
});

export const config: Config = { path: "/api/dev/outbox" };
