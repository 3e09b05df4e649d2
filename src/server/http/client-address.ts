import type { Context } from "@netlify/functions";

/** Set by the platform from the connection: Netlify in production, NetlifyDev and our local router. */
export const CLIENT_ADDRESS_HEADER = "x-nf-client-connection-ip";

/** The caller's address for rate limits: from the platform, never from a client-sent X-Forwarded-For. */
export function clientAddress(req: Request, context: Pick<Context, "ip">): string {
  return req.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || context.ip || "unknown";
}
