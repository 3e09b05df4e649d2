// `npm run dev` after a build (netlify.toml's [context.dev]; docs/decisions/0024-csp-script-hashes.md): the
// dev server serves the source, so a previous build's files and its _headers must not apply there. The
// build's Content-Security-Policy allows the build's inline scripts by hash and refused Vite's. A Vite dev
// server with this project's Netlify plugin (as vite.config.ts makes it) and its netlify.toml, on a small
// project whose build left a _headers and a prerendered page.
import { copyFile, mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createServer, loadConfigFromFile, type PluginOption, type Plugin, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let root: string;
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "dev-server-"));
  await copyFile(resolve("netlify.toml"), join(root, "netlify.toml"));
  await mkdir(join(root, "build/client/about"), { recursive: true });
  await mkdir(join(root, "public"));
  await writeFile(
    join(root, "build/client/_headers"),
    "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-AAAA'\n  X-From-The-Build: yes\n",
  );
  await writeFile(join(root, "build/client/about/index.html"), "<!doctype html><title>the build's page</title>\n");
  await copyFile(resolve("public/favicon.svg"), join(root, "public/favicon.svg"));
  await writeFile(join(root, "index.html"), "<!doctype html><title>dev</title><script>window.ran = true</script>\n");

  const loaded = await loadConfigFromFile({ command: "serve", mode: "development" }, resolve("vite.config.ts"));
  const plugins = (loaded!.config.plugins as PluginOption[])
    .flat(Infinity as 1)
    .filter((p): p is Plugin => !!p && typeof p === "object" && "name" in p && ["vite-plugin-netlify", "dev-app-manifest"].includes(p.name));
  expect(plugins).toHaveLength(2);

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
  it("applies netlify.toml's headers to its files, and nothing of the build's _headers", async () => {
    const icon = await fetch(`${origin}/favicon.svg`);
    expect(icon.status).toBe(200);
    // netlify.toml's headers are applied (so a policy in them would be too)...
    expect(icon.headers.get("x-content-type-options")).toBe("nosniff");
    expect(icon.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    // ...and the build's, which does not allow Vite's inline scripts, is not.
    expect(icon.headers.get("content-security-policy")).toBeNull();
    expect(icon.headers.get("x-from-the-build")).toBeNull();
  });

  it("serves its own pages, not the build's, without the build's policy", async () => {
    for (const path of ["/", "/about"]) {
      const res = await fetch(origin + path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain("window.ran = true");
      expect(res.headers.get("content-security-policy"), path).toBeNull();
      expect(res.headers.get("x-from-the-build"), path).toBeNull();
    }
  });

  it("serves the web manifest and its icons, which only a build writes to disk", async () => {
    const manifest = await fetch(`${origin}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    const { name, icons } = (await manifest.json()) as { name: string; icons: { src: string; sizes: string }[] };
    expect(name).toBe("Masala Table");
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      const png = await fetch(origin + icon.src);
      expect(png.status, icon.src).toBe(200);
      expect(png.headers.get("content-type"), icon.src).toBe("image/png");
      const bytes = Buffer.from(await png.arrayBuffer());
      expect(bytes.subarray(1, 4).toString("latin1"), icon.src).toBe("PNG");
      expect(bytes.readUInt32BE(16), icon.src).toBe(Number(icon.sizes.split("x")[0])); // the IHDR width
    }
  });
});
