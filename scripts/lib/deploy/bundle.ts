// The functions bundled as a Netlify build bundles them (docs/decisions/0021-production-mode-test-run.md):
// netlify.toml resolved by @netlify/config, its [functions] settings translated to zip-it-and-ship-it's
// names the way Netlify's build and CLI translate them, then zip-it-and-ship-it over netlify/functions.
// Each function becomes a folder (archiveFormat "none" instead of a zip: the same files, not compressed)
// with Netlify's bootstrap and its Lambda entry point.
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { readNetlifyConfig, type FunctionsConfig } from "../netlify-config.ts";

export type FunctionRoute = { pattern: string; literal?: string; expression?: string; methods: string[]; prefer_static?: boolean };
export type BundledFunction = {
  name: string;
  /** The bundle's folder. */
  path: string;
  /** The Lambda entry point Netlify invokes. */
  entry: string;
  routes: FunctionRoute[];
  /** Paths its excludedPath takes out of its routes. */
  excludedRoutes: FunctionRoute[];
  bundler: string;
  runtimeAPIVersion: number;
  /** Bytes of every file in the bundle. */
  size: number;
  files: string[];
};

/** netlify.toml's function settings in zip-it-and-ship-it's names (as @netlify/build's normalizeFunctionsConfig does). */
function normalize(functions: FunctionsConfig, root: string, nodeVersion: string | undefined) {
  return Object.fromEntries(
    Object.entries(functions).map(([pattern, c]) => [
      pattern,
      {
        externalNodeModules: c.external_node_modules,
        includedFiles: c.included_files,
        includedFilesBasePath: root,
        ignoredNodeModules: c.ignored_node_modules,
        nodeBundler: c.node_bundler === "esbuild" ? "esbuild_zisi" : c.node_bundler,
        nodeVersion,
        processDynamicNodeImports: true,
        schedule: c.schedule,
        zipGo: true,
      },
    ]),
  );
}

async function filesUnder(dir: string, base = dir): Promise<{ files: string[]; size: number }> {
  let size = 0;
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = await filesUnder(full, base);
      size += inner.size;
      files.push(...inner.files);
    } else {
      size += (await stat(full)).size;
      files.push(full.slice(base.length + 1));
    }
  }
  return { files, size };
}

/** Bundles every function of netlify.toml's functions directory into `outDir`. */
export async function bundleFunctions(
  outDir: string,
  root = process.cwd(),
  netlify?: Awaited<ReturnType<typeof readNetlifyConfig>>,
): Promise<BundledFunction[]> {
  const { zipFunctions } = await import("@netlify/zip-it-and-ship-it");
  const { config: netlifyConfig, buildDir } = netlify ?? (await readNetlifyConfig(root, "production"));
  const functionsDir = netlifyConfig.functionsDirectory ?? join(root, "netlify", "functions");
  const config = normalize(netlifyConfig.functions ?? {}, buildDir, netlifyConfig.build?.environment?.NODE_VERSION);
  const results = await zipFunctions([functionsDir], outDir, {
    archiveFormat: "none",
    basePath: buildDir,
    repositoryRoot: root,
    config: config as never,
    parallelLimit: 4,
  });
  const bundles: BundledFunction[] = [];
  for (const r of results) {
    const { files, size } = await filesUnder(r.path);
    bundles.push({
      name: r.name,
      path: r.path,
      entry: join(r.path, r.entryFilename ?? "___netlify-entry-point.mjs"),
      routes: (r.routes ?? []) as FunctionRoute[],
      excludedRoutes: ((r as { excludedRoutes?: unknown[] }).excludedRoutes ?? []) as FunctionRoute[],
      bundler: String(r.bundler),
      runtimeAPIVersion: r.runtimeAPIVersion ?? 1,
      size,
      files,
    });
  }
  return bundles.sort((a, b) => a.name.localeCompare(b.name));
}
