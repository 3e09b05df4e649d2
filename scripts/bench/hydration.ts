// How much React hydrates, per page (the Lighthouse bench's pages, one of every route family), as a phone
// (375x812): the fibers of React's hydration pass (its first commit), and the elements it has hydrated
// once the page is settled (network idle, then an idle moment of the main thread), blocks near the screen
// included. Unlike blocking time on a shared machine, these
// counts are the same on every run and every machine, so two builds can be told apart by them
// (docs/decisions/0018-hydration-budget.md). Prints figures; never fails.
// Usage: npm run bench -- hydration   (builds first when there is no build)
import { chromium } from "playwright-core";
import { startLocalServer } from "../lib/local-server.ts";
import { chromiumArgs, FLOOR, pagesToMeasure } from "./lighthouse.ts";

const PORT = 8955;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Runs in the page before its scripts: React DevTools' hook, which React calls on every commit. The
 * first commit is the hydration pass; its fibers are counted once each (a fiber and its alternate are
 * one). A string, not a function: tsx would add helpers to a function's source that the page lacks.
 */
const COUNT_COMMITS = `(() => {
  const seen = new WeakSet();
  const counts = (window.__hydrationCounts = []);
  const fresh = (root) => {
    let n = 0;
    const stack = [root];
    while (stack.length) {
      const f = stack.pop();
      if (!f) continue;
      if (!seen.has(f) && !(f.alternate && seen.has(f.alternate))) {
        seen.add(f);
        n++;
      }
      stack.push(f.child, f.sibling);
    }
    return n;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id, root) => counts.push(fresh(root.current)),
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
})();`;

export async function benchHydration(): Promise<void> {
  console.log("\n## Hydration (production build, local server, Debian Chromium, 375x812 as a phone)");
  const site = await startLocalServer({ port: PORT, timeoutMs: 900_000, refuseBusyPort: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: await chromiumArgs() });
  try {
    console.log("  page                                     hydration pass (fibers)   elements hydrated when settled / in the page");
    for (const { path, built } of [{ path: FLOOR, built: true }, ...(await pagesToMeasure())]) {
      if (!built) {
        console.log(`  ${path.padEnd(40)} not built yet`);
        continue;
      }
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.addInitScript(COUNT_COMMITS);
      await page.goto(`${site.base}${path}`);
      await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
      // Settled: no request for 500 ms (the page's data has arrived and rendered), then a frame and an idle
      // moment, so the near-gates' observers have run.
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestIdleCallback(done, { timeout: 2000 }))));
      const { pass, hydrated, elements } = await page.evaluate(() => {
        const all = [...document.querySelectorAll("*")];
        return {
          pass: (window as unknown as { __hydrationCounts: number[] }).__hydrationCounts[0] ?? 0,
          hydrated: all.filter((e) => Object.keys(e).some((k) => k.startsWith("__reactFiber$"))).length,
          elements: all.length,
        };
      });
      console.log(`  ${path.padEnd(40)} ${String(pass).padStart(23)}   ${hydrated} / ${elements}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}
