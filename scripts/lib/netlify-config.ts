// netlify.toml as Netlify's build reads it (@netlify/config, offline): the one reader for the function
// bundler, the local function router and the production-mode run (docs/decisions/0021-production-mode-test-run.md).
export type FunctionsConfig = Record<
  string,
  { included_files?: string[]; external_node_modules?: string[]; ignored_node_modules?: string[]; node_bundler?: string; schedule?: string }
>;
export type Redirect = { from: string; to: string; status?: number; force?: boolean };
export type HeaderRule = { for: string; values: Record<string, string> };
export type NetlifyConfig = {
  functionsDirectory?: string;
  functions?: FunctionsConfig;
  build?: { environment?: Record<string, string> };
  redirects: Redirect[];
  headers: HeaderRule[];
};

/** The resolved configuration for a deploy context, and the build directory its paths are relative to. */
export async function readNetlifyConfig(root = process.cwd(), context = "production"): Promise<{ config: NetlifyConfig; buildDir: string }> {
  const { resolveConfig } = await import("@netlify/config");
  const resolved = await resolveConfig({ repositoryRoot: root, cwd: root, offline: true, context, mode: "buildbot" });
  const config = resolved.config as Partial<NetlifyConfig>;
  return { config: { ...config, redirects: config.redirects ?? [], headers: config.headers ?? [] }, buildDir: resolved.buildDir as string };
}
