// The one place that decides the run-time mode (docs/decisions/0012-run-mode-and-fail-closed.md).
// Netlify sets CONTEXT for the build only; a function learns its deploy context from the request
// (context.deploy.context), or from Netlify.context where no request is at hand. Local runners
// (scripts/serve.ts, the Vite plugin, the tests) say RUN_MODE=dev explicitly. Anything else is a deploy
// whose context is unknown, treated as production: the strict side.
export type RunMode = "production" | "deploy-preview" | "branch-deploy" | "dev";
const MODES: readonly RunMode[] = ["production", "deploy-preview", "branch-deploy", "dev"];

/** The part of a Netlify function context this module reads. */
export type DeployContext = { deploy?: { context?: string; id?: string }; site?: { url?: string } };

type Seen = { mode: RunMode; deployId?: string; siteUrl?: string };
let seen: Seen | undefined;

function modeOf(value: unknown): RunMode | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  if ((MODES as readonly string[]).includes(value)) return value as RunMode;
  // Netlify's other contexts are named branches and deploys of them: a deploy, not a local run.
  return "branch-deploy";
}

/** Called by every function's wrapper with the request's context: the deploy it runs in. */
export function noteRequestContext(context: DeployContext | undefined): void {
  const mode = modeOf(context?.deploy?.context);
  if (mode) seen = { mode, deployId: context?.deploy?.id, siteUrl: context?.site?.url };
}

function netlifyGlobalContext(): DeployContext | undefined {
  const netlify = (globalThis as { Netlify?: { context?: DeployContext | null } }).Netlify;
  return netlify?.context ?? undefined;
}

/** The run-time mode: the request's deploy context, else Netlify.context, else RUN_MODE, else production. */
export function runMode(): RunMode {
  if (seen) return seen.mode;
  const global = modeOf(netlifyGlobalContext()?.deploy?.context);
  if (global) return global;
  return process.env.RUN_MODE === "dev" ? "dev" : "production";
}

export const isProduction = () => runMode() === "production";
/** Any Netlify deploy (production, a preview, a branch): where every concern needs its real provider. */
export const isDeployed = () => runMode() !== "dev";

/** The deploy's id (shared by all its instances), when a request or Netlify.context told us. */
export const deployId = (): string | undefined => seen?.deployId ?? netlifyGlobalContext()?.deploy?.id;
/** The site's main (production) URL from the request context, when known. */
export const contextSiteUrl = (): string | undefined => seen?.siteUrl ?? netlifyGlobalContext()?.site?.url;

/** For tests: forget what the requests said. */
export function resetRunMode(): void {
  seen = undefined;
}
