// Prerendered pages paint before their JavaScript downloads. React Router puts a modulepreload link
// for every module of the page in <head> and a module script that imports them at the end of <body>:
// on a slow connection those downloads share the bandwidth with the one render-blocking request (the
// stylesheet) and push the first paint back by a second or more. This rewrite starts the same
// downloads, all at once, right after the first contentful paint instead, then runs React Router's own
// bootstrap unchanged.
//
// The rewritten script is a plain (deferred) module script, not `async` like React Router's: it runs
// only once the whole document is parsed. An async bootstrap could start hydrating while the end of a
// slowly arriving page (React's streamed boundaries, swapped in by inline scripts) was not parsed yet,
// which React reported as hydration mismatch #418 (seen intermittently on the home page after the
// /ai-chef redirect).
//
// The same script starts the first-load progress bar (src/client/ui/progress.ts): it appears only when
// React has not hydrated soon after the page was parsed, so a slow load still shows it is under way.

import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { bootProgressScript } from "../../src/client/ui/progress.ts";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The rewritten page, or the page unchanged when it does not have React Router's bootstrap script. */
export function deferHydration(html: string): string {
  const boot = BOOTSTRAP.exec(html);
  if (!boot) return html;
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const body = boot[1]!;
  // `import "a"; import * as route0 from "b";` -> awaited dynamic imports, in the same order.
  const statics = [...body.matchAll(/import (?:\* as (\w+) from )?"([^"]+)";/g)];
  if (statics.length === 0) return html;
  const framework = hrefs.find((href) => /\/framework-[^/]*\.js$/.test(href));
  const rest = body.replace(/import (?:\* as (\w+) from )?"([^"]+)";/g, "").trim();
  const script =
    `<script type="module">` +
    bootProgressScript() +
    // Once the first contentful paint has happened (or after 1.5 s, or at once in a hidden tab, which does
    // not paint), fetch every module in parallel.
    `await new Promise((go) => {` +
    `if (document.visibilityState === "hidden" || performance.getEntriesByName("first-contentful-paint").length) return go();` +
    `try { new PerformanceObserver((list, o) => { o.disconnect(); go(); }).observe({ type: "paint" }); } catch { go(); }` +
    `setTimeout(go, 1500);` +
    `});` +
    `for (const href of ${JSON.stringify(hrefs)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); }` +
    // Each module is evaluated in a task of its own, the framework chunk (vite.config.ts) first: one task
    // evaluating them all blocked a phone's main thread for 100-300 ms (docs/decisions/0018-hydration-budget.md).
    `const __yield = () => new Promise((go) => setTimeout(go));` +
    (framework ? `await import(${JSON.stringify(framework)});await __yield();` : "") +
    statics
      .map(
        ([, name, href]) => (name ? `const ${name} = await import(${JSON.stringify(href)});` : `await import(${JSON.stringify(href)});`) + `await __yield();`,
      )
      .join("") +
    rest +
    `</script>`;
  return html.replace(PRELOAD, "").replace(BOOTSTRAP, () => script);
}

/** Rewrites every prerendered page (and the SPA fallback) under `dir`; answers how many changed. */
export async function deferHydrationInDir(dir: string): Promise<number> {
  let changed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const out = deferHydration(html);
    if (out !== html) {
      await writeFile(file, out);
      changed++;
    }
  }
  return changed;
}

/**
 * Adds the early-request script of a page (src/client/lib/early-fetch.ts) right after its charset, ahead
 * of the stylesheet: an inline script placed after a stylesheet would wait for it.
 */
export function withEarlyRequests(html: string, script: string): string {
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(charset) || html.includes("window.__earlyFetch")) return html;
  return html.replace(charset, () => `${charset}<script>${script}</script>`);
}
