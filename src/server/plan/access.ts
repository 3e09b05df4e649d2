import { AUTH_MESSAGES } from "../../shared/auth/schema.ts";
import { assertSameUser, requireSession } from "../auth/sessions.ts";
import { RATE_LIMITS } from "../ratelimit/limits.ts";
import { consume } from "../ratelimit/rate-limit.ts";

/** The session's user for a plan or list call (a different userId: 403), counted against its limit. */
export async function planOwner(req: Request, userId: string | undefined): Promise<string> {
  const session = await requireSession(req);
  assertSameUser(session, userId, AUTH_MESSAGES.notYourAccount);
  await consume(RATE_LIMITS.planPerAccount, session.user.id, "Too many plan changes from this account.");
  return session.user.id;
}
