// Installs the npm packages when they are missing or older than package-lock.json (fresh clone, pull).
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const marker = "node_modules/.package-lock.json";
const stale = !existsSync(marker) || statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs + 1000;
if (stale) {
  // `npm ci`: exactly the committed lock, which carries every platform's optional binaries (rollup,
  // tailwind oxide, esbuild...), so the same command installs on Linux, macOS and Windows and never
  // rewrites the lock. After adding a package, refresh the lock with `npm install --package-lock-only`.
  // --prefer-offline: packages already in npm's cache are not checked with the registry again.
  console.log("Installing npm packages (npm ci from package-lock.json)...");
  execSync("npm ci --prefer-offline --no-audit --no-fund", { stdio: "inherit" });
}
