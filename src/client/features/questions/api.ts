import { ApiError, apiGet } from "../../lib/api.ts";
import type { QuestionAnswer } from "../../../shared/questions/types.ts";

export const QUESTION_NOT_FOUND = "The question you're looking for doesn't exist.";

/** GET /api/questions/{slug}; null when the slug is refused (400) or unknown (404). */
export async function fetchQuestion(slug: string, signal?: AbortSignal): Promise<QuestionAnswer | null> {
  try {
    return await apiGet<QuestionAnswer>(`/api/questions/${encodeURIComponent(slug)}`, { signal });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 400 || err.status === 404)) return null;
    throw err;
  }
}
