// The newsletter admin's password for a local run without ADMIN_PASSWORD: a random one per start,
// written to a file only its owner can read, never to the log (docs/architecture.md#api-contract, Admin).
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Makes a password for this run, sets ADMIN_PASSWORD to it and writes it to
 * `.netlify/admin-password-<port>` (mode 0600; one file per port, so servers running side by side do not
 * overwrite each other's). Returns the file's path, which is what the log may show.
 */
export function generateAdminPassword(port: number | string, dir = process.cwd()): string {
  const password = randomBytes(12).toString("base64url");
  const folder = join(dir, ".netlify");
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `admin-password-${port}`);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // a file left by an earlier run keeps its mode otherwise
  process.env.ADMIN_PASSWORD = password;
  return file;
}

/** The line a local server logs: where the password is, not the password. */
export const adminPasswordNotice = (file: string) =>
  `[admin] /admin/newsletter password for this run is in ${file} (readable only by you; set ADMIN_PASSWORD to choose one)`;
