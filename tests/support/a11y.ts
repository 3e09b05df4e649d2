import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export type A11yViolation = { id: string; impact: string | null; help: string; nodes: string[] };

/** Runs axe-core (WCAG 2 A/AA rules, colour contrast included) on the page as it is now. */
export async function a11yViolations(page: Page): Promise<A11yViolation[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern: a script tag added to
  // the page is an inline script, which the site's policy refuses (docs/decisions/0024-csp-script-hashes.md).
  if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.evaluate(axeSource);
  // Colours measured mid-transition (a theme switch fades them) are neither theme's: axe waits for every
  // finite animation and transition to end. Endless ones (a spinner) never do and are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  });
}
