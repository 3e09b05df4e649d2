import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.ts";
import { bootProgressScript } from "../../src/client/ui/progress.ts";

// The shape React Router 7 prerenders: modulepreload links hoisted into <head>, and a module script
// whose static imports load the manifest and the route modules before the entry.
const page =
  `<html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
  `<link rel="modulepreload" href="/assets/root-3.js"/></head><body><h1>Dal</h1>` +
  `<script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-3.js"; ` +
  `import * as route1 from "/assets/home-4.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n  ` +
  `import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("takes the modulepreload links out of the HTML and keeps the stylesheet", () => {
    expect(out).not.toContain('rel="modulepreload" href=');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
  });

  it("runs deferred (after the whole document is parsed), not async", () => {
    expect(out).toContain('<script type="module">');
    expect(out).not.toContain("async");
  });

  it("waits for the first paint, then preloads every module and imports them in the original order", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(script).toContain("first-contentful-paint");
    expect(script).toContain(JSON.stringify(["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/root-3.js"]));
    const order = ["manifest-1", "root-3", "home-4", "__reactRouterRouteModules", "entry.client-2"].map((s) =>
      script.indexOf(s, script.indexOf("await import")),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(script).toContain('const route0 = await import("/assets/root-3.js");');
    expect(script).toContain('await import("/assets/manifest-1.js");');
  });

  it("evaluates the framework chunk first and each module in a task of its own", () => {
    const framed = deferHydration(
      page.replace(
        '<link rel="modulepreload" href="/assets/root-3.js"/>',
        '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/framework-5.js"/>',
      ),
    );
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(framed)?.[1] ?? "";
    const imports = [...script.matchAll(/await import\("([^"]+)"\);await __yield\(\);/g)].map((m) => m[1]);
    expect(imports).toEqual(["/assets/framework-5.js", "/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-4.js"]);
    expect(script.indexOf("__reactRouterRouteModules")).toBeGreaterThan(script.lastIndexOf("await __yield()"));
  });

  it("starts the first-load progress bar before it waits for the paint", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(script.startsWith(bootProgressScript())).toBe(true);
  });

  it("is a valid module body", async () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    // Parses as an async function body (top-level await in a module): a syntax error would throw here.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("leaves a page without React Router's bootstrap, or one already rewritten, unchanged", () => {
    expect(deferHydration("<html><body>plain</body></html>")).toBe("<html><body>plain</body></html>");
    expect(deferHydration(out)).toBe(out);
  });
});
