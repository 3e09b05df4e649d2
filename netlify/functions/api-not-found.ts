import type { Config } from "@netlify/functions";
import { ANY_METHOD, handle } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/http-error.ts";

// Any /api/ path no other function claims: a JSON 404 rather than the HTML app shell. Netlify's local
// emulation tries functions in reverse file-name order, so a file whose name sorts before this one
// ("admin-...", "ai-...") would be shadowed by this catch-all there: name such files otherwise.
export default handle(ANY_METHOD, async (req) => {
  throw new HttpError(404, `No API route matches ${new URL(req.url).pathname.slice(0, 200)}.`);
});

export const config: Config = { path: ["/api/*"] };
