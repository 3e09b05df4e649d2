// The build's Content-Security-Policy for its static pages (docs/decisions/0024-csp-script-hashes.md):
// every inline script the pages run is allowed by its sha256 hash instead of 'unsafe-inline'.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { contentSecurityPolicy, inlineScriptHashes } from "../../src/server/http/security-headers.ts";

const CHUNK = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);?<\/script>/g;
/** One script for every page: it hands the data block just before it to React Router's stream. */
export const CHUNK_LOADER =
  "<script>window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent))</script>";

/**
 * React Router writes each page's loader data as an inline script of its own, so each page would need a
 * hash of its own (545 in one header). The data moves to a JSON block (data, not run, so outside the
 * policy) read by one script that is the same on every page.
 */
export function dataBlocksForChunks(html: string): string {
  return html.replace(CHUNK, (_, literal: string) => {
    try {
      JSON.parse(literal);
    } catch {
      throw new Error(`A React Router data chunk is not a JSON string: ${literal.slice(0, 80)}`);
    }
    return `<script type="application/json">${literal}</script>${CHUNK_LOADER}`;
  });
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith(".html")) out.push(path);
  }
  return out;
}

/**
 * Rewrites the pages' data chunks, then writes build/client/_headers with the policy for every path:
 * the hashes of all inline scripts of all pages (and of the SPA shell the functions serve). Returns the
 * number of pages and hashes.
 */
export async function writeStaticCsp(client: string): Promise<{ pages: number; hashes: number; policy: string }> {
  const all = new Set<string>();
  const files = await htmlFiles(client);
  for (const file of files) {
    const html = dataBlocksForChunks(await readFile(file, "utf8"));
    await writeFile(file, html);
    for (const h of inlineScriptHashes(html)) all.add(h);
  }
  const policy = contentSecurityPolicy([...all].sort());
  await writeFile(
    join(client, "_headers"),
    `# Written by scripts/postbuild.ts (docs/decisions/0024-csp-script-hashes.md).\n/*\n  Content-Security-Policy: ${policy}\n`,
  );
  return { pages: files.length, hashes: all.size, policy };
}
