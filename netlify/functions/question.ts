import type { Config, Context } from "@netlify/functions";
import { handle, json } from "../../src/server/http/handler.ts";
import { questionAnswer } from "../../src/server/questions/service.ts";

// GET /api/questions/{slug}: the answer record of docs/product.md#b-data, built once and kept in Blobs (docs/architecture.md#api-contract).
export default handle(["GET"], async (_req, context: Context) => {
  const answer = await questionAnswer(context.params.slug ?? "");
  return json(answer, { headers: { "cache-control": answer.known ? "public, max-age=300" : "no-store" } });
});

export const config: Config = { path: "/api/questions/:slug" };
