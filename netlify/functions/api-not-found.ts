import { ANY_METHOD, handle } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/http-error.ts";

// Any /api/ path no other function claims: a JSON 404 rather than the HTML app shell. It has no path of
// its own: netlify.toml rewrites /api/* here, and a rewrite applies only where no function or file
// answers. A catch-all path (/api/*) would overlap every API function's, and which of two matching
// functions Netlify runs is not documented (docs/decisions/0021-production-mode-test-run.md).
export default handle(ANY_METHOD, async (req) => {
  throw new HttpError(404, `No API route matches ${new URL(req.url).pathname.slice(0, 200)}.`);
});
