// `npm run bench`: every benchmark, printing figures (targets are reported, never asserted).
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";
import { benchSearch } from "./search.ts";
import { benchSignin } from "./signin.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchHydration } from "./hydration.ts";
import { benchNewsletter } from "./newsletter.ts";
import { benchChat } from "./chat.ts";
import { benchFinder } from "./finder.ts";
import { benchReliability } from "./reliability.ts";
import { COMPILED_SERVER } from "../lib/local-server.ts";

if (!existsSync("build/client/__spa-fallback.html") || !existsSync(COMPILED_SERVER)) execSync("npm run build", { stdio: "inherit" });
const only = process.argv[2];
if (!only || only === "search") await benchSearch();
if (!only || only === "signin") await benchSignin();
if (!only || only === "finder") await benchFinder();
if (!only || only === "lighthouse") await benchLighthouse();
if (!only || only === "hydration") await benchHydration();
if (!only || only === "newsletter") await benchNewsletter(process.argv.slice(3));
if (!only || only === "chat") await benchChat();
if (!only || only === "reliability") await benchReliability();
process.exit(0);
