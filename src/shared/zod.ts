// zod, configured before any schema is built: it compiles fast validators with `new Function`, which
// the site's Content-Security-Policy forbids (no 'unsafe-eval'), and tries so when a schema is created.
// Every module that defines schemas imports z from here.
import { z } from "zod";

z.config({ jitless: true });

export { z };
