import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import netlify from "@netlify/vite-plugin";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { adminPasswordNotice, generateAdminPassword } from "./scripts/lib/admin-password.ts";

process.env.PGUSER ??= "postgres"; // pg needs a user name; the local PGlite gateway trusts any

// `npm run dev`: apply the migrations (and the catalog seed) to the local database once the Netlify
// plugin has started it. Neither the plugin nor `netlify dev` migrates by itself.
function localMigrations(): Plugin {
  return {
    name: "local-migrations",
    apply: "serve",
    async configureServer(server) {
      if (process.env.VITEST) return;
      const { migrateAndSeed } = await import("./scripts/lib/migrate.ts");
      const url = process.env.NETLIFY_DB_URL;
      if (!url) return server.config.logger.warn("[db] no local database URL; migrations not applied");
      const report = await migrateAndSeed(url);
      server.config.logger.info(`[db] ${report}`);
    },
  };
}

// `npm run dev` is local (RUN_MODE=dev): its functions show the mail outbox at /api/dev/outbox (never a build or deploy).
// Set in the config hook, before the Netlify plugin starts the functions.
function devOutbox(): Plugin {
  return {
    name: "dev-outbox",
    config(_config, { command }) {
      if (command !== "serve") return;
      process.env.DEV_OUTBOX ??= "1";
      // A local run, said explicitly (src/server/platform/mode.ts).
      process.env.RUN_MODE = "dev";
    },
    // The admin needs ADMIN_PASSWORD in every mode: one per start here, shared by every function worker, in
    // a file as scripts/serve.ts does. Made when the dev server starts, before the Netlify plugin (after this
    // one) starts the functions; React Router's child compiler, which a build starts too, runs no
    // configureServer.
    configureServer(server) {
      if (!process.env.ADMIN_PASSWORD && !process.env.VITEST) {
        console.log(adminPasswordNotice(generateAdminPassword(server.config.server.port ?? 5173)));
      }
    },
  };
}

// `npm run dev`: the web manifest and its icons, which postbuild writes into a build only (scripts/lib/pwa.ts);
// without them the browser read the page shell as the manifest and logged a syntax error on every page.
function devAppManifest(): Plugin {
  return {
    name: "dev-app-manifest",
    apply: "serve",
    configureServer(server) {
      async function appManifest(req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) {
        const path = (req.url ?? "").split("?")[0]!;
        if (req.method !== "GET" || (path !== "/manifest.webmanifest" && !path.startsWith("/icons/"))) return next();
        try {
          const { appManifestFiles } = await import("./scripts/lib/pwa.ts");
          const file = appManifestFiles(await readFile(join(server.config.publicDir, "favicon.svg"), "utf8")).get(path);
          if (!file) return next();
          res.setHeader("content-type", file.type);
          res.end(file.body());
        } catch (err) {
          next(err);
        }
      }
      server.middlewares.use((req, res, next) => void appManifest(req, res, next));
    },
  };
}

// Absolute URLs for canonical and Open Graph tags: Netlify sets URL at build time.
const siteUrl = process.env.URL ?? process.env.SITE_URL ?? "http://localhost:8888";

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    // The address the pages show for submissions and questions (build time), the sender's by default.
    __CONTACT_EMAIL__: JSON.stringify(process.env.CONTACT_EMAIL || process.env.MAIL_FROM || "hello@masalatable.example"),
    // The contact page's social buttons: only the profiles configured (build time).
    __SOCIAL_LINKS__: JSON.stringify(
      (
        [
          ["Instagram", process.env.INSTAGRAM_URL],
          ["Twitter", process.env.TWITTER_URL],
          ["Facebook", process.env.FACEBOOK_URL],
        ] as const
      )
        .filter(([, url]) => url && /^https:\/\//.test(url))
        .map(([label, url]) => ({ label, url })),
    ),
  },
  // BUNDLE_SOURCEMAP=1 npx react-router build: source maps, to see what each chunk is made of.
  build: {
    sourcemap: process.env.BUNDLE_SOURCEMAP === "1",
    // Fewer, larger chunks compress better and need fewer requests: React, React DOM and React Router
    // in one; the app modules that at least seven routes share in another (the layout, cards, fetchers).
    // Measured on the home page: 21 files and 135.1 KB gzip before, 10 files and 130.0 KB after. With 40
    // routes, five let modules the home never uses (form fields, listings) into it: seven, 138.2 -> 136.3 KB.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: "shared", test: /src[\\/](client|shared)[\\/]/, minShareCount: 7, priority: 1 },
          ],
        },
      },
    },
  },
  plugins: [
    devOutbox(),
    devAppManifest(),
    tailwindcss(),
    reactRouter(),
    // Edge functions download Deno and geolocation calls a Netlify host: both fail offline.
    netlify({ edgeFunctions: { enabled: false }, geolocation: { enabled: false }, redirects: { enabled: false } }),
    localMigrations(),
  ],
});
