// `npm run bench`: every benchmark, printing figures (targets are reported, never asserted).
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";
import { benchSearch } from "./search.ts";

if (!existsSync("build/client/__spa-fallback.html")) execSync("npm run build", { stdio: "inherit" });
const only = process.argv[2];
if (!only || only === "search") await benchSearch();
if (!only || only === "lighthouse") {
  if (existsSync("scripts/bench/lighthouse.ts")) {
    const { benchLighthouse } = await import("./lighthouse.ts" as string);
    await benchLighthouse();
  } else console.log("\n## Lighthouse: not built yet (scripts/bench/lighthouse.ts)");
}
process.exit(0);
