/** One message for every caught value: Error, string, {message}, or anything else. */
export function getErrorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  if (error instanceof Error) return error.message;
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message;
  return "Unknown error";
}

/** The JSON error body every API call answers with (docs/architecture.md#api-contract). */
export type ApiErrorBody = { error: string; fields?: Record<string, string> };
