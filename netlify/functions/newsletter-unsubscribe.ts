import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody, parseQuery } from "../../src/server/http/handler.ts";
import { PreferencesSchema, UnsubscribeQuerySchema } from "../../src/shared/newsletter/schema.ts";
import { readPreferences, savePreferences } from "../../src/server/newsletter/subscriptions.ts";

// GET /api/newsletter/unsubscribe?token=: the link's subscription (JSON), or, for a browser that opens
// the List-Unsubscribe URL itself, a redirect to the page that confirms and offers to keep some.
// POST ?token= without a JSON body: RFC 8058 one-click unsubscribe (body "List-Unsubscribe=One-Click").
// POST ?token= with JSON {categories}: keep those (none = unsubscribe), from the preferences page.
// A one-click POST (no JSON body) is sent by the mail provider from its own origin (RFC 8058): the
// link's 256-bit token is its authority, so it skips the same-origin check; the JSON POST does not.
const oneClick = (req: Request) => req.method === "POST" && !/^application\/json\b/i.test(req.headers.get("content-type") ?? "");

export default handle(
  ["GET", "POST"],
  async (req) => {
    const { token } = parseQuery(req, UnsubscribeQuerySchema);
    if (req.method === "GET" || req.method === "HEAD") {
      if (/text\/html/.test(req.headers.get("accept") ?? "") && !/application\/json/.test(req.headers.get("accept") ?? "")) {
        return new Response(null, {
          status: 303,
          headers: { location: `/newsletters/unsubscribe?token=${encodeURIComponent(token)}`, "cache-control": "no-store" },
        });
      }
      return json(await readPreferences(token));
    }
    const isJson = /^application\/json\b/i.test(req.headers.get("content-type") ?? "");
    const categories = isJson ? (await parseJsonBody(req, PreferencesSchema)).categories : [];
    return json(await savePreferences(token, categories));
  },
  { crossSiteAllowed: oneClick },
);

export const config: Config = { path: "/api/newsletter/unsubscribe" };
