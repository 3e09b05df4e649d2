// `npm run dev` serves Vite's pages, whose inline scripts (the React refresh preamble, the module loader)
// are not the build's. Once a build has written build/client/_headers, the Netlify plugin applies its
// Content-Security-Policy (hashes of the build's inline scripts, docs/decisions/0024-csp-script-hashes.md)
// to the dev pages as well, and the browser then refuses Vite's scripts: the page never hydrates.
import type { Plugin } from "vite";

/**
 * Drops that policy from the dev server's own answers (pages, modules, public files). Must come after
 * the Netlify plugin in `plugins`: its middleware sets the headers and then hands on to the next one.
 * The functions' answers are finished by the Netlify middleware and keep their headers.
 */
export function devWithoutBuildCsp(): Plugin {
  return {
    name: "dev-without-build-csp",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(function withoutBuildCsp(_req, res, next) {
        res.removeHeader("content-security-policy");
        next();
      });
    },
  };
}
