import type { Config } from "@netlify/functions";
import { errorResponse } from "../../src/server/http/handler.ts";

// Any /api/ path no other function claims: a JSON 404 rather than the HTML app shell.
export default async (req: Request) => errorResponse(404, `No API route matches ${new URL(req.url).pathname}.`);

export const config: Config = { path: ["/api/*"] };
