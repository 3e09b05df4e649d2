// Telling "the database is away" from other errors, without loading the database driver: the handler
// wrapper of every function uses it, and not every function talks to the database.
import { HttpError } from "../http/http-error.ts";

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "EPIPE",
  // PostgreSQL: shutting down, cannot connect now, too many connections, connection failures.
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const UNAVAILABLE_MESSAGES =
  /timeout expired|timeout exceeded when trying to connect|connection timeout|Connection terminated|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly/i;

/** Whether an error says the database cannot be reached now (as opposed to a bad statement). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  if (err instanceof AggregateError && err.errors.some(isDatabaseUnavailable)) return true;
  return UNAVAILABLE_MESSAGES.test(err.message);
}

/** The answer when the database is away: 503 with Retry-After, never a hang or a bare 500. */
export class DatabaseUnavailable extends HttpError {
  constructor() {
    super(503, "The database cannot be reached right now. Please try again in a moment.", undefined, { "retry-after": "5" });
  }
}
