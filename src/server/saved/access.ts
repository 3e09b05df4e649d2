import { SAVED_MESSAGES } from "../../shared/saved/schema.ts";
import { assertSameUser, requireSession } from "../auth/sessions.ts";

/** The session's user id; a userId the client sent must be it (docs/architecture.md#api-contract), else 403. */
export async function savedItemsOwner(req: Request, userId: string | undefined): Promise<string> {
  const session = await requireSession(req);
  assertSameUser(session, userId, SAVED_MESSAGES.notYours);
  return session.user.id;
}
