// After the page build: the local server and every function compiled to plain JavaScript in
// build/server/, so `npm start` runs on Node alone. Run under tsx, the server kept a second JavaScript
// engine busy for the TypeScript loader and held each module's source twice, about 80 MB of its memory
// (docs/decisions/0023-compiled-local-server.md). One build with shared chunks: a module that several
// functions import (the database pool, the caches) is one module here too, as it is in the TypeScript run.
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { build } from "esbuild";

const SERVER_OUT = join("build", "server");

const functions = (await readdir(join("netlify", "functions"))).filter((f) => /\.m?ts$/.test(f)).map((f) => join("netlify", "functions", f));
await rm(SERVER_OUT, { recursive: true, force: true });
await build({
  entryPoints: [join("scripts", "serve.ts"), ...functions],
  outdir: SERVER_OUT,
  outbase: ".",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external", // node_modules stay where they are: resolved from build/server/ upwards
  logLevel: "warning",
});
console.log(`server: scripts/serve.ts and ${functions.length} functions compiled to ${SERVER_OUT}/`);
