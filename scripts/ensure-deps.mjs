// Installs the npm packages when they are missing or older than package-lock.json (fresh clone, pull).
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const marker = "node_modules/.package-lock.json";
const stale = !existsSync(marker) || statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs + 1000;
if (stale) {
  // `npm install` with the committed lock, not `npm ci`: npm 11.19 here writes locks without other
  // platforms' optional packages (rollup, tailwind oxide) and then refuses them in `npm ci`.
  console.log("Installing npm packages (npm install from package-lock.json)...");
  execSync("npm install --no-audit --no-fund", { stdio: "inherit" });
}
