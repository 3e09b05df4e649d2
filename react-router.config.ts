import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/client/app/prerender.server.ts";

export default {
  appDirectory: "src/client/app",
  // SPA mode with prerendered content routes: static HTML on the CDN, hydrated in the browser.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
