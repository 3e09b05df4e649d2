// `npm run dev` after a build (scripts/lib/dev-csp.ts): the Netlify plugin applies build/client/_headers to
// the dev server's pages, and the build's Content-Security-Policy would block Vite's inline scripts.
// A Vite dev server with this project's own plugins (the Netlify one and the one after it, in the order
// vite.config.ts gives them) on a small project whose build left a _headers.
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createServer, loadConfigFromFile, type PluginOption, type Plugin, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let root: string;
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "dev-csp-"));
  await writeFile(join(root, "netlify.toml"), '[build]\n  publish = "build/client"\n');
  await mkdir(join(root, "build/client"), { recursive: true });
  await writeFile(
    join(root, "build/client/_headers"),
    "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-AAAA'\n  X-From-Headers-File: yes\n",
  );
  await writeFile(join(root, "index.html"), "<!doctype html><title>dev</title><script>window.ran = true</script>\n");

  const loaded = await loadConfigFromFile({ command: "serve", mode: "development" }, resolve("vite.config.ts"));
  const wanted = new Set(["vite-plugin-netlify", "dev-without-build-csp"]);
  const plugins = (loaded!.config.plugins as PluginOption[])
    .flat(Infinity as 1)
    .filter((p): p is Plugin => !!p && typeof p === "object" && "name" in p && wanted.has(p.name));
  expect(plugins.map((p) => p.name)).toHaveLength(2);

  server = await createServer({
    configFile: false,
    root,
    plugins,
    logLevel: "silent",
    server: { port: 0, host: "127.0.0.1", ws: false },
  });
  await server.listen();
  const address = server.httpServer!.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe("npm run dev after a build", () => {
  it("serves its pages without the build's Content-Security-Policy, with the file's other headers", async () => {
    for (const path of ["/", "/index.html"]) {
      const res = await fetch(origin + path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain("window.ran = true");
      // The _headers file was read (so the policy would have been applied)...
      expect(res.headers.get("x-from-headers-file"), path).toBe("yes");
      // ...and its policy, which does not allow Vite's inline scripts, is not sent.
      expect(res.headers.get("content-security-policy"), path).toBeNull();
    }
  });
});
