import type { Config } from "@netlify/functions";
import { handle, json, parseJsonBody, parseQuery } from "../../src/server/http/handler.ts";
import { HttpError } from "../../src/server/http/http-error.ts";
import { clientAddress } from "../../src/server/http/client-address.ts";
import { getSession } from "../../src/server/auth/sessions.ts";
import { likerKey, likeState, setLike } from "../../src/server/likes/likes.ts";
import { RATE_LIMITS } from "../../src/server/ratelimit/limits.ts";
import { consume } from "../../src/server/ratelimit/rate-limit.ts";
import { LikeBodySchema, LikeQuerySchema } from "../../src/shared/saved/schema.ts";

// GET /api/likes?type=recipe&id=12&anonId= -> {type, id, count, liked}
// POST /api/likes {type, id, liked, anonId} -> the same after setting the like. Signed-in users like
// as themselves (the session decides); anonymous browsers send their random id.
export default handle(["GET", "POST"], async (req, context) => {
  if (req.method === "GET") {
    const { type, id, anonId } = parseQuery(req, LikeQuerySchema);
    const session = await getSession(req);
    return json(await likeState(type, id, likerKey(session?.user.id ?? null, anonId)));
  }
  const { type, id, liked, anonId } = await parseJsonBody(req, LikeBodySchema);
  const session = await getSession(req);
  const liker = likerKey(session?.user.id ?? null, anonId);
  if (!liker) throw new HttpError(400, "Send anonId (a random id kept by this browser) or sign in to like.", { anonId: "Required when not signed in." });
  await consume(RATE_LIMITS.likesPerIp, clientAddress(req, context), "Too many likes from this network.");
  return json(await setLike(type, id, liker, liked));
});

export const config: Config = { path: "/api/likes" };
