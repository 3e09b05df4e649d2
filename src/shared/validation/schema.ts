// zod, configured before any schema is built: it compiles fast validators with `new Function`, which
// the site's Content-Security-Policy forbids (no 'unsafe-eval'), and tries so when a schema is created.
// Every module that defines schemas imports z from here.
import { z } from "zod";

z.config({ jitless: true });

export { z };

// PostgreSQL cannot store U+0000 in text (it answers 500), so no request text may carry it.
const NUL = "\u0000";

/** The rule for every text field of a request: z.string() that refuses NUL, naming the field (400). */
export const text = (field: string, params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params ?? { error: `${field} must be text.` })
    .refine((v) => !v.includes(NUL), { message: `${field} must not contain the NUL character.`, abort: true });
