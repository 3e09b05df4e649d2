import { z } from "zod";
import { fieldErrors, parseJsonBody } from "../http/handler.ts";
import { HttpError } from "../http/http-error.ts";
import { headlineMessage } from "../../shared/auth.ts";

/** Reads the raw JSON body (415 / 413 / 400 from the shared reader) without validating it yet. */
export const readJson = (req: Request): Promise<unknown> => parseJsonBody(req, z.unknown());

/**
 * Validates with the form's own texts: the error is the specification's message word for word
 * ("All fields are required", not "name: All fields are required"); fields has one per input.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, headlineMessage(parsed.error), fieldErrors(parsed.error));
}
