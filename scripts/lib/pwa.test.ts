import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ICONS, iconSvg, webManifest, withoutScripts } from "./pwa.ts";

describe("web manifest and icons", () => {
  it("installs standalone from / with the 192 and 512 icons and a maskable one", () => {
    const m = webManifest();
    expect(m).toMatchObject({ name: "Masala Table", start_url: "/", display: "standalone", theme_color: "#c2410c" });
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    expect(new Set(ICONS.map((i) => i.file)).size).toBe(ICONS.length);
  });

  it("fills the square for a maskable icon (no rounded corners), keeps the favicon as it is otherwise", async () => {
    const favicon = await readFile("public/favicon.svg", "utf8");
    expect(favicon).toMatch(/\srx="/);
    expect(iconSvg(favicon, "any")).toBe(favicon);
    expect(iconSvg(favicon, "maskable")).not.toMatch(/\srx="/);
    expect(iconSvg(favicon, "maskable")).toContain("<path");
  });
});

describe("the offline page without scripts", () => {
  it("drops every script and module preload, marks the page ready and hides the controls that need a script", () => {
    const html =
      '<html lang="en"><head><link rel="modulepreload" href="/assets/a.js"/><script type="module">import "/a.js"</script></head>' +
      '<body><main>offline</main><script>window.__reactRouterContext = {"x":"</p>"};</script></body></html>';
    const out = withoutScripts(html);
    expect(out).not.toMatch(/<script|modulepreload/);
    expect(out).toContain("<main>offline</main>");
    expect(out).toMatch(/^<html data-hydrated lang="en">/);
    expect(out).toMatch(/<style>[^<]*data-chat-launcher[^<]*<\/style><\/head>/);
  });

  it("keeps the theme's script, which only picks light or dark before the first paint", () => {
    const theme = '<script data-theme-script="">try{document.documentElement.dataset.theme="dark"}catch(e){}</script>';
    const out = withoutScripts(`<html lang="en"><head>${theme}<script type="module">import "/a.js"</script></head><body></body></html>`);
    expect(out).toContain(theme);
    expect(out.match(/<script/g)).toHaveLength(1);
  });
});
