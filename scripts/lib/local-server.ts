// Starts the README's local server (`scripts/serve.ts --ephemeral`: in-memory database) as a child
// process and waits until GET /api/health answers. One helper for the browser tests and the benchmarks.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The compiled server `npm run build` writes (docs/decisions/0023-compiled-local-server.md). */
export const COMPILED_SERVER = join("build", "server", "scripts", "serve.js");

/**
 * Node's arguments for the local server as `npm start` runs it (package.json's start script says the
 * same): compiled, with a young generation of 2 MB semi-spaces instead of 16 (about 30 MB less
 * memory), and an old generation that grows by 15% at a time rather than by V8's own, larger steps
 * (about 30 MB less after a burst of searches; docs/decisions/0023-compiled-local-server.md).
 */
export function serverNodeArgs(args: string[]): string[] {
  if (!existsSync(COMPILED_SERVER)) throw new Error(`No compiled server at ${COMPILED_SERVER}: run \`npm run build\` first.`);
  return ["--max-semi-space-size=2", "--heap-growing-percent=15", COMPILED_SERVER, ...args];
}

/**
 * A fixed test or bench port moved by PORT_OFFSET, so two checkouts on one machine (git worktrees)
 * can run their browser tests and benches at the same time without taking each other's ports.
 */
export const localPort = (port: number) => port + Number(process.env.PORT_OFFSET ?? 0);

export type LocalServer = {
  base: string;
  /** The server process's id (for its memory figures). */ pid?: number;
  output: () => string;
  stop: () => Promise<void>;
};

export async function startLocalServer(opts: {
  port: number;
  /** More arguments for serve.ts (e.g. ["--db-url", url]). */
  args?: string[];
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Refuse to start when something already answers on the port (a benchmark would measure it). */
  refuseBusyPort?: boolean;
}): Promise<LocalServer> {
  const port = localPort(opts.port);
  const base = `http://localhost:${port}`;
  if (
    opts.refuseBusyPort &&
    (await fetch(`${base}/`).then(
      () => true,
      () => false,
    ))
  ) {
    throw new Error(`port ${port} is already in use; stop what runs there first`);
  }
  let output = "";
  const child: ChildProcess = spawn(process.execPath, serverNodeArgs(["--ephemeral", "--dev-outbox", "--port", String(port), ...(opts.args ?? [])]), {
    env: { ...process.env, ...opts.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  // A process ended by a signal has a signalCode and no exitCode.
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  let stopping = false;
  const stop = () =>
    new Promise<void>((resolve) => {
      stopping = true;
      if (exited()) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    });
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (exited()) throw new Error(`the local server exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL"); // never leave a server behind
      throw new Error(`the local server did not start on ${base}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // A server that dies under a test leaves only "connection refused" behind: say why it died.
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`[local-server] the server on ${base} exited (code ${code}, signal ${signal}):\n${output.slice(-4000)}`);
  });
  return { base, pid: child.pid!, output: () => output, stop };
}
