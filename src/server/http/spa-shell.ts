// The SPA shell of the build (build/client/__spa-fallback.html), for the functions that answer a page
// that was not prerendered: a recipe only the API knows, an unknown recipe or article (with 404).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

const SHELL_FILE = join(process.cwd(), "build", "client", "__spa-fallback.html");

let shell: Promise<string> | undefined;

/** The SPA shell from the build; from the CDN when the function bundle does not carry it. */
export function spaShell(origin: string): Promise<string> {
  shell ??= readFile(SHELL_FILE, "utf8").catch(async () => {
    const res = await fetch(`${origin}/__spa-fallback.html`);
    if (!res.ok) throw new Error(`SPA shell unavailable (HTTP ${res.status})`);
    return res.text();
  });
  shell.catch(() => (shell = undefined)); // a failed read is retried on the next request
  return shell;
}

/**
 * An HTML page answer; `cdnCache` is what Netlify's CDN may keep (browsers always revalidate). Its CSP
 * allows the page's own inline scripts by their hashes (docs/decisions/0024-csp-script-hashes.md).
 */
export const htmlPage = (body: string, status: number, cdnCache: string) =>
  new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=0, must-revalidate",
      "netlify-cdn-cache-control": cdnCache,
      "content-security-policy": contentSecurityPolicy(inlineScriptHashes(body)),
    },
  });
